#pragma once

#include "core/common/assumption_table.h"

#include "core/common/assumption.h"

#include <map>
#include <string>
#include <vector>

namespace gpuadvisor {

// Defaults of the memory engine. Each field is overridable (CLI flags, later the scenario file).
struct MemoryAssumptions {
    // CUDA context created by the first CUDA call: ~0.7 GiB observed with PyTorch
    // (PyTorch forums, "What is the reason for pytorch's GPU memory floor?": 723 MiB).
    double cudaContextBytes = 0.75 * 1073741824.0;
    // ASSUMPTION (editable): NCCL communicator buffers, cuBLAS workspaces and CUDA graphs of the serving
    // or training framework. No single published figure; 1 GiB is a round middle value.
    double frameworkReserveBytes = 1.0 * 1073741824.0;
    // ASSUMPTION (editable): caching-allocator fragmentation on weights, gradients, optimizer states and
    // activations. The paged KV cache is excluded: vLLM bounds its waste to one block per sequence
    // (Kwon et al. 2023, PagedAttention §4).
    double fragmentationFraction = 0.05;
    // vLLM's default KV block: 16 tokens (PagedAttention §4.3, vLLM `--block-size` default).
    int kvBlockTokens = 16;
    // ASSUMPTION (editable): tokens of one chunked-prefill step, which sizes the transient activations of
    // serving (vLLM `max_num_batched_tokens`; its default depends on version and mode).
    int prefillChunkTokens = 2048;
    // Rule of thumb of the source articles: weights at 60–70 % of VRAM, leaving 30–40 % for KV cache,
    // CUDA graphs and buffers; above 70 % the configuration is "tight".
    double weightsShareLimit = 0.70;
    // vLLM's default gpu_memory_utilization: the engine plans to use 90 % of the device.
    double servingMemoryUtilization = 0.90;
    // GPUs inside one node, the largest tensor-parallel group the min-GPU search considers (HGX/DGX: 8).
    int gpusPerNode = 8;

    std::vector<Assumption> list() const;

    // The defaults with the values of any same-named catalog assumptions (keys as in list()).
    static MemoryAssumptions fromCatalog(const std::vector<Assumption>& catalogValues);
    static std::vector<AssumptionDefinition> definitions();

  private:
    AssumptionSources m_sources; // key -> catalog source, for values read from a catalog
};

} // namespace gpuadvisor
