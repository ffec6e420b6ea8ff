#pragma once

#include "core/catalog/catalog.h"
#include "core/performance/calibration_set.h"
#include "core/performance/perf_assumptions.h"

#include <string>
#include <vector>

namespace gpuadvisor {

// A curve parameter the calibration fits: an assumption key, its field and the bounds searched.
struct FittedParameter {
    const char* key;
    double PerfAssumptions::*field;
    double low, high;
};

// The parameters of one family's curves (serving: bandwidth and prefill efficiency and the
// per-layer step overhead; training: the plateau, the width curve and the balance curve).
std::vector<FittedParameter> calibrationParameters(CalibrationFamily family);

// The mean squared log error, ln(estimate / published)², of `family`'s cases in the fitting half; a case the
// engine refuses counts as ln(2)² several times over, so no fit wins by making cases unrunnable.
double calibrationLoss(const CalibrationSet& set, const Catalog& catalog, const PerfAssumptions& perf,
                       CalibrationFamily family);

// Fits `family`'s parameters on the fitting half only, from `start`, by coordinate descent (a golden-section
// search of each parameter within its bounds, eight sweeps). Deterministic; the other family's parameters
// are left as they are.
PerfAssumptions fitCalibration(const CalibrationSet& set, const Catalog& catalog, PerfAssumptions start,
                               CalibrationFamily family);

} // namespace gpuadvisor
