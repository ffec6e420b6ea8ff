#pragma once

#include "core/catalog/catalog.h"
#include "core/performance/calibration_set.h"
#include "core/performance/perf_assumptions.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

// One published case against the engine's estimate with the given assumptions.
struct CalibrationResult {
    const CalibrationCase* measured = nullptr;
    double estimate = 0;          // in the case's own unit: output tokens/s, or TFLOP/s per GPU
    double error = 0;             // estimate / published − 1
    std::optional<Error> failure; // the engine refused the configuration (counted as a miss)
};

struct CalibrationSummary {
    CalibrationFamily family = CalibrationFamily::Serving;
    int cases = 0;
    double medianAbsoluteError = 0;
    double p90AbsoluteError = 0; // nearest rank
    double shareWithinTolerance = 0;
    const CalibrationResult* worst = nullptr;
};

// Estimates every case of `split` (every case without one) with `perf` and the catalog's GPUs, models and
// fabrics. A case the engine refuses keeps its reason and counts as outside the tolerance.
std::vector<CalibrationResult> evaluateCalibration(const CalibrationSet& set, const Catalog& catalog,
                                                   const PerfAssumptions& perf,
                                                   std::optional<CalibrationSplit> split = {});

// Per family, in the order serving, training (a family with no case is left out).
std::vector<CalibrationSummary> summariseCalibration(const std::vector<CalibrationResult>& results,
                                                     double tolerance);

} // namespace gpuadvisor
