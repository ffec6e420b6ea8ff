#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <QSqlDatabase>
#include <QString>

#include <nlohmann/json.hpp>

#include <memory>
#include <vector>

namespace gpuadvisor::db {

// The catalog's history (schema 9, issue 20): triggers in the database write one catalog_changes row per
// inserted, updated or deleted catalog row, whoever writes it (this program, an import, psql or sqlite3), so
// no writer can forget to. The revision, a number that only grows, is the catalog's version.

// (Re)creates the triggers on every catalog table; run by the migration inside its transaction.
Result<bool> installChangeTriggers(const QSqlDatabase& connection);

struct CatalogChange {
    long long revision = 0;
    QString table, key;
    QString operation;     // insert, update, delete; replaced: a schema-7 entry whose new row was not kept
    nlohmann::json oldRow; // null for an insert
    nlohmann::json newRow; // null for a delete and a schema-7 entry
    QString changedBy;     // the PostgreSQL login; empty in a file catalog
    QString changedAt;     // UTC, ISO 8601
};

// The newest revision; 0 when nothing has changed since the catalog was created.
Result<long long> catalogRevision(const CatalogDatabase& database);

// Changes oldest first, narrowed to a table (SQL name) and a row key when those are not empty.
Result<std::vector<CatalogChange>> catalogChanges(const CatalogDatabase& database, const QString& table = {},
                                                  const QString& key = {}, long long afterRevision = 0);

// The columns whose value differs between a change's old and new row, in the new row's order.
std::vector<std::string> changedColumns(const CatalogChange& change);

// The catalog as an export document (db/catalog_json_io.h) as it was at `revision`: today's rows with every
// later change undone, read in one consistent snapshot. A revision that does not exist yet, or one before the
// replayable history starts, is refused naming the range that can be rebuilt.
Result<nlohmann::json> catalogJsonAsOf(const CatalogDatabase& database, long long revision);

// A private file catalog at `path` holding exactly `document`'s rows (no factory row it lacks), then
// refusing every write with `readOnlyReason`.
Result<std::unique_ptr<CatalogDatabase>> openCatalogCopy(const QString& path, const nlohmann::json& document,
                                                         const QString& readOnlyReason);

// The catalog as it was at `revision` (catalogJsonAsOf), as a private read-only file catalog in `folder`
// holding exactly those rows (no factory row they lack): what `--catalog-revision N` and the window's
// "figures from revision N" estimate with. The caller keeps `folder` while it reads the copy. Writes are
// refused with "rebuilt as of revision N of PATH".
Result<std::unique_ptr<CatalogDatabase>> openCatalogAsOf(const CatalogDatabase& database, long long revision,
                                                         const QString& folder);

} // namespace gpuadvisor::db
