#include "core/memory/memory_assumptions.h"

namespace gpuadvisor {

MemoryAssumptions MemoryAssumptions::fromCatalog(const std::vector<Assumption>& catalogValues) {
    MemoryAssumptions a;
    for (const Assumption& value : catalogValues) {
        const double v = value.value;
        if (value.key == "cuda_context_bytes" && v >= 0)
            a.cudaContextBytes = v;
        else if (value.key == "framework_reserve_bytes" && v >= 0)
            a.frameworkReserveBytes = v;
        else if (value.key == "fragmentation_fraction" && v >= 0 && v <= 0.5)
            a.fragmentationFraction = v;
        else if (value.key == "kv_block_tokens" && v >= 1)
            a.kvBlockTokens = static_cast<int>(v);
        else if (value.key == "prefill_chunk_tokens" && v >= 1)
            a.prefillChunkTokens = static_cast<int>(v);
        else if (value.key == "weights_share_limit" && v > 0 && v <= 1)
            a.weightsShareLimit = v;
        else if (value.key == "serving_memory_utilization" && v > 0 && v <= 1)
            a.servingMemoryUtilization = v;
        else if (value.key == "gpus_per_node" && v >= 1)
            a.gpusPerNode = static_cast<int>(v);
        else
            continue;
        a.m_sources.set(value.key, value.source);
    }
    return a;
}

std::vector<Assumption> MemoryAssumptions::list() const {
    std::vector<Assumption> out = {
        {"cuda_context_bytes", cudaContextBytes, "bytes",
         "PyTorch forums: first CUDA call takes ~723 MiB (discuss.pytorch.org/t/73021)", ""},
        {"framework_reserve_bytes", frameworkReserveBytes, "bytes",
         "ASSUMPTION (editable): NCCL buffers, cuBLAS workspaces, CUDA graphs", ""},
        {"fragmentation_fraction", fragmentationFraction,
         "fraction of weights, gradients, optimizer and activations",
         "ASSUMPTION (editable): PyTorch caching-allocator fragmentation", ""},
        {"kv_block_tokens", static_cast<double>(kvBlockTokens), "tokens",
         "vLLM default block size (Kwon et al. 2023, PagedAttention §4)", ""},
        {"prefill_chunk_tokens", static_cast<double>(prefillChunkTokens), "tokens",
         "ASSUMPTION (editable): chunked-prefill step (vLLM max_num_batched_tokens)", ""},
        {"weights_share_limit", weightsShareLimit, "fraction of VRAM",
         "source articles: weights at 60-70 % of VRAM, 30-40 % left for KV cache and buffers", ""},
        {"serving_memory_utilization", servingMemoryUtilization, "fraction of VRAM",
         "vLLM default gpu_memory_utilization = 0.9", ""},
        {"gpus_per_node", static_cast<double>(gpusPerNode), "GPUs",
         "HGX/DGX 8-GPU node; tensor parallelism stays inside it", ""},
    };
    for (Assumption& a : out)
        if (const std::string* source = m_sources.find(a.key))
            a.source = *source; // the catalog's own source when its value was used
    return out;
}

} // namespace gpuadvisor
