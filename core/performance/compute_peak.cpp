#include "core/performance/compute_peak.h"

#include "core/common/number_format.h"

namespace gpuadvisor {

std::optional<double> computePeak(const GpuSpec& gpu, Precision precision, std::vector<PerfFact>& notes) {
    const bool fp4 = isFp4(precision);
    // The catalog states the card has no tensor cores for the format (the A100 has no FP8), or an FP4 format
    // meets a card without an FP4 figure: the weights are dequantised and multiplied at 16 bit (W8A16 and
    // W4A16 kernels, e.g. vLLM's Marlin).
    if (gpu.lacksTensorCores(precision) || (fp4 && !gpu.peakFlops(precision))) {
        auto sixteenBit = computePeak(gpu, Precision::Bf16, notes);
        if (sixteenBit)
            notes.push_back({PerfFactCode::Dequantised16Bit,
                             {*sixteenBit},
                             {std::string(precisionName(precision)), gpu.id,
                              fp4                           ? "FP4"
                              : precision == Precision::Fp8 ? "FP8"
                                                            : "INT8"}});
        return sixteenBit;
    }
    if (auto direct = gpu.peakFlops(precision))
        return direct;
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
