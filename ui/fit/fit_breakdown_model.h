#pragma once

#include "core/memory/memory_breakdown.h"

#include <QAbstractTableModel>

namespace gpuadvisor::ui {

// The per-GPU memory breakdown as a table: one row per component, columns GB and GiB.
// A thin adapter over core's breakdownRows(): raw bytes in Qt::UserRole, formatted text in DisplayRole.
class FitBreakdownModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { ComponentColumn, GbColumn, GibColumn, ColumnCount };
    static constexpr int BytesRole = Qt::UserRole;

    explicit FitBreakdownModel(QObject* parent = nullptr);

    void setBreakdown(const MemoryBreakdown& breakdown);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

  private:
    struct Row {
        QString label;
        double bytes = 0;
        bool total = false;
    };
    QList<Row> m_rows;
};

} // namespace gpuadvisor::ui
