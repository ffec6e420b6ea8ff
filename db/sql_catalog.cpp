#include "db/sql_catalog.h"

#include "db/column_ranges.h"
#include "db/row_reader.h"
#include "db/sql_connection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace gpuadvisor::db {

namespace {

std::string str(const RowReader& q, const char* column) {
    return q.value(QLatin1String(column)).toString().toStdString();
}
double num(const RowReader& q, const char* column) {
    return q.value(QLatin1String(column)).toDouble();
}
int integer(const RowReader& q, const char* column) {
    return q.value(QLatin1String(column)).toInt();
}
std::int64_t wide(const RowReader& q, const char* column) {
    return q.value(QLatin1String(column)).toLongLong();
}

GpuSpec gpuFrom(const RowReader& q) {
    GpuSpec g;
    g.id = str(q, "id");
    g.vendor = str(q, "vendor");
    g.name = str(q, "name");
    g.formFactor = str(q, "form_factor");
    g.memoryBytes = num(q, "memory_gb") * 1e9;
    g.memoryBandwidthBps = num(q, "memory_bandwidth_gbps") * 1e9;
    g.bf16Flops = num(q, "bf16_dense_tflops") * 1e12;
    g.fp16Flops = num(q, "fp16_dense_tflops") * 1e12;
    g.fp8Flops = num(q, "fp8_dense_tflops") * 1e12;
    g.int8Ops = num(q, "int8_dense_tops") * 1e12;
    g.fp4Flops = num(q, "fp4_dense_tflops") * 1e12;
    g.tdpWatts = num(q, "tdp_w");
    g.interconnect = str(q, "interconnect");
    g.interconnectBandwidthBps = num(q, "interconnect_bandwidth_gbps") * 1e9;
    g.pcieGeneration = integer(q, "pcie_gen");
    if (!q.value(QLatin1String("price_usd")).isNull())
        g.priceUsd = num(q, "price_usd");
    g.priceNote = str(q, "price_note");
    g.source = str(q, "source");
    g.asOf = str(q, "as_of");
    g.note = str(q, "note");
    g.gpuClass = parseGpuClass(str(q, "gpu_class")).value_or(GpuClass::Unknown);
    g.setNoTensorCores(str(q, "no_tensor_cores")); // the column's CHECK admits only known names
    return g;
}

ModelSpec modelFrom(const RowReader& q) {
    ModelSpec m;
    m.id = str(q, "id");
    m.name = str(q, "name");
    m.hfId = str(q, "hf_id");
    m.numLayers = integer(q, "num_layers");
    m.hiddenSize = integer(q, "hidden_size");
    m.intermediateSize = wide(q, "intermediate_size");
    m.numAttentionHeads = integer(q, "num_attention_heads");
    m.numKvHeads = integer(q, "num_kv_heads");
    m.headDim = integer(q, "head_dim");
    m.vocabSize = wide(q, "vocab_size");
    m.maxContext = wide(q, "max_context");
    m.tiedEmbeddings = integer(q, "tied_embeddings") != 0;
    m.qkvBias = integer(q, "qkv_bias") != 0;
    m.mlpKind = str(q, "mlp") == "plain" ? MlpKind::Plain : MlpKind::Gated;
    m.normKind = str(q, "norm") == "layernorm" ? NormKind::LayerNorm : NormKind::RmsNorm;
    m.normsPerLayer = integer(q, "norms_per_layer");
    m.moe = MoeSpec{integer(q, "moe_num_experts"),        integer(q, "moe_experts_per_token"),
                    integer(q, "moe_shared_experts"),     wide(q, "moe_expert_intermediate_size"),
                    integer(q, "moe_first_dense_layers"), integer(q, "moe_router_bias") != 0};
    m.mla = MlaSpec{integer(q, "mla_q_lora_rank"), integer(q, "mla_kv_lora_rank"),
                    integer(q, "mla_qk_nope_head_dim"), integer(q, "mla_qk_rope_head_dim"),
                    integer(q, "mla_v_head_dim")};
    m.slidingWindow = integer(q, "sliding_window");
    m.slidingWindowLayers = integer(q, "sliding_window_layers");
    m.source = str(q, "source");
    m.asOf = str(q, "as_of");
    return m;
}

} // namespace

Result<SqlCatalog> SqlCatalog::load(const CatalogDatabase& database) {
    const TableColumns& columns = database.columns();
    if (auto impossible = findImpossibleCatalogNumber(sqlConnection(database), columns))
        return *impossible;
    SqlCatalog catalog;
    QSqlQuery query(sqlConnection(database));
    if (!query.exec(QStringLiteral("SELECT * FROM gpus ORDER BY id")))
        return sqlError(QStringLiteral("reading GPUs"), query.lastError().databaseText());
    for (const RowReader row(query, columns, QStringLiteral("gpus")); query.next();)
        catalog.m_gpus.push_back(gpuFrom(row));
    if (!query.exec(QStringLiteral("SELECT * FROM models ORDER BY id")))
        return sqlError(QStringLiteral("reading models"), query.lastError().databaseText());
    for (const RowReader row(query, columns, QStringLiteral("models")); query.next();)
        catalog.m_models.push_back(modelFrom(row));
    if (!query.exec(QStringLiteral("SELECT * FROM assumptions ORDER BY key")))
        return sqlError(QStringLiteral("reading assumptions"), query.lastError().databaseText());
    for (const RowReader row(query, columns, QStringLiteral("assumptions")); query.next();)
        catalog.m_assumptions.push_back(
            {str(row, "key"), num(row, "value"), str(row, "unit"), str(row, "source"), str(row, "as_of")});
    if (!query.exec(
            QStringLiteral("SELECT * FROM fabrics WHERE unidirectional_gbps IS NOT NULL ORDER BY id")))
        return sqlError(QStringLiteral("reading fabrics"), query.lastError().databaseText());
    for (const RowReader row(query, columns, QStringLiteral("fabrics")); query.next();)
        catalog.m_fabrics.push_back({str(row, "id"), str(row, "family") + " " + str(row, "generation"),
                                     num(row, "unidirectional_gbps") * 1e9, num(row, "latency_us") * 1e-6,
                                     str(row, "source")});
    return catalog;
}

} // namespace gpuadvisor::db
