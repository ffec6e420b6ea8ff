#pragma once

#include "core/workload/precision.h"

#include <optional>
#include <string>

namespace gpuadvisor {

// One accelerator model as the catalog describes it. Peak figures are dense (no sparsity).
struct GpuSpec {
    std::string id;     // "h100-sxm"
    std::string vendor; // "NVIDIA"
    std::string name;   // "H100 SXM5 80GB"
    std::string formFactor;
    double memoryBytes = 0;        // the catalog's marketed capacity read as decimal GB (1e9 B)
    double memoryBandwidthBps = 0; // HBM/GDDR bytes per second
    double bf16Flops = 0;          // dense FLOP/s; 0 when the catalog has no trustworthy figure
    double fp16Flops = 0;
    double fp8Flops = 0;
    double int8Ops = 0;
    double fp4Flops = 0;
    double tdpWatts = 0;
    std::string interconnect;            // "NVLink 4", "none"
    double interconnectBandwidthBps = 0; // bidirectional per GPU, as vendors quote it
    int pcieGeneration = 0;
    std::optional<double> priceUsd; // list or street price per GPU, when a source gives one
    std::string priceNote;
    std::string source;
    std::string asOf;
    std::string note;

    // Dense peak for the math precision; fp32 and 4-bit weight formats compute at 16 bit here.
    std::optional<double> peakFlops(Precision precision) const;
};

} // namespace gpuadvisor
