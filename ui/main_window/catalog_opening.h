#pragma once

#include "db/catalog_database.h"

#include <QString>

#include <functional>
#include <memory>

namespace gpuadvisor::ui {

enum class DamagedCatalogChoice { RestoreFactory, OpenAnother, Quit };

struct CatalogOpening {
    std::unique_ptr<db::CatalogDatabase> database; // null: the user quit, or the catalog cannot be opened
    QString message; // what happened, for the user ("kept as …", or why it failed)
};

// Opens the catalog at `path`. When the file is damaged, `choose` decides: restore the factory catalog (the
// damaged file is moved aside, never deleted), open another file (`pickFile` names it; empty = ask again),
// or quit. Nothing the user had is changed unless they choose to restore.
CatalogOpening
openCatalogWithRecovery(const QString& path,
                        const std::function<DamagedCatalogChoice(const QString& problem)>& choose,
                        const std::function<QString()>& pickFile);

// Opens the team catalog at `url` and refreshes the offline copy from it; when the server cannot be reached,
// opens that copy read-only (its read-only reason is the window's banner: offline, of what, as of when).
CatalogOpening openTeamCatalog(const QString& url);

// The application's dialogs for the two questions.
DamagedCatalogChoice askAboutDamagedCatalog(const QString& problem);
QString pickCatalogFile();

} // namespace gpuadvisor::ui
