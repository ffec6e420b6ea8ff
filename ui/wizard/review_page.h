#pragma once

#include "ui/wizard/scenario_page.h"

class QComboBox;
class QLineEdit;
class QTextBrowser;

namespace gpuadvisor::ui {

// Step 5: everything chosen, in sentences, with a title for the study; Finish shows the results.
class ReviewPage : public ScenarioPage {
    Q_OBJECT
  public:
    explicit ReviewPage(QWidget* parent = nullptr);
    void initializePage() override;
    void load(const Scenario& scenario) override;
    void store(Scenario& scenario) const override;
    QString reviewText() const;

  private:
    QLineEdit* m_title = nullptr;
    QLineEdit* m_customer = nullptr;
    QLineEdit* m_author = nullptr;
    bool m_languageFollowsBuyer = false; // no language chosen yet: the buyer's country decides
    QComboBox* m_reportLanguage = nullptr;
    QTextBrowser* m_review = nullptr;
};

// The scenario as a short list of sentences (also used by the dashboard's header tooltip).
QString describeScenario(const Scenario& scenario);

} // namespace gpuadvisor::ui
