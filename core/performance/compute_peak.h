#pragma once

#include "core/performance/perf_fact.h"

#include "core/hardware/gpu_spec.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

// The dense peak for `precision`. When the catalog lacks it but has the next narrower format, it is derived
// by halving (NVIDIA tensor cores double the rate at each step FP16/BF16 → FP8 → FP4, e.g. H100 989 → 1979,
// B200 2250 → 4500 → 9000 in gpus.csv); the derivation is added to `notes`.
std::optional<double> computePeak(const GpuSpec& gpu, Precision precision, std::vector<PerfFact>& notes);

} // namespace gpuadvisor
