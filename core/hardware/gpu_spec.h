#pragma once

#include "core/workload/precision.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpuadvisor {

// Who the card is built for: data-centre parts carry ECC, passive server cooling and a 24/7 warranty;
// workstation and consumer cards do not all do so (unknown: the catalog does not say).
enum class GpuClass { Unknown, Datacenter, Workstation, Consumer };

std::string_view gpuClassName(GpuClass gpuClass); // "datacenter", "workstation", "consumer", ""
std::optional<GpuClass> parseGpuClass(std::string_view text);

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
    GpuClass gpuClass = GpuClass::Unknown;
    // Precisions the hardware has no tensor-core path for (the A100 has no FP8): a 0 figure there is a
    // fact, and weights in that format are dequantised to 16 bit; a 0 figure elsewhere is a catalog gap.
    bool noFp8 = false, noInt8 = false, noFp4 = false;

    // Dense peak for the math precision; fp32 and 4-bit weight formats compute at 16 bit here.
    std::optional<double> peakFlops(Precision precision) const;
    // True when the catalog states the card has no tensor cores for this math precision.
    bool lacksTensorCores(Precision precision) const;
    std::string noTensorCoresList() const; // "fp8;fp4", the catalog's text form
    // Reads "fp8;int8;fp4" (any order, ';' or ',' separated); returns the first unknown entry, if any.
    std::optional<std::string> setNoTensorCores(std::string_view list);
};

} // namespace gpuadvisor
