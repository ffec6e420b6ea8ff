#pragma once

#include "core/common/result.h"
#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_catalog.h"
#include "core/cost/cost_study.h"
#include "core/scenario/scenario.h"

#include <vector>

namespace gpuadvisor {

// "What do these options cost, and may we use them?": the question `tco` asks, from flags or a scenario file.
struct CostQuestion {
    CostStudy study;
    CustomerProfile customer;
    bool alwaysOn = false; // the options serve production around the clock (a scenario's inference workload)
};

struct CostAnswer {
    CostComparison comparison;
    std::vector<std::vector<Finding>> findings; // per option, in comparison order, most severe first
};

// The cost question a scenario asks: its constraints, its cost part (options in the selector syntax of
// core/cost/option_selector) and its customer, priced with the catalog's cost assumptions. Errors name the
// scenario key.
Result<CostQuestion> costQuestion(const Scenario& scenario, const CostAssumptions& assumptions);

Result<CostAnswer> answerCostQuestion(const CostQuestion& question, const CostCatalog& catalog,
                                      const std::vector<ComplianceRule>& rules);

} // namespace gpuadvisor
