#pragma once

#include "db/catalog_tables.h"

#include <QCommandLineParser>
#include <QStringList>

namespace gpuadvisor::cli {

// The subcommands of `gpu-advisor-cli catalog`, each given the parsed options and the positional arguments
// (args[0] is the subcommand). catalog_command.cpp parses and dispatches.
int catalogList(const QCommandLineParser& parser, const QStringList& args);
int catalogShow(const QCommandLineParser& parser, const QStringList& args);
int catalogSet(const QCommandLineParser& parser, const QStringList& args);
int catalogImportSkyPilot(const QCommandLineParser& parser, const QStringList& args);
int catalogImportModel(const QCommandLineParser& parser, const QStringList& args);
int catalogExport(const QCommandLineParser& parser, const QStringList& args);
int catalogImport(const QCommandLineParser& parser, const QStringList& args);
int catalogReset(const QCommandLineParser& parser);
int catalogHistory(const QCommandLineParser& parser, const QStringList& args);
int catalogCheck(const QCommandLineParser& parser, const QStringList& args);
int catalogAccess(const QCommandLineParser& parser, const QStringList& args);
int catalogGrant(const QCommandLineParser& parser, const QStringList& args);

// The table a user named, or a usage error listing the tables.
const db::CatalogTable& tableArgument(const QString& name);

} // namespace gpuadvisor::cli
