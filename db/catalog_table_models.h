#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <QSqlTableModel>
#include <QString>
#include <QVariant>

#include <vector>

namespace gpuadvisor::db {

// What the window's catalog editor needs from the database, so that ui/ never holds the connection:
// editable table models, one all-or-nothing submit, and the cell rules the CLI's `catalog set` also applies.

// An editable model of one catalog table (edits kept until submitTogether), every row fetched.
QSqlTableModel* newTableModel(const CatalogDatabase& database, const QString& table, QObject* parent);

struct SubmitFailure {
    QString table;  // the table that refused, empty when the transaction itself failed
    QString reason; // the database's words
};

// Writes every dirty model in one write transaction: all tables or none. On failure nothing is written and
// the models keep their edits, so the user can correct them.
std::optional<SubmitFailure> submitTogether(const CatalogDatabase& database,
                                            const std::vector<QSqlTableModel*>& models);

// The checks of db/cell_validator for one table, bound to its database.
class CellRules {
  public:
    CellRules(const CatalogDatabase& database, QString table);
    QString columnType(const QString& column) const; // TEXT, REAL, INTEGER ("" if unknown)
    // The reason, or empty when allowed; `rowKey` is the edited row's key (empty for a new row).
    QString refuse(const QString& column, const QVariant& value, const QString& rowKey = {}) const;
    QString keyColumn() const;  // the table's primary key column
    QString editorName() const; // who edits, for the source an edit writes (db::editorName)

  private:
    QSqlDatabase m_database;
    QString m_table;
};

} // namespace gpuadvisor::db
