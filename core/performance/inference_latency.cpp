#include "core/performance/inference_latency.h"

#include "core/common/number_format.h"
#include "core/memory/kv_cache.h"
#include "core/memory/memory_estimator.h"
#include "core/model/param_count.h"
#include "core/performance/collectives.h"
#include "core/performance/compute_peak.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor {

Precision servingMathPrecision(Precision weights) {
    return isSixteenBitOrWider(weights) || weights == Precision::Int4 ? Precision::Bf16 : weights;
}

namespace {

std::string str(long long v) {
    return std::to_string(v);
}

struct DecodeModel {
    double weightBytes = 0;     // read per step by each GPU of a stage
    double kvBytesPerToken = 0; // per GPU, one token of one sequence
    double flopsPerToken = 0;   // 2·N (active)
    double hidden = 0;
    double layers = 0;
    int tp = 1, pp = 1;
    double memoryBandwidth = 0; // achieved bytes/s per GPU
    double decodeFlops = 0;     // achieved FLOP/s per GPU
    double prefillFlops = 0;
    double linkBandwidth = 0; // achieved, for the tensor-parallel group
    double linkLatency = 0;
    double activationBytes = 2;

    double stepSeconds(double batch, double averageContext) const {
        const double memory = pp * (weightBytes + kvBytesPerToken * averageContext * batch) / memoryBandwidth;
        const double compute = flopsPerToken * batch / (tp * decodeFlops);
        const double allReduce =
            2.0 * layers * allReduceSeconds(batch * hidden * activationBytes, tp, linkBandwidth, linkLatency);
        const double hops =
            (pp - 1) * pointToPointSeconds(batch * hidden * activationBytes, linkBandwidth, linkLatency);
        return std::max(memory, compute) + allReduce + hops;
    }
    double prefillSeconds(double prompt) const {
        // 2·N per token + causal attention 2·L·h·P² (QKᵀ and AV over half the matrix).
        const double flops = flopsPerToken * prompt + 2.0 * layers * hidden * prompt * prompt;
        const double compute = flops / (tp * prefillFlops);
        const double read = pp * weightBytes / memoryBandwidth;
        const double allReduce =
            2.0 * layers *
            allReduceSeconds(prompt * hidden * activationBytes, tp, linkBandwidth, linkLatency);
        return std::max(compute, read) + allReduce;
    }
};

} // namespace

