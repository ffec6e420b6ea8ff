#pragma once

namespace gpuadvisor {

// α–β cost of ring collectives (nccl-tests doc/PERFORMANCE.md: all-reduce moves 2(n−1)/n of the buffer
// per rank, all-gather and reduce-scatter (n−1)/n), with `bandwidthBps` the achieved per-rank link rate
// and `latencySeconds` the per-step latency α (a ring has n−1 steps per phase).
double allReduceSeconds(double bytes, int ranks, double bandwidthBps, double latencySeconds);
double allGatherSeconds(double bytes, int ranks, double bandwidthBps, double latencySeconds);
double pointToPointSeconds(double bytes, double bandwidthBps, double latencySeconds);

} // namespace gpuadvisor
