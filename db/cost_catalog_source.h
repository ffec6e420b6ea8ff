#pragma once

#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_catalog.h"
#include "db/catalog_database.h"

#include <vector>

namespace gpuadvisor::db {

// The priced tables (offers, node types, tariffs, egress, storage, colocation, FX, providers, GPUs) as
// core's plain CostCatalog.
Result<CostCatalog> loadCostCatalog(const CatalogDatabase& database);

// The compliance rules, law and company policy, in id order.
Result<std::vector<ComplianceRule>> loadComplianceRules(const CatalogDatabase& database);

} // namespace gpuadvisor::db
