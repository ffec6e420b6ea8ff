#pragma once

#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_option.h"
#include "core/scenario/procurement_policy.h"
#include "core/workload/precision.h"

#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace gpuadvisor {

struct Advice;

// What the recommender says about an option, as typed facts: one struct per fact, with named fields in the
// units their names say (SI: bytes, seconds, fractions; money in the study currency named beside it). No
// prose is built while the search runs; core/present/advice_text phrases each fact in English or Brazilian
// Portuguese only when someone shows it (issue 37: eight positional numbers and a list of strings, whose
// meaning lived in comments, crossed into the presenter by index).
namespace fact {

// An option's name as a person reads it, with its precision: the cheaper option a tie-break passed, or the
// example of a kind of paying the search removed.
struct NamedOption {
    OptionName name;
    Precision precision = Precision::Bf16;
};

// ---- Why an option was ranked (Recommendation::why)
struct PriceEdited { // the price row's source ("user edit by …: column old → new; was: …")
    std::string source;
};
struct ServingFits { // the memory of one replica at the sequences it holds
    std::string model, gpu;
    Precision precision = Precision::Bf16;
    int tp = 1;
    double totalBytes = 0, capacityBytes = 0;
    double weightsShare = 0; // of the VRAM
    int sequences = 0;
};
struct SpareGpus {
    int used = 0, paidFor = 0;
};
struct BatchReplicas {
    int replicas = 0;
    double outputTokensPerSecondPerReplica = 0, corpusSeconds = 0, hoursUntilDue = 0;
};
struct ServingReplicas {
    int sequencesPerReplica = 0; // the most a replica holds within the targets
    int replicasNeeded = 0;
    double tpotSeconds = 0, ttftSeconds = 0; // at the load
    std::optional<double> tpotTargetMs, ttftTargetMs;
    // The load as given: users, or a request rate.
    int users = 0;
    std::optional<double> requestsPerSecond;
};
struct FourBitQuality {};
struct DecisionStep { // step of source article 002's decision flow (1–5)
    int step = 0;
};
struct ServingCost {
    std::string currency;
    double total = 0;
    int months = 0;
    double perUsefulGpuHour = 0;
};
struct TokenCost {
    std::string currency;
    double perMillionTokens = 0, perMillionOutputTokens = 0; // prompt and output; output only
    std::optional<double> utilisation;                       // serving: at the study's utilisation
};
struct TrainingRun {
    std::string gpu;
    int gpus = 0, units = 0;
    double tokens = 0, seconds = 0;
    std::optional<double> deadlineDays;
    double mfu = 0, scalingEfficiency = 0;
};
struct TrainingLayout {
    int tp = 1, pp = 1, dp = 1, zeroStage = 0;
    std::string fabric; // between units; empty on one unit
};
struct OneUnitMeetsDeadline {};
struct JobCost {
    std::string currency;
    double total = 0;
};
struct PriceAssumed {};    // the price is a labelled estimate in the catalog, to replace with a quote
struct RegionUnconfirmed { // the price list gives the shape in every region: confirm it is sold in this one
    std::string region;
};
struct Placement {
    std::string currency;
    int replicas = 0, gpus = 0, servers = 0, sites = 1;
    Redundancy redundancy = Redundancy::None;
    int serversForTheLoad = 0; // what the load alone needs
    double redundancyCost = 0; // what the redundancy adds to the total
};
struct LeadTime {
    std::string earliestStart; // ISO date; empty when the scenario gives no start_date
    int days = 0, controlsDays = 0, deliveryDays = 0;
};
enum class TieCriterion { Precision, Conditions, ConfirmedPrice, Hosts, Tier, LeadTime };
struct TieBreak {
    TieCriterion criterion = TieCriterion::Precision;
    NamedOption passed;   // the cheaper option this one was ranked above
    double costsMore = 0; // fraction more than the cheaper option
    double band = 0;      // the tie band, a fraction
};
struct Compliance {
    struct Condition {
        Effect effect = Effect::Requires; // REQUIRES or FLAG
        std::string rule, citation;
    };
    ComplianceStatus status = ComplianceStatus::Allowed;
    std::vector<Condition> conditions;
    // What the controls the REQUIRES conditions name cost (in the option's total) and take (issue 39).
    std::string currency = {};
    double upfront = 0, perYear = 0;
    int costedControls = 0, controlsNotEstimated = 0, leadTimeDays = 0;
};

// ---- Why a configuration was left out (RejectedOption::reason)
// A training offer that can never be a cluster (a small instance, or a marketplace host): its one
// instance's GPUs, said with the reasons below.
struct SingleInstance {
    int gpus = 0;
    bool marketplace = false;
};
struct NoFitInOneUnit {
    std::string gpu;
    int gpusInTheUnit = 0;
};
struct NoLatencyMeetsTarget {
    double tpotAloneSeconds = 0, ttftSeconds = 0;
};
struct EngineRefused { // an input the engine could not estimate, in its words
    std::string message;
};
struct GpuLacksFigures { // the math precision whose dense peak (or the memory bandwidth) the catalog lacks
    std::string gpu;
    Precision math = Precision::Bf16;
};
struct BlockedByRule {
    std::string rule, citation, messageEn, messagePt;
};
struct OverBudget {
    OptionKind kind = OptionKind::Cloud;
    std::string currency;
    double total = 0, budget = 0;
};
struct NoMemoryOnGpus {
    int gpus = 0;
    std::optional<SingleInstance> single;
};
struct LowScalingEfficiency {
    int gpus = 0;
    double efficiency = 0;
    std::optional<SingleInstance> single;
};
struct MissesDeadline {
    double deadlineDays = 0, seconds = 0;
    int gpus = 0;
    double margin = 0; // the policy's, a fraction
    std::optional<SingleInstance> single;
};
struct NoLayoutFits {};
struct AboveRackPower {
    double nodeKw = 0, rackLimitKw = 0;
};
struct CostsMore {
    std::string currency;
    double total = 0;
};
struct PolicyTier { // the supplier's kind (providers.kind, or owned)
    std::string tier;
};
struct PolicySla {
    std::optional<double> slaPercent; // empty: not in the catalog
    double minimumPercent = 0;
};
struct PolicyConsumerGpu {
    std::string gpu;
};
struct StartsTooLate {
    std::string earliestStart; // ISO date; empty without start_date
    int daysBeforeStart = 0;
    double deadlineDays = 0;
    std::optional<double> runDays; // with the policy's margin; empty when the hardware alone is too late
};

// ---- Said of the whole recommendation (RecommendationSet::notes)
struct ConstraintsFiltered {};
struct NoConfiguration {};
struct CostComparisonFailed { // the cost engine's message
    std::string message;
};
struct PolicyNoFourBit {}; // 4-bit weights were left out: the data needs an explicit opt-in
// A way of paying the scenario allows with no ranked or comparison row (issue 21: they vanished unsaid).
struct KindOverBudget {
    OptionKind kind = OptionKind::Cloud;
    std::string currency;
    NamedOption cheapest;
    double total = 0, budget = 0;
};
struct KindRemoved {
    OptionKind kind = OptionKind::Cloud;
    NamedOption example;
    int removed = 0;             // configurations
    std::vector<Advice> because; // the most common reason (one)
};
struct KindNotOffered { // no offer of that kind matches the scenario's filters
    OptionKind kind = OptionKind::Cloud;
};
// A what-if exchange rate far from the catalog's (issue 21: 1 USD = 6.5 EUR passed unsaid).
struct FxRateFarFromCatalog {
    std::string currency;
    double typedRate = 0, catalogRate = 0; // 1 USD = rate units of the currency
    std::string catalogDescribed;          // "USD→EUR 0.8573 on …"
};

// An interactive study stated no latency target: the default service level applied (issue 39).
struct DefaultServiceLevel {
    std::optional<double> tpotMs, ttftMs; // the defaults applied (unset: the study gave its own)
};

} // namespace fact

