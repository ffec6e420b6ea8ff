// libFuzzer target: a SkyPilot price list (CSV) imported into a catalog: rows are imported, skipped with a
// reason, or the whole file is refused; never a crash, never a half-written catalog.
#include "db/catalog_database.h"
#include "db/importers/skypilot_csv.h"

#include <QTemporaryDir>

#include <cstdint>
#include <memory>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static QTemporaryDir dir;
    static const std::unique_ptr<gpuadvisor::db::CatalogDatabase> catalog =
        std::move(gpuadvisor::db::CatalogDatabase::open(dir.filePath(QStringLiteral("fuzz.sqlite")))).value();
    (void)gpuadvisor::db::importSkyPilotCsv(
        *catalog, std::string_view(reinterpret_cast<const char*>(data), size),
        {QStringLiteral("fuzz"), QStringLiteral("fuzz"), QStringLiteral("2026-12-02")});
    return 0;
}
