#pragma once

#include "core/model/model_spec.h"

#include <cstdint>

namespace gpuadvisor {

// Parameter counts derived from the architecture (docs/formulas.md §1; Gemma 2 Table 2 and the
// DeepSeek-V3 config reproduce with the same rules).
struct ParameterCounts {
    std::int64_t total = 0;
    // Per token, the weights that multiply: MoE counts only the top-k routed and the shared experts, and the
    // input embedding (a table lookup) is left out unless it is tied to the output head.
    std::int64_t active = 0;
    std::int64_t embedding = 0; // input token embedding, with a learned position table where there is one
    std::int64_t lmHead = 0;    // 0 when tied to the embedding
    std::int64_t finalNorm = 0;
    std::int64_t layers = 0;      // all transformer blocks together
    std::int64_t layerNorms = 0;  // the norm weights inside the blocks
    std::int64_t layerBiases = 0; // bias vectors inside the blocks (QKV bias)
};

ParameterCounts countParameters(const ModelSpec& model);

// Pieces of one transformer block, used for sharding, adapters and the memory breakdown.
std::int64_t attentionParametersPerLayer(const ModelSpec& model); // incl. biases and MLA norms
std::int64_t denseMlpParameters(const ModelSpec& model);
std::int64_t expertParameters(const ModelSpec& model); // one routed expert
std::int64_t layerParameters(const ModelSpec& model, int layerIndex);
std::int64_t activeLayerParameters(const ModelSpec& model, int layerIndex);
bool isMoeLayer(const ModelSpec& model, int layerIndex);

// Key + value cache per token over the whole model, in elements (multiply by bytes per element).
// MHA/GQA: 2 * L * n_kv * d_h; MLA: L * (kv_lora_rank + qk_rope_head_dim) (DeepSeek-V2 §2.1.2).
std::int64_t kvCacheElementsPerToken(const ModelSpec& model);

} // namespace gpuadvisor
