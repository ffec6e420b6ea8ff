#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace gpuadvisor::db {

// Copies a row, whole and as JSON, into row_history before something replaces it (schema 7). Does nothing
// when no row has that key. Runs inside the caller's transaction.
Result<bool> keepRowBeforeReplacing(const QSqlDatabase& database, const QString& table,
                                    const QString& keyColumn, const QString& key, const QString& replacedBy);

// Whether `table` has a row whose `keyColumn` is `key`.
Result<bool> rowExists(const QSqlDatabase& database, const QString& table, const QString& keyColumn,
                       const QString& key);

struct ReplacedRow {
    QString table, key, oldRow, replacedAt, replacedBy;
};

// The rows kept, oldest first; `table` and `key` narrow the list when not empty.
Result<std::vector<ReplacedRow>> replacedRows(const CatalogDatabase& database, const QString& table = {},
                                              const QString& key = {});

} // namespace gpuadvisor::db
