#include "core/memory/memory_assumptions.h"

namespace gpuadvisor {

namespace {

// The range each catalog value must fall in to replace the default (a value outside is ignored by the
// engine and refused by the catalog's writers).
struct MemoryRange {
    const char* key;
    double minimum, maximum;
};
constexpr MemoryRange kRanges[] = {
    {"cuda_context_bytes", 0, 1e12},         {"framework_reserve_bytes", 0, 1e12},
    {"fragmentation_fraction", 0, 0.5},      {"kv_block_tokens", 1, 1e6},
    {"prefill_chunk_tokens", 1, 1e7},        {"weights_share_limit", 0.01, 1},
    {"serving_memory_utilization", 0.01, 1}, {"gpus_per_node", 1, 1024},
};

const MemoryRange* rangeOf(const std::string& key) {
    for (const MemoryRange& r : kRanges)
        if (key == r.key)
            return &r;
    return nullptr;
}

} // namespace

MemoryAssumptions MemoryAssumptions::fromCatalog(const std::vector<Assumption>& catalogValues) {
    MemoryAssumptions a;
    for (const Assumption& value : catalogValues) {
        const MemoryRange* range = rangeOf(value.key);
        const double v = value.value;
        if (!range || v < range->minimum || v > range->maximum)
            continue;
        if (value.key == "cuda_context_bytes")
            a.cudaContextBytes = v;
        else if (value.key == "framework_reserve_bytes")
            a.frameworkReserveBytes = v;
        else if (value.key == "fragmentation_fraction")
            a.fragmentationFraction = v;
        else if (value.key == "kv_block_tokens")
            a.kvBlockTokens = static_cast<int>(v);
        else if (value.key == "prefill_chunk_tokens")
            a.prefillChunkTokens = static_cast<int>(v);
        else if (value.key == "weights_share_limit")
            a.weightsShareLimit = v;
        else if (value.key == "serving_memory_utilization")
            a.servingMemoryUtilization = v;
        else if (value.key == "gpus_per_node")
            a.gpusPerNode = static_cast<int>(v);
        a.m_sources.set(value.key, value.source);
    }
    return a;
}

std::vector<AssumptionDefinition> MemoryAssumptions::definitions() {
    std::vector<AssumptionDefinition> out;
    for (const Assumption& a : MemoryAssumptions{}.list()) {
        const MemoryRange* range = rangeOf(a.key);
        out.push_back({a, range->minimum, range->maximum});
    }
    return out;
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
