#pragma once

#include "core/study/run_study.h"

#include <QChart>

namespace gpuadvisor::ui::charts {

// How far the horizon cost (NPV) of option `index` moves when each driver moves ±20 %, widest first.
QChart* tornadoChart(const StudyResult& study, std::size_t index = 0);

// Cost per useful GPU-hour against utilisation, one line per option: where owning beats renting.
QChart* utilisationChart(const StudyResult& study);

} // namespace gpuadvisor::ui::charts
