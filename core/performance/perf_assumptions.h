#pragma once

#include "core/common/assumption_table.h"

#include "core/common/assumption.h"
#include "core/performance/serving_engine.h"

#include <map>
#include <string>
#include <vector>

namespace gpuadvisor {

// Efficiency figures the performance engine rests on. Each can be overridden (catalog assumptions table,
// CLI flags); each says where it comes from.
struct PerfAssumptions {
    // Training efficiency, fitted (gpu-advisor-cli calibration; docs/formulas.md §10) on the fitting half of
    // resources/calibration/measurements.json: the plateau share of the dense peak (of the matrix
    // multiplies' precision), scaled by the per-GPU matrix width x = hidden/tp as x/(x + gemmHalfWidth)
    // (narrow GEMMs under tensor parallelism run further from peak; Narayanan et al. 2021 §5.4, Fig. 13) and
    // by the GPU's balance r = peak FLOP/s ÷ memory bytes/s as 1/(1 + r/trainingBalanceScale) (the
    // memory-bound work between the matrix multiplies — norms, activations, optimizer — weighs more on a GPU
    // with more FLOPs per byte).
    double trainingComputeEfficiency = 0.5249;
    double trainingBalanceScale = 3891;
    double gemmHalfWidth = 0.01975;
    // Serving, fitted on the serving half of the calibration set (docs/formulas.md §10): the share of the
    // dense peak prefill reaches, and of HBM bandwidth a decode step reaches (model bandwidth utilisation,
    // as Databricks' "LLM Inference Performance Engineering" defines it).
    double prefillComputeEfficiency = 0.4943;
    double memoryBandwidthEfficiency = 0.9;
    // ASSUMPTION: decode matrix-vector work at small batch rarely exceeds this fraction of peak.
    double decodeComputeEfficiency = 0.50;
    // Achieved fraction of a link's rate in collectives: nvbandwidth on 8×H200 measured 396.4 of 450 GB/s
    // NVLink 4 (88 %), and 55.4 of 63 GB/s PCIe Gen5 (88 %) (ml-engineering network/README.md,
    // docs/catalog-sources.md R11).
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
    // Sequences one engine step may hold: TensorRT-LLM's default max_batch_size, 2048 (BuildConfig; vLLM's
    // max_num_seqs plays the same role). No case of the calibration set is limited below it.
    // A fixed cost per layer of each step, and with pipeline stages one per stage step (kernel launches,
    // synchronisation and small-message collectives that do not shrink with the batch), fitted on the serving
    // half of the calibration set (docs/formulas.md §10).
    double servingMaxBatch = 2048;
    // vLLM's own constants (issue 40), fitted on AMD's MI300X tables (vLLM 0.10.2 on ROCm 7.0, TP8, FP8):
    // the share of HBM bandwidth a decode step reaches, of the dense peak prefill and a large decode batch
    // reach, and the fixed cost per layer of each step (the fit puts it at 0: at TP8 the all-reduces'
    // latency and the low bandwidth share carry the batch-1 time); its scheduler holds at most max_num_seqs
    // sequences, 256 by default (vLLM EngineArgs). Far below TensorRT-LLM's on NVIDIA: AMD's published
    // MI300X figures reach 27 % of its 5.3 TB/s and 22 % of its FP8 peak.
    double vllmMemoryBandwidthEfficiency = 0.2722;
    double vllmPrefillComputeEfficiency = 0.1099;
    double vllmDecodeComputeEfficiency = 0.2153; // the share of the dense peak a large decode batch reaches
    double vllmLayerOverheadSeconds = 0;
    double vllmMaxBatch = 256;
    double servingLayerOverheadSeconds = 0.000172;
    double servingStageOverheadSeconds =
        0.01097; // per stage step with pipeline parallelism: the micro-batch hand-over
    // The service level an interactive (chat) study gets when it states no latency target (issue 39: 200
    // users were answered at 314 ms a token). TPOT 100 ms = 10 tokens a second, "faster than a typical person
    // can read" (Databricks, "LLM Inference Performance Engineering: Best Practices", 2023-10); TTFT 2 s, the
    // MLPerf Inference v4.0 Llama 2 70B server scenario's limit (MLCommons, 2024). 0 in a scenario = none.
    double interactiveTpotTargetMs = 100;
    double interactiveTtftTargetMs = 2000;
    // Llama 2 paper (Touvron et al. 2023, §2.2): a global batch of 4M tokens.
    double globalBatchTokens = 4'194'304;

    // The serving constants of one engine (TensorRT-LLM: the fields above; vLLM: the vllm* fields).
    struct Serving {
        double memoryBandwidthEfficiency, prefillComputeEfficiency, decodeComputeEfficiency,
            layerOverheadSeconds, maxBatch;
    };
    Serving serving(ServingEngine engine) const {
        if (engine == ServingEngine::Vllm)
            return {vllmMemoryBandwidthEfficiency, vllmPrefillComputeEfficiency, vllmDecodeComputeEfficiency,
                    vllmLayerOverheadSeconds, vllmMaxBatch};
        return {memoryBandwidthEfficiency, prefillComputeEfficiency, decodeComputeEfficiency,
                servingLayerOverheadSeconds, servingMaxBatch};
    }

    std::vector<Assumption> list() const;
    static PerfAssumptions fromCatalog(const std::vector<Assumption>& catalogValues);
    static std::vector<AssumptionDefinition> definitions();

  private:
    AssumptionSources m_sources;
};

// The share of the dense peak (`peak` FLOP/s, of the matrix multiplies' precision: FP8 differs through its
// peak, hence its balance) a training step reaches on a GPU with `memoryBandwidth` bytes/s when each GPU
// holds hidden/tp columns: trainingComputeEfficiency × x/(x + gemmHalfWidth) × 1/(1 + (peak/memoryBandwidth)
// / trainingBalanceScale).
double trainingComputeEfficiency(const PerfAssumptions& a, int hidden, int tp, double peak,
                                 double memoryBandwidth);

} // namespace gpuadvisor
