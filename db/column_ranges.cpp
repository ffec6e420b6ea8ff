#include "db/column_ranges.h"

#include "core/advisor/engine_assumptions.h"
#include "db/catalog_tables.h"
#include "db/row_writer.h"
#include "db/sql_connection.h"

#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gpuadvisor::db {

namespace {

struct Range {
    const char* column;
    double min;
    double max;
};

// Ranges wide enough for any real row in any of the catalog's currencies (a BRL price is about 5.5x the
// USD one) and tight enough to catch a slip of the keyboard or a hostile file. Columns not listed: finite,
// 0 or more, at most 1e15.
constexpr Range kRanges[] = {
    // prices per hour, month, unit, kWh, kW-month, GB, million tokens
    {"on_demand_hourly", 0, 1e5},
    {"spot_hourly", 0, 1e5},
    {"reserved_1y_hourly", 0, 1e5},
    {"reserved_3y_hourly", 0, 1e5},
    {"monthly_price", 0, 1e8},
    {"purchase_price", 0, 1e10},
    {"price_usd", 0, 1e10},
    {"setup_fee", 0, 1e10},
    {"price_per_kwh", 0, 100},
    {"price_per_kw_month", 0, 1e5},
    {"price_per_gb", 0, 1e3},
    {"price_per_gb_month", 0, 1e3},
    {"input_per_million", 0, 1e5},
    {"output_per_million", 0, 1e5},
    {"rate", 1e-9, 1e6}, // an exchange rate of 0 would make every converted price free
    // hardware: a GB300 GPU has 288 GB and 15 PFLOP/s FP4; an NVL576 domain 576 GPUs
    {"memory_gb", 0, 1e4},
    {"memory_gib", 0, 1e6},
    {"gpu_memory_mib", 0, 1e8},
    {"gpu_count", 0, 1e5},
    {"gpus_per_node", 0, 1024},
    {"vcpus", 0, 1e5},
    {"bf16_dense_tflops", 0, 1e6},
    {"fp16_dense_tflops", 0, 1e6},
    {"fp8_dense_tflops", 0, 1e6},
    {"fp4_dense_tflops", 0, 1e6},
    {"int8_dense_tops", 0, 1e6},
    {"memory_bandwidth_gbps", 0, 1e6},
    {"interconnect_bandwidth_gbps", 0, 1e6},
    {"unidirectional_gbps", 0, 1e6},
    {"bidirectional_gbps", 0, 1e6},
    {"line_rate_gbit", 0, 1e6},
    {"latency_us", 0, 1e6},
    {"pcie_gen", 0, 7},
    {"tdp_w", 0, 1e5},
    {"power_idle_kw", 0, 1e4},
    {"power_max_kw", 0, 1e4},
    {"rack_units", 0, 100},
    {"pue", 1, 3},
    {"sla_percent", 0, 100},
    {"years", 0, 100},
    {"min_term_months", 0, 600},
    {"lead_time_days", 0, 3650},
    {"lead_time_weeks", 0, 520},
    {"minor_units", 0, 4},
    // model architecture (a config.json's numbers)
    {"num_layers", 0, 1e5},
    {"hidden_size", 0, 1e7},
    {"intermediate_size", 0, 1e7},
    {"moe_expert_intermediate_size", 0, 1e7},
    {"num_attention_heads", 0, 1e5},
    {"num_kv_heads", 0, 1e5},
    {"head_dim", 0, 1e5},
    {"vocab_size", 0, 1e8},
    {"max_context", 0, 1e9},
    {"sliding_window", 0, 1e9},
    {"moe_num_experts", 0, 1e5},
    {"moe_experts_per_token", 0, 1e5},
    {"moe_shared_experts", 0, 1e5},
    {"moe_first_dense_layers", 0, 1e5},
    // yes/no flags
    {"is_assumption", 0, 1},
    {"region_confirmed", 0, 1},
    {"is_legal", 0, 1},
    {"signs_dpa", 0, 1},
    {"baa_available", 0, 1},
    {"eu_scc_offered", 0, 1},
    {"anpd_scc_offered", 0, 1},
    {"subject_to_cloud_act", 0, 1},
    {"includes_taxes", 0, 1},
    {"qkv_bias", 0, 1},
    {"tied_embeddings", 0, 1},
    {"moe_router_bias", 0, 1},
};

std::string shortNumber(double value) {
    char text[48];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

} // namespace

namespace {

Range rangeOf(const QString& column) {
    Range range{nullptr, 0, 1e15};
    for (const Range& known : kRanges)
        if (column == QLatin1String(known.column))
            range = known;
    return range;
}

} // namespace

std::optional<std::string> refuseCatalogNumber(const QString& table, const QString& column, double value,
                                               bool wholeNumber) {
    const std::string name = table.toStdString() + "." + column.toStdString();
    if (!std::isfinite(value))
        return name + ": '" + shortNumber(value) + "' is not a finite number";
    const Range range = rangeOf(column);
    if (value < range.min || value > range.max)
        return name + ": " + shortNumber(value) + " is out of range (allowed: " + shortNumber(range.min) +
               " to " + shortNumber(range.max) + ")";
    if (wholeNumber && value != std::floor(value))
        return name + ": " + shortNumber(value) + " is not a whole number";
    return std::nullopt;
}

} // namespace gpuadvisor::db

