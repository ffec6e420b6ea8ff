#pragma once

#include "core/common/result.h"

#include <optional>

namespace gpuadvisor {

// How the GPUs of one job are split: tensor, pipeline and data parallel degrees (tp * pp * dp == gpus),
// the ZeRO stage over the data-parallel group, and Megatron sequence parallelism.
struct ParallelPlan {
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int zeroStage = 0;
    bool sequenceParallel = false;

    int gpus() const { return tp * pp * dp; }
};

// The split of `gpus` GPUs when only some degrees are given: serving fills tensor parallelism (one replica
// over all of them: replicas do not reduce memory), training fills data parallelism (or tensor parallelism
// when dp is given). The degrees must multiply to `gpus` (field "gpus"); a degree below 1 is left for the
// engine to name.
Result<ParallelPlan> splitGpus(int gpus, std::optional<int> tp, int pp, std::optional<int> dp, bool serving);

} // namespace gpuadvisor
