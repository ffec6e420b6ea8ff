#pragma once

#include "core/model/model_spec.h"

namespace gpuadvisor {

// Shape of the KV cache held by one GPU.
struct KvCacheShape {
    int tensorParallel = 1;
    int pipelineParallel = 1;
    double bytesPerElement = 2;
    int contextTokens = 0; // per sequence
    int sequences = 1;
    int blockTokens = 16; // paged allocation rounds each sequence up to whole blocks
};

// Bytes per token for the whole model: 2 (K and V) × L × n_kv × d_h × bytes (PagedAttention §3 for MHA;
// GQA/MQA use the KV heads; MLA caches kv_lora_rank + qk_rope_head_dim per layer, DeepSeek-V2 §2.1).
double kvCacheBytesPerToken(const ModelSpec& model, double bytesPerElement);

// Bytes on the GPU holding the most layers: the first ceil(L/p) layers, each GPU of a TP group holding
// ceil(n_kv/t) KV heads (replicated when t > n_kv, as vLLM does); MLA's latent is replicated across TP.
// Sliding-window layers keep at most `window` tokens (Mistral 7B §2; Gemma 2 local layers).
double kvCacheBytesPerGpu(const ModelSpec& model, const KvCacheShape& shape);

// KV heads one GPU holds under tensor parallelism t.
int kvHeadsPerGpu(const ModelSpec& model, int tensorParallel);

} // namespace gpuadvisor
