#include "core/performance/perf_assumptions.h"

#include "core/common/assumption_table.h"

namespace gpuadvisor {

namespace {

constexpr AssumptionField<PerfAssumptions> kFields[] = {
    {"training_compute_efficiency", &PerfAssumptions::trainingComputeEfficiency, "fraction of dense peak",
     "ASSUMPTION informed by end-to-end MFU: Megatron-LM 52 %, PaLM 46.2 %, Llama 3 38-43 %", 0.01, 1},
    {"prefill_compute_efficiency", &PerfAssumptions::prefillComputeEfficiency, "fraction of dense peak",
     "ASSUMPTION: same matrix multiplies as training", 0.01, 1},
    {"decode_compute_efficiency", &PerfAssumptions::decodeComputeEfficiency, "fraction of dense peak",
     "ASSUMPTION", 0.01, 1},
    {"memory_bandwidth_efficiency", &PerfAssumptions::memoryBandwidthEfficiency, "fraction of HBM bandwidth",
     "ASSUMPTION (editable): model bandwidth utilisation of a tuned serving engine", 0.05, 1},
    {"link_efficiency", &PerfAssumptions::linkEfficiency, "fraction of link rate",
     "nvbandwidth 396.4/450 GB/s NVLink 4 and 55.4/63 GB/s PCIe Gen5 (ml-engineering, interconnects.csv)",
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

} // namespace gpuadvisor
