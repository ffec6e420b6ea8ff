#include "db/catalog_source.h"

#include "db/text_file.h"

namespace gpuadvisor::db {

Result<MemoryCatalog> openCatalog(const std::optional<std::string>& path) {
    if (!path)
        return builtinCatalog();
    auto text = readTextFile(*path, "catalog");
    if (!text)
        return text.error();
    auto overrides = catalogFromJson(*text);
    if (!overrides) {
        Error error = overrides.error();
        error.field = "catalog";
        error.message = *path + ": " + error.message;
        return error;
    }
    return mergedCatalog(builtinCatalog(), *overrides);
}

} // namespace gpuadvisor::db
