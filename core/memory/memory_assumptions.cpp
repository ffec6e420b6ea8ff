#include "core/memory/memory_assumptions.h"

namespace gpuadvisor {

std::vector<Assumption> MemoryAssumptions::list() const {
    return {
        {"cuda_context_bytes", cudaContextBytes, "bytes",
         "PyTorch forums: first CUDA call takes ~723 MiB (discuss.pytorch.org/t/73021)"},
        {"framework_reserve_bytes", frameworkReserveBytes, "bytes",
         "ASSUMPTION (editable): NCCL buffers, cuBLAS workspaces, CUDA graphs"},
        {"fragmentation_fraction", fragmentationFraction, "fraction of weights, gradients, optimizer and activations",
         "ASSUMPTION (editable): PyTorch caching-allocator fragmentation"},
        {"kv_block_tokens", static_cast<double>(kvBlockTokens), "tokens",
         "vLLM default block size (Kwon et al. 2023, PagedAttention §4)"},
        {"prefill_chunk_tokens", static_cast<double>(prefillChunkTokens), "tokens",
         "ASSUMPTION (editable): chunked-prefill step (vLLM max_num_batched_tokens)"},
        {"weights_share_limit", weightsShareLimit, "fraction of VRAM",
         "source articles: weights at 60-70 % of VRAM, 30-40 % left for KV cache and buffers"},
        {"serving_memory_utilization", servingMemoryUtilization, "fraction of VRAM",
         "vLLM default gpu_memory_utilization = 0.9"},
        {"gpus_per_node", static_cast<double>(gpusPerNode), "GPUs", "HGX/DGX 8-GPU node; tensor parallelism stays inside it"},
    };
}

} // namespace gpuadvisor
