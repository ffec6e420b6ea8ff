#pragma once

#include <QStringList>

namespace gpuadvisor::cli {

// `gpu-advisor-cli calibration`: the performance engine against the published measurements it is checked on
// (resources/calibration/measurements.json), case by case and summarised per family.
int runCalibration(const QStringList& arguments);

} // namespace gpuadvisor::cli
