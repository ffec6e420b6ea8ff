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

    // Every value the engines read from the catalog's assumptions table, with its default and range: what
    // the catalog seeds (one row each) and what its writers check an edited value against.
    static std::vector<AssumptionDefinition> definitions() {
        std::vector<AssumptionDefinition> out = MemoryAssumptions::definitions();
        for (auto part : {PerfAssumptions::definitions(), CostAssumptions::definitions()})
            out.insert(out.end(), part.begin(), part.end());
        return out;
    }
};

} // namespace gpuadvisor
