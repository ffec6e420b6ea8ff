#pragma once

#include "core/study/run_study.h"

#include <QChart>

namespace gpuadvisor::ui::charts {

// Scaling efficiency against GPU count (log scale) with the node boundary marked: past it the fabric
// between nodes, not NVLink, carries the traffic.
QChart* scalingChart(const StudyResult& study);

} // namespace gpuadvisor::ui::charts
