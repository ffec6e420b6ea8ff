#include "core/performance/calibration_fit.h"

#include "core/performance/calibration.h"

#include <cmath>

namespace gpuadvisor {

std::vector<FittedParameter> calibrationParameters(CalibrationFamily family) {
    if (family == CalibrationFamily::Serving)
        // ASSUMPTION: no decode step reads HBM faster than 90 % of its peak (a bound of the search, not a
        // fit).
        return {
            {"memory_bandwidth_efficiency", &PerfAssumptions::memoryBandwidthEfficiency, 0.3, 0.9},
            {"prefill_compute_efficiency", &PerfAssumptions::prefillComputeEfficiency, 0.1, 1.0},
            {"serving_layer_overhead_s", &PerfAssumptions::servingLayerOverheadSeconds, 0, 0.001},
            {"serving_stage_overhead_s", &PerfAssumptions::servingStageOverheadSeconds, 0, 0.05},
            {"vllm_memory_bandwidth_efficiency", &PerfAssumptions::vllmMemoryBandwidthEfficiency, 0.1, 0.9},
            {"vllm_prefill_compute_efficiency", &PerfAssumptions::vllmPrefillComputeEfficiency, 0.02, 1.0},
            {"vllm_decode_compute_efficiency", &PerfAssumptions::vllmDecodeComputeEfficiency, 0.02, 1.0},
            {"vllm_layer_overhead_s", &PerfAssumptions::vllmLayerOverheadSeconds, 0, 0.001}};
    return {{"training_compute_efficiency", &PerfAssumptions::trainingComputeEfficiency, 0.2, 1.0},
            {"gemm_half_width", &PerfAssumptions::gemmHalfWidth, 0, 4096},
            {"training_balance_scale", &PerfAssumptions::trainingBalanceScale, 10, 5000}};
}

double calibrationLoss(const CalibrationSet& set, const Catalog& catalog, const PerfAssumptions& perf,
                       CalibrationFamily family) {
    CalibrationSet half;
    half.tolerance = set.tolerance;
    for (const CalibrationCase& c : set.cases)
        if (c.family == family && c.split == CalibrationSplit::Fit)
            half.cases.push_back(c);
    double sum = 0;
    const auto results = evaluateCalibration(half, catalog, perf, CalibrationSplit::Fit);
    for (const CalibrationResult& r : results) {
        const double miss = r.failure ? 4 * std::log(2.0) : std::log(1 + r.error);
        sum += miss * miss;
    }
    return results.empty() ? 0 : sum / double(results.size());
}

namespace {

// Coordinate descent: a golden-section search along each parameter in turn, eight sweeps.
PerfAssumptions descend(const CalibrationSet& set, const Catalog& catalog, PerfAssumptions start,
                        CalibrationFamily family) {
    const double golden = (std::sqrt(5.0) - 1) / 2;
    PerfAssumptions best = start;
    for (int sweep = 0; sweep < 8; ++sweep) {
        for (const FittedParameter& p : calibrationParameters(family)) {
            const auto loss = [&](double value) {
                PerfAssumptions trial = best;
                trial.*p.field = value;
                return calibrationLoss(set, catalog, trial, family);
            };
            double a = p.low, b = p.high;
            double c = b - golden * (b - a), d = a + golden * (b - a);
            double fc = loss(c), fd = loss(d);
            for (int i = 0; i < 24; ++i) {
                if (fc < fd) {
                    b = d;
                    d = c;
                    fd = fc;
                    c = b - golden * (b - a);
                    fc = loss(c);
                } else {
                    a = c;
                    c = d;
                    fc = fd;
                    d = a + golden * (b - a);
                    fd = loss(d);
                }
            }
            const double candidate = (a + b) / 2;
            if (loss(candidate) < loss(best.*p.field))
                best.*p.field = candidate;
        }
    }
    return best;
}

} // namespace

// The loss has several local minima (the Megatron-LM and MPT rows trade the plateau efficiency against the
// width and balance terms), so the descent runs from the given start and from the middle of every range, and
// the lower loss wins: a refit from the defaults cannot then land on a worse minimum than the one shipped.
PerfAssumptions fitCalibration(const CalibrationSet& set, const Catalog& catalog, PerfAssumptions start,
                               CalibrationFamily family) {
    PerfAssumptions middle = start;
    for (const FittedParameter& p : calibrationParameters(family))
        middle.*p.field = (p.low + p.high) / 2;
    const PerfAssumptions fromStart = descend(set, catalog, start, family);
    const PerfAssumptions fromMiddle = descend(set, catalog, middle, family);
    return calibrationLoss(set, catalog, fromMiddle, family) <
                   calibrationLoss(set, catalog, fromStart, family)
               ? fromMiddle
               : fromStart;
}

} // namespace gpuadvisor
