#pragma once

#include "core/common/result.h"

#include <string>
#include <string_view>

namespace gpuadvisor {

enum class Precision { Fp32, Bf16, Fp16, Fp8, Int8, Int4, Nf4 };

// Bytes per stored element, including the per-group scale overhead of block-quantised formats:
//  - int4: GPTQ/AWQ-style groups of 128 weights sharing an fp16 scale and a 4-bit zero point:
//          (4 + (16 + 4)/128) bits = 4.15625 bits = 0.51953125 B (Lin et al. 2023, AWQ §4 "group size 128";
//          Frantar et al. 2022, GPTQ §5).
//  - nf4:  QLoRA NormalFloat4 with double quantisation: 4 + 8/64 + 32/(64*256) bits = 4.127 bits
//          (Dettmers et al. 2023, QLoRA §3 "Double Quantization": 0.127 bits per parameter).
//  - int8 / fp8: per-channel or per-tensor scales, negligible per element.
double bytesPerElement(Precision precision);

std::string_view precisionName(Precision precision); // "fp8"
Result<Precision> parsePrecision(std::string_view text, std::string_view field);

bool isSixteenBitOrWider(Precision precision);
bool isFourBit(Precision precision);

} // namespace gpuadvisor
