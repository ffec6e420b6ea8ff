#include "db/catalog_rows.h"
#include "db/sql_connection.h"

#include "core/common/id_match.h"
#include "core/cost/cost_catalog.h"
#include "db/cell_validator.h"
#include "db/change_log.h"
#include "db/row_writer.h"
#include "db/seed.h"

#include <QDate>
#include <QLocale>
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

std::string cellText(const QVariant& cell) {
    if (cell.isNull())
        return "(empty)";
    if (cell.typeId() == QMetaType::Double) // the shortest text that reads back the same number
        return QString::number(cell.toDouble(), 'g', QLocale::FloatingPointShortest).toStdString();
    return cell.toString().toStdString();
}

// Someone else changed the cell since the user read it: both values, and who changed it when if the history
// says (a file catalog records no login).
Error editConflict(const CatalogDatabase& database, const CatalogTable& table, const QVariant& storedKey,
                   const QString& column, const QString& expected, const QString& mine) {
    const std::string where = table.name.toStdString() + " " + storedKey.toString().toStdString();
    const auto row = fetchRow(database, table, storedKey);
    if (!row)
        return Error{ErrorCode::NotFound, "id",
                     where + " no longer exists; " + mine.toStdString() + " was not written"};
    std::string now;
    for (const auto& [name, cell] : *row)
        if (name == column)
            now = cellText(cell);
    std::string when;
    if (const auto changes = catalogChanges(database, table.name, storedKey.toString()))
        for (auto change = changes->rbegin(); change != changes->rend(); ++change) {
            const auto changed = changedColumns(*change);
            if (std::find(changed.begin(), changed.end(), column.toStdString()) == changed.end())
                continue;
            when = " (revision " + std::to_string(change->revision) +
                   (change->changedBy.isEmpty() ? std::string() : ", by " + change->changedBy.toStdString()) +
                   ", " + change->changedAt.toStdString() + ")";
            break;
        }
    return Error{ErrorCode::InvalidInput, "expect",
                 where + ": " + column.toStdString() + " is now " + now + when + ", not " +
                     (expected.isEmpty() ? std::string("(empty)") : expected.toStdString()) +
                     " as expected; your " + mine.toStdString() + " was not written"};
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

QString editedSource(const QString& previousSource, const QString& column, const QVariant& oldValue,
                     const QVariant& newValue, const QString& editor, const QString& said) {
    const QString prefix = QString::fromUtf8(kUserEditPrefix.data(), qsizetype(kUserEditPrefix.size()));
    QString published = previousSource;
    if (published.startsWith(prefix)) {
        const qsizetype was = published.indexOf(QLatin1String("; was: "));
        published = was < 0 ? QString() : published.mid(was + 7);
    }
    const auto shown = [](const QVariant& v) {
        return v.isNull() ? QStringLiteral("(empty)") : v.toString();
    };
    QString text =
        prefix + (editor.isEmpty() ? QString() : QStringLiteral(" by ") + editor) +
        QStringLiteral(" on %1: %2 %3 -> %4").arg(editedAsOf(), column, shown(oldValue), shown(newValue));
    if (!said.isEmpty())
        text += QStringLiteral(" (%1)").arg(said);
    return published.isEmpty() ? text : text + QStringLiteral("; was: ") + published;
}

QString editorName(const QSqlDatabase& connection) {
    if (connection.driverName() == QLatin1String("QPSQL")) {
        QSqlQuery query(connection);
        if (query.exec(QStringLiteral("SELECT session_user")) && query.next())
            return query.value(0).toString();
    }
    return qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
}

QString editedAsOf() {
    return QDate::currentDate().toString(Qt::ISODate);
}

Result<QVariant> setCell(const CatalogDatabase& database, const CatalogTable& table,
                         const QVariant& storedKey, const QString& column, const QString& text,
                         const std::optional<QString>& source, const std::optional<QString>& expected) {
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
    const bool numeric = info->type != QLatin1String("TEXT");
    const auto typed = [&](const QString& typedText, const char* field) -> Result<QVariant> {
        if (!numeric)
            return QVariant(typedText);
        bool ok = false;
        const double number = typedText.toDouble(&ok);
        if (!ok && !typedText.isEmpty())
            return invalidInput(field, "column '" + column.toStdString() + "' takes a number, not '" +
                                           typedText.toStdString() + "'");
        return typedText.isEmpty() ? QVariant() : QVariant(number);
    };
    const auto parsed = typed(text, "value");
    if (!parsed)
        return parsed.error();
    const QVariant value = *parsed;
    QVariant expectedValue;
    if (expected) {
        const auto parsedExpected = typed(*expected, "expect");
        if (!parsedExpected)
            return parsedExpected.error();
        expectedValue = *parsedExpected;
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
        QVariant before;
        if (auto row = fetchRow(database, table, storedKey))
            for (const auto& [name, cell] : *row) {
                if (name == QLatin1String("source"))
                    previous = cell.toString();
                if (name == column)
                    before = cell;
            }
        assignments << QStringLiteral("source = ?") << QStringLiteral("as_of = ?");
        values << editedSource(previous, column, before, value, editorName(connection),
                               source.value_or(QString()))
               << editedAsOf();
    }
    // Only update: an UPDATE keeps every other column (an upsert would need all NOT NULL columns). The
    // expected value is compared in the same statement, so nothing can slip in between the check and the
    // write.
    QString where = table.keyColumn + QStringLiteral(" = ?");
    if (expected)
        where += expectedValue.isNull() ? QStringLiteral(" AND %1 IS NULL").arg(column)
                                        : QStringLiteral(" AND %1 = ?").arg(column);
    QSqlQuery query(connection);
    query.prepare(QStringLiteral("UPDATE %1 SET %2 WHERE %3").arg(table.name, assignments.join(u','), where));
    for (const QVariant& v : values)
        query.addBindValue(v);
    query.addBindValue(storedKey);
    if (expected && !expectedValue.isNull())
        query.addBindValue(expectedValue);
    if (!query.exec()) {
        Error refused = sqlError(QStringLiteral("cannot set %1 = %2").arg(column, text),
                                 query.lastError().databaseText()); // one line, without the SQLSTATE
        refused.field = "value";
        return refused;
    }
    if (expected && query.numRowsAffected() == 0)
        return editConflict(database, table, storedKey, column, *expected, text);
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
