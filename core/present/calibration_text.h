#pragma once

#include "core/performance/calibration.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace gpuadvisor {

// `gpu-advisor-cli calibration`: every case (published, estimate, error) and the summary per family.
std::string calibrationText(const CalibrationSet& set, const std::vector<CalibrationResult>& results);
nlohmann::json calibrationJson(const CalibrationSet& set, const std::vector<CalibrationResult>& results);
// The README's accuracy tables (summary per family, then the cases outside the tolerance), in Markdown.
std::string calibrationMarkdown(const CalibrationSet& set, const std::vector<CalibrationResult>& results);

} // namespace gpuadvisor
