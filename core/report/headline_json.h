#pragma once

#include "core/report/report_model.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor {

// The executive headline as `report --json` prints it: the recommended option, its total (the job's cost for
// a job) and monthly cost in the study currency, the horizon the figures cover, the break-even month and
// utilisation and what they are between, and the stale prices on the report's date.
nlohmann::json reportHeadlineJson(const StudyResult& study, const ReportHeadline& headline);

} // namespace gpuadvisor
