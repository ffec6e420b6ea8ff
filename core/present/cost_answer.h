#pragma once

#include "core/common/assumption.h"
#include "core/study/cost_question.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gpuadvisor {

// The answer to `tco`, as JSON (every option's cash flows, NPV, break-evens, cost lines with sources,
// findings, sensitivity) and as the CLI's text (options side by side, then each in detail), in English. The
// text has a "one-off job" row when some option prices a job (--job-gpu-hours, or a selector's job-hours).
nlohmann::json costAnswerJson(const CostAnswer& answer, const std::vector<Assumption>& assumptions);
std::string costAnswerText(const CostAnswer& answer);

} // namespace gpuadvisor
