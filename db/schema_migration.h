#pragma once

#include "core/common/result.h"

#include <QSqlDatabase>

namespace gpuadvisor::db {

// The catalog's schema, one numbered SQL script per version (db/migrations/, compiled in): the version a
// connection holds and the step up to a newer one. Kept apart from the connection class (CatalogDatabase
// opens, checks and backs up the file; this file knows the scripts, the seed and the triggers they need).

// SQLite keeps the version in the file header; a team catalog in a one-row table (none yet: 0). -1:
// unreadable.
int schemaVersionOf(const QSqlDatabase& connection);

// Runs every script above the connection's version up to `targetVersion`, the factory seed each needs, and
// (from version 9) the change-log triggers and, on PostgreSQL, the team roles, in one transaction. The
// version that counts is the one read under the write lock: a second process may have migrated first.
Result<bool> migrateSchema(const QSqlDatabase& connection, int targetVersion);

} // namespace gpuadvisor::db
