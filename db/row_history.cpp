#include "db/row_history.h"

#include "db/catalog_json_io.h"

#include "db/sql_connection.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <nlohmann/json.hpp>

namespace gpuadvisor::db {

Result<bool> rowExists(const QSqlDatabase& database, const QString& table, const QString& keyColumn,
                       const QString& key) {
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ?").arg(table, keyColumn));
    query.addBindValue(key);
    if (!query.exec())
        return sqlError(QStringLiteral("reading %1").arg(table), query.lastError().databaseText());
    return query.next();
}

Result<bool> keepRowBeforeReplacing(const QSqlDatabase& database, const QString& table,
                                    const QString& keyColumn, const QString& key, const QString& replacedBy) {
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2 = ?").arg(table, keyColumn));
    query.addBindValue(key);
    if (!query.exec())
        return sqlError(QStringLiteral("reading %1").arg(table), query.lastError().databaseText());
    if (!query.next())
        return true;
    nlohmann::json row = nlohmann::json::object();
    const QSqlRecord record = query.record();
    for (int i = 0; i < record.count(); ++i) {
        const QVariant value = query.value(i);
        row[record.fieldName(i).toStdString()] = cellJson(value);
    }
    QSqlQuery insert(database);
    insert.prepare(
        QStringLiteral("INSERT INTO row_history (table_name, row_key, old_row, replaced_at, replaced_by) "
                       "VALUES (?, ?, ?, ?, ?)"));
    insert.addBindValue(table);
    insert.addBindValue(key);
    insert.addBindValue(QString::fromStdString(row.dump()));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    insert.addBindValue(replacedBy);
    if (!insert.exec())
        return sqlError(QStringLiteral("keeping the old %1 row").arg(table),
                        insert.lastError().databaseText());
    return true;
}

Result<std::vector<ReplacedRow>> replacedRows(const CatalogDatabase& database, const QString& table,
                                              const QString& key) {
    QSqlQuery query(sqlConnection(database));
    query.prepare(
        QStringLiteral("SELECT table_name, row_key, old_row, replaced_at, replaced_by FROM row_history "
                       "WHERE (? = '' OR table_name = ?) AND (? = '' OR row_key = ?) ORDER BY id"));
    for (const QString& value : {table, table, key, key})
        query.addBindValue(value.isNull() ? QStringLiteral("") : value);
    if (!query.exec())
        return sqlError(QStringLiteral("reading row_history"), query.lastError().databaseText());
    std::vector<ReplacedRow> rows;
    while (query.next())
        rows.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                        query.value(3).toString(), query.value(4).toString()});
    return rows;
}

} // namespace gpuadvisor::db
