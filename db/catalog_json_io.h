#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>

namespace gpuadvisor::db {

// {"format": "gpu-advisor-catalog", "schema_version": N, "tables": {"gpus": [{...}, ...], ...}}
// Numbers stay numbers (doubles round-trip exactly), NULL is null.
Result<nlohmann::json> exportCatalogJson(const CatalogDatabase& database,
                                         const std::optional<QString>& table = std::nullopt);

// All or nothing: every row is upserted by primary key inside one transaction; the first bad row rolls
// everything back and is named (table, row number, key, and what is wrong).
Result<std::map<std::string, int>> importCatalogJson(const CatalogDatabase& database,
                                                     const nlohmann::json& document);

} // namespace gpuadvisor::db
