#pragma once

#include <string>

namespace gpuadvisor {

// One formatting of numbers for every front end, so the CLI and the GUI print the same figures.
std::string formatFixed(double value, int decimals);
std::string formatGB(double bytes);         // "36.42 GB"
std::string formatGiB(double bytes);        // "33.92 GiB"
std::string formatCount(double value);      // 70553706496 -> "70.55 B"
std::string formatPercent(double fraction); // 0.455 -> "45.5 %"
std::string
formatDuration(double seconds); // "850 µs", "12.40 ms", "61.8 s", "4.2 min", "3.1 h", "177.9 days"

} // namespace gpuadvisor
