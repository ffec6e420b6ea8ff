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

    double prompt = 0, averageContext = 0; // tokens: the prompt, and what a decoding sequence attends to
    double tokenBudget = 8192;             // tokens one step may carry (PerfAssumptions::stepTokenBudget)
    double maxBatch = 2048;                // sequences one step may carry (PerfAssumptions::servingMaxBatch)
    double layerOverhead = 0;              // seconds per layer (PerfAssumptions::servingLayerOverheadSeconds)
    double stageOverhead =
        0; // seconds per pipeline stage step (PerfAssumptions::servingStageOverheadSeconds)

    // One step: `batch` decode tokens and `chunk` prompt tokens of prefill. The linear layers run as one GEMM
    // over all the step's tokens (Sarathi-Serve's piggybacking): the weights are read once, and the FLOPs of
    // decode tokens (decode efficiency) and prompt tokens (prefill efficiency) add up; whichever is longer
    // sets the time. Attention runs in its own kernels, after them: decode attention reads the batch's KV
    // cache (memory-bound, paged attention), prefill attention computes 2·L·h·P FLOPs per prompt token on
    // average (causal, half the prompt). With pp stages the batch travels as pp micro-batches in flight
    // (GPipe-style serving in vLLM and TensorRT-LLM): a token takes pp stage times, each stage working on
    // 1/pp of the batch with 1/pp of the layers. Every layer of a step pays a fixed cost that does not shrink
    // with the batch (kernel launches, synchronisation, small-message collectives), and with pipeline stages
    // every stage step pays the hand-over of its micro-batch to the next stage; both fitted. (Issue 40 tried
    // a cost per sequence as well: the maximum-load rows fit it at 0, and no batch-1 row is in the set yet.)
    double stepSeconds(double batch, double chunk) const {
        const double b = batch / pp, c = chunk / pp; // one micro-batch
        const double stageLayers = layers / pp;
        const double linear = std::max(weightBytes / memoryBandwidth,
                                       flopsPerToken / pp * (b / decodeFlops + c / prefillFlops) / tp);
        const double attention = std::max(kvBytesPerToken * averageContext * b / memoryBandwidth,
                                          c * 2.0 * stageLayers * hidden * prompt / (tp * prefillFlops));
        const double tokens = b + c;
        const double allReduce =
            2.0 * stageLayers *
            allReduceSeconds(tokens * hidden * activationBytes, tp, linkBandwidth, linkLatency);
        const double hop =
            pp > 1 ? pointToPointSeconds(tokens * hidden * activationBytes, linkBandwidth, linkLatency) : 0;
        const double handOver = pp > 1 ? stageOverhead : 0;
        return pp * (linear + attention + allReduce + hop + stageLayers * layerOverhead + handOver);
    }
    // Steady state: `batch` sequences finish batch/output per step, so as many prompts arrive and each step
    // prefills batch·P/O prompt tokens (Sarathi-Serve's stall-free schedule).
    double prefillShare(double batch) const { return batch * prompt / outputTokens; }
    double tpot(double batch) const { return stepSeconds(batch, prefillShare(batch)); }
    // A new prompt gets what the step budget leaves after the decode tokens, split into equal chunks; each
    // chunk's step also decodes the batch.
    double ttft(double batch) const {
        const double room = std::max(1.0, std::max(tokenBudget - batch / pp, prefillShare(batch) / pp));
        const double chunks = std::ceil(prompt / room);
        return chunks * stepSeconds(batch, prompt / chunks);
    }
    // The step budget and the engine's batch limit hold per micro-batch.
    bool withinBudget(double batch) const {
        return (batch + prefillShare(batch)) / pp <= tokenBudget && batch / pp <= maxBatch;
    }
    double outputTokens = 1;
};

// Erlang C: the probability that an arrival waits, for `servers` slots offered `load` erlangs (load <
// servers), through the Erlang B recursion (numerically stable for thousands of slots).
double erlangC(int servers, double load) {
    double blocking = 1;
    for (int k = 1; k <= servers; ++k)
        blocking = load * blocking / (k + load * blocking);
    return servers * blocking / (servers - load * (1 - blocking));
}

