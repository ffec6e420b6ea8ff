#pragma once

#include <QStringList>

namespace gpuadvisor::cli {

// `gpu-advisor-cli fit`: per-GPU memory of one configuration. Returns the exit status.
int runFit(const QStringList& arguments);

} // namespace gpuadvisor::cli
