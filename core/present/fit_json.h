#pragma once

#include "core/common/assumption.h"
#include "core/memory/fit_report.h"

#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace gpuadvisor {

// The `fit --json` contract: bytes as plain numbers, field names stable (see README "CLI").
nlohmann::json fitReportToJson(const FitReport& report);

// The one JSON encoding of a parallel plan ({tp, pp, dp, zero, sequence_parallel, gpus}) and of an
// assumptions register ([{key, value, unit, source}]), shared by fit, perf and tco.
nlohmann::json planJson(const ParallelPlan& plan);
nlohmann::json assumptionsJson(const std::vector<Assumption>& assumptions);

} // namespace gpuadvisor
