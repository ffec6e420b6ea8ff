#pragma once

#include "core/memory/fit_report.h"

#include <nlohmann/json_fwd.hpp>

namespace gpuadvisor {

// The `fit --json` contract: bytes as plain numbers, field names stable (see README "CLI").
nlohmann::json fitReportToJson(const FitReport& report);

} // namespace gpuadvisor
