#pragma once

#include "core/catalog/memory_catalog.h"
#include "core/memory/fit_report.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;
class QTableView;

namespace gpuadvisor::ui {

class FitBreakdownModel;

// "Does it fit?": the memory-fit engine behind a form. Every change recomputes at once; bad input shows a
// message naming the field and leaves what the user typed in place.
class FitPanel : public QWidget {
    Q_OBJECT
  public:
    explicit FitPanel(MemoryCatalog catalog, QWidget* parent = nullptr);

    const std::optional<FitReport>& lastReport() const { return m_report; }
    QString errorText() const;

  public slots:
    void recompute();

  signals:
    void reportChanged();

  private:
    void buildForm();
    void updateFieldStates();
    FitRequest currentRequest(QString* problem) const;
    void showReport(const FitReport& report);
    void showProblem(const QString& problem);

    MemoryCatalog m_catalog;
    std::optional<FitReport> m_report;

    QComboBox* m_model = nullptr;
    QComboBox* m_workload = nullptr;
    QComboBox* m_precision = nullptr;
    QComboBox* m_kvPrecision = nullptr;
    QComboBox* m_gpu = nullptr;
    QSpinBox* m_gpus = nullptr;
    QSpinBox* m_tp = nullptr;
    QSpinBox* m_pp = nullptr;
    QLabel* m_dp = nullptr;
    QSpinBox* m_zero = nullptr;
    QComboBox* m_recompute = nullptr;
    QComboBox* m_optimizer = nullptr;
    QCheckBox* m_sequenceParallel = nullptr;
    QSpinBox* m_seqLen = nullptr;
    QSpinBox* m_microBatch = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QSpinBox* m_context = nullptr;
    QSpinBox* m_concurrency = nullptr;
    QLabel* m_precisionNote = nullptr;

    QLabel* m_verdict = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_error = nullptr;
    QTableView* m_table = nullptr;
    FitBreakdownModel* m_breakdown = nullptr;
    QPlainTextEdit* m_notes = nullptr;
};

} // namespace gpuadvisor::ui
