#include "ui/wizard/scenario_wizard.h"

#include "ui/wizard/constraints_page.h"
#include "ui/wizard/model_page.h"
#include "ui/wizard/precision_page.h"
#include "ui/wizard/review_page.h"
#include "ui/wizard/workload_page.h"

namespace gpuadvisor::ui {

ScenarioWizard::ScenarioWizard(db::SnapshotPtr snapshot, const Scenario& start, QWidget* parent)
    : QWizard(parent), m_start(start) {
    setWindowTitle(tr("New sizing study"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveHelpButton, false);
    m_workload = new WorkloadPage;
    m_model = new ModelPage(snapshot);
    m_precision = new PrecisionPage;
    m_constraints = new ConstraintsPage(snapshot);
    m_review = new ReviewPage;
    setPage(Workload, m_workload);
    setPage(Model, m_model);
    setPage(PrecisionStep, m_precision);
    setPage(Constraints, m_constraints);
    setPage(Review, m_review);
    for (ScenarioPage* page :
         std::initializer_list<ScenarioPage*>{m_workload, m_model, m_precision, m_constraints, m_review})
        page->load(start);
    setButtonText(QWizard::FinishButton, tr("Show &results"));
    resize(900, 680);
}

Scenario ScenarioWizard::scenario() const {
    Scenario s = m_start;
    for (const ScenarioPage* page : std::initializer_list<const ScenarioPage*>{
             m_workload, m_model, m_precision, m_constraints, m_review})
        page->store(s);
    return s;
}

std::optional<ModelSpec> ScenarioWizard::customModel() const {
    return m_model->customModel();
}

} // namespace gpuadvisor::ui
