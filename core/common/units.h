#pragma once

#include <cstdint>

namespace gpuadvisor::units {

// Bytes are counted as plain numbers everywhere; GB and GiB appear only at the edges, labelled.
inline constexpr double kGB = 1e9;
inline constexpr double kGiB = 1073741824.0;
inline constexpr double kMiB = 1048576.0;

inline constexpr double toGB(double bytes) {
    return bytes / kGB;
}
inline constexpr double toGiB(double bytes) {
    return bytes / kGiB;
}

} // namespace gpuadvisor::units
