#pragma once

#include "core/study/run_study.h"
#include "ui/runner/study_runner.h"

#include <QLocale>
#include <QWidget>

#include <memory>

class QBoxLayout;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace gpuadvisor::ui {

class OptionsTableModel;
class TextTableModel;

// The answer: ranked options side by side, five charts, the why of the selected option, rejected
// alternatives, compliance findings and the assumptions register. What-if levers recompute off the UI
// thread; while a run is pending the figures are greyed and labelled as belonging to the previous inputs.
class Dashboard : public QWidget {
    Q_OBJECT
  public:
    explicit Dashboard(StudyRunner* runner, QWidget* parent = nullptr);

    void setScenario(const Scenario& scenario);
    const Scenario& scenario() const { return m_scenario; }
    WhatIf whatIf() const;
    void setWhatIf(const WhatIf& whatIf);
    void recompute();

    std::shared_ptr<const StudyResult> shownStudy() const { return m_study; }
    bool isCurrent() const { return m_current; }
    OptionsTableModel* optionsModel() const { return m_options; }
    TextTableModel* rejectedModel() const { return m_rejected; }
    TextTableModel* findingsModel() const { return m_findings; }
    TextTableModel* askedModel() const { return m_asked; }
    TextTableModel* policyModel() const { return m_policy; }
    TextTableModel* assumptionsModel() const { return m_assumptions; }
    QString headline() const;
    QString statusText() const;
    double lastRunMs() const { return m_lastRunMs; }
    void selectOption(int row);

    QSpinBox* utilisationBox() const { return m_utilisation; }
    QSpinBox* horizonBox() const { return m_horizon; }
    QComboBox* currencyBox() const { return m_currency; }
    QDoubleSpinBox* fxBox() const { return m_fx; }
    QSpinBox* gpuPriceBox() const { return m_gpuPrice; }

  signals:
    void studyShown();
    void whatIfChanged();
    void previewReportRequested();
    void exportPdfRequested();
    void exportCsvRequested();
    void editStudyRequested(); // the refused study's "Edit the study…" button

  private:
    void buildWhatIfBar(QBoxLayout* layout);
    void onStarted(quint64 generation);
    void onFinished(quint64 generation, std::shared_ptr<const StudyResult> study, double ms);
    void onFailed(quint64 generation, const QString& field, const QString& message);
    void showDetails(int row);
    void fitOptionsTable();
    void fitTables(); // the text tables' columns to their contents
    void scheduleRecompute();

    StudyRunner* m_runner;
    Scenario m_scenario;
    bool m_haveScenario = false;
    bool m_scenarioComputed =
        false; // the scenario set last has been computed once (a failure is a what-if's)
    bool m_recomputeQueued = false;
    std::shared_ptr<const StudyResult> m_study;
    bool m_current = false;
    double m_lastRunMs = 0;

    QLabel* m_headline = nullptr;
    QLabel* m_status = nullptr;
    QWidget* m_problem = nullptr; // why the study could not be computed, with a way to edit it
    QLabel* m_problemText = nullptr;
    QWidget* m_results = nullptr;
    QString m_fxNote;            // said once on the status line after a currency change dropped a typed rate
    QWidget* m_levers = nullptr; // the what-if bar and the status line: shown with the first study
    QSplitter* m_splitter = nullptr;
    QSpinBox* m_utilisation = nullptr;
    QSpinBox* m_horizon = nullptr;
    QComboBox* m_currency = nullptr;
    QDoubleSpinBox* m_fx = nullptr;
    QSpinBox* m_gpuPrice = nullptr;
    QTableView* m_table = nullptr;
    OptionsTableModel* m_options = nullptr;
    TextTableModel* m_rejected = nullptr;
    TextTableModel* m_findings = nullptr;
    TextTableModel* m_asked = nullptr;  // the scenario's cost.options, as `tco` costs them
    TextTableModel* m_policy = nullptr; // the procurement policy applied
    TextTableModel* m_assumptions = nullptr;
    QTextBrowser* m_why = nullptr;
    QChartView* m_memoryView = nullptr;
    QChartView* m_scalingView = nullptr;
    QChartView* m_costView = nullptr;
    QChartView* m_tornadoView = nullptr;
    QChartView* m_utilisationView = nullptr;
};

} // namespace gpuadvisor::ui
