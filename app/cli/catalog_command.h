#pragma once

#include <QStringList>

namespace gpuadvisor::cli {

// `gpu-advisor-cli catalog`: list, show, set, import and export the catalog; reset it to the factory seed.
int runCatalog(const QStringList& arguments);

} // namespace gpuadvisor::cli
