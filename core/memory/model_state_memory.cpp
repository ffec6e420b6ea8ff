#include "core/memory/model_state_memory.h"

namespace gpuadvisor {

ModelStateBytes zeroModelStates(double parameters, double weightBytes, double gradientBytes,
                                double optimizerBytes, int dataParallel, int zeroStage) {
    const double nd = dataParallel > 0 ? dataParallel : 1;
    ModelStateBytes bytes{parameters * weightBytes, parameters * gradientBytes, parameters * optimizerBytes};
    if (zeroStage >= 1)
        bytes.optimizer /= nd;
    if (zeroStage >= 2)
        bytes.gradients /= nd;
    if (zeroStage >= 3)
        bytes.weights /= nd;
    return bytes;
}

} // namespace gpuadvisor
