#pragma once

#include "core/advisor/recommender.h"
#include "core/cost/cost_assumptions.h"

namespace gpuadvisor {

// The hosted APIs of the catalog that serve the study's model, or a comparable one, priced for the first
// option's prompt and output tokens (serving: at the study's utilisation over the horizon; batch: the job or
// its runs), cheapest first, with the taxes of the invoice as rented GPUs have them (a Brazilian buyer of an
// API billed abroad pays the service-import taxes: serviceImportTaxRate). Empty for training, or when the
// option carries no token counts.
Result<std::vector<ApiAlternative>> apiAlternatives(const Scenario& scenario, const Recommendation& first,
                                                    const AdvisorCatalog& catalog,
                                                    const ProcurementPolicy& policy,
                                                    const CostAssumptions& assumptions);

} // namespace gpuadvisor
