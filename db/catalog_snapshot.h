#pragma once

#include "core/advisor/recommender.h"
#include "db/catalog_database.h"
#include "db/sql_catalog.h"

#include <memory>

namespace gpuadvisor::db {

// An immutable copy of everything the engines read from the catalog, so a worker thread can use it while
// the user edits the database; a new snapshot is taken after each committed edit.
struct CatalogSnapshot {
    SqlCatalog catalog;
    CostCatalog costs;
    std::vector<ComplianceRule> rules;
    AdvisorCatalog advisor() const { return {catalog, costs, rules}; }
};

using SnapshotPtr = std::shared_ptr<const CatalogSnapshot>;

Result<SnapshotPtr> loadSnapshot(const CatalogDatabase& database);

} // namespace gpuadvisor::db
