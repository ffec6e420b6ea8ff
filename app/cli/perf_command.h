#pragma once

#include <QStringList>

namespace gpuadvisor::cli {

// `gpu-advisor-cli perf`: training time and scaling, or serving latency and throughput, of one configuration.
int runPerf(const QStringList& arguments);

} // namespace gpuadvisor::cli
