#include "db/seed.h"

#include "core/advisor/engine_assumptions.h"
#include "core/catalog/memory_catalog.h"
#include "core/common/csv.h"
#include "db/catalog_database.h"
#include "db/row_writer.h"
#include "db/sql_connection.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace gpuadvisor::db {

QStringList tablesOfSchemaVersion(int version) {
    if (version == 1)
        return {"currencies", "gpus",         "gpu_aliases", "models",     "fabrics",
                "providers",  "cloud_offers", "fx_rates",    "assumptions"};
    if (version == 2)
        return {"node_types",        "bare_metal_offers",    "egress_prices",
                "storage_prices",    "power_tariffs",        "pue_figures",
                "colocation_prices", "depreciation_periods", "compliance_rules"};
    if (version == 6)
        return {"api_prices"};
    if (version == 11)
        return {"invoicing"};
    if (version == 12)
        return {"compliance_controls"};
    return {};
}

namespace {

QString text(const std::string& value) {
    return QString::fromStdString(value);
}

Result<std::vector<Row>> csvRows(const QString& table) {
    QFile file(QStringLiteral(":/db/seed/%1.csv").arg(table));
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::InvalidInput, "seed", "missing seed file for table " + table.toStdString()};
    const QByteArray bytes = file.readAll();
    auto csv = parseCsv(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!csv)
        return Error{ErrorCode::ParseError, "seed",
                     "seed/" + table.toStdString() + ".csv: " + csv.error().message};
    std::vector<Row> rows;
    for (const CsvRecord& record : csv->records) {
        Row row;
        for (std::size_t i = 0; i < csv->header.size() && i < record.fields.size(); ++i)
            row.emplace_back(text(csv->header[i]), QVariant(text(record.fields[i])));
        rows.push_back(std::move(row));
    }
    return rows;
}

Row gpuRow(const GpuSpec& g) {
    return {{"id", text(g.id)},
            {"vendor", text(g.vendor)},
            {"name", text(g.name)},
            {"form_factor", text(g.formFactor)},
            {"memory_gb", g.memoryBytes / 1e9},
            {"memory_bandwidth_gbps", g.memoryBandwidthBps / 1e9},
            {"bf16_dense_tflops", g.bf16Flops / 1e12},
            {"fp16_dense_tflops", g.fp16Flops / 1e12},
            {"fp8_dense_tflops", g.fp8Flops / 1e12},
            {"int8_dense_tops", g.int8Ops / 1e12},
            {"fp4_dense_tflops", g.fp4Flops / 1e12},
            {"tdp_w", g.tdpWatts},
            {"interconnect", text(g.interconnect)},
            {"interconnect_bandwidth_gbps", g.interconnectBandwidthBps / 1e9},
            {"pcie_gen", g.pcieGeneration},
            {"price_usd", g.priceUsd ? QVariant(*g.priceUsd) : QVariant()},
            {"price_note", text(g.priceNote)},
            {"source", text(g.source)},
            {"as_of", text(g.asOf)},
            {"note", text(g.note)},
            {"gpu_class", text(std::string(gpuClassName(g.gpuClass)))},
            {"no_tensor_cores", text(g.noTensorCoresList())}};
}

