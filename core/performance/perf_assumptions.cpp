#include "core/performance/perf_assumptions.h"

#include "core/common/assumption_table.h"

#include <algorithm>

namespace gpuadvisor {

namespace {

constexpr const char* kFittedTraining =
    "fitted on the training half of resources/calibration/measurements.json (gpu-advisor-cli calibration)";
constexpr const char* kFittedVllm =
    "fitted on the vLLM serving half of resources/calibration/measurements.json "
    "(AMD MI300X tables; gpu-advisor-cli calibration)";
constexpr const char* kFittedServing =
    "fitted on the serving half of resources/calibration/measurements.json (gpu-advisor-cli calibration)";

constexpr AssumptionField<PerfAssumptions> kFields[] = {
    {"training_compute_efficiency", &PerfAssumptions::trainingComputeEfficiency, "fraction of dense peak",
     kFittedTraining, 0.01, 1},
    {"gemm_half_width", &PerfAssumptions::gemmHalfWidth, "hidden/tp columns", kFittedTraining, 0, 1e6},
    {"training_balance_scale", &PerfAssumptions::trainingBalanceScale, "FLOP per byte", kFittedTraining, 1,
     1e9},
    {"prefill_compute_efficiency", &PerfAssumptions::prefillComputeEfficiency, "fraction of dense peak",
     kFittedServing, 0.01, 1},
    {"decode_compute_efficiency", &PerfAssumptions::decodeComputeEfficiency, "fraction of dense peak",
     "ASSUMPTION", 0.01, 1},
    {"memory_bandwidth_efficiency", &PerfAssumptions::memoryBandwidthEfficiency, "fraction of HBM bandwidth",
     kFittedServing, 0.05, 1},
    {"link_efficiency", &PerfAssumptions::linkEfficiency, "fraction of link rate",
     "nvbandwidth 396.4/450 GB/s NVLink 4 and 55.4/63 GB/s PCIe Gen5 (ml-engineering network/README.md, "
     "docs/catalog-sources.md R11)",
     0.05, 1},
    {"data_parallel_overlap", &PerfAssumptions::dataParallelOverlap, "fraction hidden behind backward",
     "ASSUMPTION: bucketed all-reduce overlapped with backward (PyTorch DDP, Megatron)", 0, 1},
    {"intra_node_latency_s", &PerfAssumptions::intraNodeLatencySeconds, "seconds per ring step",
     "ASSUMPTION on the safe side of the source article's 'sub-microsecond hops'", 0, 1e-3},
    {"inter_node_latency_s", &PerfAssumptions::interNodeLatencySeconds, "seconds per ring step",
     "source article 002: 5-15 us between nodes on tuned RoCE (lower bound)", 0, 1e-2},
    {"step_token_budget", &PerfAssumptions::stepTokenBudget, "tokens per serving step",
     "TensorRT-LLM default max_num_tokens 8192 (BuildConfig); vLLM max_num_batched_tokens is the same budget",
     16, 1e7},
    {"serving_max_batch", &PerfAssumptions::servingMaxBatch, "sequences per engine step",
     "TensorRT-LLM default max_batch_size 2048 (BuildConfig); vLLM max_num_seqs plays the same role", 1, 1e6},
    {"vllm_memory_bandwidth_efficiency", &PerfAssumptions::vllmMemoryBandwidthEfficiency,
     "fraction of HBM bandwidth", kFittedVllm, 0.05, 1},
    {"vllm_prefill_compute_efficiency", &PerfAssumptions::vllmPrefillComputeEfficiency,
     "fraction of dense peak", kFittedVllm, 0.01, 1},
    {"vllm_decode_compute_efficiency", &PerfAssumptions::vllmDecodeComputeEfficiency,
     "fraction of dense peak", kFittedVllm, 0.01, 1},
    {"vllm_layer_overhead_s", &PerfAssumptions::vllmLayerOverheadSeconds, "seconds per layer per engine step",
     kFittedVllm, 0, 1},
    {"vllm_max_batch", &PerfAssumptions::vllmMaxBatch, "sequences per engine step",
     "vLLM EngineArgs default max_num_seqs 256 (--max-num-seqs)", 1, 1e6},
    {"serving_layer_overhead_s", &PerfAssumptions::servingLayerOverheadSeconds,
     "seconds per layer per engine step", kFittedServing, 0, 1},
    {"serving_stage_overhead_s", &PerfAssumptions::servingStageOverheadSeconds,
     "seconds per pipeline-stage step", kFittedServing, 0, 1},
    {"interactive_tpot_target_ms", &PerfAssumptions::interactiveTpotTargetMs,
     "ms per output token, when a chat study states none",
     "Databricks, LLM Inference Performance Engineering: Best Practices (2023-10): 100 ms/token = 10 "
     "tokens/s, "
     "faster than a typical person can read",
     1, 1e5},
    {"interactive_ttft_target_ms", &PerfAssumptions::interactiveTtftTargetMs,
     "ms to the first token, when a chat study states none",
     "MLPerf Inference v4.0 Llama 2 70B server scenario: TTFT at most 2 s (MLCommons, 2024)", 1, 1e6},
    {"global_batch_tokens", &PerfAssumptions::globalBatchTokens, "tokens per optimizer step",
     "Llama 2 paper (Touvron et al. 2023) section 2.2: 4M-token global batch", 1, 1e12},
};

} // namespace

std::vector<Assumption> PerfAssumptions::list() const {
    return listAssumptions(*this, kFields, m_sources);
}

std::vector<AssumptionDefinition> PerfAssumptions::definitions() {
    return defineAssumptions(kFields);
}

PerfAssumptions PerfAssumptions::fromCatalog(const std::vector<Assumption>& catalogValues) {
    PerfAssumptions a;
    applyAssumptions(a, kFields, catalogValues, a.m_sources);
    return a;
}

double trainingComputeEfficiency(const PerfAssumptions& a, int hidden, int tp, double peak,
                                 double memoryBandwidth) {
    const double width = double(hidden) / std::max(1, tp);
    const double balance = memoryBandwidth > 0 ? peak / memoryBandwidth : 0;
    return a.trainingComputeEfficiency * width / (width + a.gemmHalfWidth) /
           (1 + balance / a.trainingBalanceScale);
}

} // namespace gpuadvisor
