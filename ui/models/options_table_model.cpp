#include "ui/models/options_table_model.h"

#include "core/present/perf_text.h"

#include "core/present/advice_text.h"
#include "ui/common/display_format.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <cmath>

namespace gpuadvisor::ui {

OptionsTableModel::OptionsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

QString complianceText(ComplianceStatus status, const QLocale& locale) {
    return QString::fromStdString(std::string(complianceStatusText(status, presentLanguage(locale))));
}

void OptionsTableModel::setStudy(std::shared_ptr<const StudyResult> study, const QLocale& locale) {
    beginResetModel();
    m_study = std::move(study);
    m_locale = locale;
    endResetModel();
}

// Rows: the ranked options, then the cheapest option of each acquisition kind they leave out (for
// comparison).
const Recommendation* OptionsTableModel::option(int row) const {
    if (!m_study || row < 0)
        return nullptr;
    const auto& set = m_study->recommendations;
    if (row < int(set.options.size()))
        return &set.options[std::size_t(row)];
    row -= int(set.options.size());
    return row < int(set.alternatives.size()) ? &set.alternatives[std::size_t(row)] : nullptr;
}

bool OptionsTableModel::isComparisonOnly(int row) const {
    return m_study && row >= int(m_study->recommendations.options.size());
}

int OptionsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_study
               ? 0
               : int(m_study->recommendations.options.size() + m_study->recommendations.alternatives.size());
}

int OptionsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString OptionsTableModel::speedText(int row) const {
    const Recommendation* r = option(row);
    if (!r)
        return {};
    const WorkloadKind kind = m_study->scenario.workload.kind;
    const QString speed = kind == WorkloadKind::Inference
                              ? tr("%1 ms/token, %2 tok/s")
                                    .arg(formatNumber(r->tpotSeconds * 1e3, m_locale, 0),
                                         formatNumber(r->throughputTokensPerSecond, m_locale, 0))
                              : formatDurationText(r->timeSeconds, m_locale);
    // Beside the figure, how far such figures were from published measurements (issue 40); † where the
    // option lies outside what was measured. The tooltip says it in words.
    if (row >= int(m_study->accuracy.size()) || m_study->accuracy[std::size_t(row)].cases == 0)
        return speed;
    const gpuadvisor::AccuracyBand& band = m_study->accuracy[std::size_t(row)];
    return tr("%1 (±%2%3)")
        .arg(speed, formatNumber(band.medianAbsoluteError * 100, m_locale, 0),
             band.gpuMeasured && !band.moe ? QStringLiteral(" %") : QStringLiteral(" % †"));
}

// Break-even is a bought option's month against renting: a rented row has none, and says so.
QString OptionsTableModel::breakEvenText(int row) const {
    const Recommendation* r = option(row);
    if (r && r->acquisition.kind != OptionKind::Owned)
        return tr("n/a (rented)");
    if (!m_study || !m_study->costs || row >= int(m_study->costs->options.size()))
        return QStringLiteral("—");
    // Against which rented option: the headline's break-even is against the first rented one, and a later
    // crossing with another ("month 32" beside "does not pay back") must not read as a contradiction.
    const auto& costs = m_study->costs->options;
    for (const gpuadvisor::BreakEven& b : costs[std::size_t(row)].breakEven)
        if (paysBack(b)) {
            QString other;
            for (std::size_t j = 0; j < costs.size(); ++j)
                if (costs[j].id == b.otherId && option(int(j)))
                    other = QStringLiteral("#%1%2")
                                .arg(option(int(j))->rank)
                                .arg(isComparisonOnly(int(j)) ? QStringLiteral("*") : QString());
            const QString month = formatNumber(std::ceil(*b.nominalMonth), m_locale, 0);
            return other.isEmpty() ? tr("month %1").arg(month) : tr("month %1 vs %2").arg(month, other);
        }
    return tr("not reached");
}

