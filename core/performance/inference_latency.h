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
    std::optional<double> targetTokensPerSecond; // aggregate output tokens/s to serve
    std::optional<int> users;                    // concurrent users to serve
    double corpusTokens = 0;                     // batch work: prompt tokens to process
    PerfAssumptions perf;
};

struct InferenceEstimate {
    double ttftSeconds = 0;       // prefill of one prompt (no queueing)
    double tpotSeconds = 0;       // at the concurrency used
    double tpotSingleSeconds = 0; // one sequence alone
    int concurrency = 0;          // sequences decoded together
    int maxConcurrencyMemory = 0; // what the KV cache memory allows
    int maxConcurrency = 0;       // largest that meets the TPOT/TTFT targets within memory
    double tokensPerSecondPerSequence = 0;
    double throughputTokensPerSecond = 0; // aggregate output tokens/s of one replica
    int replicasNeeded = 1;
    double corpusSeconds = 0;
    double rooflineBatch = 0;    // batch above which decode turns compute-bound (0: never within memory)
    std::vector<PerfFact> notes; // how each figure was obtained (when the request explains)
};

// Decode is memory-bound: each step reads this GPU's weights and the batch's KV cache at the achievable
// share of HBM bandwidth (Databricks MBU; docs/formulas.md §8), unless its 2·N·B FLOPs take longer
// (roofline), plus two tensor-parallel all-reduces per layer. Prefill is compute-bound: 2·N FLOPs per prompt
// token.
Result<InferenceEstimate> estimateInference(const InferenceRequest& request);

// The precision the matrix units run at when serving weights stored in `weights` (INT4 weight-only kernels
// dequantise to BF16; FP8 and NVFP4-class formats run natively).
Precision servingMathPrecision(Precision weights);

} // namespace gpuadvisor
