#pragma once

#include "core/common/result.h"
#include "db/column_info.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <memory>
#include <optional>

namespace gpuadvisor::db {

// One open catalog file. Opening creates the file on first use, migrates older schemas (after copying
// the file aside as a backup) and seeds the tables each migration creates. Foreign keys on, WAL journal,
// a busy timeout so two processes can take turns.
//
// Faults never cost the user's data: a file that is not SQLite, is truncated or fails the integrity check is
// refused (ErrorCode::ParseError, field "catalog") and left untouched for the caller to set aside
// (setDamagedCatalogAside) or to replace by another file. A file the user may not write, or one written by a
// newer version, opens read-only and every write is refused with the reason.
class CatalogDatabase {
  public:
    static constexpr int kSchemaVersion = 13;

    struct Options {
        int targetVersion = kSchemaVersion; // tests open older schemas to exercise migrations
        bool readOnly = false;              // open for reading only, whatever the file allows
    };

    // `path` is a file, or a team catalog's postgresql://user@host:port/dbname URL (db/postgres_target.h).
    static Result<std::unique_ptr<CatalogDatabase>> open(const QString& path, Options options);
    static Result<std::unique_ptr<CatalogDatabase>> open(const QString& path) {
        return open(path, Options{});
    }

    // $XDG_DATA_HOME/gpu-advisor/catalog.sqlite (QStandardPaths::GenericDataLocation), shared by GUI and CLI.
    static QString defaultPath();

    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase&) = delete;
    CatalogDatabase& operator=(const CatalogDatabase&) = delete;

    QString path() const { return m_path; } // a team catalog's URL, without any password
    bool isTeamCatalog() const { return m_team; }
    int schemaVersion() const;
    QString lastBackupPath() const { return m_backupPath; } // set when opening migrated an older file

    bool isReadOnly() const { return !m_readOnlyReason.isEmpty(); }
    QString readOnlyReason() const { return m_readOnlyReason; } // "the file is read-only (permissions)", …
    // From now on every write is refused with `reason` (a catalog rebuilt as of a revision).
    void refuseWritesFromNowOn(const QString& reason) { m_readOnlyReason = reason; }
    // Every writer asks first: on a read-only catalog, an error naming the file, the action and the reason.
    std::optional<Error> refuseWrite(const QString& action) const;

    // The catalog tables' column names and types, read once per connection: a team catalog's server is a
    // round trip away, and the snapshot's readers and the number check need them for every table
    // (db/row_reader.h). Not their primary keys (db::tablesColumns).
    const TableColumns& columns() const;

  private:
    friend QSqlDatabase sqlConnection(const CatalogDatabase& database); // db/sql_connection.h
    QSqlDatabase connection() const;
    CatalogDatabase(QString path, QString connectionName);
    static Result<std::unique_ptr<CatalogDatabase>> openPostgres(const QString& url, Options options);
    Result<bool> finishOpening(Options options, bool fresh);
    Result<bool> migrate(int targetVersion, bool freshFile);

    QString m_path;
    QString m_connectionName;
    QString m_backupPath;
    QString m_readOnlyReason;
    bool m_team = false;                           // on a PostgreSQL server
    mutable std::optional<TableColumns> m_columns; // dropped when a migration changes the schema
};

// Moves a damaged catalog (and its -wal/-shm files) to PATH.damaged-YYYYMMDDHHMMSS, never deleting it, so
// that a fresh factory catalog can take its place. Returns where it went.
Result<QString> setDamagedCatalogAside(const QString& path);

Error sqlError(const QString& context, const QString& databaseText);

// A team catalog's server went away in the middle of a command (stopped, crashed, or the network dropped):
// the transaction died with the connection, and every later statement would fail too.
bool connectionLost(const QSqlDatabase& database);
// The error's field: lost before the commit (nothing was written, the message says so), or while committing
// (whether the change was written is unknown, so a caller must not add "nothing was written").
inline constexpr const char* kConnectionLost = "connection_lost";
inline constexpr const char* kCommitOutcomeUnknown = "commit_outcome_unknown";
Error lostConnection(const QSqlDatabase& database,
                     bool whileCommitting = false); // one line naming the server

// Starts a write transaction that takes the write lock at once (BEGIN IMMEDIATE): a second process waits for
// it (busy timeout) instead of failing with "database is locked" when both try to upgrade a read.
bool beginWrite(const QSqlDatabase& database);

// Runs `work` inside a write transaction: commits when it succeeds, rolls back and returns its error
// otherwise. A lost connection to a team catalog is said as such, whatever step met it: the server rolled
// back.
template <class Work> auto inTransaction(QSqlDatabase database, Work&& work) -> decltype(work()) {
    if (!beginWrite(database))
        return connectionLost(database)
                   ? lostConnection(database)
                   : sqlError(QStringLiteral(
                                  "cannot start a transaction (another program may be writing the catalog)"),
                              database.lastError().text());
    auto result = work();
    if (!result) {
        if (connectionLost(database))
            return lostConnection(database);
        database.rollback();
        return result;
    }
    if (!database.commit()) {
        if (connectionLost(database))
            return lostConnection(database, true);
        const QString text = database.lastError().text();
        database.rollback();
        return sqlError(QStringLiteral("cannot commit"), text);
    }
    return result;
}

} // namespace gpuadvisor::db
