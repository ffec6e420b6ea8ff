#pragma once

#include "core/compliance/compliance_engine.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// How many failures the service must survive, and where the spare capacity stands.
enum class Redundancy {
    None,          // the replicas the load needs, packed as tightly as the units allow
    AcrossServers, // N+1: one more server (instance) than the load needs, so any one can fail
    AcrossSites,   // two sites, each able to carry the whole load alone
};
std::string_view redundancyName(Redundancy redundancy); // "none", "n+1-servers", "n+1-sites"
std::optional<Redundancy> parseRedundancy(std::string_view text);

// The kinds of supplier a policy can allow: the catalog's providers.kind, and "owned" for hardware the
// customer buys.
const std::vector<std::string_view>& supplierTierIds();

// What the buyer's procurement rules accept, beyond the law: which kinds of supplier, the least SLA, whether
// consumer GPUs and 4-bit weights may carry the workload, the redundancy and the margin kept to a deadline.
// A scenario may set each field (Scenario::policy); a field it leaves unset takes the default that follows
// from its organisation and data (defaultPolicy).
struct ProcurementPolicy {
    std::vector<std::string> supplierTiers; // allowed; empty = every kind
    double minSlaPercent = 0;               // 0: no minimum
    bool consumerGpus = true;
    bool fourBitWeights = true;
    Redundancy redundancy = Redundancy::None;
    double deadlineMargin = 0.15; // a plan must finish with this share of its run time to spare
};

// What the scenario file says; unset fields take the defaults.
struct PolicyInput {
    std::optional<std::vector<std::string>> supplierTiers;
    std::optional<double> minSlaPercent;
    std::optional<bool> consumerGpus, fourBitWeights;
    std::optional<Redundancy> redundancy;
    std::optional<double> deadlineMargin;
};

// Why a default is what it is, for the report's register: the data or organisation it follows from.
enum class PolicyBasis {
    Scenario,      // set in the scenario
    RegulatedData, // personal, health, financial or classified data, or a regulated organisation
    HealthData,    // sensitive health data: 4-bit weights need an explicit opt-in
    Workload,      // from workload.redundancy
    Default,       // the product's default
};

struct PolicyField {
    std::string key; // the scenario key: "policy.supplier_tiers", …
    PolicyBasis basis = PolicyBasis::Default;
};

struct EffectivePolicy {
    ProcurementPolicy policy;
    std::vector<PolicyField> fields; // one per policy field, in the scenario's order
};

// Personal, sensitive-health, financial or classified data, or a regulated organisation (BCB, federal
// administration, health provider, HIPAA covered entity): suppliers must be accountable.
bool regulatedCustomer(const CustomerProfile& customer);

EffectivePolicy effectivePolicy(const PolicyInput& input, const CustomerProfile& customer,
                                bool workloadRedundancy);

} // namespace gpuadvisor
