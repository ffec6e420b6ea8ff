#pragma once

#include "core/common/result.h"

#include <QString>

namespace gpuadvisor::db {

// Moves the catalog file at `path` aside (WAL checkpointed first, so the backup is complete) as
// `path.reset-YYYYMMDDhhmmss.bak` and creates a fresh factory catalog in its place. Returns the backup's path
// (empty when there was no file). No CatalogDatabase may be open on `path` while this runs.
Result<QString> resetCatalogFile(const QString& path);

} // namespace gpuadvisor::db
