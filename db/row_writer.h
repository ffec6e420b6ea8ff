#pragma once

#include "core/common/result.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <utility>
#include <vector>

namespace gpuadvisor::db {

struct ColumnInfo {
    QString name;
    QString type; // TEXT, REAL, INTEGER
    bool primaryKey = false;
};

// Columns of a table as SQLite declares them (PRAGMA table_info).
std::vector<ColumnInfo> tableColumns(QSqlDatabase database, const QString& table);

using Row = std::vector<std::pair<QString, QVariant>>;

// Inserts a row, or updates the row with the same primary key (UPSERT: children are kept, unlike REPLACE).
// Text read from files is converted by the column's declared type: "" becomes NULL in numeric columns,
// and a number that does not parse is an error naming the column and value.
Result<bool> upsertRow(QSqlDatabase database, const QString& table, const Row& row, bool fromText);

} // namespace gpuadvisor::db
