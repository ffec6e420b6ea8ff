#pragma once

#include "core/common/assumption.h"
#include "core/study/cost_question.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gpuadvisor {

// The answer to `tco`, as JSON (every option's cash flows, NPV, break-evens, cost lines with sources,
// findings, sensitivity) and as the CLI's text (options side by side, then each in detail), in English.
nlohmann::json costAnswerJson(const CostAnswer& answer, const std::vector<Assumption>& assumptions);
std::string costAnswerText(const CostAnswer& answer, bool showJobCost);

} // namespace gpuadvisor
