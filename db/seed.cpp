#include "db/seed.h"

#include "core/catalog/memory_catalog.h"
#include "core/common/csv.h"
#include "db/row_writer.h"

#include <QFile>

namespace gpuadvisor::db {

QStringList tablesOfSchemaVersion(int version) {
    if (version == 1)
        return {"currencies", "gpus",         "gpu_aliases", "models",     "fabrics",
                "providers",  "cloud_offers", "fx_rates",    "assumptions"};
    if (version == 2)
        return {"node_types",        "bare_metal_offers",    "egress_prices",
                "storage_prices",    "power_tariffs",        "pue_figures",
                "colocation_prices", "depreciation_periods", "compliance_rules"};
    return {};
}

namespace {

QString text(const std::string& value) {
    return QString::fromStdString(value);
}

Result<bool> seedFromCsv(const QSqlDatabase& database, const QString& table) {
    QFile file(QStringLiteral(":/db/seed/%1.csv").arg(table));
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::InvalidInput, "seed", "missing seed file for table " + table.toStdString()};
    const QByteArray bytes = file.readAll();
    auto csv = parseCsv(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!csv)
        return Error{ErrorCode::ParseError, "seed",
                     "seed/" + table.toStdString() + ".csv: " + csv.error().message};
    for (const CsvRecord& record : csv->records) {
        Row row;
        for (std::size_t i = 0; i < csv->header.size() && i < record.fields.size(); ++i)
            row.emplace_back(text(csv->header[i]), QVariant(text(record.fields[i])));
        if (auto ok = upsertRow(database, table, row, true); !ok)
            return Error{ErrorCode::ParseError, "seed",
                         "seed/" + table.toStdString() + ".csv line " + std::to_string(record.line) + ": " +
                             ok.error().message};
    }
    return true;
}

} // namespace

Result<bool> writeGpu(const QSqlDatabase& database, const GpuSpec& g) {
    const Row row{{"id", text(g.id)},
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
                  {"note", text(g.note)}};
    return upsertRow(database, QStringLiteral("gpus"), row, false);
}

Result<bool> writeModel(const QSqlDatabase& database, const ModelSpec& m) {
    const Row row{{"id", text(m.id)},
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
    return upsertRow(database, QStringLiteral("models"), row, false);
}

Result<bool> seedSchemaVersion(const QSqlDatabase& database, int version) {
    for (const QString& table : tablesOfSchemaVersion(version)) {
        if (table == QLatin1String("gpus")) {
            for (const GpuSpec& gpu : builtinCatalog().gpus())
                if (auto ok = writeGpu(database, gpu); !ok)
                    return ok.error();
        } else if (table == QLatin1String("models")) {
            for (const ModelSpec& model : builtinCatalog().models())
                if (auto ok = writeModel(database, model); !ok)
                    return ok.error();
        } else if (auto ok = seedFromCsv(database, table); !ok) {
            return ok.error();
        }
    }
    return true;
}

} // namespace gpuadvisor::db
