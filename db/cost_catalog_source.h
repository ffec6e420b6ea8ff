#pragma once

#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_catalog.h"
#include "db/catalog_database.h"
#include "db/sql_catalog.h"

#include <vector>

namespace gpuadvisor::db {

// The priced tables (offers, node types, tariffs, egress, storage, colocation, FX, providers, GPUs) as
// core's plain CostCatalog. The GPUs come from `catalog` when the caller has loaded it already (a snapshot),
// so that its checks and reads run once.
Result<CostCatalog> loadCostCatalog(const CatalogDatabase& database);
Result<CostCatalog> loadCostCatalog(const CatalogDatabase& database, const SqlCatalog& catalog);

// The compliance rules, law and company policy, in id order.
Result<std::vector<ComplianceRule>> loadComplianceRules(const CatalogDatabase& database);

} // namespace gpuadvisor::db
