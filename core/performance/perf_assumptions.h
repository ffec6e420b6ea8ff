#pragma once

#include "core/common/assumption_table.h"

#include "core/common/assumption.h"

#include <map>
#include <string>
#include <vector>

namespace gpuadvisor {

// Efficiency figures the performance engine rests on. Each can be overridden (catalog assumptions table,
// CLI flags); each says where it comes from.
struct PerfAssumptions {
    // ASSUMPTION informed by published end-to-end MFU (which already includes communication and bubbles):
    // Megatron-LM 52 % of A100 peak at 1T parameters (Narayanan et al. 2021), PaLM 46.2 % (Chowdhery et al.
    // 2022), Llama 3 405B 38–43 % on H100 (Llama 3 paper, Table 4). Compute alone runs at or above these.
    double trainingComputeEfficiency = 0.50;
    // ASSUMPTION: prefill is the same large matrix multiplies; same figure.
    double prefillComputeEfficiency = 0.50;
    // ASSUMPTION: decode matrix-vector work at small batch rarely exceeds this fraction of peak.
    double decodeComputeEfficiency = 0.50;
    // ASSUMPTION (editable): achieved fraction of HBM bandwidth while decoding (model bandwidth utilisation,
    // Databricks "LLM Inference Performance Engineering" defines it; tuned engines reach well above half).
    double memoryBandwidthEfficiency = 0.70;
    // Achieved fraction of a link's rate in collectives: nvbandwidth on 8×H200 measured 396.4 of 450 GB/s
    // NVLink 4 (88 %), and 55.4 of 63 GB/s PCIe Gen5 (88 %) (ml-engineering, interconnects.csv notes).
    double linkEfficiency = 0.88;
    // ASSUMPTION: share of the data-parallel gradient exchange hidden behind the backward pass (PyTorch DDP
    // and Megatron overlap bucketed all-reduce with backward computation).
    double dataParallelOverlap = 0.80;
    // Source article 002: inside a machine GPUs talk "with sub-microsecond hops"; 1 µs per ring step is an
    // ASSUMPTION on the safe side. Between nodes the catalog fabric's latency, else 5 µs (article: 5–15 µs on
    // tuned RoCE).
    double intraNodeLatencySeconds = 1e-6;
    double interNodeLatencySeconds = 5e-6;
    // Tokens one continuous-batching step may carry (decode tokens plus prefill chunks): TensorRT-LLM's
    // default max_num_tokens, 8192 (BuildConfig; "Tuning Max Batch Size and Max Num Tokens" guide); vLLM's
    // chunked-prefill budget max_num_batched_tokens plays the same role (Sarathi-Serve, Agrawal et al. OSDI
    // 2024, studies budgets of 512 to 2048 for latency-bound serving).
    double stepTokenBudget = 8192;
    // Llama 2 paper (Touvron et al. 2023, §2.2): a global batch of 4M tokens.
    double globalBatchTokens = 4'194'304;

    std::vector<Assumption> list() const;
    static PerfAssumptions fromCatalog(const std::vector<Assumption>& catalogValues);
    static std::vector<AssumptionDefinition> definitions();

  private:
    AssumptionSources m_sources;
};

} // namespace gpuadvisor
