#include "core/performance/accuracy_band.h"

#include "core/performance/calibration.h"

#include <algorithm>
#include <cmath>

namespace gpuadvisor {

AccuracyBand accuracyBand(const Catalog& catalog, CalibrationFamily family, const std::string& gpuId,
                          const ModelSpec& model, const std::string& software) {
    AccuracyBand band;
    band.family = family;
    band.tolerance = builtinCalibrationSet().tolerance;
    band.moe = model.moe.enabled();
    std::vector<const CalibrationResult*> sameFamily, sameSoftware, sameGpu;
    // The shipped (fitted) constants, not a user's edits: the band describes the model as calibrated. About
    // 90 held-out cases, a millisecond: computed per answer, not cached.
    const std::vector<CalibrationResult> heldOut =
        evaluateCalibration(builtinCalibrationSet(), catalog, PerfAssumptions{}, CalibrationSplit::HeldOut);
    for (const CalibrationResult& r : heldOut) {
        if (r.measured->family != family)
            continue;
        sameFamily.push_back(&r);
        if (!software.empty() && caseSoftware(*r.measured) != software)
            continue;
        sameSoftware.push_back(&r);
        if (r.measured->gpu == gpuId)
            sameGpu.push_back(&r);
    }
    band.gpuMeasured = int(sameGpu.size()) >= kMinimumGroupCases;
    band.softwareMeasured = int(sameSoftware.size()) >= kMinimumGroupCases;
    const auto& group = band.gpuMeasured ? sameGpu : band.softwareMeasured ? sameSoftware : sameFamily;
    if (band.gpuMeasured)
        band.gpu = gpuId;
    std::vector<double> errors;
    std::vector<std::string> softwares;
    int within = 0;
    for (const CalibrationResult* r : group) {
        const double error = r->failure ? 1.0 : std::abs(r->error);
        errors.push_back(error);
        within += error <= band.tolerance;
        if (std::find(softwares.begin(), softwares.end(), caseSoftware(*r->measured)) == softwares.end())
            softwares.push_back(caseSoftware(*r->measured));
    }
    band.cases = int(errors.size());
    for (const std::string& s : softwares)
        band.software += (band.software.empty() ? "" : ", ") + s;
    if (errors.empty())
        return band;
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    band.medianAbsoluteError = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    band.shareWithinTolerance = double(within) / double(n);
    return band;
}

} // namespace gpuadvisor
