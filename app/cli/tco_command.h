#pragma once

#include <QStringList>

namespace gpuadvisor::cli {

// `gpu-advisor-cli tco`: cash flows, break-even and legal findings of rent-by-the-hour, rent-by-the-month and
// buy options for one workload.
int runTco(const QStringList& arguments);

} // namespace gpuadvisor::cli
