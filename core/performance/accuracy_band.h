#pragma once

#include "core/catalog/catalog.h"
#include "core/model/model_spec.h"
#include "core/performance/calibration_set.h"

#include <string>

namespace gpuadvisor {

// How far the performance engine has been from published measurements like the one asked for (issue 40):
// the held-out half of the calibration set at the fitted defaults, for the same family, GPU and software
// (serving engine) where they have at least kMinimumGroupCases held-out cases; else the same family and
// software on any GPU; else the whole family.
struct AccuracyBand {
    CalibrationFamily family = CalibrationFamily::Serving;
    double medianAbsoluteError = 0;  // fraction of the published value
    double shareWithinTolerance = 0; // of the group's cases, within the set's tolerance
    double tolerance = 0.25;
    int cases = 0;
    std::string gpu;              // the group's GPU; empty when the whole family is the group
    std::string software;         // what the group's cases ran: a serving engine, or training sources
    bool gpuMeasured = false;     // false: no (or too few) published cases of this family on this GPU
    bool softwareMeasured = true; // false: no (or too few) published cases ran the engine asked for
    bool moe = false;             // a mixture-of-experts model: no published case of this family is one
};

inline constexpr int kMinimumGroupCases = 5;

// `software`: the serving engine's title (caseSoftware); empty for training (any training stack).
// `catalog` supplies the cases' GPUs, models and fabrics.
AccuracyBand accuracyBand(const Catalog& catalog, CalibrationFamily family, const std::string& gpuId,
                          const ModelSpec& model, const std::string& software = {});

} // namespace gpuadvisor
