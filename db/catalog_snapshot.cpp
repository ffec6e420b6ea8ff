#include "db/catalog_snapshot.h"

#include "db/cost_catalog_source.h"

namespace gpuadvisor::db {

Result<SnapshotPtr> loadSnapshot(const CatalogDatabase& database) {
    auto catalog = SqlCatalog::load(database);
    if (!catalog)
        return catalog.error();
    auto costs = loadCostCatalog(database, *catalog);
    if (!costs)
        return costs.error();
    auto rules = loadComplianceRules(database);
    if (!rules)
        return rules.error();
    return SnapshotPtr(std::make_shared<const CatalogSnapshot>(
        CatalogSnapshot{std::move(*catalog), std::move(*costs), std::move(*rules)}));
}

} // namespace gpuadvisor::db
