#include "db/row_writer.h"

#include "core/compliance/rule_expression.h"
#include "db/catalog_database.h"
#include "db/column_ranges.h"
#include "db/sql_connection.h"

#include <QSqlError>
#include <QSqlQuery>

namespace gpuadvisor::db {

namespace {

ColumnInfo postgresColumn(const QSqlQuery& query, int first) {
    const QString type = query.value(first + 1).toString();
    return {query.value(first).toString(),
            type == QLatin1String("double precision") ? QStringLiteral("REAL")
            : type.contains(QLatin1String("int"))     ? QStringLiteral("INTEGER")
                                                      : QStringLiteral("TEXT"),
            query.value(first + 2).toBool()};
}

// The same three facts from PostgreSQL's system catalogs (the information schema's views take 10–20 ms a
// table), its types named as the SQLite migrations declare them (postgresStatement made REAL double precision
// and the row ids bigint). `where` picks the tables.
// `withPrimaryKey`: reading pg_index too costs a new connection about a millisecond of cold catalog caches.
QString postgresColumnsQuery(const QString& where, bool withPrimaryKey) {
    return QStringLiteral("SELECT a.attname, format_type(a.atttypid, a.atttypmod), %1, "
                          "a.attrelid::regclass::text FROM pg_attribute a WHERE %2 AND a.attnum > 0 "
                          "AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum")
        .arg(withPrimaryKey ? QStringLiteral("EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid "
                                             "AND i.indisprimary AND a.attnum = ANY (i.indkey))")
                            : QStringLiteral("false"),
             where);
}

} // namespace

std::vector<ColumnInfo> tableColumns(const QSqlDatabase& database, const QString& table) {
    std::vector<ColumnInfo> columns;
    QSqlQuery query(database);
    if (usesPostgres(database)) {
        query.prepare(postgresColumnsQuery(QStringLiteral("a.attrelid = to_regclass(?)"), true));
        query.addBindValue(table);
        if (!query.exec())
            return columns;
        while (query.next())
            columns.push_back(postgresColumn(query, 0));
        return columns;
    }
    if (!query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)))
        return columns;
    while (query.next())
        columns.push_back(
            {query.value(1).toString(), query.value(2).toString().toUpper(), query.value(5).toInt() > 0});
    return columns;
}

TableColumns tablesColumns(const QSqlDatabase& database, const QStringList& tables) {
    TableColumns columns;
    if (!usesPostgres(database)) {
        for (const QString& table : tables)
            columns[table] = tableColumns(database, table);
        return columns;
    }
    // One round trip for all of them: a team catalog's server may be a network away.
    QStringList names;
    for (const QString& table : tables)
        names << QStringLiteral("to_regclass('%1')").arg(QString(table).replace(u'\'', QLatin1String("''")));
    QSqlQuery query(database);
    if (!query.exec(postgresColumnsQuery(QStringLiteral("a.attrelid IN (%1)").arg(names.join(u',')), false)))
        return columns;
    while (query.next())
        columns[query.value(3).toString()].push_back(postgresColumn(query, 0));
    return columns;
}

namespace {

Result<QVariant> convert(const ColumnInfo& column, const QVariant& value, bool fromText) {
    // An empty C++ string arrives as a null QString, which Qt would bind as NULL: store ''.
    if (value.typeId() == QMetaType::QString && value.toString().isNull())
        return QVariant(QStringLiteral(""));
    if (value.isNull())
        return value;
    // Text bound for a number column is converted or refused, whatever the file said it was: SQLite would
    // keep "12,5" or "lots" in a REAL column and the engines would read 0.
    const bool isText = value.typeId() == QMetaType::QString;
    if (column.type == QLatin1String("TEXT"))
        return fromText ? QVariant(value.toString()) : value;
    if (!isText)
        return value;
    const QString text = value.toString().trimmed();
    if (text.isEmpty())
        return QVariant();
    bool ok = false;
    if (column.type == QLatin1String("INTEGER")) {
        const qlonglong number = text.toLongLong(&ok);
        if (ok)
            return QVariant(number);
    }
    const double number = text.toDouble(&ok);
    if (!ok)
        return Error{ErrorCode::ParseError, column.name.toStdString(),
                     "column '" + column.name.toStdString() + "': '" + text.toStdString() +
                         "' is not a number"};
    return QVariant(number);
}

} // namespace

