#include "ui/runner/catalog_snapshot.h"

#include "db/cost_catalog_source.h"

namespace gpuadvisor::ui {

Result<SnapshotPtr> loadSnapshot(const db::CatalogDatabase& database) {
    auto catalog = db::SqlCatalog::load(database);
    if (!catalog)
        return catalog.error();
    auto costs = db::loadCostCatalog(database);
    if (!costs)
        return costs.error();
    auto rules = db::loadComplianceRules(database);
    if (!rules)
        return rules.error();
    return SnapshotPtr(std::make_shared<const CatalogSnapshot>(CatalogSnapshot{std::move(*catalog), std::move(*costs), std::move(*rules)}));
}

} // namespace gpuadvisor::ui
