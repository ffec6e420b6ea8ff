#include "db/catalog_rows.h"
#include "db/sql_connection.h"

#include "core/common/id_match.h"
#include "db/cell_validator.h"
#include "db/row_writer.h"
#include "db/seed.h"

#include <QDate>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

namespace gpuadvisor::db {

namespace {

Cells cellsOf(const QSqlRecord& record) {
    Cells cells;
    for (int i = 0; i < record.count(); ++i)
        cells.emplace_back(record.fieldName(i), record.value(i));
    return cells;
}

} // namespace

Result<std::vector<Cells>> listRows(const CatalogDatabase& database, const CatalogTable& table,
                                    const std::vector<std::pair<QString, QString>>& filters) {
    QStringList where;
    for (const auto& filter : filters) {
        const QString& column = filter.first;
        if (!table.summary.contains(column))
            return invalidInput(column.toStdString(), "column " + column.toStdString() +
                                                          " does not apply to table " +
                                                          table.cliName.toStdString());
        where << column + QStringLiteral(" = ?");
    }
    QSqlQuery query(sqlConnection(database));
    query.prepare(QStringLiteral("SELECT %1 FROM %2%3 ORDER BY %4")
                      .arg(table.summary.join(u','), table.name,
                           where.isEmpty() ? QString()
                                           : QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND ")),
                           table.keyColumn));
    for (const auto& filter : filters)
        query.addBindValue(filter.second);
    if (!query.exec())
        return sqlError(QStringLiteral("cannot list ") + table.name, query.lastError().text());
    std::vector<Cells> rows;
    while (query.next())
        rows.push_back(cellsOf(query.record()));
    return rows;
}

Result<QVariant> findRowKey(const CatalogDatabase& database, const CatalogTable& table, const QString& key) {
    QSqlQuery query(sqlConnection(database));
    if (!query.exec(QStringLiteral("SELECT %1 FROM %2").arg(table.keyColumn, table.name)))
        return sqlError(QStringLiteral("cannot read ") + table.name, query.lastError().text());
    std::vector<std::string> keys;
    QVariant stored;
    while (query.next()) {
        const QString candidate = query.value(0).toString();
        keys.push_back(candidate.toStdString());
        if (candidate == key || normalizeId(candidate.toStdString()) == normalizeId(key.toStdString()))
            stored = query.value(0);
    }
    if (!stored.isValid())
        return Error{ErrorCode::NotFound, "id",
                     unknownIdMessage(table.name.toStdString() + " row", key.toStdString(), keys)};
    return stored;
}

Result<Cells> fetchRow(const CatalogDatabase& database, const CatalogTable& table,
                       const QVariant& storedKey) {
    QSqlQuery row(sqlConnection(database));
    row.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2 = ?").arg(table.name, table.keyColumn));
    row.addBindValue(storedKey);
    if (!row.exec() || !row.next())
        return sqlError(QStringLiteral("cannot read a row of ") + table.name, row.lastError().text());
    return cellsOf(row.record());
}

QString editedSource(const QString& previousSource) {
    if (previousSource.startsWith(QLatin1String("user edit")))
        return previousSource;
    return previousSource.isEmpty() ? QStringLiteral("user edit")
                                    : QStringLiteral("user edit; was: %1").arg(previousSource);
}

QString editedAsOf() {
    return QDate::currentDate().toString(Qt::ISODate);
}

Result<QVariant> setCell(const CatalogDatabase& database, const CatalogTable& table,
                         const QVariant& storedKey, const QString& column, const QString& text,
                         const std::optional<QString>& source) {
    if (auto refused = database.refuseWrite(QStringLiteral("set a value")))
        return *refused;
    if (column == table.keyColumn || column == QLatin1String("source") || column == QLatin1String("as_of"))
        return invalidInput("column", "column '" + column.toStdString() +
                                          "' cannot be set this way (the source comes with it)");
    const QSqlDatabase connection = sqlConnection(database);
    const auto columns = tableColumns(connection, table.name);
    const auto info =
        std::find_if(columns.begin(), columns.end(), [&](const ColumnInfo& c) { return c.name == column; });
    if (info == columns.end())
        return invalidInput("column", "table " + table.name.toStdString() + " has no column '" +
                                          column.toStdString() + "'");
    QVariant value = text;
    if (info->type != QLatin1String("TEXT")) {
        bool ok = false;
        const double number = text.toDouble(&ok);
        if (!ok && !text.isEmpty())
            return invalidInput("value", "column '" + column.toStdString() + "' takes a number, not '" +
                                             text.toStdString() + "'");
        value = text.isEmpty() ? QVariant() : QVariant(number);
    }
    if (const QString reason =
            refuseCellValue(connection, table.name, column, info->type, value, storedKey.toString());
        !reason.isEmpty())
        return invalidInput("value", "cannot set " + column.toStdString() + ": " + reason.toStdString());

    QStringList assignments{column + QStringLiteral(" = ?")};
    QVariantList values{value};
    const bool sourced = std::any_of(columns.begin(), columns.end(),
                                     [](const ColumnInfo& c) { return c.name == QLatin1String("source"); });
    if (sourced) {
        QString previous;
        if (auto row = fetchRow(database, table, storedKey))
            for (const auto& [name, cell] : *row)
                if (name == QLatin1String("source"))
                    previous = cell.toString();
        assignments << QStringLiteral("source = ?") << QStringLiteral("as_of = ?");
        values << (source ? *source : editedSource(previous)) << editedAsOf();
    }
    // Only update: an UPDATE keeps every other column (an upsert would need all NOT NULL columns).
    QSqlQuery query(connection);
    query.prepare(QStringLiteral("UPDATE %1 SET %2 WHERE %3 = ?")
                      .arg(table.name, assignments.join(u','), table.keyColumn));
    for (const QVariant& v : values)
        query.addBindValue(v);
    query.addBindValue(storedKey);
    if (!query.exec())
        return invalidInput("value", "cannot set " + column.toStdString() + " = " + text.toStdString() +
                                         ": " + query.lastError().databaseText().toStdString());
    return value;
}

Result<bool> addModel(const CatalogDatabase& database, ModelSpec model) {
    if (auto refused = database.refuseWrite(QStringLiteral("add the model")))
        return *refused;
    if (model.asOf.empty())
        model.asOf = editedAsOf().toStdString();
    return inTransaction(sqlConnection(database), [&] { return writeModel(sqlConnection(database), model); });
}

} // namespace gpuadvisor::db
