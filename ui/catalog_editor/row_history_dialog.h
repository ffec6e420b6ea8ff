#pragma once

#include "db/change_log.h"

#include <QDialog>

#include <vector>

class QTableWidget;

namespace gpuadvisor::ui {

// Every change of one catalog row, oldest first: revision, when, who, and each changed column's old and new
// value (issue 20: "which price did we quote this customer in March?").
class RowHistoryDialog : public QDialog {
    Q_OBJECT
  public:
    RowHistoryDialog(const QString& table, const QString& key, const std::vector<db::CatalogChange>& changes,
                     QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

    // One column's change as the editor shows it: "on_demand_hourly: 29.9 → 31.5".
    static QStringList describe(const db::CatalogChange& change);

  private:
    QTableWidget* m_table = nullptr;
};

} // namespace gpuadvisor::ui
