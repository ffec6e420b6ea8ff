#pragma once

#include "core/study/run_study.h"

#include <QAbstractTableModel>
#include <QLocale>

#include <memory>

namespace gpuadvisor::ui {

// The ranked options side by side: configuration, fit, speed, cost, break-even, compliance.
// "allowed", "allowed with conditions", "blocked" in the user's language.
QString complianceText(ComplianceStatus status, const QLocale& locale = QLocale());

class OptionsTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        Rank,
        Configuration,
        Gpus,
        Precision,
        Fit,
        Speed,
        Monthly,
        Total,
        TokenCost,
        BreakEven,
        Compliance,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1; // the raw number behind a formatted cell

    explicit OptionsTableModel(QObject* parent = nullptr);

    void setStudy(std::shared_ptr<const StudyResult> study, const QLocale& locale);
    const Recommendation* option(int row) const;
    bool isComparisonOnly(int row) const; // an alternative carried for comparison, not a ranked option

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "month 14" or "—", from the option's first break-even against another compared option.
    QString breakEvenText(int row) const;
    QString speedText(int row) const;

  private:
    std::shared_ptr<const StudyResult> m_study;
    QLocale m_locale;
};

} // namespace gpuadvisor::ui
