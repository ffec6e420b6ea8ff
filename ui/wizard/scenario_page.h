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

  signals:
    void problemShown(const QString& text);
};

} // namespace gpuadvisor::ui
