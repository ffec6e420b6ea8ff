#pragma once

#include "core/common/result.h"
#include "core/model/model_spec.h"
#include "db/catalog_database.h"

#include <string_view>

namespace gpuadvisor::db {

// Adds (or replaces) a model row from a Hugging Face config.json. The id must be lowercase kebab-case.
Result<ModelSpec> importHfModel(const CatalogDatabase& database, std::string_view configText,
                                const QString& id, const QString& sourceLabel, const QString& asOf);

} // namespace gpuadvisor::db
