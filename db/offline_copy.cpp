#include "db/offline_copy.h"

#include "db/catalog_json_io.h"
#include "db/change_log.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

namespace gpuadvisor::db {

QString offlineCopyPath() {
    return QFileInfo(CatalogDatabase::defaultPath()).absolutePath() +
           QStringLiteral("/team-catalog-copy.sqlite");
}

namespace {

void removeCatalogFile(const QString& path) {
    for (const char* suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
}

} // namespace

Result<bool> writeOfflineCopy(const CatalogDatabase& team, const QString& path) {
    const auto document = exportCatalogJson(team);
    if (!document)
        return document.error();
    const QString aside = path + QStringLiteral(".new");
    removeCatalogFile(aside);
    {
        auto copy = openCatalogCopy(aside, *document, QStringLiteral("an offline copy"));
        if (!copy) {
            removeCatalogFile(aside);
            return copy.error();
        }
    } // closed: its journal folded into the file
    removeCatalogFile(path);
    if (!QFile::rename(aside, path))
        return Error{ErrorCode::InvalidInput, "catalog",
                     "cannot keep the offline copy of the team catalog at " + path.toStdString()};
    return true;
}

Result<std::unique_ptr<CatalogDatabase>> openOfflineCopy(const QString& path, const QString& teamUrl,
                                                         const QString& whyOffline) {
    const QFileInfo file(path);
    if (!file.exists())
        return Error{ErrorCode::NotFound, "catalog",
                     whyOffline.toStdString() + "; and there is no offline copy yet (one is kept after the "
                                                "first connection)"};
    auto copy = CatalogDatabase::open(path, CatalogDatabase::Options{.readOnly = true});
    if (!copy)
        return copy.error();
    (*copy)->refuseWritesFromNowOn(
        QStringLiteral("offline: the copy of %1 synced %2 (%3)")
            .arg(teamUrl, file.lastModified().toString(QStringLiteral("yyyy-MM-dd HH:mm")), whyOffline));
    return copy;
}

} // namespace gpuadvisor::db
