#pragma once

#include "core/common/result.h"

#include <QSqlError>
#include <QString>

namespace gpuadvisor::db {

// Where a team catalog lives on a PostgreSQL server, read from
// postgresql://user@host:port/dbname?sslmode=require (libpq's URI form, "Connection URIs" in the PostgreSQL
// manual §34.1.1). The password is never part of it: libpq reads PGPASSWORD, ~/.pgpass or the service file.
struct PostgresTarget {
    QString host; // empty: libpq's default Unix socket; a path starting with '/' is a socket folder
    int port = 5432;
    QString user; // empty: libpq's default (PGUSER, else the login name)
    QString database;
    QString connectOptions; // "key=value;…" for Qt's QPSQL driver (sslmode, connect_timeout, …)
    QString display;        // the URL as the user may see it: postgresql://user@host:port/dbname
};

bool isPostgresUrl(const QString& text);

// Refuses, naming the part and what is allowed: another scheme, a password in the URL, a missing database
// name, a port outside 1–65535, a parameter libpq would take from the command line in clear or that the
// advisor does not pass on.
Result<PostgresTarget> parsePostgresUrl(const QString& url);

// One line for a connection that failed: unreachable, refused login, missing database, TLS required.
Error postgresOpenFailure(const PostgresTarget& target, const QSqlError& error);

} // namespace gpuadvisor::db
