#pragma once

#include "core/cost/catalog_check.h"

#include <QDialog>

#include <vector>

class QTableWidget;

namespace gpuadvisor::ui {

// The catalog editor's panel of `catalog check` (issue 38): every priced row that is an estimate, stale or in
// a region to confirm, with the cell whose edit clears it. Activating a row asks the editor to show that
// cell.
class PriceCheckDialog : public QDialog {
    Q_OBJECT
  public:
    PriceCheckDialog(const std::vector<PriceCheck>& checks, const QString& today, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

  signals:
    void showCell(const QString& table, const QString& id, const QString& column);

  private:
    QTableWidget* m_table = nullptr;
};

} // namespace gpuadvisor::ui
