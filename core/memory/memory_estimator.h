#pragma once

#include "core/common/result.h"
#include "core/memory/fit_report.h"

#include <string>
#include <vector>

namespace gpuadvisor {

// The memory-fit engine: validates the request, applies workload defaults, and computes the per-GPU
// breakdown, the verdict, the smallest GPU count that fits and (serving) the concurrency limit.
Result<FitReport> estimateFit(const FitRequest& request);

// The checks and defaults alone, for front ends that validate field by field.
Result<ResolvedSettings> resolveFitRequest(const FitRequest& request);

// The per-GPU breakdown of an already-resolved request; `notes` (optional) receives how each line was
// derived, as facts.
MemoryBreakdown computeMemoryBreakdown(const FitRequest& request, const ResolvedSettings& settings,
                                       std::vector<FitFact>* notes = nullptr);

// The verdict on a breakdown (fits / tight / does not fit), with the reasons as facts when `reasons` is
// given.
FitVerdict judgeFit(const FitRequest& request, const MemoryBreakdown& perGpu,
                    std::vector<FitFact>* reasons = nullptr);

// The smallest number of GPUs of the request's type for which some plan fits (tensor parallel inside a node
// first, then pipeline stages, then data parallel with the request's ZeRO stage); none up to `maxGpus`.
struct MinimalPlan {
    int gpus = 0;
    ParallelPlan plan;
};
// Serving: how many sequences the KV-cache memory left on each GPU holds — the memory after `perGpu`'s
// weights, activations and the fixed reserves, less fragmentation, over one sequence's KV cache.
struct SequenceCapacity {
    std::int64_t sequences = 0;
    double kvBudgetBytes = 0;
    double kvBytesPerSequence = 0;
};
SequenceCapacity sequenceCapacity(const MemoryAssumptions& assumptions, const MemoryBreakdown& perGpu,
                                  double kvBytesPerSequence);

std::optional<MinimalPlan> findMinimalPlan(const FitRequest& request, const ResolvedSettings& settings,
                                           int maxGpus = 4096);

} // namespace gpuadvisor
