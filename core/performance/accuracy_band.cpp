#include "core/performance/accuracy_band.h"

#include "core/catalog/memory_catalog.h"
#include "core/performance/calibration.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gpuadvisor {

namespace {

// The held-out results at the fitted defaults, computed once per process: the band describes the model as
// shipped, not a user's edited efficiencies.
const std::vector<CalibrationResult>& heldOutResults() {
    static const std::vector<CalibrationResult> results = evaluateCalibration(
        builtinCalibrationSet(), builtinCatalog(), PerfAssumptions{}, CalibrationSplit::HeldOut);
    return results;
}

std::string softwareOf(const CalibrationCase& c) {
    const std::string& software = builtinCalibrationSet().sources.at(c.source).software;
    return software.substr(0, software.find(','));
}

} // namespace

AccuracyBand accuracyBand(CalibrationFamily family, const std::string& gpuId, const ModelSpec& model) {
    AccuracyBand band;
    band.family = family;
    band.tolerance = builtinCalibrationSet().tolerance;
    band.moe = model.moe.enabled();
    std::vector<const CalibrationResult*> family_, gpu;
    for (const CalibrationResult& r : heldOutResults()) {
        if (r.measured->family != family)
            continue;
        family_.push_back(&r);
        if (r.measured->gpu == gpuId)
            gpu.push_back(&r);
    }
    band.gpuMeasured = int(gpu.size()) >= kMinimumGroupCases;
    const auto& group = band.gpuMeasured ? gpu : family_;
    if (band.gpuMeasured)
        band.gpu = gpuId;
    std::vector<double> errors;
    std::set<std::string> software;
    int within = 0;
    for (const CalibrationResult* r : group) {
        const double error = r->failure ? 1.0 : std::abs(r->error);
        errors.push_back(error);
        within += error <= band.tolerance;
        software.insert(softwareOf(*r->measured));
    }
    band.cases = int(errors.size());
    if (errors.empty())
        return band;
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    band.medianAbsoluteError = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    band.shareWithinTolerance = double(within) / double(n);
    for (const std::string& s : software)
        band.software += (band.software.empty() ? "" : "; ") + s;
    return band;
}

} // namespace gpuadvisor
