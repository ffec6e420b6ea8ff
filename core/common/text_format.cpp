#include "core/common/text_format.h"

#include "core/common/units.h"

#include <cmath>
#include <cstdio>

namespace gpuadvisor {

std::string formatFixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string formatGB(double bytes) {
    return formatFixed(units::toGB(bytes), 2) + " GB";
}

std::string formatGiB(double bytes) {
    return formatFixed(units::toGiB(bytes), 2) + " GiB";
}

std::string formatCount(double value) {
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e12)
        return formatFixed(value / 1e12, 2) + " T";
    if (magnitude >= 1e9)
        return formatFixed(value / 1e9, 2) + " B";
    if (magnitude >= 1e6)
        return formatFixed(value / 1e6, 2) + " M";
    if (magnitude >= 1e3)
        return formatFixed(value / 1e3, 2) + " k";
    return formatFixed(value, 0);
}

std::string formatPercent(double fraction) {
    return formatFixed(fraction * 100.0, 1) + " %";
}

std::string formatDuration(double seconds) {
    if (seconds < 1e-3)
        return formatFixed(seconds * 1e6, 0) + " µs";
    if (seconds < 1)
        return formatFixed(seconds * 1e3, 2) + " ms";
    if (seconds < 120)
        return formatFixed(seconds, 2) + " s";
    if (seconds < 7200)
        return formatFixed(seconds / 60, 1) + " min";
    if (seconds < 3 * 86400)
        return formatFixed(seconds / 3600, 1) + " h";
    return formatFixed(seconds / 86400, 1) + " days";
}

} // namespace gpuadvisor
