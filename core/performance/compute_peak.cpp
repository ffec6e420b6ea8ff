#include "core/performance/compute_peak.h"

#include "core/common/number_format.h"

namespace gpuadvisor {

std::optional<double> computePeak(const GpuSpec& gpu, Precision precision, std::vector<PerfFact>& notes) {
    if (auto direct = gpu.peakFlops(precision))
        return direct;
    if (isFp4(precision)) {
        // Without FP4 tensor cores the weights are dequantised and multiplied at 16 bit (W4A16 kernels).
        auto sixteenBit = computePeak(gpu, Precision::Bf16, notes);
        if (sixteenBit)
            notes.push_back({PerfFactCode::Fp4Dequantised,
                             {*sixteenBit},
                             {std::string(precisionName(precision)), gpu.id}});
        return sixteenBit;
    }
    const bool sixteen = precision == Precision::Bf16 || precision == Precision::Fp16;
    double derived = 0;
    std::string from;
    if (sixteen && gpu.fp8Flops > 0) {
        derived = gpu.fp8Flops / 2;
        from = "FP8";
    } else if (sixteen && gpu.fp4Flops > 0) {
        derived = gpu.fp4Flops / 4;
        from = "FP4";
    } else if ((precision == Precision::Fp8 || precision == Precision::Int8) && gpu.fp4Flops > 0) {
        derived = gpu.fp4Flops / 2;
        from = "FP4";
    }
    if (derived <= 0)
        return std::nullopt;
    notes.push_back(
        {PerfFactCode::PeakDerived, {derived}, {std::string(precisionName(precision)), gpu.id, from}});
    return derived;
}

} // namespace gpuadvisor
