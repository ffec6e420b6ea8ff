#include "core/model/param_count.h"

namespace gpuadvisor {

namespace {

std::int64_t normParameters(const ModelSpec& m, std::int64_t width) {
    return m.normKind == NormKind::LayerNorm ? 2 * width : width;
}

} // namespace

std::int64_t attentionParametersPerLayer(const ModelSpec& m) {
    const std::int64_t h = m.hiddenSize;
    if (m.mla.enabled()) {
        // DeepSeek-V2/V3 MLA (config_671B.json of deepseek-ai/DeepSeek-V3, model.py):
        // q: h -> q_lora_rank -> heads*(nope+rope), with an RMSNorm on the latent;
        // kv: h -> kv_lora_rank + rope (shared rope key), RMSNorm, kv_lora_rank -> heads*(nope+v); out:
        // heads*v -> h.
        const std::int64_t heads = m.numAttentionHeads;
        const std::int64_t qkHead = m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim;
        std::int64_t q = 0;
        if (m.mla.qLoraRank > 0)
            q = h * m.mla.qLoraRank + m.mla.qLoraRank + std::int64_t{m.mla.qLoraRank} * heads * qkHead;
        else
            q = h * heads * qkHead;
        const std::int64_t kv =
            h * (m.mla.kvLoraRank + m.mla.qkRopeHeadDim) + m.mla.kvLoraRank +
            std::int64_t{m.mla.kvLoraRank} * heads * (m.mla.qkNopeHeadDim + m.mla.vHeadDim);
        const std::int64_t out = heads * m.mla.vHeadDim * h;
        return q + kv + out;
    }
    const std::int64_t qWidth = std::int64_t{m.numAttentionHeads} * m.headDim;
    const std::int64_t kvWidth = std::int64_t{m.numKvHeads} * m.headDim;
    std::int64_t params = h * qWidth + 2 * h * kvWidth + qWidth * h; // Wq, Wk, Wv, Wo
    if (m.qkvBias)
        params += qWidth + 2 * kvWidth;
    return params;
}

std::int64_t denseMlpParameters(const ModelSpec& m) {
    const int matrices = m.mlpKind == MlpKind::Gated ? 3 : 2;
    return matrices * std::int64_t{m.hiddenSize} * m.intermediateSize;
}

std::int64_t expertParameters(const ModelSpec& m) {
    const int matrices = m.mlpKind == MlpKind::Gated ? 3 : 2;
    return matrices * std::int64_t{m.hiddenSize} * m.moe.expertIntermediateSize;
}

bool isMoeLayer(const ModelSpec& m, int layerIndex) {
    return m.moe.enabled() && layerIndex >= m.moe.firstDenseLayers;
}

namespace {

std::int64_t routerParameters(const ModelSpec& m) {
    return std::int64_t{m.hiddenSize} * m.moe.numExperts + (m.moe.routerBias ? m.moe.numExperts : 0);
}

std::int64_t layerNormParameters(const ModelSpec& m) {
    return std::int64_t{m.normsPerLayer} * normParameters(m, m.hiddenSize);
}

} // namespace

std::int64_t layerParameters(const ModelSpec& m, int layerIndex) {
    std::int64_t params = attentionParametersPerLayer(m) + layerNormParameters(m);
    if (isMoeLayer(m, layerIndex))
        params +=
            std::int64_t{m.moe.numExperts + m.moe.sharedExperts} * expertParameters(m) + routerParameters(m);
    else
        params += denseMlpParameters(m);
    return params;
}

std::int64_t activeLayerParameters(const ModelSpec& m, int layerIndex) {
    if (!isMoeLayer(m, layerIndex))
        return layerParameters(m, layerIndex);
    return attentionParametersPerLayer(m) + layerNormParameters(m) +
           std::int64_t{m.moe.expertsPerToken + m.moe.sharedExperts} * expertParameters(m) +
           routerParameters(m);
}

ParameterCounts countParameters(const ModelSpec& m) {
    ParameterCounts counts;
    if (!m.hasArchitecture()) {
        counts.total = counts.active = m.declaredParameters;
        counts.layers = m.declaredParameters;
        return counts;
    }
    counts.embedding = (m.vocabSize + m.learnedPositions) * m.hiddenSize;
    counts.lmHead = m.tiedEmbeddings ? 0 : m.vocabSize * m.hiddenSize;
    counts.finalNorm = normParameters(m, m.hiddenSize);
    // Layers differ only in being dense or mixture-of-experts: size each kind once.
    std::int64_t activeLayers = 0;
    std::int64_t total[2] = {-1, -1}, active[2] = {-1, -1};
    for (int layer = 0; layer < m.numLayers; ++layer) {
        const int kind = isMoeLayer(m, layer) ? 1 : 0;
        if (total[kind] < 0) {
            total[kind] = layerParameters(m, layer);
            active[kind] = activeLayerParameters(m, layer);
        }
        counts.layers += total[kind];
        activeLayers += active[kind];
    }
    counts.layerNorms = std::int64_t{m.numLayers} * layerNormParameters(m);
    if (m.qkvBias && !m.mla.enabled())
        counts.layerBiases = std::int64_t{m.numLayers} *
                             (std::int64_t{m.numAttentionHeads} + 2 * std::int64_t{m.numKvHeads}) * m.headDim;
    const std::int64_t outside = counts.embedding + counts.lmHead + counts.finalNorm;
    counts.total = counts.layers + outside;
    // The gpt-oss model card (OpenAI, 2025-08, Table 1) counts 5.13 B active of 116.83 B for gpt-oss-120b:
    // the unembedding multiplies every token, the embedding is only looked up. A tied matrix does both.
    const std::int64_t head = m.tiedEmbeddings ? m.vocabSize * m.hiddenSize : counts.lmHead;
    counts.active = activeLayers + head + counts.finalNorm;
    return counts;
}

std::int64_t kvCacheElementsPerToken(const ModelSpec& m) {
    if (!m.hasArchitecture())
        return 0;
    if (m.mla.enabled())
        return std::int64_t{m.numLayers} * (m.mla.kvLoraRank + m.mla.qkRopeHeadDim);
    return 2 * std::int64_t{m.numLayers} * m.numKvHeads * m.headDim;
}

} // namespace gpuadvisor
