#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <QString>

#include <string>
#include <vector>

namespace gpuadvisor::db {

// Studies saved to the catalog (schema 10, issue 20): in a team catalog, the team's quotes, each with the
// catalog revision its figures came from. Any member saves one (a reader too: the server grants it); a saved
// study is never changed in place, a new version is saved beside it.
struct SharedStudy {
    long long id = 0;
    QString title, customer, author;
    QString savedBy; // the server's login; empty in a file catalog
    QString savedAt; // UTC, ISO 8601
    long long catalogRevision = 0;
    std::string scenario; // the study file's JSON (core/scenario: scenarioToJson)
};

// Saves `study` (id, savedBy and savedAt are filled in here) and returns its id. Refused on a catalog file
// that is read-only (an offline copy, a catalog rebuilt as of a revision): the study would go nowhere shared.
Result<long long> saveSharedStudy(const CatalogDatabase& database, const SharedStudy& study);

// Newest first, without the scenario text.
Result<std::vector<SharedStudy>> listSharedStudies(const CatalogDatabase& database);

// One study with its scenario; NotFound (field "id") names the ids there are.
Result<SharedStudy> loadSharedStudy(const CatalogDatabase& database, long long id);

} // namespace gpuadvisor::db
