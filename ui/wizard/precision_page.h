#pragma once

#include "ui/wizard/scenario_page.h"

#include <map>

class QCheckBox;
class QLabel;

namespace gpuadvisor::ui {

// Step 3: the number formats the advisor may choose, each with its accuracy trade-off in plain words.
class PrecisionPage : public ScenarioPage {
    Q_OBJECT
  public:
    explicit PrecisionPage(QWidget* parent = nullptr);
    void initializePage() override;
    void load(const Scenario& scenario) override;
    void store(Scenario& scenario) const override;
    QString problem() const override;

  private:
    void updateNotes();
    std::map<Precision, QCheckBox*> m_boxes;
    std::vector<Precision> m_loaded; // as the scenario listed them (empty: the advisor's default)
    std::vector<Precision> m_loadedOrDefault;
    QLabel* m_notes = nullptr;
    QLabel* m_kvAndTraining = nullptr;
};

} // namespace gpuadvisor::ui
