#pragma once

#include "core/catalog/memory_catalog.h"

#include <optional>
#include <string>

namespace gpuadvisor::db {

// The catalog a command works with: the built-in data, with the entries of an optional catalog JSON file
// (same format as resources/catalog/*.json) added or replacing built-in ones by id.
Result<MemoryCatalog> openCatalog(const std::optional<std::string>& path);

} // namespace gpuadvisor::db
