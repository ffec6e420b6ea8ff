#pragma once

#include "core/common/error.h"
#include "db/column_info.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <string>

namespace gpuadvisor::db {

// The one check of a number bound for the catalog, shared by every writer (the editor, `catalog set`, the
// JSON, SkyPilot and config.json importers, the factory seed): it must be finite and within the column's
// plausible range, so that `inf`, `nan`, 1e308 or a GPU count of 1e18 never reach the engines. Returns the
// reason, naming the column, the value and the range, or nothing when the value is plausible.
std::optional<std::string> refuseCatalogNumber(const QString& table, const QString& column, double value,
                                               bool wholeNumber);

// An assumptions row must name a value an engine reads (core's EngineAssumptions::definitions) and hold a
// value in its range: a row nobody reads, or a value the engine would ignore, is an edit that changes
// nothing. Returns the reason, or nothing when the row is effective.
std::optional<std::string> refuseAssumption(const QString& key, std::optional<double> value);

// The first number in the catalog file that refuseCatalogNumber would refuse, or text in a number column:
// a file edited outside the program (the sqlite3 shell stores 1e999 as Inf) must not reach the engines,
// which would print infinite costs. Names the table, the row and the way to correct it. `columns`: the
// catalog's (CatalogDatabase::columns).
std::optional<Error> findImpossibleCatalogNumber(const QSqlDatabase& database, const TableColumns& columns);

} // namespace gpuadvisor::db
