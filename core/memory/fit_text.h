#pragma once

#include "core/memory/fit_report.h"

#include <string>
#include <vector>

namespace gpuadvisor {

// One row of the per-GPU table, shared by the CLI's text output and the GUI's table.
struct BreakdownRow {
    std::string label;
    double bytes = 0;
};
std::vector<BreakdownRow> breakdownRows(const MemoryBreakdown& breakdown); // weights … total, capacity, free

// The readable report of `gpu-advisor-cli fit` (GB = 1e9 B and GiB = 2^30 B, both labelled).
std::string fitReportText(const FitReport& report);

} // namespace gpuadvisor