Row modelRow(const ModelSpec& m) {
    return {{"id", text(m.id)},
            {"name", text(m.name)},
            {"hf_id", text(m.hfId)},
            {"num_layers", m.numLayers},
            {"hidden_size", m.hiddenSize},
            {"intermediate_size", qlonglong(m.intermediateSize)},
            {"num_attention_heads", m.numAttentionHeads},
            {"num_kv_heads", m.numKvHeads},
            {"head_dim", m.headDim},
            {"vocab_size", qlonglong(m.vocabSize)},
            {"max_context", qlonglong(m.maxContext)},
            {"tied_embeddings", int(m.tiedEmbeddings)},
            {"qkv_bias", int(m.qkvBias)},
            {"mlp", m.mlpKind == MlpKind::Plain ? "plain" : "gated"},
            {"norm", m.normKind == NormKind::LayerNorm ? "layernorm" : "rmsnorm"},
            {"norms_per_layer", m.normsPerLayer},
            {"moe_num_experts", m.moe.numExperts},
            {"moe_experts_per_token", m.moe.expertsPerToken},
            {"moe_shared_experts", m.moe.sharedExperts},
            {"moe_expert_intermediate_size", qlonglong(m.moe.expertIntermediateSize)},
            {"moe_first_dense_layers", m.moe.firstDenseLayers},
            {"moe_router_bias", int(m.moe.routerBias)},
            {"mla_q_lora_rank", m.mla.qLoraRank},
            {"mla_kv_lora_rank", m.mla.kvLoraRank},
            {"mla_qk_nope_head_dim", m.mla.qkNopeHeadDim},
            {"mla_qk_rope_head_dim", m.mla.qkRopeHeadDim},
            {"mla_v_head_dim", m.mla.vHeadDim},
            {"sliding_window", m.slidingWindow},
            {"sliding_window_layers", m.slidingWindowLayers},
            {"source", text(m.source)},
            {"as_of", text(m.asOf)},
            {"note", QString()}};
}

// The day the engines' built-in defaults became catalog rows (schema 7); their sources say where each
// value comes from.
constexpr const char* kBuiltInDefaultsAsOf = "2026-12-05";

// The factory's rows of a table: GPUs and models from the built-in catalog, the rest from the seed CSVs.
Result<std::vector<Row>> factoryRows(const QString& table) {
    std::vector<Row> rows;
    if (table == QLatin1String("gpus")) {
        for (const GpuSpec& gpu : builtinCatalog().gpus())
            rows.push_back(gpuRow(gpu));
    } else if (table == QLatin1String("models")) {
        for (const ModelSpec& model : builtinCatalog().models())
            rows.push_back(modelRow(model));
    } else if (table == QLatin1String("assumptions")) {
        // The CSV's dated rows, then one row for every other value an engine reads, at its built-in
        // default: every figure the engines use can be seen and changed in the catalog (issue 19).
        auto csv = csvRows(table);
        if (!csv)
            return csv.error();
        rows = std::move(csv).value();
        QStringList seeded;
        for (const Row& row : rows)
            seeded << row.front().second.toString();
        for (const AssumptionDefinition& d : EngineAssumptions::definitions())
            if (!seeded.contains(text(d.defaults.key)))
                rows.push_back(
                    {{"key", text(d.defaults.key)},
                     {"value", QString::number(d.defaults.value, 'g', 17)},
                     {"unit", text(d.defaults.unit)},
                     {"source", text(d.defaults.source)},
                     {"as_of", QLatin1String(kBuiltInDefaultsAsOf)},
                     {"note", QStringLiteral("the engine's built-in default; edit it to change every "
                                             "estimate that uses it")}});
    } else {
        return csvRows(table);
    }
    return rows;
}

// A factory row holds the columns of the newest schema; an older schema being seeded lacks some of them
// (a later version's step fills those).
Row existingColumnsOnly(const std::vector<ColumnInfo>& columns, const Row& row) {
    Row kept;
    for (const auto& cell : row)
        if (std::any_of(columns.begin(), columns.end(),
                        [&](const ColumnInfo& c) { return c.name == cell.first; }))
            kept.push_back(cell);
    return kept;
}

bool isEmptyCell(const QVariant& value) {
    const QString t = value.toString().trimmed();
    return value.isNull() || t.isEmpty();
}

