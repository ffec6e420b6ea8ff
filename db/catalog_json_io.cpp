#include "db/catalog_json_io.h"
#include "db/sql_connection.h"

#include "db/catalog_tables.h"
#include "db/row_writer.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <cstdint>

namespace gpuadvisor::db {

namespace {

QVariant fromJson(const nlohmann::json& value) {
    if (value.is_null())
        return {};
    if (value.is_boolean())
        return value.get<bool>() ? 1 : 0;
    if (value.is_number_integer())
        return QVariant(qlonglong(value.get<std::int64_t>()));
    if (value.is_number())
        return value.get<double>();
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return QString::fromStdString(value.dump());
}

// Schema 7 moved three assumption rows to the keys the engines read and dropped two that nothing read
// (db/migrations/007_row_history.sql does the same to a catalog file). Returns false for a dropped row.
bool renameLegacyAssumption(Row& row) {
    for (auto& [column, value] : row) {
        if (column != QLatin1String("key"))
            continue;
        const QString key = value.toString();
        if (key == QLatin1String("depreciation_years_conservative") ||
            key == QLatin1String("depreciation_years_hyperscaler"))
            return false;
        if (key == QLatin1String("pue_default_colocation"))
            value = QStringLiteral("pue");
        else if (key == QLatin1String("fx_volatility_brl"))
            value = QStringLiteral("brl_volatility");
        else if (key == QLatin1String("fx_volatility_eur"))
            value = QStringLiteral("eur_volatility");
    }
    return true;
}

} // namespace

nlohmann::json cellJson(const QVariant& value) {
    if (value.isNull())
        return nullptr;
    switch (value.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong: // PostgreSQL's bigint row ids, as Qt's QPSQL driver returns them
    case QMetaType::UInt:
        return value.toLongLong();
    case QMetaType::Double:
        return value.toDouble();
    default:
        return value.toString().toStdString();
    }
}

Result<nlohmann::json> exportCatalogJson(const CatalogDatabase& database,
                                         const std::optional<QString>& only) {
    nlohmann::json tables = nlohmann::json::object();
    for (const CatalogTable& table : catalogTables()) {
        if (only && table.name != *only)
            continue;
        QSqlQuery query(sqlConnection(database));
        if (!query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table.name, table.keyColumn)))
            return sqlError(QStringLiteral("exporting %1").arg(table.name), query.lastError().databaseText());
        nlohmann::json rows = nlohmann::json::array();
        while (query.next()) {
            const QSqlRecord record = query.record();
            nlohmann::json row = nlohmann::json::object();
            for (int i = 0; i < record.count(); ++i)
                row[record.fieldName(i).toStdString()] = cellJson(query.value(i));
            rows.push_back(std::move(row));
        }
        tables[table.name.toStdString()] = std::move(rows);
    }
    return nlohmann::json{{"format", "gpu-advisor-catalog"},
                          {"schema_version", database.schemaVersion()},
                          {"tables", std::move(tables)}};
}

Result<std::map<std::string, int>> importCatalogJson(const CatalogDatabase& database,
                                                     const nlohmann::json& document) {
    // Each member's type is checked before it is read: nlohmann's value() throws on a mismatch (a file with
    // "format" given twice, the second time as an object).
    const auto member = [&](const char* key) {
        const auto it = document.is_object() ? document.find(key) : document.end();
        return it != document.end() ? &*it : nullptr;
    };
    const nlohmann::json* format = member("format");
    const nlohmann::json* tablesMember = member("tables");
    if (!format || !format->is_string() || format->get<std::string>() != "gpu-advisor-catalog" ||
        !tablesMember || !tablesMember->is_object())
        return Error{
            ErrorCode::ParseError, "file",
            "not a catalog export: expected {\"format\": \"gpu-advisor-catalog\", \"tables\": {...}}"};
    const nlohmann::json* versionMember = member("schema_version");
    if (versionMember && !versionMember->is_number_integer() && !versionMember->is_number_unsigned())
        return Error{ErrorCode::ParseError, "schema_version",
                     "schema_version = " + versionMember->dump() + " is not a whole number"};
    const bool newer =
        versionMember && (versionMember->is_number_unsigned()
                              ? versionMember->get<std::uint64_t>() > CatalogDatabase::kSchemaVersion
                              : versionMember->get<std::int64_t>() > CatalogDatabase::kSchemaVersion);
    if (newer)
        return Error{ErrorCode::Unsupported, "file",
                     "the file has schema version " + versionMember->dump() + ", newer than this program's " +
                         std::to_string(CatalogDatabase::kSchemaVersion)};
    const nlohmann::json& tables = *tablesMember;
    for (auto it = tables.begin(); it != tables.end(); ++it)
        if (!findCatalogTable(QString::fromStdString(it.key())) || !it.value().is_array())
            return Error{ErrorCode::ParseError, "file",
                         "'" + it.key() + "' is not a catalog table with a list of rows"};

    if (auto refused = database.refuseWrite(QStringLiteral("import the catalog JSON")))
        return *refused;
    std::map<std::string, int> counts;
    auto result = inTransaction(sqlConnection(database), [&]() -> Result<bool> {
        for (const CatalogTable& table : catalogTables()) { // foreign-key order
            const std::string name = table.name.toStdString();
            if (!tables.contains(name))
                continue;
            int index = 0;
            for (const nlohmann::json& entry : tables[name]) {
                ++index;
                if (!entry.is_object())
                    return Error{ErrorCode::ParseError, "file",
                                 name + " row " + std::to_string(index) + ": not an object"};
                Row row;
                for (auto field = entry.begin(); field != entry.end(); ++field)
                    row.emplace_back(QString::fromStdString(field.key()), fromJson(field.value()));
                if (table.name == QLatin1String("assumptions") && !renameLegacyAssumption(row))
                    continue; // an export from before schema 7 holds rows no engine read
                if (auto ok = upsertRow(sqlConnection(database), table.name, row, false); !ok) {
                    const auto key = entry.find(table.keyColumn.toStdString());
                    return Error{ErrorCode::InvalidInput, "file",
                                 name + " row " + std::to_string(index) +
                                     (key != entry.end() ? " (" + key->dump() + ")" : std::string()) + ": " +
                                     ok.error().message};
                }
            }
            counts[name] = index;
        }
        return true;
    });
    if (!result)
        return result.error();
    return counts;
}

} // namespace gpuadvisor::db
