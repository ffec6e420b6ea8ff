#pragma once

#include "core/scenario/scenario.h"

#include <QWizardPage>

namespace gpuadvisor::ui {

// A wizard page that shows part of a scenario and writes the user's edits back to it.
class ScenarioPage : public QWizardPage {
    Q_OBJECT
  public:
    using QWizardPage::QWizardPage;
    virtual void load(const Scenario& scenario) = 0;
    virtual void store(Scenario& scenario) const = 0;
    // Empty when the page is complete; otherwise the reason, naming the field and what is allowed.
    virtual QString problem() const { return {}; }
    bool validatePage() override;
    // After an edit: the message shown by a refused Next follows the fields (the new problem, or none), so
    // that it never names a field the user has since fixed. Whether such a message is on the page.
    void refreshProblem();
    bool problemOnPage() const;

  signals:
    void problemShown(const QString& text);
};

} // namespace gpuadvisor::ui
