#pragma once

#include "core/advisor/recommender.h"
#include "core/common/assumption.h"
#include "core/cost/cost_study.h"
#include "core/performance/accuracy_band.h"
#include "core/study/cost_question.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

// The what-if levers of the dashboard: each replaces one input of the scenario or the catalog for this run
// only; nothing is written back.
struct WhatIf {
    // Ranges: core/scenario/scenario_limits.h; currencies: those the catalog has a rate for.
    std::optional<double> utilisation;
    std::optional<int> horizonMonths;
    std::optional<std::string> currency;
    std::optional<double> usdRate; // 1 USD = usdRate units of the study currency
    double gpuPriceFactor =
        1.0; // multiplies every GPU price: cloud hourly, bare-metal monthly, node purchase
};

// One point of a scaling curve: training throughput per GPU against a single GPU's compute-only rate
// (the engine's scaling efficiency), or for serving the output tokens/s per GPU against the best width.
struct ScalingPoint {
    int gpus = 0;
    double efficiency = 0;
    double tokensPerSecond = 0;
};

struct ScalingCurve {
    std::string gpuId;
    int gpusPerNode = 0; // where the node boundary falls
    std::string fabric;  // between nodes
    std::vector<ScalingPoint> points;
};

// Everything a dashboard or a report shows for one scenario: the ranked options, the cost comparison of
// those options over the horizon (with break-even, tornado, utilisation sweep, FX band), the scaling curve
// of the first option, and the register of assumptions with their sources and dates.
struct StudyResult {
    Scenario scenario; // as run, what-ifs applied
    RecommendationSet recommendations;
    std::optional<CostComparison>
        costs; // recommendations.options, then recommendations.alternatives, in order
    ScalingCurve scaling;
    std::vector<Assumption> assumptions;
    std::string catalogAsOf; // newest as-of date among the values used
    // The options the scenario names (cost.options), costed and checked exactly as `tco` does, to be shown
    // side by side before the tool's own ranking; askedError says why they could not be (a selector that
    // names no catalog row).
    std::optional<CostAnswer> asked;
    std::string askedError;
    EffectivePolicy policy; // the procurement policy the search applied, with where each value comes from
    // How sure each option's performance figures are (issue 40): one band per recommendations.options, then
    // per alternative, in order (as costs->options), from the held-out published cases of the same family,
    // GPU and engine.
    std::vector<AccuracyBand> accuracy;
};

// Checks the what-if values (names the field and the allowed range) and applies them.
Result<Scenario> applyWhatIf(Scenario scenario, const WhatIf& whatIf);
Result<CostCatalog> applyWhatIf(CostCatalog costs, const WhatIf& whatIf, const std::string& currency);

// The doors both front ends call. recommendStudy refuses a scenario word the catalog does not know (the
// currency, places, GPUs, providers: scenario_vocabulary) before the search; runStudy applies the what-ifs,
// then ranks, compares the ranked options over the horizon, and builds the scaling curve and the register.
Result<RecommendationSet> recommendStudy(const Scenario& scenario, const AdvisorCatalog& catalog,
                                         int topN = 4);
Result<StudyResult> runStudy(const Scenario& scenario, const AdvisorCatalog& catalog,
                             const WhatIf& whatIf = {}, int topN = 4);

} // namespace gpuadvisor
