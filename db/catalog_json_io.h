#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <QVariant>

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>

namespace gpuadvisor::db {

// {"format": "gpu-advisor-catalog", "schema_version": N, "tables": {"gpus": [{...}, ...], ...}}
// Numbers stay numbers (doubles round-trip exactly), NULL is null.
// One catalog cell as JSON: NULL, a whole number (SQLite's integers, PostgreSQL's bigint row ids), a number
// or text. Exports, `catalog show --json` and the row history write cells through this.
nlohmann::json cellJson(const QVariant& value);

Result<nlohmann::json> exportCatalogJson(const CatalogDatabase& database,
                                         const std::optional<QString>& table = std::nullopt);

// All or nothing: every row is upserted by primary key inside one transaction; the first bad row rolls
// everything back and is named (table, row number, key, and what is wrong).
Result<std::map<std::string, int>> importCatalogJson(const CatalogDatabase& database,
                                                     const nlohmann::json& document);

} // namespace gpuadvisor::db