// Schema 4 and later: what the factory has and the catalog lacks is added; nothing the user set is replaced.
// A missing row is inserted; in an existing row a NULL or '' cell (and a 0 in a REAL column, which meant
// "unknown" before schema 4) takes the factory value.
Result<bool> fillRow(const QSqlDatabase& database, const QString& table,
                     const std::vector<ColumnInfo>& columns, const Row& factory) {
    QStringList keys;
    for (const ColumnInfo& c : columns)
        if (c.primaryKey)
            keys << c.name;
    // Tables whose id is a row number: their rows are named by these columns (the tables' UNIQUE keys).
    if (table == QLatin1String("cloud_offers"))
        keys = {"provider_id", "instance_type", "region", "zone"};
    else if (table == QLatin1String("fx_rates"))
        keys = {"base", "quote", "as_of"};
    else if (table == QLatin1String("egress_prices"))
        keys = {"provider_id", "from_tb"};
    auto cell = [&](const QString& name) -> QVariant {
        for (const auto& [column, value] : factory)
            if (column == name)
                return value.isNull() ? QVariant(QStringLiteral("")) : value;
        return QVariant(QStringLiteral(""));
    };
    QStringList where;
    for (const QString& key : keys)
        where << QStringLiteral("%1 = ?").arg(key);
    QSqlQuery exists(database);
    exists.prepare(
        QStringLiteral("SELECT 1 FROM %1 WHERE %2").arg(table, where.join(QStringLiteral(" AND "))));
    for (const QString& key : keys)
        exists.addBindValue(cell(key).toString());
    if (!exists.exec())
        return sqlError(QStringLiteral("table '%1'").arg(table), exists.lastError().databaseText());
    if (!exists.next())
        return upsertRow(database, table, factory, true);
    // One statement per row: each cell keeps its value unless it is a gap the factory can fill.
    QStringList sets;
    std::vector<QVariant> values;
    const bool postgres = usesPostgres(database);
    for (const ColumnInfo& column : columns) {
        if (keys.contains(column.name) || isEmptyCell(cell(column.name)))
            continue;
        const bool real = column.type == QLatin1String("REAL");
        // A gap: NULL, '' (SQLite keeps text in any column; a PostgreSQL number column cannot hold it), or a
        // 0 where a real figure belongs.
        const bool textGap = column.type == QLatin1String("TEXT") || !postgres;
        sets << QStringLiteral("%1 = CASE WHEN %1 IS NULL%2%3 THEN ? ELSE %1 END")
                    .arg(column.name, textGap ? QStringLiteral(" OR %1 = ''").arg(column.name) : QString(),
                         real ? QStringLiteral(" OR %1 = 0").arg(column.name) : QString());
        const QVariant value = cell(column.name);
        values.push_back(real ? QVariant(value.toString().toDouble()) : value);
    }
    if (sets.isEmpty())
        return true;
    QSqlQuery update(database);
    update.prepare(QStringLiteral("UPDATE %1 SET %2 WHERE %3")
                       .arg(table, sets.join(QStringLiteral(", ")), where.join(QStringLiteral(" AND "))));
    for (const QVariant& value : values)
        update.addBindValue(value);
    for (const QString& key : keys)
        update.addBindValue(cell(key).toString());
    if (!update.exec())
        return sqlError(QStringLiteral("table '%1'").arg(table), update.lastError().databaseText());
    return true;
}

} // namespace

Result<bool> writeGpu(const QSqlDatabase& database, const GpuSpec& g) {
    return upsertRow(database, QStringLiteral("gpus"), gpuRow(g), false);
}

Result<bool> writeModel(const QSqlDatabase& database, const ModelSpec& m) {
    return upsertRow(database, QStringLiteral("models"), modelRow(m), false);
}

Result<bool> seedSchemaVersion(const QSqlDatabase& database, int version, int targetVersion) {
    // From schema 4 on, one fill at the last step adds every factory row and cell the steps brought.
    if (version >= 4 && version != targetVersion)
        return true;
    const bool fill = version >= 4;
    QStringList tables = tablesOfSchemaVersion(version);
    if (fill) { // every table the schema has by now
        tables.clear();
        for (int v = 1; v <= targetVersion; ++v)
            tables += tablesOfSchemaVersion(v);
    }
    for (const QString& table : tables) {
        auto rows = factoryRows(table);
        if (!rows)
            return rows.error();
        const std::vector<ColumnInfo> columns = tableColumns(database, table);
        for (std::size_t i = 0; i < rows->size(); ++i) {
            const Row row = existingColumnsOnly(columns, (*rows)[i]);
            auto ok = fill ? fillRow(database, table, columns, row) : upsertRow(database, table, row, true);
            if (!ok)
                return Error{ErrorCode::ParseError, "seed",
                             "seed of table " + table.toStdString() + ", row " + std::to_string(i + 1) +
                                 ": " + ok.error().message};
        }
    }
    return true;
}

} // namespace gpuadvisor::db
