#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <QString>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor::db {

struct ImportSkip {
    std::size_t line = 0;
    std::string reason;
};

struct SkyPilotImportReport {
    int imported = 0; // offers written (new or updated)
    std::vector<ImportSkip> skipped;
    std::map<std::string, int> skippedByReason; // reason without the row's specifics -> count
};

struct SkyPilotImportOptions {
    QString providerId;  // catalog provider; created (kind "user") when missing
    QString sourceLabel; // e.g. "SkyPilot catalogue azure/vms.csv"
    QString asOf;        // date of the price list
};

// Imports a SkyPilot catalogue `vms.csv` (columns mapped by header name). Rows without a GPU, with an
// accelerator the alias table does not know, or without an on-demand price are skipped with their line
// and reason. A malformed file (missing column, wrong field count, a number that does not parse) changes
// nothing and names the line. GCP's accelerator-only rows are added to their host VM, as SkyPilot does.
Result<SkyPilotImportReport> importSkyPilotCsv(const CatalogDatabase& database, std::string_view csvText,
                                               const SkyPilotImportOptions& options);

} // namespace gpuadvisor::db
