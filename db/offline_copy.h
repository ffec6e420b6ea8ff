#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <QString>

#include <memory>

namespace gpuadvisor::db {

// The last synced copy of a team catalog (issue 20), for working without the server: a catalog file with the
// team catalog's rows, replaced whole after each connection, opened read-only when the server cannot be
// reached. Read-only because an edit made offline would fork the team's price list.

// Where the window keeps it: beside the default catalog file.
QString offlineCopyPath();

// Replaces the copy at `path` with `team`'s rows now (written aside, then renamed over: never half a copy).
Result<bool> writeOfflineCopy(const CatalogDatabase& team, const QString& path);

// Opens the copy read-only; its reason names the team catalog, when the copy was synced and why the server
// was not used, and is what the window shows on its banner.
Result<std::unique_ptr<CatalogDatabase>> openOfflineCopy(const QString& path, const QString& teamUrl,
                                                         const QString& whyOffline);

} // namespace gpuadvisor::db
