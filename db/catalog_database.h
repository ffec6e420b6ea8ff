#pragma once

#include "core/common/result.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <memory>

namespace gpuadvisor::db {

// One open catalog file. Opening creates the file on first use, migrates older schemas (after copying
// the file aside as a backup) and seeds the tables each migration creates. Foreign keys on, WAL journal,
// a busy timeout so two processes can take turns.
class CatalogDatabase {
public:
    static constexpr int kSchemaVersion = 3;

    struct Options {
        int targetVersion = kSchemaVersion; // tests open older schemas to exercise migrations
    };

    static Result<std::unique_ptr<CatalogDatabase>> open(const QString& path, Options options);
    static Result<std::unique_ptr<CatalogDatabase>> open(const QString& path) { return open(path, Options{}); }

    // $XDG_DATA_HOME/gpu-advisor/catalog.sqlite (QStandardPaths::GenericDataLocation), shared by GUI and CLI.
    static QString defaultPath();

    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase&) = delete;
    CatalogDatabase& operator=(const CatalogDatabase&) = delete;

    QSqlDatabase connection() const;
    QString path() const { return m_path; }
    int schemaVersion() const;
    QString lastBackupPath() const { return m_backupPath; } // set when opening migrated an older file

private:
    CatalogDatabase(QString path, QString connectionName);
    Result<bool> migrate(int targetVersion, bool freshFile);

    QString m_path;
    QString m_connectionName;
    QString m_backupPath;
};

Error sqlError(const QString& context, const QString& databaseText);

// Runs `work` inside a transaction: commits when it succeeds, rolls back and returns its error otherwise.
template <class Work>
auto inTransaction(QSqlDatabase database, Work&& work) -> decltype(work()) {
    if (!database.transaction())
        return sqlError(QStringLiteral("cannot start a transaction"), database.lastError().text());
    auto result = work();
    if (!result) {
        database.rollback();
        return result;
    }
    if (!database.commit()) {
        const QString text = database.lastError().text();
        database.rollback();
        return sqlError(QStringLiteral("cannot commit"), text);
    }
    return result;
}

} // namespace gpuadvisor::db
