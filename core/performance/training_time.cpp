#include "core/performance/training_time.h"

#include "core/common/number_format.h"
#include "core/memory/memory_estimator.h"
#include "core/model/param_count.h"
#include "core/performance/collectives.h"
#include "core/performance/compute_peak.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor {

namespace {

std::string str(long long v) {
    return std::to_string(v);
}

// Dense peak for the training precision (FP8 when the matrix multiplies run in FP8); fp32 trains in TF32 on
// tensor cores, half the BF16 rate on A100/H100 (NVIDIA datasheets) — derived.
std::optional<double> trainingPeak(const GpuSpec& gpu, Precision precision, std::vector<PerfFact>& notes) {
    if (precision == Precision::Fp32) {
        auto bf16 = computePeak(gpu, Precision::Bf16, notes);
        return bf16 ? std::optional<double>(*bf16 / 2) : std::nullopt;
    }
    if (precision == Precision::Fp8)
        return computePeak(gpu, Precision::Fp8, notes);
    return computePeak(gpu, precision == Precision::Fp16 ? Precision::Fp16 : Precision::Bf16, notes);
}

} // namespace

Result<TrainingEstimate> estimateTraining(const TrainingRequest& r) {
    const FitRequest& fit = r.fit;
    if (!isTraining(fit.workload))
        return invalidInput("workload",
                            "training estimates need a training workload (pretrain, full-finetune, lora, "
                            "qlora), not " +
                                std::string(workloadName(fit.workload)));
    auto settings = resolveFitRequest(fit);
    if (!settings)
        return settings.error();
    if (!fit.model.hasArchitecture())
        return invalidInput("model", "training time needs the architecture (use --model or --model-file)");
    if (r.topology.gpusPerNode < 1 || r.topology.gpusPerNode > 1024)
        return invalidInput("gpus-per-node", "gpus-per-node = " + str(r.topology.gpusPerNode) +
                                                 " is out of range (allowed: 1 to 1024)");
    if (r.tokens < 0 || r.tokens > 1e16)
        return invalidInput("tokens",
                            "tokens = " + formatFixed(r.tokens, 0) + " is out of range (allowed: 0 to 1e16)");
    if (r.interleave < 1 || r.interleave > 64)
        return invalidInput("interleave",
                            "interleave = " + str(r.interleave) + " is out of range (allowed: 1 to 64)");
    if (r.topology.intraNode.bandwidthBps <= 0)
        return invalidInput("intra-fabric", "the intra-node fabric has no bandwidth");

    std::vector<PerfFact> peakNotes;
    const Precision math = r.mathPrecision.value_or(settings->precision);
    const auto peak = trainingPeak(fit.gpu, math, peakNotes);
    if (!peak)
        return invalidInput("gpu",
                            "GPU '" + fit.gpu.id + "' has no dense " + std::string(precisionName(math)) +
                                " figure in the catalog; set it with 'gpu-advisor-cli catalog set gpus " +
                                fit.gpu.id + " bf16_dense_tflops N'");

    const ModelSpec& m = fit.model;
    const ParallelPlan& plan = fit.plan;
    const PerfAssumptions& a = r.perf;
    const Topology& topo = r.topology;
    TrainingEstimate e;
    e.notes = peakNotes;
    e.plan = plan;
    e.gpus = plan.gpus();
    e.nodes = topo.nodesFor(e.gpus);

    // FLOPs per token (PaLM App. B): 6N + 12·L·h·s for training all weights; LoRA skips weight gradients of
    // the frozen base, leaving forward 2N + input gradients 2N (derived). Recompute adds a forward pass:
    // full = +2N + 4·L·h·s (Megatron-LM Eq. 3, factor 8 instead of 6); selective recomputes the attention
    // core, counted as Korthikanti et al. 2022 App. A count it: hardware FLOPs 72·B·s·l·h²·(1 + s/(3h) +
    // V/(12hl)) against model FLOPs 72·B·s·l·h²·(1 + s/(6h) + V/(12hl)), i.e. the 12·L·h·s attention term
    // once more (their overhead: 2.7 % for GPT-3 175B, 1.6 % for MT-NLG 530B).
    const double n = static_cast<double>(countParameters(m).active);
    const double attention = 12.0 * m.numLayers * m.hiddenSize * settings->sequenceLength;
    const bool adapters = isAdapterTraining(fit.workload);
    e.modelFlopsPerToken = (adapters ? 4.0 : 6.0) * n + attention;
    e.hardwareFlopsPerToken = e.modelFlopsPerToken;
    if (settings->recompute == Recompute::Full)
        e.hardwareFlopsPerToken += 2.0 * n + attention / 3.0;
    else if (settings->recompute == Recompute::Selective)
        e.hardwareFlopsPerToken += attention;

    // Batch: the global batch in whole micro-batches per replica.
    const double sequenceTokens = double(fit.microBatch) * settings->sequenceLength;
    e.microBatchesPerStep =
        std::max(1, static_cast<int>(std::llround(a.globalBatchTokens / (sequenceTokens * plan.dp))));
    const double m_ = e.microBatchesPerStep;
    e.tokensPerStep = m_ * sequenceTokens * plan.dp;
    e.globalBatchRaised = a.globalBatchTokens / (sequenceTokens * plan.dp) < 0.5; // rounded up to one

    // Compute: a replica's work split over its tp·pp GPUs, at the fitted matrix-multiply efficiency of the
    // precision, lower for the narrower per-GPU matrices of tensor parallelism (PerfAssumptions).
    const double tpPp = double(plan.tp) * plan.pp;
    const double efficiency =
        trainingComputeEfficiency(a, m.hiddenSize, plan.tp, *peak, fit.gpu.memoryBandwidthBps);
    e.breakdown.computeSeconds = m_ * sequenceTokens * e.hardwareFlopsPerToken / (tpPp * *peak * efficiency);

    // Links: ranks fill nodes in order, tensor parallel innermost.
    const double intraBw = topo.intraNode.bandwidthBps * a.linkEfficiency;
    const double interBw = topo.interNodeRingBandwidth() * a.linkEfficiency;
    const double interPointToPointBw = topo.interNodeBandwidthPerSender(plan.tp) * a.linkEfficiency;
    const double interAlpha =
        topo.interNode.latencySeconds > 0 ? topo.interNode.latencySeconds : a.interNodeLatencySeconds;
    const bool tpCrossesNodes = plan.tp > topo.gpusPerNode;
    const bool ppCrossesNodes = plan.tp * plan.pp > topo.gpusPerNode;
    const bool dpCrossesNodes = e.gpus > topo.gpusPerNode;
    if ((tpCrossesNodes || ppCrossesNodes || dpCrossesNodes) && interBw <= 0)
        return invalidInput("fabric",
                            "the job spans " + str(e.nodes) + " nodes but no inter-node fabric is set");

    // Tensor parallel: 2 all-reduces of the layer output per layer forward, 2 backward (Megatron-LM §3), 2
    // more when full recompute repeats the forward; sequence parallelism moves the same bytes.
    const double activationBytes =
        sequenceTokens * m.hiddenSize * bytesPerElement(settings->activationPrecision);
    const int allReducesPerLayer = settings->recompute == Recompute::Full ? 6 : 4;
    const double layersPerStage = std::ceil(double(m.numLayers) / plan.pp);
    e.breakdown.tensorParallelSeconds =
        m_ * layersPerStage * allReducesPerLayer *
        allReduceSeconds(activationBytes, plan.tp, tpCrossesNodes ? interBw : intraBw,
                         tpCrossesNodes ? interAlpha : a.intraNodeLatencySeconds);

    // Pipeline: activations forward and gradients backward at each stage boundary, per micro-batch; each of
    // the tp ranks sends its 1/tp share over its own link and the next stage all-gathers it over NVLink
    // (Narayanan et al. 2021 §4.1, scatter/gather). The bubble is (p−1)/(v·m) of the busy time (§2.2; Llama
    // 3 §3.3.2).
    if (plan.pp > 1) {
        e.breakdown.pipelineTransferSeconds =
            2.0 * m_ *
            pointToPointSeconds(activationBytes / plan.tp, ppCrossesNodes ? interPointToPointBw : intraBw,
                                ppCrossesNodes ? interAlpha : a.intraNodeLatencySeconds);
        e.breakdown.pipelineBubbleSeconds = double(plan.pp - 1) / (double(r.interleave) * m_) *
                                            (e.breakdown.computeSeconds + e.breakdown.tensorParallelSeconds);
    }

    // Data parallel: ring all-reduce of this GPU's gradients (ZeRO-1/2 reduce-scatter + all-gather move the
    // same bytes; ZeRO-3 adds a parameter all-gather, 1.5× the volume, ZeRO §7), overlapped with backward.
    if (plan.dp > 1) {
        const double trained = adapters ? 0.0 : static_cast<double>(countParameters(m).total) / tpPp;
        double gradientBytes = trained * bytesPerElement(settings->precision);
        if (adapters) {
            FitRequest adapterOnly = fit;
            const MemoryBreakdown b = computeMemoryBreakdown(adapterOnly, *settings);
            gradientBytes = b.gradients * (plan.zeroStage >= 2 ? plan.dp : 1); // fp32 adapter gradients
        }
        const double volume = plan.zeroStage == 3 ? 1.5 : 1.0;
        const double exchange =
            volume * allReduceSeconds(gradientBytes, plan.dp, dpCrossesNodes ? interBw : intraBw,
                                      dpCrossesNodes ? interAlpha : a.intraNodeLatencySeconds);
        const double backward = e.breakdown.computeSeconds * 2.0 / 3.0; // backward = 2× forward (4N of 6N)
        e.breakdown.dataParallelSeconds =
            std::max((1.0 - a.dataParallelOverlap) * exchange, exchange - a.dataParallelOverlap * backward);
        if (fit.explain)
            e.notes.push_back(
                {PerfFactCode::DataParallel,
                 {gradientBytes, double(plan.dp), dpCrossesNodes ? 1.0 : 0.0, plan.zeroStage == 3 ? 1.0 : 0.0,
                  exchange, a.dataParallelOverlap, e.breakdown.dataParallelSeconds},
                 {}});
    }

    const TrainingBreakdown& b = e.breakdown;
    e.stepSeconds = b.computeSeconds + b.dataParallelSeconds + b.tensorParallelSeconds +
                    b.pipelineBubbleSeconds + b.pipelineTransferSeconds;
    e.tokensPerSecond = e.tokensPerStep / e.stepSeconds;
    e.mfu = e.tokensPerSecond * e.modelFlopsPerToken / (e.gpus * *peak);
    const double singleGpu =
        *peak * trainingComputeEfficiency(a, m.hiddenSize, 1, *peak, fit.gpu.memoryBandwidthBps) /
        e.hardwareFlopsPerToken;
    e.scalingEfficiency = e.tokensPerSecond / (e.gpus * singleGpu);
    if (r.tokens > 0) {
        e.timeToTrainSeconds = r.tokens / e.tokensPerSecond;
        e.gpuHours = e.timeToTrainSeconds * e.gpus / 3600.0;
    }

    // Only whether it fits, not the full report (whose minimum-GPU search a plan search cannot afford).
    const MemoryBreakdown memory = computeMemoryBreakdown(fit, *settings);
    e.perGpu = memory;
    e.memoryVerdict = memory.total() > memory.capacity ? FitVerdict::DoesNotFit
                      : memory.weights > fit.assumptions.weightsShareLimit * memory.capacity
                          ? FitVerdict::Tight
                          : FitVerdict::Fits;
    if (!fit.explain)
        return e;
    if (e.memoryVerdict == FitVerdict::DoesNotFit)
        e.notes.push_back({PerfFactCode::DoesNotFit, {}, {}});
    if (e.globalBatchRaised)
        e.notes.push_back({PerfFactCode::GlobalBatchRaised,
                           {a.globalBatchTokens, e.tokensPerStep, double(plan.dp), sequenceTokens},
                           {}});

    const double recompute = settings->recompute == Recompute::Full        ? 2
                             : settings->recompute == Recompute::Selective ? 1
                                                                           : 0;
    e.notes.insert(e.notes.begin(),
                   {{PerfFactCode::TrainingCompute,
                     {e.hardwareFlopsPerToken / 1e9, adapters ? 1.0 : 0.0, recompute, m_ * sequenceTokens,
                      double(static_cast<long long>(plan.tp) * plan.pp), *peak, efficiency, b.computeSeconds},
                     {}},
                    {PerfFactCode::TensorParallel,
                     {double(allReducesPerLayer), activationBytes, layersPerStage,
                      double(e.microBatchesPerStep), b.tensorParallelSeconds},
                     {tpCrossesNodes ? topo.interNode.name : topo.intraNode.name}},
                    {PerfFactCode::Pipeline,
                     {double(plan.pp - 1), double(r.interleave), double(e.microBatchesPerStep),
                      b.pipelineBubbleSeconds, b.pipelineTransferSeconds},
                     {}}});
    return e;
}

