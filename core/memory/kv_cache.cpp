#include "core/memory/kv_cache.h"

#include "core/model/param_count.h"

#include <algorithm>

namespace gpuadvisor {

double kvCacheBytesPerToken(const ModelSpec& model, double bytesPerElement) {
    return static_cast<double>(kvCacheElementsPerToken(model)) * bytesPerElement;
}

int kvHeadsPerGpu(const ModelSpec& model, int tensorParallel) {
    const int t = std::max(1, tensorParallel);
    return (model.numKvHeads + t - 1) / t;
}

namespace {

double roundUpToBlock(double tokens, int block) {
    if (block <= 1)
        return tokens;
    const double blocks = (tokens + block - 1) / block;
    return static_cast<double>(static_cast<long long>(blocks)) * block;
}

} // namespace

double kvCacheBytesPerGpu(const ModelSpec& model, const KvCacheShape& shape) {
    if (!model.hasArchitecture() || shape.contextTokens <= 0)
        return 0;
    const int p = std::max(1, shape.pipelineParallel);
    const int wholeStageLayers = (model.numLayers + p - 1) / p; // whole layers on the first stage (ceiling)
    const double stageLayers = wholeStageLayers;
    const double elementsPerLayerToken =
        model.mla.enabled() ? static_cast<double>(model.mla.kvLoraRank + model.mla.qkRopeHeadDim)
                            : 2.0 * kvHeadsPerGpu(model, shape.tensorParallel) * model.headDim;

    const double fullTokens = roundUpToBlock(shape.contextTokens, shape.blockTokens);
    double tokensPerLayer = fullTokens;
    if (model.slidingWindow > 0 && model.slidingWindowLayers > 0) {
        const double windowTokens =
            roundUpToBlock(std::min(shape.contextTokens, model.slidingWindow), shape.blockTokens);
        const double slidingShare = static_cast<double>(model.slidingWindowLayers) / model.numLayers;
        tokensPerLayer = (1.0 - slidingShare) * fullTokens + slidingShare * windowTokens;
    }
    return stageLayers * elementsPerLayerToken * shape.bytesPerElement * tokensPerLayer * shape.sequences;
}

} // namespace gpuadvisor
