#pragma once

#include "db/catalog_database.h"

#include <QCommandLineParser>

#include <memory>

namespace gpuadvisor::cli {

// The option every command shares: --catalog PATH (default: the user's catalog, created on first use).
QCommandLineOption catalogOption();

// Opens the catalog named by --catalog or the default one; a file that cannot be opened is bad input.
std::unique_ptr<db::CatalogDatabase> openCatalogDatabase(const QCommandLineParser& parser);

} // namespace gpuadvisor::cli
