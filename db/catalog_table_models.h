#pragma once

#include "core/common/result.h"
#include "db/catalog_database.h"

#include <QSqlTableModel>
#include <QString>
#include <QVariant>

#include <utility>
#include <vector>

namespace gpuadvisor::db {

// What the window's catalog editor needs from the database, so that ui/ never holds the connection:
// editable table models, one all-or-nothing submit, and the cell rules the CLI's `catalog set` also applies.

// An editable model of one catalog table (edits kept until submitTogether), every row fetched.
QSqlTableModel* newTableModel(const CatalogDatabase& database, const QString& table, QObject* parent);

struct SubmitFailure {
    SubmitFailure(QString failedTable, QString why) : table(std::move(failedTable)), reason(std::move(why)) {}
    static SubmitFailure changedMeanwhileBy(QString table, QString key, long long revision) {
        SubmitFailure failure(std::move(table), QString());
        failure.changedMeanwhile = true;
        failure.key = std::move(key);
        failure.revision = revision;
        return failure;
    }

    QString table;  // the table that refused, empty when the transaction itself failed
    QString reason; // the database's words
    // Someone else changed one of `guarded` after `seenRevision`, between the editor's look and this write:
    // nothing was written, and the editor asks again, showing the change. The row: `table`, `key`; the
    // change: `revision`.
    bool changedMeanwhile = false;
    QString key;
    long long revision = 0;
};

// A row the editor changed or deleted, that someone else's change since the editor looked must not be written
// over silently.
struct GuardedRow {
    QString table, key;
};

// Writes every dirty model in one write transaction: all tables or none. On failure nothing is written and
// the models keep their edits, so the user can correct them. Inside the transaction, before writing, the
// `guarded` rows are locked (a team catalog; a file's transaction holds the write lock already) and their
// history read again: a change after `seenRevision` fails the submit, so no edit is lost between the check
// the editor showed the user and the write.
std::optional<SubmitFailure> submitTogether(const CatalogDatabase& database,
                                            const std::vector<QSqlTableModel*>& models,
                                            const std::vector<GuardedRow>& guarded = {},
                                            long long seenRevision = 0);

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
