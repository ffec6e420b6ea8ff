#pragma once

#include "core/model/model_spec.h"
#include "core/performance/calibration_set.h"

#include <string>

namespace gpuadvisor {

// How far the performance engine has been from published measurements like the one asked for (issue 40):
// the held-out half of the calibration set at the fitted defaults, for the same family, on the same GPU
// where that GPU has at least kMinimumGroupCases held-out cases, else for the whole family.
struct AccuracyBand {
    CalibrationFamily family = CalibrationFamily::Serving;
    double medianAbsoluteError = 0;  // fraction of the published value
    double shareWithinTolerance = 0; // of the group's cases, within the set's tolerance
    double tolerance = 0.25;
    int cases = 0;
    std::string gpu;      // the group's GPU; empty when the whole family is the group
    std::string software; // what the group's cases ran ("TensorRT-LLM 1.0", "Megatron-LM ...")
    bool gpuMeasured = false; // false: a GPU no published case of this family ran on
    bool moe = false;         // a mixture-of-experts model: no published case of this family is one
};

inline constexpr int kMinimumGroupCases = 5;

AccuracyBand accuracyBand(CalibrationFamily family, const std::string& gpuId, const ModelSpec& model);

} // namespace gpuadvisor
