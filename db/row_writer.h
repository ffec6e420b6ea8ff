#pragma once

#include "core/common/result.h"
#include "db/column_info.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <map>
#include <utility>
#include <vector>

namespace gpuadvisor::db {

// Columns of a table as the migrations declare them (SQLite's PRAGMA table_info, PostgreSQL's pg_attribute).
std::vector<ColumnInfo> tableColumns(const QSqlDatabase& database, const QString& table);
// The names and types of several tables' columns, in one round trip to a server; primaryKey is left false on
// PostgreSQL (its readers, CatalogDatabase::columns, need names and types only).
TableColumns tablesColumns(const QSqlDatabase& database, const QStringList& tables);

using Row = std::vector<std::pair<QString, QVariant>>;

// Whether `table` has a row whose `keyColumn` is `key`.
Result<bool> rowExists(const QSqlDatabase& database, const QString& table, const QString& keyColumn,
                       const QString& key);

// Checks a value that has rules beyond its column type (a compliance rule's condition must parse).
Result<bool> validateCell(const QString& table, const QString& column, const QVariant& value);

// Inserts a row, or updates the row with the same primary key (UPSERT: children are kept, unlike REPLACE).
// Text read from files is converted by the column's declared type: "" becomes NULL in numeric columns,
// and a number that does not parse is an error naming the column and value.
Result<bool> upsertRow(const QSqlDatabase& database, const QString& table, const Row& row, bool fromText);

} // namespace gpuadvisor::db
