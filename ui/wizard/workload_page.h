#pragma once

#include "ui/wizard/scenario_page.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QStackedWidget;

namespace gpuadvisor::ui {

// Step 1: what the GPUs will do, with the fields that kind of work needs.
class WorkloadPage : public ScenarioPage {
    Q_OBJECT
  public:
    explicit WorkloadPage(QWidget* parent = nullptr);
    void load(const Scenario& scenario) override;
    void store(Scenario& scenario) const override;
    QString problem() const override;

    QComboBox* kindBox() const { return m_kind; }

  private:
    void showFieldsForKind();
    WorkloadKind kind() const;

    QComboBox* m_kind = nullptr;
    QLabel* m_kindNote = nullptr;
    QStackedWidget* m_fields = nullptr;
    // Training
    QDoubleSpinBox* m_tokensBillions = nullptr;
    QSpinBox* m_deadlineDays = nullptr;
    QSpinBox* m_sequenceLength = nullptr;
    // Serving
    QSpinBox* m_users = nullptr;
    QSpinBox* m_promptTokens = nullptr;
    QSpinBox* m_outputTokens = nullptr;
    QSpinBox* m_tpotMs = nullptr;
    QSpinBox* m_ttftMs = nullptr;
    QDoubleSpinBox* m_requestsPerSecond = nullptr; // 0: the load is the concurrent users
    QSpinBox* m_thinkSeconds = nullptr;            // 0: users send their next request at once
    QSpinBox* m_percentile = nullptr;
    QCheckBox* m_redundancy = nullptr;
    // Batch
    QDoubleSpinBox* m_corpusBillions = nullptr;
    QSpinBox* m_dueHours = nullptr;
    QSpinBox* m_batchPrompt = nullptr;
    QSpinBox* m_batchOutput = nullptr;
    QCheckBox* m_recurring = nullptr;
};

} // namespace gpuadvisor::ui
