#pragma once

#include "core/advisor/recommender.h"
#include "core/scenario/scenario.h"

#include <optional>

namespace gpuadvisor {

// Checks every word of a scenario that names something in the catalog: the currency, the buyer's country,
// the allowed data-centre countries, GPUs and providers, the data subjects' and the customer's
// jurisdictions. A word the catalog does not know would silently match nothing ("XBT" prices nothing,
// country "ZZ" leaves no option, an unknown subject drops legal findings); it is refused naming the key,
// the word and the words allowed.
std::optional<Error> refuseUnknownScenarioWords(const Scenario& scenario, const AdvisorCatalog& catalog);

} // namespace gpuadvisor
