#pragma once

#include <QStringList>

namespace gpuadvisor::cli {

// gpu-advisor-cli report --scenario FILE [--pdf OUT.pdf] [--csv OUT.csv] [--lang en|pt-BR] …
// Runs the same study as the window and writes the business-case PDF and/or the CSV tables, with no display.
int runReport(const QStringList& arguments);

} // namespace gpuadvisor::cli
