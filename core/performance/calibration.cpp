#include "core/performance/calibration.h"

#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor {

namespace {

Result<ModelSpec> caseModel(const CalibrationCase& c, const Catalog& catalog) {
    return c.inlineModel ? Result<ModelSpec>(*c.inlineModel) : catalog.findModel(c.modelId);
}

Topology caseTopology(const GpuSpec& gpu, const FabricSpec& interNode) {
    Topology t;
    t.gpusPerNode = 8; // every source's servers hold 8 GPUs (DGX/HGX, RTX PRO 6000 servers)
    t.intraNode = defaultIntraNodeFabric(gpu);
    t.interNode = interNode;
    t.nicsPerNode = defaultNicsPerNode(gpu, t.gpusPerNode);
    return t;
}

// Output tokens/s of all the case's GPUs at the largest batch memory and the step budget allow (the sources
// measure an offline maximum load).
Result<double> estimateServing(const CalibrationCase& c, const Catalog& catalog,
                               const PerfAssumptions& perf) {
    auto model = caseModel(c, catalog);
    if (!model)
        return model.error();
    auto gpu = catalog.findGpu(c.gpu);
    if (!gpu)
        return gpu.error();
    InferenceRequest r;
    r.fit.model = *model;
    r.fit.gpu = *gpu;
    r.fit.workload = WorkloadKind::Inference;
    r.fit.precision = c.precision;
    r.fit.kvPrecision = c.kvPrecision;
    r.fit.plan.tp = c.tp;
    r.fit.plan.pp = c.pp;
    r.topology = caseTopology(*gpu, FabricSpec{});
    r.promptTokens = c.promptTokens;
    r.outputTokens = c.outputTokens;
    r.engine = c.engine;
    r.perf = perf;
    if (c.maxNumSeqs)
        (c.engine == ServingEngine::Vllm ? r.perf.vllmMaxBatch : r.perf.servingMaxBatch) = *c.maxNumSeqs;
    if (c.batch)
        r.concurrency = c.batch;
    auto e = estimateInference(r);
    if (!e)
        return e.error();
    if (c.batch) // a latency table: the batch's prompts prefilled together, then every output token
        return e->ttftAtLoadSeconds + (c.outputTokens - 1) * e->tpotSeconds;
    return e->outputTokensPerSecondPerReplica * (c.gpus / (c.tp * c.pp));
}

// TFLOP/s per GPU as the source counts them: Megatron-LM's Equation 3 (Narayanan et al. 2021 §5.1:
// 96·B·s·l·h²·(1 + s/6h + V/16lh) per iteration, recomputation included) over the estimated step time, or
// model FLOPs (6N + attention) per second per GPU.
Result<double> estimateTraining(const CalibrationCase& c, const Catalog& catalog,
                                const PerfAssumptions& perf) {
    auto model = caseModel(c, catalog);
    if (!model)
        return model.error();
    auto gpu = catalog.findGpu(c.gpu);
    if (!gpu)
        return gpu.error();
    auto fabric = catalog.findFabric(c.fabric);
    if (!fabric)
        return fabric.error();
    TrainingRequest r;
    r.fit.model = *model;
    r.fit.gpu = *gpu;
    r.fit.workload = WorkloadKind::Pretrain;
    // FP8 training (Transformer Engine) keeps BF16 weights: FP8 is the matrix multiplies' precision only.
    r.fit.precision = isSixteenBitOrWider(c.precision) ? c.precision : Precision::Bf16;
    if (r.fit.precision != c.precision)
        r.mathPrecision = c.precision;
    r.fit.recompute = c.recompute;
    r.fit.sequenceLength = c.sequenceLength;
    r.fit.microBatch = c.microBatch;
    r.fit.plan = ParallelPlan{c.tp, c.pp, c.gpus / (c.tp * c.pp), c.zeroStage, c.sequenceParallel};
    r.topology = caseTopology(*gpu, *fabric);
    r.interleave = c.interleave;
    r.perf = perf;
    r.perf.globalBatchTokens = c.globalBatchSequences * c.sequenceLength;
    auto e = gpuadvisor::estimateTraining(r);
    if (!e)
        return e.error();
    if (!c.megatronFlopCount)
        return e->modelFlopsPerToken * e->tokensPerSecond / e->gpus / 1e12;
    const ModelSpec& m = *model;
    const double s = c.sequenceLength, l = m.numLayers, h = m.hiddenSize, v = double(m.vocabSize);
    const double flopsPerStep =
        96.0 * c.globalBatchSequences * s * l * h * h * (1 + s / (6 * h) + v / (16 * l * h));
    return flopsPerStep / (e->stepSeconds * e->gpus) / 1e12;
}

double nearestRank(std::vector<double> sorted, double share) {
    std::sort(sorted.begin(), sorted.end());
    const auto rank = std::size_t(std::ceil(share * double(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

} // namespace

std::vector<CalibrationResult> evaluateCalibration(const CalibrationSet& set, const Catalog& catalog,
                                                   const PerfAssumptions& perf,
                                                   std::optional<CalibrationSplit> split) {
    std::vector<CalibrationResult> results;
    for (const CalibrationCase& c : set.cases) {
        if (split && c.split != *split)
            continue;
        CalibrationResult result;
        result.measured = &c;
        auto estimate = c.family == CalibrationFamily::Serving ? estimateServing(c, catalog, perf)
                                                               : estimateTraining(c, catalog, perf);
        if (estimate) {
            result.estimate = *estimate;
            result.error = *estimate / c.published - 1;
        } else {
            result.failure = estimate.error();
        }
        results.push_back(std::move(result));
    }
    return results;
}

std::vector<CalibrationSummary> summariseCalibration(const std::vector<CalibrationResult>& results,
                                                     double tolerance) {
    std::vector<CalibrationSummary> summaries;
    for (const auto family : {CalibrationFamily::Serving, CalibrationFamily::Training}) {
        CalibrationSummary summary;
        summary.family = family;
        std::vector<double> errors;
        int within = 0;
        for (const CalibrationResult& r : results) {
            if (r.measured->family != family)
                continue;
            const double absolute = r.failure ? INFINITY : std::abs(r.error);
            errors.push_back(absolute);
            within += absolute <= tolerance;
            if (!summary.worst ||
                absolute > (summary.worst->failure ? INFINITY : std::abs(summary.worst->error)))
                summary.worst = &r;
        }
        if (errors.empty())
            continue;
        summary.cases = int(errors.size());
        summary.medianAbsoluteError = nearestRank(errors, 0.5);
        summary.p90AbsoluteError = nearestRank(errors, 0.9);
        summary.shareWithinTolerance = double(within) / double(errors.size());
        summaries.push_back(summary);
    }
    return summaries;
}

} // namespace gpuadvisor
