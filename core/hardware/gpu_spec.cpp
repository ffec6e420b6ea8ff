#include "core/hardware/gpu_spec.h"

namespace gpuadvisor {

std::optional<double> GpuSpec::peakFlops(Precision precision) const {
    double value = 0;
    switch (precision) {
    case Precision::Fp8:
        value = fp8Flops;
        break;
    case Precision::Int8:
        value = int8Ops;
        break;
    case Precision::Fp16:
        value = fp16Flops;
        break;
    case Precision::Mxfp4:
    case Precision::Nvfp4:
        value = fp4Flops; // native on Blackwell; elsewhere computePeak falls back to the 16-bit rate
        break;
    default:
        // Weight-only 4-bit formats dequantise to 16 bit before the matrix multiply.
        value = bf16Flops;
        break;
    }
    if (value <= 0)
        return std::nullopt;
    return value;
}

} // namespace gpuadvisor
