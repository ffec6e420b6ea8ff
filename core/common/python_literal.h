#pragma once

#include "core/common/result.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace gpuadvisor {

// Reads a Python literal (dict, list, str with ' or ", int, float, True/False/None) as JSON — what
// ast.literal_eval accepts for the data SkyPilot writes in its GpuInfo column.
Result<nlohmann::json> parsePythonLiteral(std::string_view text);

} // namespace gpuadvisor
