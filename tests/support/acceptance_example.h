#pragma once

// The acceptance configuration for `fit`, built once for every suite that checks it (engine,
// CLI, GUI, benchmark): Llama 3.1 70B, FP8, 2×H100 SXM with tp 2, 32 sequences of 8,192 tokens.
#include "core/catalog/memory_catalog.h"
#include "core/memory/fit_request.h"

inline gpuadvisor::FitRequest llama70bFp8OnTwoH100s() {
    gpuadvisor::FitRequest r;
    r.model = *gpuadvisor::builtinCatalog().findModel("llama-3.1-70b");
    r.gpu = *gpuadvisor::builtinCatalog().findGpu("h100-sxm");
    r.precision = gpuadvisor::Precision::Fp8;
    r.plan.tp = 2;
    r.context = 8192;
    r.concurrency = 32;
    return r;
}
