#pragma once

#include "core/study/run_study.h"

#include <QChart>

namespace gpuadvisor::ui::charts {

// Cumulative cash out over the horizon for each compared option, break-even months marked where one
// option's line crosses another's (F-14); for a job that runs once, each option's cost of the job instead.
QChart* cumulativeCostChart(const StudyResult& study);

} // namespace gpuadvisor::ui::charts