namespace {

std::vector<int> divisorsUpTo(int n, int limit) {
    std::vector<int> out;
    for (int d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            out.push_back(d);
    return out;
}

} // namespace

Result<TrainingEstimate> estimateTrainingWithBestPlan(TrainingRequest request, int gpus) {
    const ModelSpec& m = request.fit.model;
    std::optional<TrainingEstimate> best, bestFitting;
    std::optional<Error> firstError;
    for (const int tp : divisorsUpTo(gpus, request.topology.gpusPerNode)) {
        if (m.hasArchitecture() && (m.numAttentionHeads % tp != 0 ||
                                    (!m.mla.enabled() && m.numKvHeads % tp != 0 && tp % m.numKvHeads != 0)))
            continue;
        for (const int pp : divisorsUpTo(gpus / tp, m.hasArchitecture() ? m.numLayers : 1)) {
            const int dp = gpus / tp / pp;
            for (const int zero : {0, 1, 3}) {
                if (dp == 1 && zero > 0)
                    continue;
                request.fit.plan = ParallelPlan{tp, pp, dp, zero, tp > 1};
                auto estimate = estimateTraining(request);
                if (!estimate) {
                    if (!firstError)
                        firstError = estimate.error();
                    continue;
                }
                auto better = [&](const std::optional<TrainingEstimate>& current) {
                    return !current || estimate->tokensPerSecond > current->tokensPerSecond * 1.0001;
                };
                if (better(best))
                    best = *estimate;
                if (estimate->memoryVerdict != FitVerdict::DoesNotFit && better(bestFitting))
                    bestFitting = *estimate;
            }
        }
    }
    if (bestFitting) {
        if (request.fit.explain)
            bestFitting->notes.insert(
                bestFitting->notes.begin(),
                PerfFact{PerfFactCode::PlanChosen,
                         {double(bestFitting->plan.tp), double(bestFitting->plan.pp),
                          double(bestFitting->plan.dp), double(bestFitting->plan.zeroStage)},
                         {}});
        return *bestFitting;
    }
    if (best) {
        if (request.fit.explain)
            best->notes.insert(best->notes.begin(), PerfFact{PerfFactCode::NoPlanFits, {double(gpus)}, {}});
        return *best;
    }
    return firstError ? *firstError
                      : invalidInput("gpus", "no valid parallel plan on " + str(gpus) + " GPUs");
}

Result<TrainingEstimate> estimateTrainingOnGpus(const TrainingRequest& request, int gpus, bool keepPlan) {
    if (!keepPlan)
        return estimateTrainingWithBestPlan(request, gpus);
    TrainingRequest copy = request;
    const int modelParallel = copy.fit.plan.tp * copy.fit.plan.pp;
    if (gpus % modelParallel != 0)
        return invalidInput("sweep-gpus", std::to_string(gpus) + " GPUs is not a multiple of tp*pp = " +
                                              std::to_string(modelParallel));
    copy.fit.plan.dp = gpus / modelParallel;
    return estimateTraining(copy);
}

} // namespace gpuadvisor