// The `percentile` wait of an M/M/c queue: P(W > t) = C·e^{−(c−a)·t/S}, so t = S/(c−a)·ln(C/(1−p)).
// Exponential service overstates the spread of LLM requests of one size: a conservative figure.
double percentileWait(int servers, double load, double serviceSeconds, double percentile) {
    const double c = erlangC(servers, load);
    return c > 1 - percentile ? serviceSeconds / (servers - load) * std::log(c / (1 - percentile)) : 0;
}

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
          std::pair{"target-tokens-per-s", r.targetTokensPerSecond},
          std::pair{"requests-per-second", r.requestsPerSecond}})
        if (value && !(*value > 0 && *value < 1e12))
            return invalidInput(field, std::string(field) + " = " + formatFixed(*value, 3) +
                                           " is out of range (above 0, below 1e12)");
    if (r.users && *r.users < 1)
        return invalidInput("users", "users must be at least 1");
    if (r.thinkTimeSeconds && !(*r.thinkTimeSeconds >= 0 && *r.thinkTimeSeconds <= 86'400))
        return invalidInput("think-time-s", "think-time-s = " + formatFixed(*r.thinkTimeSeconds, 3) +
                                                " is out of range (0 to 86400 seconds)");
    if (r.thinkTimeSeconds && !r.users)
        return invalidInput("think-time-s",
                            "think-time-s needs users: the people who pause between requests");
    if (r.requestsPerSecond && r.users)
        return invalidInput("requests-per-second",
                            "give the load once: requests-per-second, or users (with think-time-s)");
    if (!(r.latencyPercentile >= 0.5 && r.latencyPercentile < 1))
        return invalidInput("percentile", "percentile = " + formatFixed(r.latencyPercentile * 100, 1) +
                                              " is out of range (50 to 99.9)");
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
    const ServingEngine engine = r.engine.value_or(defaultServingEngine(gpu.vendor));
    const PerfAssumptions::Serving constants = a.serving(engine);
    DecodeModel d;
    d.tp = fit.plan.tp;
    d.pp = fit.plan.pp;
    d.weightBytes = memory.weights;
    KvCacheShape oneToken{fit.plan.tp, fit.plan.pp, bytesPerElement(settings->kvPrecision), 1, 1, 1};
    d.kvBytesPerToken = kvCacheBytesPerGpu(m, oneToken);
    d.flopsPerToken = 2.0 * static_cast<double>(countParameters(m).active);
    d.hidden = m.hiddenSize;
    d.layers = std::ceil(double(m.numLayers) / d.pp) * d.pp; // every layer runs once per token
    d.memoryBandwidth = gpu.memoryBandwidthBps * constants.memoryBandwidthEfficiency;
    d.decodeFlops = *peak * constants.decodeComputeEfficiency;
    d.prefillFlops = *peak * constants.prefillComputeEfficiency;
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

    d.prompt = r.promptTokens;
    d.outputTokens = r.outputTokens;
    d.averageContext = r.promptTokens + r.outputTokens / 2.0;
    d.tokenBudget = a.stepTokenBudget;
    d.maxBatch = constants.maxBatch;
    d.layerOverhead = constants.layerOverheadSeconds;
    d.stageOverhead = a.servingStageOverheadSeconds;

    InferenceEstimate e;
    e.engine = engine;
    e.notes = peakNotes;

    // Memory: sequences of prompt + output tokens the KV budget holds.
    e.maxConcurrencyMemory = int(std::min<std::int64_t>(
        sequenceCapacity(fit.assumptions, memory, memory.kvCache).sequences, 1'000'000));

    e.ttftSeconds = d.ttft(0);
    e.tpotSingleSeconds = d.stepSeconds(1, 0);

    // Largest batch within memory and the step budget that meets the targets (TPOT and TTFT grow with it).
    const auto meets = [&](int batch) {
        return d.withinBudget(batch) && (!r.tpotTargetSeconds || d.tpot(batch) <= *r.tpotTargetSeconds) &&
               (!r.ttftTargetSeconds || d.ttft(batch) <= *r.ttftTargetSeconds);
    };
    int lo = 0, hi = e.maxConcurrencyMemory;
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (meets(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    e.maxConcurrency = lo;
    if (fit.explain && r.concurrency && *r.concurrency > e.maxConcurrencyMemory)
        e.notes.push_back({PerfFactCode::ConcurrencyAboveMemory,
                           {double(*r.concurrency), double(e.maxConcurrencyMemory)},
                           {}});

    // The load: decoding sequences per replica and the replicas that hold it.
    const int cap = e.maxConcurrency;
    const bool openArrivals = r.requestsPerSecond || (r.users && r.thinkTimeSeconds);
    double batch = r.concurrency ? *r.concurrency : std::max(cap, 1);
    double wait = 0, arrivalsPerReplica = 0, erlangs = 0;
    if (r.users && !openArrivals) { // each user always has a request in flight: no queue
        e.replicasNeeded = cap > 0 ? int(std::ceil(double(*r.users) / cap)) : 0;
        if (cap > 0)
            batch = double(*r.users) / e.replicasNeeded;
    } else if (openArrivals && cap > 0) {
        // A request holds a batch slot for its prefill and its decode steps.
        const auto service = [&](double b) { return d.ttft(b) + r.outputTokens * d.tpot(b); };
        // Users with a think time: λ = N / (Z + S) (Little's law), S taken on an idle replica, the largest λ.
        const double lambda =
            r.requestsPerSecond ? *r.requestsPerSecond : *r.users / (*r.thinkTimeSeconds + service(1));
        int replicas = std::max(1, int(std::ceil(lambda * r.outputTokens * d.tpot(cap) / cap)));
        for (const int last = 2 * replicas + 64; replicas <= last; ++replicas) {
            const double x = lambda / replicas;
            if (x * r.outputTokens * d.tpot(cap) >= cap)
                continue;
            // Decoding sequences b = x·O·TPOT(b) (Little's law over the decode phase), by bisection.
            double low = 0, high = cap;
            for (int i = 0; i < 40; ++i) {
                const double mid = (low + high) / 2;
                (x * r.outputTokens * d.tpot(mid) > mid ? low : high) = mid;
            }
            const double load = x * service(high);
            if (load >= cap)
                continue;
            batch = high;
            arrivalsPerReplica = x;
            erlangs = load;
            wait = percentileWait(cap, load, service(high), r.latencyPercentile);
            if (!r.ttftTargetSeconds || d.ttft(batch) + wait <= *r.ttftTargetSeconds)
                break;
        }
        e.replicasNeeded = replicas;
    } else if (openArrivals) {
        e.replicasNeeded = 0;
    }
    if (r.users || openArrivals)
        e.concurrencyAtLoad = batch;
    e.concurrency = std::max(1, int(std::ceil(batch - 1e-9)));
    e.tpotSeconds = d.tpot(batch);
    e.tokensPerSecondPerSequence = 1.0 / e.tpotSeconds;
    e.prefillChunkTokens = d.prefillShare(batch);
    e.outputTokensPerSecondPerReplica = batch / e.tpotSeconds;
    e.inputTokensPerSecondPerReplica = e.prefillChunkTokens / e.tpotSeconds;
    e.queueWaitSeconds = wait;
    e.ttftAtLoadSeconds = d.ttft(batch) + wait;

    if (r.targetTokensPerSecond)
        e.replicasNeeded = std::max(
            e.replicasNeeded, int(std::ceil(*r.targetTokensPerSecond / e.outputTokensPerSecondPerReplica)));
    e.outputTokensPerSecondAllReplicas = e.replicasNeeded * e.outputTokensPerSecondPerReplica;
    if (r.corpusTokens > 0) {
        const double requests = r.corpusTokens / r.promptTokens;
        e.corpusSeconds =
            requests * r.outputTokens / (e.outputTokensPerSecondPerReplica * std::max(1, fit.plan.dp));
    }

    // Roofline crossover per micro-batch b = B/pp: 2N·b/(pp·tp·F) = (W + kv·ctx·b)/BW
    //   →  B* = pp·W / (2N·BW/(tp·F·pp) − kv·ctx).
    const double denominator = d.flopsPerToken * d.memoryBandwidth / (d.tp * d.decodeFlops * d.pp) -
                               d.kvBytesPerToken * d.averageContext;
    e.rooflineBatch = denominator > 0 ? d.pp * d.weightBytes / denominator : 0;

    if (!fit.explain)
        return e;
    e.notes.insert(
        e.notes.begin(),
        {{PerfFactCode::DecodeStep,
          {d.weightBytes, d.kvBytesPerToken, d.averageContext, gpu.memoryBandwidthBps,
           constants.memoryBandwidthEfficiency, batch, e.tpotSeconds, d.layers,
           constants.layerOverheadSeconds},
          {}},
         {PerfFactCode::Prefill,
          {*peak, constants.prefillComputeEfficiency, double(r.promptTokens), e.ttftSeconds, d.layers,
           constants.layerOverheadSeconds},
          {}},
         {PerfFactCode::ChunkedPrefill, {e.prefillChunkTokens, a.stepTokenBudget, d.ttft(batch), batch}, {}},
         {PerfFactCode::Throughput,
          {e.outputTokensPerSecondPerReplica, batch, e.tpotSeconds, e.inputTokensPerSecondPerReplica},
          {}},
         {PerfFactCode::RooflineBatch, {std::max(0.0, e.rooflineBatch)}, {}}});
    if (openArrivals && cap > 0)
        e.notes.push_back({PerfFactCode::QueueWait,
                           {arrivalsPerReplica, double(cap), erlangs, r.latencyPercentile, wait,
                            double(e.replicasNeeded), r.thinkTimeSeconds.value_or(-1)},
                           {}});
    return e;
}

} // namespace gpuadvisor
