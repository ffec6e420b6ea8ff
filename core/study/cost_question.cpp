#include "core/study/cost_question.h"

#include "core/cost/cost_engine.h"
#include "core/cost/option_compliance.h"
#include "core/cost/option_selector.h"
#include "core/scenario/scenario_cost_study.h"

namespace gpuadvisor {

Result<CostQuestion> costQuestion(const Scenario& scenario, const CostAssumptions& assumptions) {
    CostQuestion q;
    q.study = costStudyOf(scenario, assumptions);
    q.study.jobGpuHours = scenario.cost.jobGpuHours; // the size of a job the user prices by hand
    q.alwaysOn = scenario.workload.kind == WorkloadKind::Inference;
    for (const std::string& text : scenario.cost.options) {
        auto selection = parseOptionSelector(text);
        if (!selection)
            return Error{ErrorCode::InvalidInput, "cost.options",
                         "cost.options: " + selection.error().message};
        // Production serving keeps its instances running, as `recommend` prices it (issue 17: one default
        // for always-on work); utilisation then only says how busy they are.
        OptionSelection chosen = *selection;
        chosen.alwaysOn = chosen.alwaysOn || (q.alwaysOn && !chosen.payPerUse);
        q.study.options.push_back(chosen);
    }
    q.customer = scenario.customer;
    return q;
}

Result<CostAnswer> answerCostQuestion(const CostQuestion& question, const CostCatalog& catalog,
                                      const std::vector<ComplianceRule>& rules) {
    CostStudy study = question.study; // priced with its rules: the controls they require cost (issue 39)
    study.customer = &question.customer;
    study.rules = &rules;
    study.alwaysOnService = question.alwaysOn;
    auto comparison = compareCosts(study, catalog);
    if (!comparison)
        return comparison.error();
    CostAnswer answer{std::move(*comparison), {}};
    for (const OptionCost& o : answer.comparison.options)
        answer.findings.push_back(o.findings);
    return answer;
}

} // namespace gpuadvisor