Result<bool> rowExists(const QSqlDatabase& database, const QString& table, const QString& keyColumn,
                       const QString& key) {
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ?").arg(table, keyColumn));
    query.addBindValue(key);
    if (!query.exec())
        return sqlError(QStringLiteral("reading %1").arg(table), query.lastError().databaseText());
    return query.next();
}

Result<bool> validateCell(const QString& table, const QString& column, const QVariant& value) {
    if (table == QLatin1String("compliance_rules") && column == QLatin1String("expression") &&
        !value.toString().isEmpty()) {
        auto parsed = RuleExpression::parse(value.toString().toStdString());
        if (!parsed)
            return Error{ErrorCode::InvalidInput, "expression", parsed.error().message};
    }
    return true;
}

Result<bool> upsertRow(const QSqlDatabase& database, const QString& table, const Row& row, bool fromText) {
    const std::vector<ColumnInfo> columns = tableColumns(database, table);
    if (columns.empty())
        return Error{ErrorCode::InvalidInput, "table", "unknown table '" + table.toStdString() + "'"};
    QStringList names, placeholders, updates, keys;
    std::vector<QVariant> values;
    const bool postgres = usesPostgres(database);
    bool identityGiven = false;
    for (const auto& [name, value] : row) {
        const QString& wanted = name; // clang 14 cannot capture a structured binding
        const auto column = std::find_if(columns.begin(), columns.end(),
                                         [&](const ColumnInfo& c) { return c.name == wanted; });
        if (column == columns.end())
            return Error{ErrorCode::InvalidInput, name.toStdString(),
                         "table '" + table.toStdString() + "' has no column '" + name.toStdString() + "'"};
        auto converted = convert(*column, value, fromText);
        if (!converted)
            return converted.error();
        if (column->type != QLatin1String("TEXT") && !converted->isNull())
            if (auto refused = refuseCatalogNumber(table, name, converted->toDouble(),
                                                   column->type == QLatin1String("INTEGER")))
                return Error{ErrorCode::InvalidInput, name.toStdString(), *refused};
        if (auto valid = validateCell(table, name, *converted); !valid)
            return valid.error();
        const bool rowId = column->primaryKey && column->type == QLatin1String("INTEGER");
        if (postgres && rowId) {
            // SQLite numbers a NULL row id itself; PostgreSQL's identity column does when it is left out, and
            // its sequence must move past an id given explicitly (a JSON import keeps the exported ids).
            if (converted->isNull())
                continue;
            identityGiven = true;
        }
        names << name;
        placeholders << QStringLiteral("?");
        values.push_back(*converted);
        if (column->primaryKey)
            keys << name;
        else
            updates << QStringLiteral("%1 = excluded.%1").arg(name);
    }
    if (table == QLatin1String("assumptions")) { // a row an engine reads, with a value it accepts
        QString key;
        std::optional<double> number;
        for (std::size_t i = 0; i < std::size_t(names.size()); ++i) {
            if (names[qsizetype(i)] == QLatin1String("key"))
                key = values[i].toString();
            else if (names[qsizetype(i)] == QLatin1String("value") && !values[i].isNull())
                number = values[i].toDouble();
        }
        if (auto refused = refuseAssumption(key, number))
            return Error{ErrorCode::InvalidInput, "value", *refused};
    }
    QString sql = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                      .arg(table, names.join(u','), placeholders.join(u','));
    if (!keys.isEmpty() && !updates.isEmpty())
        sql += QStringLiteral(" ON CONFLICT(%1) DO UPDATE SET %2").arg(keys.join(u','), updates.join(u','));
    QSqlQuery query(database);
    query.prepare(sql);
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (!query.exec())
        return sqlError(QStringLiteral("table '%1'").arg(table), query.lastError().databaseText());
    if (identityGiven) {
        QSqlQuery sequence(database);
        if (!sequence.exec(QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', '%2'), "
                                          "(SELECT max(%2) FROM %1))")
                               .arg(table, keys.value(0))))
            return sqlError(QStringLiteral("table '%1'").arg(table), sequence.lastError().databaseText());
    }
    return true;
}

} // namespace gpuadvisor::db
