#include "ui/fit/fit_breakdown_model.h"

#include "core/common/number_format.h"
#include "core/common/units.h"
#include "core/present/fit_text.h"
#include "ui/common/display_format.h"

#include <QFont>

namespace gpuadvisor::ui {

FitBreakdownModel::FitBreakdownModel(QObject* parent) : QAbstractTableModel(parent) {}

void FitBreakdownModel::setBreakdown(const MemoryBreakdown& breakdown) {
    beginResetModel();
    m_rows.clear();
    for (const auto& row : breakdownRows(breakdown, presentLanguage()))
        m_rows.push_back({QString::fromStdString(row.label), row.bytes, row.line == BreakdownLine::Total});
    endResetModel();
}

void FitBreakdownModel::clear() {
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int FitBreakdownModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int FitBreakdownModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FitBreakdownModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ComponentColumn:
            return row.label;
        case GbColumn:
            return QString::fromStdString(formatFixed(units::toGB(row.bytes), 2, presentLanguage()));
        case GibColumn:
            return QString::fromStdString(formatFixed(units::toGiB(row.bytes), 2, presentLanguage()));
        default:
            return {};
        }
    case BytesRole:
        return row.bytes;
    case Qt::TextAlignmentRole:
        return index.column() == ComponentColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                 : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (row.total) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant FitBreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ComponentColumn:
        return tr("Per GPU");
    case GbColumn:
        return tr("GB (10⁹ B)");
    case GibColumn:
        return tr("GiB (2³⁰ B)");
    default:
        return {};
    }
}

} // namespace gpuadvisor::ui
