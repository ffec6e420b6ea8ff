#include "core/scenario/procurement_policy.h"

#include <algorithm>

namespace gpuadvisor {

std::string_view redundancyName(Redundancy redundancy) {
    switch (redundancy) {
    case Redundancy::AcrossServers:
        return "n+1-servers";
    case Redundancy::AcrossSites:
        return "n+1-sites";
    case Redundancy::None:
        break;
    }
    return "none";
}

std::optional<Redundancy> parseRedundancy(std::string_view text) {
    for (const Redundancy r : {Redundancy::None, Redundancy::AcrossServers, Redundancy::AcrossSites})
        if (redundancyName(r) == text)
            return r;
    return std::nullopt;
}

const std::vector<std::string_view>& supplierTierIds() {
    static const std::vector<std::string_view> tiers{
        "hyperscaler", "neocloud",    "local_cloud", "bare_metal_host",
        "colocation",  "marketplace", "user",        "owned"};
    return tiers;
}

bool regulatedCustomer(const CustomerProfile& c) {
    static const std::vector<std::string_view> regulatedOrganisations{
        "bcb_regulated", "br_federal", "br_federal_sisp", "health_provider", "us_covered_entity"};
    return !c.dataClasses.empty() || std::find(regulatedOrganisations.begin(), regulatedOrganisations.end(),
                                               c.organisation) != regulatedOrganisations.end();
}

EffectivePolicy effectivePolicy(const PolicyInput& in, const CustomerProfile& customer,
                                bool workloadRedundancy) {
    EffectivePolicy out;
    ProcurementPolicy& p = out.policy;
    const bool regulated = regulatedCustomer(customer);
    const bool health = customer.dataClasses.count("sensitive_health") > 0 ||
                        customer.organisation == "health_provider" ||
                        customer.organisation == "us_covered_entity";
    auto field = [&](const char* key, bool set, PolicyBasis basis) {
        out.fields.push_back({key, set ? PolicyBasis::Scenario : basis});
    };
    // Regulated data goes only to a supplier that can be assessed and bound by contract: a community
    // marketplace of anonymous hosts cannot (CMN 4.893/2021; LGPD art. 39; GDPR art. 28).
    if (in.supplierTiers)
        p.supplierTiers = *in.supplierTiers;
    else if (regulated)
        for (std::string_view tier : supplierTierIds())
            if (tier != "marketplace")
                p.supplierTiers.emplace_back(tier);
    field("policy.supplier_tiers", in.supplierTiers.has_value(),
          regulated ? PolicyBasis::RegulatedData : PolicyBasis::Default);
    p.minSlaPercent = in.minSlaPercent.value_or(0);
    field("policy.min_sla_percent", in.minSlaPercent.has_value(), PolicyBasis::Default);
    // GeForce's driver licence excludes data-centre deployment: not for a regulated customer's service.
    p.consumerGpus = in.consumerGpus.value_or(!regulated);
    field("policy.consumer_gpus", in.consumerGpus.has_value(),
          regulated ? PolicyBasis::RegulatedData : PolicyBasis::Default);
    // 4-bit weights lose accuracy measurably on hard reasoning; clinical use needs an explicit opt-in.
    p.fourBitWeights = in.fourBitWeights.value_or(!health);
    field("policy.four_bit_weights", in.fourBitWeights.has_value(),
          health ? PolicyBasis::HealthData : PolicyBasis::Default);
    p.redundancy = in.redundancy.value_or(workloadRedundancy ? Redundancy::AcrossServers : Redundancy::None);
    field("policy.redundancy", in.redundancy.has_value(),
          workloadRedundancy ? PolicyBasis::Workload : PolicyBasis::Default);
    p.deadlineMargin = in.deadlineMargin.value_or(0.15);
    field("policy.deadline_margin", in.deadlineMargin.has_value(), PolicyBasis::Default);
    return out;
}

} // namespace gpuadvisor
