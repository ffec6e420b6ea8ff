#pragma once

#include "core/study/run_study.h"

#include <QChart>
#include <QLocale>

namespace gpuadvisor::ui::charts {

// Per-GPU memory of each ranked option as a stacked bar (weights, gradients, optimizer, activations, KV
// cache, overhead) with the GPU's capacity and the 70 % line weights should stay under (source articles).
QChart* memoryChart(const StudyResult& study, double weightsShareLimit = 0.70);

} // namespace gpuadvisor::ui::charts
