#include "db/change_log.h"

#include "db/catalog_json_io.h"
#include "db/catalog_tables.h"
#include "db/row_writer.h"
#include "db/sql_connection.h"

#include <QDir>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace gpuadvisor::db {

namespace {

// SQLite: a row as JSON, built column by column (SQLite has no row-to-JSON). A REAL goes through printf's
// 17 significant digits, which give back the same double; json_object alone keeps 15. An infinity (typed in
// by hand outside the program; the catalog's checks name it later) is kept as text, which JSON allows.
QString sqliteRowJson(const std::vector<ColumnInfo>& columns, const QString& row) {
    QStringList pairs;
    for (const ColumnInfo& c : columns) {
        const QString cell = row + u'.' + c.name;
        const QString value =
            c.type == QLatin1String("REAL")
                ? QStringLiteral(
                      "CASE WHEN typeof(%1) <> 'real' THEN %1 WHEN abs(%1) > 1.7976931348623157e308 "
                      "THEN printf('%!.17g', %1) ELSE json(printf('%!.17g', %1)) END")
                      .arg(cell)
                : cell;
        pairs << QStringLiteral("'%1', %2").arg(c.name, value);
    }
    return QStringLiteral("json_object(%1)").arg(pairs.join(QStringLiteral(", ")));
}

Result<bool> installSqliteTriggers(const QSqlDatabase& connection) {
    const QString now = QStringLiteral("strftime('%Y-%m-%dT%H:%M:%SZ', 'now')");
    for (const CatalogTable& table : catalogTables()) {
        const auto columns = tableColumns(connection, table.name);
        const QString oldRow = sqliteRowJson(columns, QStringLiteral("OLD"));
        const QString newRow = sqliteRowJson(columns, QStringLiteral("NEW"));
        const QString insert =
            QStringLiteral("INSERT INTO catalog_changes (table_name, row_key, operation, old_row, new_row, "
                           "changed_at) VALUES ('%1', CAST(%2.%3 AS TEXT), '%4', %5, %6, %7);")
                .arg(table.name);
        const QString triggers[][2] = {
            {QStringLiteral("insert"),
             QStringLiteral("AFTER INSERT ON %1 BEGIN %2 END")
                 .arg(table.name, insert.arg(QStringLiteral("NEW"), table.keyColumn, QStringLiteral("insert"),
                                             QStringLiteral("NULL"), newRow, now))},
            // An upsert that writes the same values changes nothing, and records nothing.
            {QStringLiteral("update"), QStringLiteral("AFTER UPDATE ON %1 WHEN %2 IS NOT %3 BEGIN %4 END")
                                           .arg(table.name, oldRow, newRow,
                                                insert.arg(QStringLiteral("NEW"), table.keyColumn,
                                                           QStringLiteral("update"), oldRow, newRow, now))},
            {QStringLiteral("delete"),
             QStringLiteral("AFTER DELETE ON %1 BEGIN %2 END")
                 .arg(table.name, insert.arg(QStringLiteral("OLD"), table.keyColumn, QStringLiteral("delete"),
                                             oldRow, QStringLiteral("NULL"), now))},
        };
        for (const auto& [operation, body] : triggers) {
            const QString name = QStringLiteral("%1_changes_%2").arg(table.name, operation);
            if (auto ok = execSql(connection, QStringLiteral("DROP TRIGGER IF EXISTS ") + name); !ok)
                return ok;
            if (auto ok = execSql(connection, QStringLiteral("CREATE TRIGGER %1 %2").arg(name, body)); !ok)
                return ok;
        }
    }
    return true;
}

// PostgreSQL: one function for every table. It runs as its owner (SECURITY DEFINER), so editors, who may
// not write catalog_changes themselves, cannot forge or erase history; session_user is still the login that
// made the change. The lock makes revisions follow commit order: a study that read revision N saw every
// change up to N and none after it.
Result<bool> installPostgresTriggers(const QSqlDatabase& connection) {
    if (auto ok = execSql(connection, QStringLiteral(R"sql(
CREATE OR REPLACE FUNCTION catalog_record_change() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $body$
DECLARE
    old_json jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
    new_json jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
BEGIN
    IF old_json = new_json THEN
        RETURN NULL;
    END IF;
    LOCK TABLE public.catalog_changes IN SHARE ROW EXCLUSIVE MODE;
    INSERT INTO public.catalog_changes (table_name, row_key, operation, old_row, new_row, changed_by, changed_at)
    VALUES (TG_TABLE_NAME, coalesce(new_json, old_json) ->> TG_ARGV[0], lower(TG_OP), old_json::text,
            new_json::text, session_user,
            to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'));
    RETURN NULL;
END
$body$)sql"));
        !ok)
        return ok;
    for (const CatalogTable& table : catalogTables()) {
        const QString name = table.name + QStringLiteral("_changes");
        if (auto ok =
                execSql(connection, QStringLiteral("DROP TRIGGER IF EXISTS %1 ON %2").arg(name, table.name));
            !ok)
            return ok;
        if (auto ok = execSql(connection,
                              QStringLiteral("CREATE TRIGGER %1 AFTER INSERT OR UPDATE OR DELETE ON %2 "
                                             "FOR EACH ROW EXECUTE FUNCTION catalog_record_change('%3')")
                                  .arg(name, table.name, table.keyColumn));
            !ok)
            return ok;
    }
    return true;
}

nlohmann::json rowJson(const QVariant& text) {
    if (text.isNull())
        return nullptr;
    auto parsed = nlohmann::json::parse(text.toString().toStdString(), nullptr, false);
    return parsed.is_discarded() ? nlohmann::json(text.toString().toStdString()) : parsed;
}

// A key cell as the triggers wrote it into row_key: text as is, a whole number without a decimal point.
std::string keyText(const nlohmann::json& cell) {
    if (cell.is_string())
        return cell.get<std::string>();
    if (cell.is_number_integer() || cell.is_number_unsigned())
        return std::to_string(cell.get<long long>());
    return cell.dump();
}

// The first revision that can be undone: every one after the schema-7 entries, whose new rows are unknown.
Result<long long> replayableFrom(const QSqlDatabase& connection) {
    QSqlQuery query(connection);
    if (!query.exec(QStringLiteral(
            "SELECT coalesce(max(revision), 0) FROM catalog_changes WHERE operation = 'replaced'")) ||
        !query.next())
        return sqlError(QStringLiteral("cannot read the catalog's history"), query.lastError().text());
    return query.value(0).toLongLong();
}

// Undoes one change in an export document.
void undo(nlohmann::json& tables, const CatalogChange& change) {
    const CatalogTable* table = findCatalogTable(change.table);
    if (!table)
        return;
    nlohmann::json& rows = tables[change.table.toStdString()];
    if (!rows.is_array())
        rows = nlohmann::json::array();
    const std::string keyColumn = table->keyColumn.toStdString();
    const std::string key = change.key.toStdString();
    const auto at = std::find_if(rows.begin(), rows.end(), [&](const nlohmann::json& row) {
        return row.contains(keyColumn) && keyText(row[keyColumn]) == key;
    });
    if (at != rows.end())
        rows.erase(at);
    if (!change.oldRow.is_null()) // an update or a delete: the row as it was
        rows.push_back(change.oldRow);
}

} // namespace

Result<bool> installChangeTriggers(const QSqlDatabase& connection) {
    return usesPostgres(connection) ? installPostgresTriggers(connection) : installSqliteTriggers(connection);
}

Result<long long> catalogRevision(const CatalogDatabase& database) {
    QSqlQuery query(sqlConnection(database));
    if (!query.exec(QStringLiteral("SELECT coalesce(max(revision), 0) FROM catalog_changes")) ||
        !query.next())
        return sqlError(QStringLiteral("cannot read the catalog's revision"), query.lastError().text());
    return query.value(0).toLongLong();
}

Result<std::vector<CatalogChange>> catalogChanges(const CatalogDatabase& database, const QString& table,
                                                  const QString& key, long long afterRevision) {
    QSqlQuery query(sqlConnection(database));
    query.prepare(QStringLiteral(
        "SELECT revision, table_name, row_key, operation, old_row, new_row, changed_by, changed_at "
        "FROM catalog_changes WHERE revision > ? AND (? = '' OR table_name = ?) AND (? = '' OR row_key = ?) "
        "ORDER BY revision"));
    query.addBindValue(afterRevision);
    for (const QString& value : {table, table, key, key})
        query.addBindValue(value.isNull() ? QStringLiteral("") : value);
    if (!query.exec())
        return sqlError(QStringLiteral("cannot read the catalog's history"), query.lastError().text());
    std::vector<CatalogChange> changes;
    while (query.next())
        changes.push_back({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString(),
                           query.value(3).toString(), rowJson(query.value(4)), rowJson(query.value(5)),
                           query.value(6).toString(), query.value(7).toString()});
    return changes;
}

std::vector<std::string> changedColumns(const CatalogChange& change) {
    std::vector<std::string> columns;
    const nlohmann::json& after = change.newRow.is_object() ? change.newRow : change.oldRow;
    if (!after.is_object())
        return columns;
    for (const auto& [column, value] : after.items()) {
        const bool before = change.oldRow.is_object() && change.oldRow.contains(column);
        const bool now = change.newRow.is_object() && change.newRow.contains(column);
        if (!before || !now || change.oldRow[column] != change.newRow[column])
            columns.push_back(column);
    }
    return columns;
}

Result<nlohmann::json> catalogJsonAsOf(const CatalogDatabase& database, long long revision) {
    QSqlDatabase connection = sqlConnection(database);
    // Today's rows and the changes since `revision` from one snapshot: a change committed in between would
    // otherwise be both in the rows and not undone.
    const bool team = usesPostgres(connection);
    if (team &&
        (!connection.transaction() ||
         !execSql(connection, QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY"))))
        return sqlError(QStringLiteral("cannot read the catalog's history"), connection.lastError().text());
    auto read = [&]() -> Result<nlohmann::json> {
        const auto newest = catalogRevision(database);
        if (!newest)
            return newest.error();
        const auto first = replayableFrom(connection);
        if (!first)
            return first.error();
        if (revision > *newest || revision < *first)
            return invalidInput(
                "catalog-revision",
                "revision " + std::to_string(revision) + " cannot be rebuilt: this catalog " +
                    (revision > *newest
                         ? "has revisions up to " + std::to_string(*newest)
                         : "keeps its history from revision " + std::to_string(*first) + " on") +
                    " (allowed: " + std::to_string(*first) + " to " + std::to_string(*newest) + ")");
        auto exported = exportCatalogJson(database);
        if (!exported)
            return exported.error();
        nlohmann::json document = std::move(exported).value();
        const auto changes = catalogChanges(database, {}, {}, revision);
        if (!changes)
            return changes.error();
        for (auto change = changes->rbegin(); change != changes->rend(); ++change)
            undo(document["tables"], *change);
        return document;
    };
    auto result = read();
    if (team)
        connection.rollback(); // read only: nothing to keep
    return result;
}

Result<std::unique_ptr<CatalogDatabase>> openCatalogCopy(const QString& path, const nlohmann::json& document,
                                                         const QString& readOnlyReason) {
    auto copy = CatalogDatabase::open(path);
    if (!copy)
        return copy.error();
    {
        const QSqlDatabase connection = sqlConnection(**copy);
        // The factory rows go first: a row the document lacks was deleted by then and must stay absent.
        auto emptied = inTransaction(connection, [&]() -> Result<bool> {
            const auto& tables = catalogTables();
            for (auto table = tables.rbegin(); table != tables.rend(); ++table)
                if (auto ok = execSql(connection, QStringLiteral("DELETE FROM ") + table->name); !ok)
                    return ok;
            return true;
        });
        if (!emptied)
            return emptied.error();
        if (auto imported = importCatalogJson(**copy, document); !imported)
            return imported.error();
    }
    (*copy)->refuseWritesFromNowOn(readOnlyReason);
    return copy;
}

Result<std::unique_ptr<CatalogDatabase>> openCatalogAsOf(const CatalogDatabase& database, long long revision,
                                                         const QString& folder) {
    const auto document = catalogJsonAsOf(database, revision);
    if (!document)
        return document.error();
    return openCatalogCopy(
        QDir(folder).filePath(QStringLiteral("catalog-r%1.sqlite").arg(revision)), *document,
        QStringLiteral("rebuilt as of revision %1 of %2").arg(revision).arg(database.path()));
}

} // namespace gpuadvisor::db
