#pragma once

#include "db/catalog_database.h"

#include <QCommandLineParser>

#include <memory>

namespace gpuadvisor::cli {

// The options every command shares: --catalog PATH|URL (default: the user's catalog, created on first use)
// and --catalog-revision N (the catalog as it was at revision N, read-only).
QList<QCommandLineOption> catalogOptions();

// Opens the catalog named by --catalog or the default one; a file that cannot be opened is bad input. With
// --catalog-revision, a private read-only copy rebuilt as of that revision.
std::unique_ptr<db::CatalogDatabase> openCatalogDatabase(const QCommandLineParser& parser);

// The revision the estimate reads: --catalog-revision's, or the catalog's newest.
long long catalogRevisionUsed(const QCommandLineParser& parser, const db::CatalogDatabase& database);
// A team catalog's URL (no password) for reports to name; empty for a file, whose path is the user's own.
std::string teamCatalogLocation(const QCommandLineParser& parser);

} // namespace gpuadvisor::cli
