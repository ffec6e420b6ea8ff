#pragma once

#include "core/common/result.h"

#include <string>
#include <string_view>

namespace gpuadvisor {

enum class Precision { Fp32, Bf16, Fp16, Fp8, Int8, Int4, Nf4, Mxfp4, Nvfp4 };

// Bytes per stored element, including the per-group scale overhead of block-quantised formats:
//  - int4: GPTQ/AWQ-style groups of 128 weights sharing an fp16 scale and a 4-bit zero point:
//          (4 + (16 + 4)/128) bits = 4.15625 bits = 0.51953125 B (Lin et al. 2023, AWQ §4 "group size 128";
//          Frantar et al. 2022, GPTQ §5).
//  - nf4:  QLoRA NormalFloat4 with double quantisation: 4 + 8/64 + 32/(64*256) bits = 4.127 bits
//          (Dettmers et al. 2023, QLoRA §3 "Double Quantization": 0.127 bits per parameter).
//  - mxfp4: OCP Microscaling FP4 (E2M1) in blocks of 32 sharing an 8-bit E8M0 scale: 4 + 8/32 = 4.25 bits
//          = 0.53125 B (OCP MX Formats Specification v1.0, §5.3 Table 1: MXFP4 k = 32, scale E8M0).
//  - nvfp4: NVIDIA NVFP4, E2M1 in blocks of 16 sharing an FP8 (E4M3) scale: 4 + 8/16 = 4.5 bits = 0.5625 B
//          (NVIDIA technical blog "Introducing NVFP4", 2025; the per-tensor FP32 scale is negligible).
//  - int8 / fp8: per-channel or per-tensor scales, negligible per element.
double bytesPerElement(Precision precision);

std::string_view precisionName(Precision precision); // "fp8"
Result<Precision> parsePrecision(std::string_view text, std::string_view field);

bool isSixteenBitOrWider(Precision precision);
bool isFourBit(Precision precision);
// The 4-bit floating-point formats Blackwell tensor cores run natively (elsewhere they are dequantised).
bool isFp4(Precision precision);

} // namespace gpuadvisor
