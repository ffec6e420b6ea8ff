#pragma once

#include <cstdint>
#include <string>

namespace gpuadvisor {

enum class MlpKind {
    Gated, // gate + up + down projections (SwiGLU in Llama/Mistral/Qwen, GeGLU in Gemma)
    Plain, // up + down with GELU (GPT, Falcon)
};

enum class NormKind {
    RmsNorm,   // one weight vector of size h
    LayerNorm, // weight and bias: 2h
};

// Mixture of experts, Mixtral / DeepSeek style.
struct MoeSpec {
    int numExperts = 0;      // routed experts per MoE layer
    int expertsPerToken = 0; // routed experts active per token (top-k)
    int sharedExperts = 0;   // always-active experts (DeepSeek)
    std::int64_t expertIntermediateSize = 0;
    int firstDenseLayers = 0; // leading layers with a dense MLP of `intermediateSize`
    bool routerBias = false;  // DeepSeek-V3's e_score_correction_bias (one value per expert)
    bool enabled() const { return numExperts > 0; }
};

// Multi-head latent attention (DeepSeek-V2/V3): keys and values are cached as one compressed latent.
struct MlaSpec {
    int qLoraRank = 0; // 0: queries are projected directly from the hidden state
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;
    bool enabled() const { return kvLoraRank > 0; }
};

// A decoder-only transformer, either by architecture or (when only the size is known) by parameter count.
struct ModelSpec {
    std::string id;   // catalog id, e.g. "llama-3.1-70b"
    std::string name; // display name
    std::string hfId; // Hugging Face repository, when known

    // Set when only the size is known (`--params`): every architecture field below is then 0.
    std::int64_t declaredParameters = 0;

    int numLayers = 0;
    int hiddenSize = 0;
    std::int64_t intermediateSize = 0; // dense MLP width
    int numAttentionHeads = 0;
    int numKvHeads = 0; // == numAttentionHeads for MHA, 1 for MQA, in between for GQA
    int headDim = 0;
    std::int64_t vocabSize = 0;
    std::int64_t maxContext = 0;

    bool tiedEmbeddings = false;
    bool qkvBias = false; // Qwen2: biases on the Q, K and V projections
    MlpKind mlpKind = MlpKind::Gated;
    NormKind normKind = NormKind::RmsNorm;
    int normsPerLayer = 2; // 2 (pre-attention, pre-MLP); 4 for Gemma 2 (pre+post); 1 for Falcon-7B
    // Rows of a learned absolute position table (GPT-2 and the GPT models Megatron-LM trains: one per
    // position up to the context); 0 for rotary or ALiBi positions, which have no weights.
    std::int64_t learnedPositions = 0;

    MoeSpec moe;
    MlaSpec mla;

    int slidingWindow = 0;       // tokens; 0 = none
    int slidingWindowLayers = 0; // how many layers use the window (all for Mistral, half for Gemma 2)

    std::string source; // where the architecture comes from
    std::string asOf;

    bool hasArchitecture() const { return numLayers > 0 && hiddenSize > 0; }
};

} // namespace gpuadvisor
