#pragma once

#include "core/common/assumption.h"
#include "core/cost/cost_assumptions.h"
#include "core/memory/memory_assumptions.h"
#include "core/performance/perf_assumptions.h"

#include <vector>

namespace gpuadvisor {

// The catalog's assumptions read once per search: reading them means copying and matching every row by key,
// which a search of thousands of configurations cannot do for each one. The user's edits count everywhere.
struct EngineAssumptions {
    MemoryAssumptions memory;
    PerfAssumptions perf;
    CostAssumptions cost;

    static EngineAssumptions fromCatalog(const std::vector<Assumption>& catalogValues) {
        return {MemoryAssumptions::fromCatalog(catalogValues), PerfAssumptions::fromCatalog(catalogValues),
                CostAssumptions::fromCatalog(catalogValues)};
    }
};

} // namespace gpuadvisor