namespace gpuadvisor::db {

std::optional<std::string> refuseAssumption(const QString& key, std::optional<double> value) {
    const std::vector<AssumptionDefinition> definitions = EngineAssumptions::definitions();
    const auto found =
        std::find_if(definitions.begin(), definitions.end(), [&](const AssumptionDefinition& d) {
            return key == QString::fromStdString(d.defaults.key);
        });
    if (found == definitions.end()) {
        std::string known;
        for (const AssumptionDefinition& d : definitions)
            known += (known.empty() ? "" : ", ") + d.defaults.key;
        return "assumptions: no estimate reads '" + key.toStdString() +
               "' (the keys the engines read: " + known + ")";
    }
    if (value && (*value < found->minimum || *value > found->maximum))
        return "assumptions " + key.toStdString() + ": " + shortNumber(*value) +
               " is out of range (allowed: " + shortNumber(found->minimum) + " to " +
               shortNumber(found->maximum) + " " + found->defaults.unit + ")";
    return std::nullopt;
}

namespace {

// One table's numeric columns and the condition that finds a number no estimate could use in them.
struct NumberCheck {
    const CatalogTable* table = nullptr;
    QStringList numeric;
    QString impossible; // SQL: true for a row holding such a number
};

std::vector<NumberCheck> numberChecks(const TableColumns& columnsOf, bool postgres) {
    std::vector<NumberCheck> checks;
    for (const CatalogTable& table : catalogTables()) {
        NumberCheck check{&table, {}, {}};
        QStringList conditions;
        const auto found = columnsOf.find(table.name);
        for (const ColumnInfo& column :
             found == columnsOf.end() ? std::vector<ColumnInfo>{} : found->second) {
            if (column.type != QLatin1String("REAL") && column.type != QLatin1String("INTEGER"))
                continue;
            const Range range = rangeOf(column.name);
            check.numeric << column.name;
            // Inf compares above every bound; text is what a SQLite REAL column keeps when it cannot convert
            // (a PostgreSQL column holds numbers only, but NaN, which it sorts above every number).
            conditions << (postgres ? QStringLiteral("(%1 IS NOT NULL AND (%1 < %2 OR %1 > %3))")
                                    : QStringLiteral("(%1 IS NOT NULL AND (typeof(%1) NOT IN ('integer', "
                                                     "'real') OR %1 < %2 OR %1 > %3))"))
                              .arg(column.name, QString::number(range.min, 'g', 17),
                                   QString::number(range.max, 'g', 17));
        }
        check.impossible = conditions.join(QStringLiteral(" OR "));
        if (!check.numeric.isEmpty())
            checks.push_back(check);
    }
    return checks;
}

// The first impossible number in one table's row, named with the command that corrects it.
std::optional<Error> describeImpossibleNumber(const QSqlDatabase& database, const NumberCheck& check) {
    const CatalogTable& table = *check.table;
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT %1, %2 FROM %3 WHERE %4 LIMIT 1")
                        .arg(table.keyColumn, check.numeric.join(u','), table.name, check.impossible)) ||
        !query.next())
        return std::nullopt;
    const QString key = query.value(0).toString();
    for (int i = 0; i < check.numeric.size(); ++i) {
        const QVariant value = query.value(i + 1);
        if (value.isNull())
            continue;
        bool isNumber = false;
        const double number = value.toDouble(&isNumber);
        std::optional<std::string> why =
            value.typeId() == QMetaType::QString
                ? std::optional<std::string>(table.name.toStdString() + "." + check.numeric[i].toStdString() +
                                             ": '" + value.toString().toStdString() + "' is not a number")
                : refuseCatalogNumber(table.name, check.numeric[i], number, false);
        if (!why)
            continue;
        return Error{ErrorCode::InvalidInput, "catalog",
                     "catalog row " + table.cliName.toStdString() + " '" + key.toStdString() + "': " + *why +
                         "; correct it with 'gpu-advisor-cli catalog set " + table.cliName.toStdString() +
                         " " + key.toStdString() + " " + check.numeric[i].toStdString() +
                         " VALUE' or the catalog editor"};
    }
    return std::nullopt;
}

} // namespace

std::optional<Error> findImpossibleCatalogNumber(const QSqlDatabase& database, const TableColumns& columns) {
    const std::vector<NumberCheck> checks = numberChecks(columns, usesPostgres(database));
    // A sound catalog, the usual case, is one statement for every table (one round trip to a team catalog's
    // server); only a table that holds an impossible number is asked again, to name the row and column.
    QStringList anyTable;
    for (const NumberCheck& check : checks)
        anyTable << QStringLiteral("SELECT 1 FROM %1 WHERE %2").arg(check.table->name, check.impossible);
    QSqlQuery query(database);
    if (anyTable.isEmpty() ||
        !query.exec(anyTable.join(QStringLiteral(" UNION ALL ")) + QStringLiteral(" LIMIT 1")) ||
        !query.next())
        return std::nullopt;
    query.finish();
    for (const NumberCheck& check : checks)
        if (auto impossible = describeImpossibleNumber(database, check))
            return impossible;
    return std::nullopt;
}

} // namespace gpuadvisor::db
