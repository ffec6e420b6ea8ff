#pragma once

#include "core/common/result.h"
#include "core/model/model_spec.h"
#include "db/catalog_database.h"

#include <string_view>

namespace gpuadvisor::db {

// Adds a model row from a Hugging Face config.json. The id must be lowercase kebab-case. An id the catalog
// already has (a factory model, or one imported before) is refused unless `replace`; a replaced row is kept
// in row_history first.
Result<ModelSpec> importHfModel(const CatalogDatabase& database, std::string_view configText,
                                const QString& id, const QString& sourceLabel, const QString& asOf,
                                bool replace = false);

} // namespace gpuadvisor::db
