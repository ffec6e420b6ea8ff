#include "core/study/run_study.h"
#include "core/memory/memory_estimator.h"
#include "core/study/scenario_vocabulary.h"

#include "core/advisor/cluster_topology.h"
#include "core/advisor/serving_request.h"
#include "core/common/number_format.h"
#include "core/cost/cost_assumptions.h"
#include "core/cost/cost_engine.h"
#include "core/cost/money.h"
#include "core/memory/memory_assumptions.h"
#include "core/performance/inference_latency.h"
#include "core/performance/perf_assumptions.h"
#include "core/performance/training_time.h"
#include "core/scenario/scenario_cost_study.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>
#include <set>
#include <utility>

namespace gpuadvisor {

namespace {

void scaleOptional(std::optional<double>& value, double factor) {
    if (value)
        *value *= factor;
}

// Training: the fastest plan that fits at each power of two up to twice the chosen size, on the chosen unit
// and fabric. Serving: one replica's output tokens/s per GPU at each tensor-parallel width inside a node.
ScalingCurve scalingCurve(const Scenario& s, const AdvisorCatalog& c, const ModelSpec& model,
                          const Recommendation& top) {
    ScalingCurve curve;
    auto gpu = c.catalog.findGpu(top.gpuId);
    if (!gpu || top.gpus < 1)
        return curve;
    const int perNode = std::max(1, top.gpus / std::max(1, top.nodes));
    const Topology topology = clusterTopology(c.catalog, *gpu, perNode);
    curve.gpuId = top.gpuId;
    curve.gpusPerNode = perNode;
    curve.fabric = topology.interNode.name;
    if (isTraining(s.workload.kind)) {
        TrainingRequest tr;
        tr.fit.model = model;
        tr.fit.workload = s.workload.kind;
        tr.fit.gpu = *gpu;
        tr.fit.precision = top.precision;
        tr.fit.sequenceLength = s.workload.sequenceLength;
        tr.fit.assumptions = MemoryAssumptions::fromCatalog(c.catalog.assumptions());
        tr.fit.assumptions.gpusPerNode = perNode;
        tr.topology = topology;
        tr.tokens = s.workload.tokens;
        tr.perf = PerfAssumptions::fromCatalog(c.catalog.assumptions());
        const int last = std::max(2 * top.gpus, 2 * perNode);
        for (int gpus = 1; gpus <= last; gpus *= 2) {
            auto e = estimateTrainingWithBestPlan(tr, gpus);
            if (e && e->memoryVerdict != FitVerdict::DoesNotFit)
                curve.points.push_back({gpus, e->scalingEfficiency, e->tokensPerSecond});
        }
        return curve;
    }
    // Serving: what a wider tensor-parallel replica would give, on an 8-GPU NVLink node of the same GPU.
    const Topology node = clusterTopology(c.catalog, *gpu, std::max(8, perNode));
    curve.gpusPerNode = std::max(8, perNode);
    std::vector<ScalingPoint> points;
    const EngineAssumptions assumptions = EngineAssumptions::fromCatalog(c.catalog.assumptions());
    for (int tp = 1; tp <= curve.gpusPerNode; tp *= 2) {
        // Only widths the recommender would serve from: the weights fit with its headroom and one sequence
        // meets the targets (issue 21: the chart plotted a 70B model on one 96 GB GPU).
        const InferenceRequest request = servingRequest(s, assumptions, model, *gpu, top.precision, tp, node);
        const auto settings = resolveFitRequest(request.fit);
        if (!settings)
            continue;
        const MemoryBreakdown memory = computeMemoryBreakdown(request.fit, *settings);
        if (memory.total() > memory.capacity ||
            memory.weights > request.fit.assumptions.weightsShareLimit * memory.capacity)
            continue;
        auto e = estimateInference(request);
        if (e && e->maxConcurrency >= 1 && e->outputTokensPerSecondPerReplica > 0)
            points.push_back({tp, 0, e->outputTokensPerSecondPerReplica});
    }
    double best = 0;
    for (const ScalingPoint& p : points)
        best = std::max(best, p.tokensPerSecond / p.gpus);
    for (ScalingPoint& p : points)
        p.efficiency = best > 0 ? p.tokensPerSecond / p.gpus / best : 0;
    curve.points = std::move(points);
    return curve;
}

// The catalog's named values (with their dates) first, then the engines' defaults the catalog does not
// override, then the prices each compared option rests on.
std::vector<Assumption> assumptionRegister(const AdvisorCatalog& c,
                                           const std::optional<CostComparison>& costs) {
    std::vector<Assumption> out = c.catalog.assumptions();
    std::set<std::string> keys;
    for (const Assumption& a : out)
        keys.insert(a.key);
    const auto& values = c.catalog.assumptions();
    for (const auto& list :
         {MemoryAssumptions::fromCatalog(values).list(), PerfAssumptions::fromCatalog(values).list(),
          CostAssumptions::fromCatalog(values).list()})
        for (const Assumption& a : list)
            if (keys.insert(a.key).second)
                out.push_back(a);
    if (costs)
        for (const OptionCost& o : costs->options)
            for (const CostLine& line : o.lines) {
                const bool upfront = line.upfront != 0 && line.monthly == 0;
                out.push_back({o.id + " · " + std::string(costLineKey(line.kind)),
                               upfront ? line.upfront : line.monthly,
                               costs->currency + (upfront ? "" : "/month"), line.source, ""});
            }
    return out;
}

std::string newestAsOf(const CostCatalog& costs, const RecommendationSet& set,
                       const std::vector<Assumption>& register_) {
    std::string newest;
    auto take = [&](const std::string& date) { // dates only: some rows say "commit date not recorded"
        if (date.size() >= 10 && std::isdigit(static_cast<unsigned char>(date[0])) && date[4] == '-')
            newest = std::max(newest, date.substr(0, 10));
    };
    for (const Assumption& a : register_)
        take(a.asOf);
    for (const Recommendation& r : set.options) {
        const std::string& id = r.acquisition.id;
        for (const CloudOffer& o : costs.cloudOffers)
            if (o.id == id)
                take(o.asOf);
        for (const BareMetalOffer& b : costs.bareMetalOffers)
            if (b.id == id)
                take(b.asOf);
        if (const NodeType* n = costs.nodeType(id))
            take(n->asOf);
        if (const GpuSpec* g = costs.gpu(r.gpuId))
            take(g->asOf);
    }
    return newest;
}

} // namespace

Result<Scenario> applyWhatIf(Scenario scenario, const WhatIf& w) {
    if (w.utilisation) {
        if (!limits::utilisation.allows(*w.utilisation))
            return invalidInput(
                "utilisation", "utilisation: " + limits::utilisation.refusal(formatFixed(*w.utilisation, 2)));
        scenario.constraints.utilisation = *w.utilisation;
    }
    if (w.horizonMonths) {
        if (!limits::horizonMonths.allows(*w.horizonMonths))
            return invalidInput("horizon", "horizon_months: " + limits::horizonMonths.refusal(
                                                                    std::to_string(*w.horizonMonths)));
        scenario.constraints.horizonMonths = *w.horizonMonths;
    }
    if (w.currency)
        scenario.constraints.currency = *w.currency; // checked against the catalog's rates by runStudy
    if (!limits::gpuPriceFactor.allows(w.gpuPriceFactor))
        return invalidInput("gpu_price", "GPU price factor: " + limits::gpuPriceFactor.refusal(
                                                                    formatFixed(w.gpuPriceFactor, 2)));
    return scenario;
}

Result<CostCatalog> applyWhatIf(CostCatalog costs, const WhatIf& w, const std::string& currency) {
    if (w.usdRate) {
        if (!limits::usdRate.allows(*w.usdRate))
            return invalidInput("fx_rate", "1 USD = " + limits::usdRate.refusal(formatFixed(*w.usdRate, 4)));
        if (currency != "USD") {
            std::erase_if(costs.fxRates, [&](const FxRate& r) {
                return (r.base == "USD" && r.quote == currency) || (r.base == currency && r.quote == "USD");
            });
            costs.fxRates.push_back({"USD", currency, *w.usdRate, "what-if", "rate typed on the dashboard"});
        }
    }
    if (w.gpuPriceFactor != 1.0) {
        for (CloudOffer& o : costs.cloudOffers) {
            scaleOptional(o.onDemandHourly, w.gpuPriceFactor);
            scaleOptional(o.spotHourly, w.gpuPriceFactor);
            scaleOptional(o.reserved1yHourly, w.gpuPriceFactor);
            scaleOptional(o.reserved3yHourly, w.gpuPriceFactor);
        }
        for (BareMetalOffer& b : costs.bareMetalOffers)
            b.monthlyPrice *= w.gpuPriceFactor;
        for (NodeType& n : costs.nodeTypes)
            scaleOptional(n.purchasePrice, w.gpuPriceFactor);
    }
    return costs;
}

namespace {

// A typed USD rate more than 25 % from the catalog's is most likely the inverse or a slip (1 USD = 6.5 EUR;
// EUR per USD read as USD per EUR is 36 % off): said, not refused, since a what-if may stress the rate on
// purpose.
std::optional<Advice> typedRateFarFromCatalog(const CostCatalog& costs, const WhatIf& w,
                                              const std::string& currency) {
    constexpr double kFarFraction = 0.25;
    if (!w.usdRate || currency == "USD")
        return std::nullopt;
    const FxTable table(costs.fxRates);
    const auto catalogRate = table.rate("USD", currency);
    if (!catalogRate || *catalogRate <= 0 || std::abs(*w.usdRate / *catalogRate - 1) <= kFarFraction)
        return std::nullopt;
    return Advice{
        fact::FxRateFarFromCatalog{currency, *w.usdRate, *catalogRate, table.describe("USD", currency)}};
}

} // namespace

Result<RecommendationSet> recommendStudy(const Scenario& scenario, const AdvisorCatalog& catalog, int topN) {
    if (auto unknown = refuseUnknownScenarioWords(scenario, catalog))
        return *unknown;
    return recommend(scenario, catalog, topN);
}

namespace {

// The band of the option's family, GPU and serving engine (the scenario's, else the GPU vendor's own).
AccuracyBand optionAccuracy(const Scenario& s, const Catalog& catalog, const ModelSpec& model,
                            const Recommendation& r) {
    if (isTraining(s.workload.kind))
        return accuracyBand(catalog, CalibrationFamily::Training, r.gpuId, model);
    const auto gpu = catalog.findGpu(r.gpuId);
    const ServingEngine engine = s.workload.engine.value_or(defaultServingEngine(gpu ? gpu->vendor : ""));
    return accuracyBand(catalog, CalibrationFamily::Serving, r.gpuId, model,
                        std::string(servingEngineTitle(engine)));
}

} // namespace

Result<StudyResult> runStudy(const Scenario& input, const AdvisorCatalog& catalog, const WhatIf& whatIf,
                             int topN) {
    auto scenario = applyWhatIf(input, whatIf);
    if (!scenario)
        return scenario.error();
    auto costs = applyWhatIf(catalog.costs, whatIf, scenario->constraints.currency);
    if (!costs)
        return costs.error();
    const AdvisorCatalog adjusted{catalog.catalog, *costs, catalog.rules};
    auto set = recommendStudy(*scenario, adjusted, topN);
    if (!set)
        return set.error();

    StudyResult study;
    study.scenario = *scenario;
    study.recommendations = std::move(set).value();
    if (auto far = typedRateFarFromCatalog(catalog.costs, whatIf, scenario->constraints.currency))
        study.recommendations.notes.push_back(*far);
    const auto& options = study.recommendations.options;
    if (!options.empty()) {
        const Recommendation& top = options.front();
        // The search's own mapping; each option carries the share of hours and the job hours it was ranked
        // with, so every total here is the one in the ranking. The comparison's utilisation is option 1's (a
        // nightly batch runs some hours a night; a job all its hours).
        CostStudy cs = costStudyOf(*scenario, CostAssumptions::fromCatalog(catalog.catalog.assumptions()));
        cs.utilisation = top.utilisation;
        cs.customer = &scenario->customer; // priced with the controls its findings require, as ranked
        cs.rules = &catalog.rules;
        for (const Recommendation& r : options)
            cs.options.push_back(r.acquisition);
        for (const Recommendation& r : study.recommendations.alternatives)
            cs.options.push_back(r.acquisition);
        auto compared = compareCosts(cs, *costs);
        if (compared)
            study.costs = std::move(compared).value();
        else
            study.recommendations.notes.push_back(fact::CostComparisonFailed{compared.error().message});
        auto model = catalog.catalog.findModel(scenario->workload.model);
        if (model) {
            study.scaling = scalingCurve(*scenario, adjusted, *model, top);
            for (const std::vector<Recommendation>* list :
                 {&options, &std::as_const(study.recommendations.alternatives)})
                for (const Recommendation& r : *list)
                    study.accuracy.push_back(optionAccuracy(*scenario, catalog.catalog, *model, r));
        }
    }
    study.policy = effectivePolicy(scenario->policy, scenario->customer, scenario->workload.redundancy);
    if (!scenario->cost.options.empty()) {
        auto question = costQuestion(*scenario, CostAssumptions::fromCatalog(catalog.catalog.assumptions()));
        auto answer = question ? answerCostQuestion(*question, *costs, catalog.rules)
                               : Result<CostAnswer>(question.error());
        if (answer)
            study.asked = std::move(answer).value();
        else
            study.askedError = answer.error().message;
    }
    study.assumptions = assumptionRegister(adjusted, study.costs);
    study.catalogAsOf = newestAsOf(*costs, study.recommendations, study.assumptions);
    return study;
}

} // namespace gpuadvisor
