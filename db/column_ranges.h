#pragma once

#include <QString>

#include <optional>
#include <string>

namespace gpuadvisor::db {

// The one check of a number bound for the catalog, shared by every writer (the editor, `catalog set`, the
// JSON, SkyPilot and config.json importers, the factory seed): it must be finite and within the column's
// plausible range, so that `inf`, `nan`, 1e308 or a GPU count of 1e18 never reach the engines. Returns the
// reason, naming the column, the value and the range, or nothing when the value is plausible.
std::optional<std::string> refuseCatalogNumber(const QString& table, const QString& column, double value,
                                               bool wholeNumber);

} // namespace gpuadvisor::db
