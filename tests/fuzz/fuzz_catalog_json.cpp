// libFuzzer target: a catalog JSON file (another user's export) imported all-or-nothing into a catalog.
#include "db/catalog_database.h"
#include "db/catalog_json_io.h"

#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static QTemporaryDir dir;
    static const std::unique_ptr<gpuadvisor::db::CatalogDatabase> catalog =
        std::move(gpuadvisor::db::CatalogDatabase::open(dir.filePath(QStringLiteral("fuzz.sqlite")))).value();
    const auto document = nlohmann::json::parse(data, data + size, nullptr, /*allow_exceptions=*/false);
    if (!document.is_discarded())
        (void)gpuadvisor::db::importCatalogJson(*catalog, document);
    return 0;
}
