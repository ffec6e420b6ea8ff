#pragma once

#include <QStringList>

namespace gpuadvisor::cli {

// `gpu-advisor-cli study`: save a study to the (team) catalog, list the saved ones, print one back.
int runStudy(const QStringList& arguments);

} // namespace gpuadvisor::cli
