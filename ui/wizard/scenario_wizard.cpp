#include "ui/wizard/scenario_wizard.h"

#include "ui/wizard/constraints_page.h"
#include "ui/wizard/model_page.h"
#include "ui/wizard/precision_page.h"
#include "ui/wizard/review_page.h"
#include "ui/wizard/workload_page.h"

#include <QFontMetrics>
#include <QLabel>

#include <algorithm>

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
    // Where the user is in the five steps, and what comes next.
    auto* steps = new QLabel;
    steps->setObjectName(QStringLiteral("wizardSteps"));
    steps->setTextFormat(Qt::RichText);
    steps->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    steps->setContentsMargins(8, 12, 16, 8);
    setSideWidget(steps);
    connect(this, &QWizard::currentIdChanged, steps, [this, steps](int current) {
        const QList<int> ids = pageIds();
        QStringList lines;
        QFont bold = steps->font();
        bold.setBold(true);
        int widest = 0; // the bold line must fit whichever step is current
        for (qsizetype i = 0; i < ids.size(); ++i) {
            const QString line = QStringLiteral("%1. %2").arg(i + 1).arg(page(ids[i])->title());
            widest = std::max(widest, QFontMetrics(bold).horizontalAdvance(line));
            lines << (ids[i] == current ? QStringLiteral("<b>%1</b>").arg(line.toHtmlEscaped())
                                        : line.toHtmlEscaped());
        }
        const QMargins margins = steps->contentsMargins();
        steps->setMinimumWidth(widest + margins.left() + margins.right() + 4);
        steps->setText(tr("Step %1 of %2").arg(ids.indexOf(current) + 1).arg(ids.size()) +
                       QStringLiteral("<br/><br/>") + lines.join(QStringLiteral("<br/>")));
    });
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
