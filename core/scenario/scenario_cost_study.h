#pragma once

#include "core/cost/cost_study.h"
#include "core/scenario/scenario.h"

namespace gpuadvisor {

// The cost study a scenario asks for, before its options: currency, buyer's country, horizon, utilisation,
// egress, storage, financing and the catalog's cost assumptions. The one mapping from a scenario to a cost
// study: the search prices every layout with it, the study compares the ranked options with it and `tco
// --scenario` costs the named ones with it, so the headline, the options table, the cash-flow CSV and `tco`
// agree to the cent (issue 37: the search's own copy dropped financing).
CostStudy costStudyOf(const Scenario& scenario, const CostAssumptions& assumptions);

} // namespace gpuadvisor
