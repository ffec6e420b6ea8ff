#pragma once

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

} // namespace gpuadvisor
