#include "core/scenario/scenario_cost_study.h"

namespace gpuadvisor {

CostStudy costStudyOf(const Scenario& scenario, const CostAssumptions& assumptions) {
    const Scenario::Constraints& c = scenario.constraints;
    CostStudy study;
    study.currency = c.currency;
    study.country = c.country;
    study.horizonMonths = c.horizonMonths;
    study.utilisation = c.utilisation;
    study.egressTbPerMonth = scenario.cost.egressTbPerMonth;
    study.storageTb = scenario.cost.storageTb;
    if (scenario.cost.financingAnnualRate) {
        study.financingAnnualRate = scenario.cost.financingAnnualRate;
        study.financingMonths = scenario.cost.financingMonths;
    }
    study.assumptions = assumptions;
    return study;
}

} // namespace gpuadvisor