Result<InferenceEstimate> estimateInference(const InferenceRequest& r) {
    if (!isServing(r.fit.workload))
        return invalidInput("workload", "serving estimates need inference or batch-inference, not " +
                                            std::string(workloadName(r.fit.workload)));
    if (r.promptTokens < 1 || r.promptTokens > 10'000'000)
        return invalidInput("prompt-tokens",
                            "prompt-tokens = " + str(r.promptTokens) + " is out of range (1 to 10000000)");
    if (r.outputTokens < 1 || r.outputTokens > 10'000'000)
        return invalidInput("output-tokens",
                            "output-tokens = " + str(r.outputTokens) + " is out of range (1 to 10000000)");
    for (auto [field, value] :
         {std::pair{"tpot-target-ms", r.tpotTargetSeconds}, std::pair{"ttft-target-ms", r.ttftTargetSeconds},
          std::pair{"target-tokens-per-s", r.targetTokensPerSecond}})
        if (value && !(*value > 0))
            return invalidInput(field, std::string(field) + " must be positive");
    if (r.users && *r.users < 1)
        return invalidInput("users", "users must be at least 1");
    if (r.corpusTokens < 0)
        return invalidInput("corpus-tokens", "corpus-tokens must not be negative");
    if (!r.fit.model.hasArchitecture())
        return invalidInput("model", "serving estimates need the architecture (use --model or --model-file)");

    if (r.fit.model.maxContext > 0 && r.promptTokens + r.outputTokens > r.fit.model.maxContext)
        return invalidInput("prompt-tokens",
                            "prompt-tokens + output-tokens = " + str(r.promptTokens + r.outputTokens) +
                                " exceeds the model's maximum context of " + str(r.fit.model.maxContext) +
                                " tokens");
    // The fit engine sees one sequence of prompt + output tokens: the weights every step reads, and how many
    // sequences the KV budget holds. The request (model, GPU, assumptions) is copied only when it says
    // otherwise.
    const int context = r.promptTokens + r.outputTokens;
    std::optional<FitRequest> adjusted;
    if (r.fit.context != context || r.fit.concurrency != 1) {
        adjusted = r.fit;
        adjusted->context = context;
        adjusted->concurrency = 1;
    }
    const FitRequest& fit = adjusted ? *adjusted : r.fit;
    if (r.concurrency) { // a concurrency the user asks for is checked as `fit` checks it
        FitRequest asked = fit;
        asked.concurrency = *r.concurrency;
        if (auto checked = resolveFitRequest(asked); !checked)
            return checked.error();
    }
    auto settings = resolveFitRequest(fit);
    if (!settings)
        return settings.error();
    const MemoryBreakdown memory = computeMemoryBreakdown(fit, *settings);

    const GpuSpec& gpu = fit.gpu;
    const Precision math = servingMathPrecision(settings->precision);
    std::vector<PerfFact> peakNotes;
    const auto peak = computePeak(gpu, math, peakNotes);
    if (!peak || gpu.memoryBandwidthBps <= 0)
        return invalidInput("gpu", "GPU '" + gpu.id + "' lacks a dense " + std::string(precisionName(math)) +
                                       " figure or a memory bandwidth in the catalog");

    const ModelSpec& m = fit.model;
    const PerfAssumptions& a = r.perf;
    DecodeModel d;
    d.tp = fit.plan.tp;
    d.pp = fit.plan.pp;
    d.weightBytes = memory.weights;
    KvCacheShape oneToken{fit.plan.tp, fit.plan.pp, bytesPerElement(settings->kvPrecision), 1, 1, 1};
    d.kvBytesPerToken = kvCacheBytesPerGpu(m, oneToken);
    d.flopsPerToken = 2.0 * static_cast<double>(countParameters(m).active);
    d.hidden = m.hiddenSize;
    d.layers = std::ceil(double(m.numLayers) / d.pp) * d.pp; // every layer runs once per token
    d.memoryBandwidth = gpu.memoryBandwidthBps * a.memoryBandwidthEfficiency;
    d.decodeFlops = *peak * a.decodeComputeEfficiency;
    d.prefillFlops = *peak * a.prefillComputeEfficiency;
    const bool tpCrossesNodes = fit.plan.tp * fit.plan.pp > r.topology.gpusPerNode;
    d.linkBandwidth =
        (tpCrossesNodes ? r.topology.interNodeRingBandwidth() : r.topology.intraNode.bandwidthBps) *
        a.linkEfficiency;
    d.linkLatency = tpCrossesNodes
                        ? (r.topology.interNode.latencySeconds > 0 ? r.topology.interNode.latencySeconds
                                                                   : a.interNodeLatencySeconds)
                        : a.intraNodeLatencySeconds;
    if ((d.tp > 1 || d.pp > 1) && d.linkBandwidth <= 0)
        return invalidInput("fabric", "the replica spans nodes but no inter-node fabric is set");

    InferenceEstimate e;
    e.notes = peakNotes;
    const double averageContext = r.promptTokens + r.outputTokens / 2.0;

    // Memory: sequences of prompt + output tokens the KV budget holds.
    e.maxConcurrencyMemory = int(std::min<std::int64_t>(
        sequenceCapacity(fit.assumptions, memory, memory.kvCache).sequences, 1'000'000));

    e.ttftSeconds = d.prefillSeconds(r.promptTokens);
    e.tpotSingleSeconds = d.stepSeconds(1, averageContext);
    auto throughputAt = [&](int batch) {
        // Each request costs one prefill and `output` decode steps shared by the batch.
        const double decode = r.outputTokens * d.stepSeconds(batch, averageContext);
        return batch * double(r.outputTokens) / (decode + batch * d.prefillSeconds(r.promptTokens));
    };

    // Largest batch within memory that meets the targets (TPOT grows with the batch).
    int best = 0;
    if (!r.ttftTargetSeconds || e.ttftSeconds <= *r.ttftTargetSeconds) {
        int lo = 0, hi = e.maxConcurrencyMemory;
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            if (!r.tpotTargetSeconds || d.stepSeconds(mid, averageContext) <= *r.tpotTargetSeconds)
                lo = mid;
            else
                hi = mid - 1;
        }
        best = lo;
    }
    e.maxConcurrency = best;
    e.concurrency = r.concurrency ? *r.concurrency : std::max(best, 1);
    if (fit.explain && r.concurrency && *r.concurrency > e.maxConcurrencyMemory)
        e.notes.push_back({PerfFactCode::ConcurrencyAboveMemory,
                           {double(*r.concurrency), double(e.maxConcurrencyMemory)},
                           {}});
    e.tpotSeconds = d.stepSeconds(e.concurrency, averageContext);
    e.tokensPerSecondPerSequence = 1.0 / e.tpotSeconds;
    e.throughputTokensPerSecond = throughputAt(e.concurrency);

    const int replicas = std::max(1, fit.plan.dp);
    if (r.targetTokensPerSecond)
        e.replicasNeeded = std::max(e.replicasNeeded,
                                    int(std::ceil(*r.targetTokensPerSecond / e.throughputTokensPerSecond)));
    if (r.users)
        e.replicasNeeded =
            e.maxConcurrency > 0
                ? std::max(e.replicasNeeded, int(std::ceil(double(*r.users) / e.maxConcurrency)))
                : 0;
    if (r.corpusTokens > 0) {
        const double requests = r.corpusTokens / r.promptTokens;
        e.corpusSeconds = requests * r.outputTokens / (e.throughputTokensPerSecond * replicas);
    }

    // Roofline crossover: 2N·B/(tp·F) = pp·(W + kv·ctx·B)/BW  →  B* = W / (2N·BW/(tp·F·pp) − kv·ctx).
    const double denominator = d.flopsPerToken * d.memoryBandwidth / (d.tp * d.decodeFlops * d.pp) -
                               d.kvBytesPerToken * averageContext;
    e.rooflineBatch = denominator > 0 ? d.weightBytes / denominator : 0;

    if (!fit.explain)
        return e;
    e.notes.insert(e.notes.begin(),
                   {{PerfFactCode::DecodeStep,
                     {d.weightBytes, d.kvBytesPerToken, averageContext, gpu.memoryBandwidthBps,
                      a.memoryBandwidthEfficiency, double(e.concurrency), e.tpotSeconds},
                     {}},
                    {PerfFactCode::Prefill,
                     {*peak, a.prefillComputeEfficiency, double(r.promptTokens), e.ttftSeconds},
                     {}},
                    {PerfFactCode::Throughput, {e.throughputTokensPerSecond}, {}},
                    {PerfFactCode::RooflineBatch, {std::max(0.0, e.rooflineBatch)}, {}}});
    return e;
}

} // namespace gpuadvisor
