#pragma once

#include "core/advisor/study.h"

#include <QChart>

namespace gpuadvisor::ui::charts {

// Cumulative cash out over the horizon for each compared option, break-even months marked where one
// option's line crosses another's (F-14).
QChart* cumulativeCostChart(const StudyResult& study);

} // namespace gpuadvisor::ui::charts
