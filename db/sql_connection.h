#pragma once

#include "db/catalog_database.h"

#include <QSqlDatabase>

namespace gpuadvisor::db {

// The raw connection of a catalog, for db's own files and db's tests only: every SQL statement lives in db/,
// so ui/ and app/ never include this header (tests/layering checks it).
QSqlDatabase sqlConnection(const CatalogDatabase& database);

} // namespace gpuadvisor::db
