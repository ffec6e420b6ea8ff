#pragma once

#include "core/common/result.h"

#include <QSqlDatabase>
#include <QString>

namespace gpuadvisor::db {

class CatalogDatabase; // db/catalog_database.h

// The raw connection of a catalog, for db's own files and db's tests only: every SQL statement lives in db/,
// so ui/ and app/ never include this header (tests/layering checks it).
QSqlDatabase sqlConnection(const CatalogDatabase& database);

// A team catalog on PostgreSQL (QPSQL) rather than a SQLite file: the few statements that differ ask this.
bool usesPostgres(const QSqlDatabase& database);

// Runs one statement; its error names the statement and the server's words.
Result<bool> execSql(const QSqlDatabase& database, const QString& sql);

// A migration statement, written for SQLite, as PostgreSQL takes it (REAL is DOUBLE PRECISION there).
QString postgresStatement(QString sql);

} // namespace gpuadvisor::db