QVariant OptionsTableModel::data(const QModelIndex& index, int role) const {
    const Recommendation* r = index.isValid() ? option(index.row()) : nullptr;
    if (!r)
        return {};
    const QString currency = QString::fromStdString(r->currency);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Rank:
            return isComparisonOnly(index.row()) ? QVariant(QStringLiteral("%1*").arg(r->rank))
                                                 : QVariant(r->rank);
        case Configuration:
            return QString::fromStdString(optionLabel(r->name, presentLanguage(m_locale))) +
                   QStringLiteral(" ×%1").arg(r->acquisition.count);
        case Gpus:
            return tr("%1 × %2").arg(r->gpus).arg(QString::fromStdString(r->gpuId));
        case Precision:
            return QString::fromStdString(std::string(precisionName(r->precision)));
        case Fit:
            return QString::fromStdString(
                std::string(fitVerdictText(r->memoryVerdict, presentLanguage(m_locale))));
        case Speed:
            return speedText(index.row());
        case Monthly:
            return formatMoney(r->monthlyCost, currency, m_locale);
        case Total:
            return r->budget ? tr("%1 (over budget)").arg(formatMoney(r->totalCost, currency, m_locale))
                             : formatMoney(r->totalCost, currency, m_locale);
        case TokenCost:
            return r->costPerMillionTokens > 0 ? QVariant(formatNumber(r->costPerMillionTokens, m_locale, 2))
                                               : QVariant(QStringLiteral("—"));
        case BreakEven:
            return breakEvenText(index.row());
        case Compliance:
            return complianceText(r->compliance, m_locale);
        default:
            return {};
        }
    }
    if (role == SortRole) {
        switch (index.column()) {
        case Rank:
            return r->rank;
        case Gpus:
            return r->gpus;
        case Speed:
            return r->tpotSeconds > 0 ? r->tpotSeconds : r->timeSeconds;
        case Monthly:
            return r->monthlyCost;
        case Total:
            return r->totalCost;
        case TokenCost:
            return r->costPerMillionTokens;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Monthly || index.column() == Total ||
                                          index.column() == TokenCost || index.column() == Rank))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == Compliance) {
        // Traffic light: green allowed, amber when controls are required, red blocked (never shown ranked).
        if (r->compliance == ComplianceStatus::Allowed)
            return QBrush(QColor(0x1b, 0x7f, 0x3b));
        return QBrush(QColor(0xb0, 0x6a, 0x00));
    }
    if (role == Qt::ForegroundRole && index.column() == Total && r->budget)
        return QBrush(QColor(0xb0, 0x1e, 0x1e));
    if (role == Qt::ToolTipRole && index.column() == Total && r->budget)
        return tr("Above your budget of %1: shown only so that every way of paying is compared, never "
                  "recommended.")
            .arg(formatMoney(*r->budget, currency, m_locale));
    if (role == Qt::FontRole && isComparisonOnly(index.row())) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role == Qt::ToolTipRole && index.column() == Speed && index.row() < int(m_study->accuracy.size()))
        return QString::fromStdString(
            accuracyText(m_study->accuracy[std::size_t(index.row())], presentLanguage(m_locale)));
    if (role == Qt::ToolTipRole && index.column() == TokenCost && r->costPerMillionTokens > 0)
        return tr("The whole cost over the prompt and output tokens served (%1 per million output tokens "
                  "alone)")
            .arg(formatMoney(r->costPerMillionOutputTokens, currency, m_locale));
    if (role == Qt::ToolTipRole)
        return isComparisonOnly(index.row())
                   ? tr("%1\nNot among the best ranked: shown so that renting and buying are compared.")
                         .arg(QString::fromStdString(r->id))
                   : QString::fromStdString(r->id);
    return {};
}

QVariant OptionsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString currency =
        m_study ? QString::fromStdString(m_study->scenario.constraints.currency) : QString();
    switch (section) {
    case Rank:
        return tr("#");
    case Configuration:
        return tr("Configuration");
    case Gpus:
        return tr("GPUs");
    case Precision:
        return tr("Precision");
    case Fit:
        return tr("Memory fit");
    case Speed:
        return tr("Speed");
    case Monthly:
        return currency.isEmpty() ? tr("Monthly") : tr("Monthly (%1)").arg(currency);
    case Total:
        return currency.isEmpty() ? tr("Total") : tr("Total (%1)").arg(currency);
    case TokenCost:
        return currency.isEmpty() ? tr("Per M tokens") : tr("Per M tokens (%1)").arg(currency);
    case BreakEven:
        return tr("Break-even");
    case Compliance:
        return tr("Compliance");
    default:
        return {};
    }
}

} // namespace gpuadvisor::ui
