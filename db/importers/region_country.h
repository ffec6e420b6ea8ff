#pragma once

#include <QString>

namespace gpuadvisor::db {

// ISO country of a cloud region as price lists name it ("brazilsouth", "southamerica-east1", "sa-east-1",
// Vast's "City, BR, SA"); empty when unknown. Residency rules need the country, not the region code.
QString countryOfRegion(const QString& region, const QString& zone);

} // namespace gpuadvisor::db
