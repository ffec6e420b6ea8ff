#pragma once

#include "core/cost/cost_option.h"

#include <array>
#include <string>
#include <vector>

namespace gpuadvisor {

// What the recommender says about an option, as a fact: a code, its numbers (in the units each code names,
// SI: bytes, seconds, fractions, money in the study currency) and its ids. No prose is built while the search
// runs; core/present phrases a fact in English or Brazilian Portuguese only when someone shows it.
enum class AdviceCode {
    // Why an option was ranked (Recommendation::why)
    PriceEdited,     // ids: the price row's source ("user edit by …: column old → new; was: …")
    ServingFits,     // ids: model name, precision, gpu · n: tp, total bytes, capacity bytes, weights share,
                     //   sequences held (the memory is at that load)
    SpareGpus,       // n: GPUs used, GPUs paid for
    BatchReplicas,   // n: replicas, output tokens/s per replica, seconds for the corpus, hours until due
    ServingReplicas, // n: most sequences a replica holds within the targets, TPOT s at the load, TPOT target
                     // ms (0: none), users (0: a request rate), replicas needed, requests/s (0: users),
                     // TTFT s at the load, TTFT target ms (0: none)
    FourBitQuality,  // —
    DecisionStep,    // n: step of source article 002's decision flow (1–5)
    ServingCost,     // ids: currency · n: total, months, cost per useful GPU-hour
    TokenCost,       // ids: currency · n: per million tokens (prompt and output), per million output tokens,
                     // utilisation (serving; 0 for a batch), runs once (1) or per night (0; serving 0)
    TrainingRun,     // ids: gpu · n: GPUs, units, tokens, seconds, deadline days (0: none), MFU, scaling
                     // efficiency
    TrainingLayout,  // ids: fabric between units ("" on one unit) · n: tp, pp, dp, zero stage
    OneUnitMeetsDeadline, // —
    JobCost,              // ids: currency · n: total
    PriceAssumed,         // — the price is a labelled estimate in the catalog, to replace with a quote
    Placement,  // ids: currency · n: replicas, GPUs, servers, sites, redundancy (0 none, 1 n+1-servers,
                // 2 n+1-sites), servers the load alone needs, what the redundancy adds to the total
    LeadTime,   // ids: earliest start date ("" when the scenario gives no start_date) · n: days before work
                // can start, of which the required controls, of which delivery of the hardware
    TieBreak,   // ids: criterion (precision, conditions, hosts, tier, lead_time), the cheaper option's kind,
                // provider, shape, place and precision · n: how much
                // more this option costs (fraction), the tie band (fraction)
    Compliance, // ids: status name, then effect, rule id and citation of each REQUIRES or FLAG finding
    // Why a configuration was left out (RejectedOption::reason)
    NoFitInOneUnit,       // ids: gpu · n: GPUs in the unit
    NoLatencyMeetsTarget, // n: TPOT alone s, TTFT s
    EngineRefused,        // ids: the engine's message (an input the engine could not estimate)
    GpuLacksFigures, // ids: gpu, the math precision whose dense peak (or the memory bandwidth) the catalog
                     // lacks
    BlockedByRule,   // ids: rule id, citation, message en, message pt
    OverBudget,      // ids: currency, acquisition kind · n: total, budget
    NoMemoryOnGpus,  // n: GPUs
    LowScalingEfficiency, // n: GPUs, efficiency
    MissesDeadline,       // n: deadline days, seconds, GPUs
    NoLayoutFits,         // —
    AboveRackPower,       // n: the node's maximum power (kW), the site's rack limit (kW)
    CostsMore,            // ids: currency · n: total
    PolicyTier,           // ids: the supplier's kind (providers.kind, or owned)
    PolicySla,            // n: the provider's SLA % (-1: not in the catalog), the policy's minimum %
    PolicyConsumerGpu,    // ids: gpu
    StartsTooLate, // ids: earliest start date ("" without start_date) · n: days before work can start,
                   // deadline days, days the run takes with the policy's margin
    // Said of the whole recommendation (RecommendationSet::notes)
    ConstraintsFiltered,  // —
    NoConfiguration,      // —
    CostComparisonFailed, // ids: the cost engine's message
    PolicyNoFourBit,      // — 4-bit weights were left out: the data needs an explicit opt-in
    // A way of paying the scenario allows with no ranked or comparison row (issue 21: they vanished unsaid)
    // The example option is named by its OptionName fields and precision, so each language phrases it.
    KindOverBudget, // ids: kind, currency, provider, shape, place, precision (the cheapest) · n: its total,
                    // budget
    KindRemoved,    // ids: kind, provider, shape, place, precision (an example) · n: configurations removed;
                    //   because: the most common reason
    KindNotOffered, // ids: acquisition kind — no offer of that kind matches the scenario's filters
    // A what-if exchange rate far from the catalog's (issue 21: 1 USD = 6.5 EUR passed unsaid)
    FxRateFarFromCatalog, // ids: study currency, the catalog rate described ("USD→EUR 0.8573 on …") · n: the
                          //   typed rate (1 USD = n0), the catalog's
};

struct Advice {
    AdviceCode code = AdviceCode::NoLayoutFits;
    std::array<double, 8> n{};
    std::vector<std::string> ids;
    // A training offer that can never be a cluster (a small instance, or a marketplace host), said with
    // NoMemoryOnGpus, LowScalingEfficiency or MissesDeadline: the GPUs of its one instance (0: not so).
    int singleInstanceGpus = 0;
    bool marketplace = false;
    std::vector<Advice> because =
        {}; // KindRemoved: the reason most of that kind's configurations were removed
};

} // namespace gpuadvisor
