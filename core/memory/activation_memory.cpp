#include "core/memory/activation_memory.h"

#include <algorithm>

namespace gpuadvisor {

namespace {

double storedPerLayer(const ActivationShape& x, Recompute recompute) {
    const double sbh = x.sequence * x.microBatch * x.hidden;
    const double t = x.tensorParallel;
    if (recompute == Recompute::Full)
        return 2.0 * sbh;
    const double quadratic = (recompute == Recompute::Selective || x.flashAttention)
                                 ? 0.0
                                 : 5.0 * x.heads * x.sequence / (x.hidden * t);
    if (x.sequenceParallel)
        return sbh * (34.0 / t + quadratic);
    return sbh * (10.0 + 24.0 / t + quadratic);
}

} // namespace

double activationBytesPerLayer(const ActivationShape& shape) {
    return storedPerLayer(shape, shape.recompute);
}

double activationBytesFirstStage(const ActivationShape& x) {
    const double sbh = x.sequence * x.microBatch * x.hidden;
    const double t = x.tensorParallel;
    double bytes = x.layers * storedPerLayer(x, x.recompute);
    if (x.recompute == Recompute::Full)
        bytes += storedPerLayer(x, Recompute::None); // working set of the layer being recomputed
    bytes += sbh * x.pipelineParallel / t;           // embedding dropout masks of the in-flight micro-batches
    if (x.pipelineParallel <= 1) // final norm and output, and fp32 logits (one chunk of them when chunked)
        bytes += 4.0 * sbh / t * (1.0 + x.vocab / x.hidden / std::max(1.0, x.lossChunks));
    return bytes;
}

} // namespace gpuadvisor