// The facts, in AdviceCode's order (static_assert below).
using AdviceFact = std::variant<
    fact::PriceEdited, fact::ServingFits, fact::SpareGpus, fact::BatchReplicas, fact::ServingReplicas,
    fact::FourBitQuality, fact::DecisionStep, fact::ServingCost, fact::TokenCost, fact::TrainingRun,
    fact::TrainingLayout, fact::OneUnitMeetsDeadline, fact::JobCost, fact::PriceAssumed, fact::Placement,
    fact::LeadTime, fact::TieBreak, fact::Compliance, fact::NoFitInOneUnit, fact::NoLatencyMeetsTarget,
    fact::EngineRefused, fact::GpuLacksFigures, fact::BlockedByRule, fact::OverBudget, fact::NoMemoryOnGpus,
    fact::LowScalingEfficiency, fact::MissesDeadline, fact::NoLayoutFits, fact::AboveRackPower,
    fact::CostsMore, fact::PolicyTier, fact::PolicySla, fact::PolicyConsumerGpu, fact::StartsTooLate,
    fact::ConstraintsFiltered, fact::NoConfiguration, fact::CostComparisonFailed, fact::PolicyNoFourBit,
    fact::KindOverBudget, fact::KindRemoved, fact::KindNotOffered, fact::FxRateFarFromCatalog,
    fact::RegionUnconfirmed, fact::DefaultServiceLevel>;

// Which fact, without its fields: for filters, counts and maps.
enum class AdviceCode {
    PriceEdited,
    ServingFits,
    SpareGpus,
    BatchReplicas,
    ServingReplicas,
    FourBitQuality,
    DecisionStep,
    ServingCost,
    TokenCost,
    TrainingRun,
    TrainingLayout,
    OneUnitMeetsDeadline,
    JobCost,
    PriceAssumed,
    Placement,
    LeadTime,
    TieBreak,
    Compliance,
    NoFitInOneUnit,
    NoLatencyMeetsTarget,
    EngineRefused,
    GpuLacksFigures,
    BlockedByRule,
    OverBudget,
    NoMemoryOnGpus,
    LowScalingEfficiency,
    MissesDeadline,
    NoLayoutFits,
    AboveRackPower,
    CostsMore,
    PolicyTier,
    PolicySla,
    PolicyConsumerGpu,
    StartsTooLate,
    ConstraintsFiltered,
    NoConfiguration,
    CostComparisonFailed,
    PolicyNoFourBit,
    KindOverBudget,
    KindRemoved,
    KindNotOffered,
    FxRateFarFromCatalog,
    RegionUnconfirmed,
    DefaultServiceLevel,
};
inline constexpr int kAdviceCodes = int(AdviceCode::DefaultServiceLevel) + 1;
static_assert(std::variant_size_v<AdviceFact> == kAdviceCodes, "one AdviceCode per fact, in the same order");

struct Advice {
    AdviceFact fact;

    Advice(AdviceFact f = fact::NoLayoutFits{}) : fact(std::move(f)) {}
    // Any one fact is an Advice: reject(unit, precision, fact::AboveRackPower{…}).
    template <typename Fact, typename = std::enable_if_t<!std::is_same_v<std::decay_t<Fact>, Advice> &&
                                                         std::is_constructible_v<AdviceFact, Fact&&>>>
    Advice(Fact&& f) : fact(std::forward<Fact>(f)) {}

    AdviceCode code() const { return AdviceCode(fact.index()); }
    template <typename Fact> const Fact* as() const { return std::get_if<Fact>(&fact); }
};

} // namespace gpuadvisor
