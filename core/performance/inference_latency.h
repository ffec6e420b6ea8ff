#pragma once

#include "core/common/result.h"
#include "core/memory/fit_request.h"
#include "core/performance/perf_assumptions.h"
#include "core/performance/perf_fact.h"
#include "core/performance/topology.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

struct InferenceRequest {
    FitRequest
        fit; // model, serving workload, GPU, tp/pp (dp = replicas), precisions; context = prompt + output
    Topology topology;
    int promptTokens = 1000;        // ASSUMPTION (editable): a chat turn with some history
    int outputTokens = 200;         // ASSUMPTION (editable)
    std::optional<int> concurrency; // fixed batch; otherwise the largest that meets the targets and memory
    std::optional<double> tpotTargetSeconds;
    std::optional<double> ttftTargetSeconds;
    std::optional<double> targetTokensPerSecond; // output tokens/s to serve, all replicas together
    // The load, in one of three forms: concurrent active sessions (users alone: each is always in a request,
    // a closed loop with no queue); requests per second (open arrivals); or users who wait think_time
    // seconds between requests (λ = users / (think time + response time), Little's law).
    std::optional<int> users;
    std::optional<double> requestsPerSecond;
    std::optional<double> thinkTimeSeconds;
    double latencyPercentile = 0.99; // TTFT targets hold at this percentile of the queue wait (MLPerf p99)
    double corpusTokens = 0;         // batch work: prompt tokens to process
    // The engine whose constants apply; none: the GPU vendor's own (defaultServingEngine).
    std::optional<ServingEngine> engine;
    PerfAssumptions perf;
};

struct InferenceEstimate {
    ServingEngine engine = ServingEngine::TensorRtLlm; // whose constants gave the figures
    double ttftSeconds = 0;       // one prompt on an idle replica (no queueing, no other sequences)
    double ttftAtLoadSeconds = 0; // at the load served: prefill among the batch plus the percentile wait
    double queueWaitSeconds = 0;  // the percentile wait for a free batch slot (0 without open arrivals)
    double tpotSeconds = 0;       // per replica, at the concurrency used, its prefill share included
    double tpotSingleSeconds = 0; // one sequence decoding alone
    int concurrency = 0;          // per replica: sequences decoded together (at the load, when one is given)
    double concurrencyAtLoad = 0; // per replica: the load's mean decoding sequences (0 without a load)
    int maxConcurrencyMemory = 0; // per replica: what the KV cache memory allows
    int maxConcurrency = 0;       // per replica: largest that meets the TPOT/TTFT targets within memory
    double tokensPerSecondPerSequence = 0;
    double outputTokensPerSecondPerReplica = 0; // = concurrency / TPOT
    double inputTokensPerSecondPerReplica = 0;  // prompt tokens prefilled per second, same schedule
    double prefillChunkTokens = 0;              // per step, per replica: the prefill share of each step
    int replicasNeeded = 1;
    double outputTokensPerSecondAllReplicas = 0; // replicasNeeded × per replica (at the load, when given)
    double corpusSeconds = 0;
    double rooflineBatch = 0;    // batch above which decode turns compute-bound (0: never within memory)
    std::vector<PerfFact> notes; // how each figure was obtained (when the request explains)
};

// Continuous batching in steady state with chunked prefill (Sarathi-Serve, Agrawal et al. OSDI 2024; vLLM and
// TensorRT-LLM in-flight batching): each step decodes one token of every running sequence and carries its
// share of the prompts still to prefill, so TPOT, TTFT and throughput come from one schedule and throughput
// per replica = concurrency / TPOT. A step reads this GPU's weights and the batch's KV cache at the
// achievable share of HBM bandwidth (Databricks MBU; docs/formulas.md §8) unless its FLOPs take longer
// (roofline), plus two tensor-parallel all-reduces per layer.
Result<InferenceEstimate> estimateInference(const InferenceRequest& request);

// The precision the matrix units run at when serving weights stored in `weights` (INT4 weight-only kernels
// dequantise to BF16; FP8 and NVFP4-class formats run natively).
Precision servingMathPrecision(Precision weights);

} // namespace gpuadvisor
