#include "db/catalog_table_models.h"
#include "db/catalog_rows.h"
#include "db/catalog_tables.h"
#include "db/sql_connection.h"

#include "db/cell_validator.h"
#include "db/row_writer.h"

#include <QSqlError>

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

std::optional<SubmitFailure> submitTogether(const CatalogDatabase& database,
                                            const std::vector<QSqlTableModel*>& models) {
    QSqlDatabase connection = sqlConnection(database);
    if (!beginWrite(connection))
        return SubmitFailure{QString(), connection.lastError().text()};
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
