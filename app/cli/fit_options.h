#pragma once

#include "core/catalog/catalog.h"
#include "core/memory/fit_request.h"

#include <QCommandLineParser>

namespace gpuadvisor::cli {

// The options `fit` and `perf` share: model, workload, precision, GPU, parallel plan, memory assumptions.
void addWorkloadOptions(QCommandLineParser& parser);

// Builds the request from those options and the catalog; bad input throws UsageError (exit status 2).
FitRequest buildFitRequest(const QCommandLineParser& parser, const Catalog& catalog);

// Whether the user chose the split of GPUs (any of --tp, --pp, --dp).
bool planGiven(const QCommandLineParser& parser);

} // namespace gpuadvisor::cli
