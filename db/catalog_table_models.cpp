#include "db/catalog_table_models.h"
#include "db/catalog_rows.h"
#include "db/catalog_tables.h"
#include "db/change_log.h"
#include "db/sql_connection.h"

#include "db/cell_validator.h"
#include "db/row_writer.h"

#include <QSqlError>
#include <QSqlQuery>

namespace gpuadvisor::db {

QSqlTableModel* newTableModel(const CatalogDatabase& database, const QString& table, QObject* parent) {
    auto* model = new QSqlTableModel(parent, sqlConnection(database));
    model->setTable(table);
    model->setEditStrategy(QSqlTableModel::OnManualSubmit);
    model->select();
    while (model->canFetchMore())
        model->fetchMore();
    return model;
}

namespace {

// The first guarded row someone changed after `seenRevision`, read inside the write transaction with the row
// locked: a writer still in flight finishes first, and none can start until this transaction ends.
std::optional<SubmitFailure> changedMeanwhile(const CatalogDatabase& database,
                                              const std::vector<GuardedRow>& guarded,
                                              long long seenRevision) {
    const QSqlDatabase connection = sqlConnection(database);
    for (const GuardedRow& row : guarded) {
        const CatalogTable* table = findCatalogTable(row.table);
        if (!table)
            continue;
        if (usesPostgres(connection)) {
            QSqlQuery lock(connection);
            lock.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ? FOR UPDATE")
                             .arg(table->name, table->keyColumn));
            lock.addBindValue(row.key);
            if (!lock.exec())
                return SubmitFailure{row.table, lock.lastError().databaseText()};
        }
        const auto changes = catalogChanges(database, table->name, row.key, seenRevision);
        if (!changes)
            return SubmitFailure{row.table, QString::fromStdString(changes.error().message)};
        if (!changes->empty())
            return SubmitFailure::changedMeanwhileBy(row.table, row.key, changes->back().revision);
    }
    return std::nullopt;
}

} // namespace

std::optional<SubmitFailure> submitTogether(const CatalogDatabase& database,
                                            const std::vector<QSqlTableModel*>& models,
                                            const std::vector<GuardedRow>& guarded, long long seenRevision) {
    QSqlDatabase connection = sqlConnection(database);
    if (!beginWrite(connection))
        return SubmitFailure{QString(), connection.lastError().text()};
    if (auto changed = changedMeanwhile(database, guarded, seenRevision)) {
        connection.rollback();
        return changed;
    }
    for (QSqlTableModel* model : models) {
        if (!model->isDirty())
            continue;
        if (!model->submitAll()) {
            const QString reason = model->lastError().databaseText();
            connection.rollback(); // nothing half-saved; the edits stay in the models
            return SubmitFailure{model->tableName(), reason};
        }
    }
    if (!connection.commit()) {
        const QString reason = connection.lastError().text();
        connection.rollback();
        return SubmitFailure{QString(), reason};
    }
    return std::nullopt;
}

CellRules::CellRules(const CatalogDatabase& database, QString table)
    : m_database(sqlConnection(database)), m_table(std::move(table)) {}

QString CellRules::columnType(const QString& column) const {
    for (const ColumnInfo& info : tableColumns(m_database, m_table))
        if (info.name == column)
            return info.type;
    return {};
}

QString CellRules::refuse(const QString& column, const QVariant& value, const QString& rowKey) const {
    return refuseCellValue(m_database, m_table, column, columnType(column), value, rowKey);
}

QString CellRules::editorName() const {
    return db::editorName(m_database);
}

QString CellRules::keyColumn() const {
    const CatalogTable* table = findCatalogTable(m_table);
    return table ? table->keyColumn : QString();
}

} // namespace gpuadvisor::db
