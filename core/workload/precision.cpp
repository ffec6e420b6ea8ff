#include "core/workload/precision.h"

#include "core/common/id_match.h"

#include <array>

namespace gpuadvisor {

double bytesPerElement(Precision precision) {
    switch (precision) {
    case Precision::Fp32:
        return 4.0;
    case Precision::Bf16:
    case Precision::Fp16:
        return 2.0;
    case Precision::Fp8:
    case Precision::Int8:
        return 1.0;
    case Precision::Int4:
        return (4.0 + (16.0 + 4.0) / 128.0) / 8.0;
    case Precision::Nf4:
        return (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
    case Precision::Mxfp4:
        return (4.0 + 8.0 / 32.0) / 8.0;
    case Precision::Nvfp4:
        return (4.0 + 8.0 / 16.0) / 8.0;
    }
    return 2.0;
}

std::string_view precisionName(Precision precision) {
    switch (precision) {
    case Precision::Fp32:
        return "fp32";
    case Precision::Bf16:
        return "bf16";
    case Precision::Fp16:
        return "fp16";
    case Precision::Fp8:
        return "fp8";
    case Precision::Int8:
        return "int8";
    case Precision::Int4:
        return "int4";
    case Precision::Nf4:
        return "nf4";
    case Precision::Mxfp4:
        return "mxfp4";
    case Precision::Nvfp4:
        return "nvfp4";
    }
    return "bf16";
}

Result<Precision> parsePrecision(std::string_view text, std::string_view field) {
    static constexpr std::array all{Precision::Fp32, Precision::Bf16,  Precision::Fp16,
                                    Precision::Fp8,  Precision::Int8,  Precision::Int4,
                                    Precision::Nf4,  Precision::Mxfp4, Precision::Nvfp4};
    const std::string wanted = normalizeId(text);
    for (const Precision p : all)
        if (wanted == precisionName(p))
            return p;
    return invalidInput(std::string(field),
                        "precision '" + std::string(text) +
                            "' is not known (allowed: fp32, bf16, fp16, fp8, int8, int4, nf4, mxfp4, nvfp4)");
}

bool isSixteenBitOrWider(Precision precision) {
    return precision == Precision::Fp32 || precision == Precision::Bf16 || precision == Precision::Fp16;
}

bool isFourBit(Precision precision) {
    return precision == Precision::Int4 || precision == Precision::Nf4 || isFp4(precision);
}

bool isFp4(Precision precision) {
    return precision == Precision::Mxfp4 || precision == Precision::Nvfp4;
}

} // namespace gpuadvisor
