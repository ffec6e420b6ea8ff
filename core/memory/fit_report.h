#pragma once

#include "core/memory/fit_request.h"
#include "core/memory/memory_breakdown.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

enum class FitVerdict { Fits, Tight, DoesNotFit };
std::string_view verdictName(FitVerdict verdict); // "fits", "tight", "does_not_fit"

struct FitReport {
    FitRequest request;
    ResolvedSettings settings;
    std::int64_t parameters = 0;
    std::int64_t activeParameters = 0;
    double kvCacheBytesPerToken = 0; // whole model, at the KV precision
    MemoryBreakdown perGpu;
    FitVerdict verdict = FitVerdict::DoesNotFit;
    double weightsShare = 0; // weights / capacity
    std::optional<int> minGpus;
    std::optional<ParallelPlan> minGpusPlan;
    std::optional<std::int64_t> maxConcurrentSequences; // serving only
    std::vector<std::string> reasons;                   // why the verdict is what it is
    std::vector<std::string> notes;                     // how each figure was obtained
};

} // namespace gpuadvisor
