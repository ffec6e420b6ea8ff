#include "core/hardware/gpu_spec.h"

#include <utility>

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

bool GpuSpec::lacksTensorCores(Precision precision) const {
    if (precision == Precision::Fp8)
        return noFp8;
    if (precision == Precision::Int8)
        return noInt8;
    return isFp4(precision) && noFp4;
}

std::string GpuSpec::noTensorCoresList() const {
    std::string out;
    for (const auto& [flag, precision] :
         {std::pair{noFp8, "fp8"}, std::pair{noInt8, "int8"}, std::pair{noFp4, "fp4"}})
        if (flag)
            out += (out.empty() ? "" : ";") + std::string(precision);
    return out;
}

std::optional<std::string> GpuSpec::setNoTensorCores(std::string_view list) {
    noFp8 = noInt8 = noFp4 = false;
    std::size_t start = 0;
    while (start <= list.size()) {
        std::size_t end = list.find_first_of(";,", start);
        if (end == std::string_view::npos)
            end = list.size();
        std::string_view item = list.substr(start, end - start);
        while (!item.empty() && item.front() == ' ')
            item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ')
            item.remove_suffix(1);
        if (item == "fp8")
            noFp8 = true;
        else if (item == "int8")
            noInt8 = true;
        else if (item == "fp4")
            noFp4 = true;
        else if (!item.empty())
            return std::string(item);
        start = end + 1;
    }
    return std::nullopt;
}

std::string_view gpuClassName(GpuClass gpuClass) {
    switch (gpuClass) {
    case GpuClass::Datacenter:
        return "datacenter";
    case GpuClass::Workstation:
        return "workstation";
    case GpuClass::Consumer:
        return "consumer";
    case GpuClass::Unknown:
        break;
    }
    return "";
}

std::optional<GpuClass> parseGpuClass(std::string_view text) {
    for (GpuClass c : {GpuClass::Unknown, GpuClass::Datacenter, GpuClass::Workstation, GpuClass::Consumer})
        if (gpuClassName(c) == text)
            return c;
    return std::nullopt;
}

} // namespace gpuadvisor
