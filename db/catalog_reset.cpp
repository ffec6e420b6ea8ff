#include "db/catalog_reset.h"
#include "db/sql_connection.h"

#include "db/catalog_database.h"
#include "db/postgres_target.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>

namespace gpuadvisor::db {

Result<QString> resetCatalogFile(const QString& path) {
    if (isPostgresUrl(path)) // shared by a team: its administrator restores it from the server's backups
        return Error{ErrorCode::Unsupported, "catalog",
                     "a team catalog on a server is not reset from here; its administrator restores it from "
                     "the server's backups (README, \"Team catalog\")"};
    QString backup;
    if (QFileInfo::exists(path)) {
        backup = path + QStringLiteral(".reset-%1.bak")
                            .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmss")));
        {
            auto database = CatalogDatabase::open(path); // checkpoints the WAL into the main file on close
            if (database)
                QSqlQuery(sqlConnection(*database.value()))
                    .exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        }
        if (!QFile::rename(path, backup))
            return Error{ErrorCode::InvalidInput, "catalog",
                         "cannot move '" + path.toStdString() + "' aside; the catalog was not reset"};
        for (const char* suffix : {"-wal", "-shm"})
            QFile::remove(path + QLatin1String(suffix));
    }
    auto database = CatalogDatabase::open(path);
    if (!database)
        return database.error();
    return backup;
}

} // namespace gpuadvisor::db
