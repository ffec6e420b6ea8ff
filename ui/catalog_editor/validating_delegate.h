#pragma once

#include "db/catalog_table_models.h"

#include <QStyledItemDelegate>

namespace gpuadvisor::ui {

// Writes an edit into the table model only when the catalog allows the value; otherwise the cell keeps its
// old value and `refused` carries the reason. A changed value re-dates its row (as_of = today) and notes in
// `source` that the user edited it, so a report never shows a typed price under a vendor's citation.
class ValidatingDelegate : public QStyledItemDelegate {
    Q_OBJECT
  public:
    ValidatingDelegate(db::CellRules rules, QObject* parent = nullptr);
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
    // The same check and write without an editor (tests, paste).
    bool writeValue(QAbstractItemModel* model, const QModelIndex& index, const QVariant& value) const;

  signals:
    void refused(const QString& reason) const;
    void accepted() const;

  private:
    db::CellRules m_rules;
};

} // namespace gpuadvisor::ui
