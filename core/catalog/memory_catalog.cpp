#include "core/catalog/memory_catalog.h"

#include "core/common/json_input.h"

#include "core/catalog/builtin_catalog_data.h"
#include "core/common/id_match.h"
#include "core/common/units.h"

#include <nlohmann/json.hpp>

#include <cassert>
#include <cstdlib>

namespace gpuadvisor {

using nlohmann::json;

MemoryCatalog::MemoryCatalog(std::vector<GpuSpec> gpus, std::vector<ModelSpec> models)
    : m_gpus(std::move(gpus)), m_models(std::move(models)) {}

namespace {

template <class Spec> void upsert(std::vector<Spec>& items, Spec item) {
    const std::string id = normalizeId(item.id);
    for (auto& existing : items) {
        if (normalizeId(existing.id) == id) {
            existing = std::move(item);
            return;
        }
    }
    items.push_back(std::move(item));
}

Error entryError(const std::string& where, const std::string& key, const std::string& message) {
    return Error{ErrorCode::ParseError, key, "catalog: " + where + ": " + message};
}

Result<std::string> requiredText(const json& entry, const std::string& where, const std::string& key) {
    auto it = entry.find(key);
    if (it == entry.end() || !it->is_string() || it->get<std::string>().empty())
        return entryError(where, key, "missing or empty text field '" + key + "'");
    return it->get<std::string>();
}

// Reads a number >= minimum; absent optional numbers read as 0 (unknown).
Result<double> readNumber(const json& entry, const std::string& where, const std::string& key, bool required,
                          double minimum) {
    auto it = entry.find(key);
    if (it == entry.end() || it->is_null()) {
        if (required)
            return entryError(where, key, "missing number '" + key + "'");
        return 0.0;
    }
    if (!it->is_number())
        return entryError(where, key, "'" + key + "' must be a number, got " + it->dump());
    const double value = it->get<double>();
    if (value < minimum)
        return entryError(
            where, key, "'" + key + "' must be at least " + std::to_string(minimum) + ", got " + it->dump());
    return value;
}

Result<GpuSpec> gpuFromJson(const json& entry, std::size_t index) {
    if (!entry.is_object())
        return entryError("gpus[" + std::to_string(index) + "]", "", "each GPU must be a JSON object");
    auto id = requiredText(entry, "gpus[" + std::to_string(index) + "]", "id");
    if (!id)
        return id.error();
    const std::string where = "GPU '" + *id + "'";
    GpuSpec gpu;
    gpu.id = normalizeId(*id);
    gpu.vendor = entry.value("vendor", std::string{});
    gpu.name = entry.value("name", gpu.id);
    gpu.formFactor = entry.value("form_factor", std::string{});
    gpu.interconnect = entry.value("interconnect", std::string{"none"});
    gpu.note = entry.value("note", std::string{});

    struct NumberField {
        const char* key;
        double* target;
        double scale;
        bool required;
        double minimum;
    };
    const NumberField fields[] = {
        {"memory_gb", &gpu.memoryBytes, units::kGB, true, 1e-3},
        {"memory_bandwidth_gbps", &gpu.memoryBandwidthBps, units::kGB, true, 1e-3},
        {"bf16_dense_tflops", &gpu.bf16Flops, 1e12, false, 0},
        {"fp16_dense_tflops", &gpu.fp16Flops, 1e12, false, 0},
        {"fp8_dense_tflops", &gpu.fp8Flops, 1e12, false, 0},
        {"int8_dense_tops", &gpu.int8Ops, 1e12, false, 0},
        {"fp4_dense_tflops", &gpu.fp4Flops, 1e12, false, 0},
        {"tdp_w", &gpu.tdpWatts, 1, false, 0},
        {"interconnect_bandwidth_gbps", &gpu.interconnectBandwidthBps, units::kGB, false, 0},
    };
    for (const auto& field : fields) {
        auto value = readNumber(entry, where, field.key, field.required, field.minimum);
        if (!value)
            return value.error();
        *field.target = *value * field.scale;
    }
    auto pcie = readNumber(entry, where, "pcie_gen", false, 0);
    if (!pcie)
        return pcie.error();
    gpu.pcieGeneration = static_cast<int>(*pcie);
    auto price = readNumber(entry, where, "price_usd", false, 0);
    if (!price)
        return price.error();
    if (*price > 0)
        gpu.priceUsd = *price;
    gpu.priceNote = entry.value("price_note", std::string{});
    if (auto it = entry.find("class"); it != entry.end()) {
        const auto cls = it->is_string() ? parseGpuClass(it->get<std::string>()) : std::nullopt;
        if (!cls)
            return entryError(where, "class",
                              "'class' must be \"datacenter\", \"workstation\" or \"consumer\", got " +
                                  it->dump());
        gpu.gpuClass = *cls;
    }
    if (auto it = entry.find("no_tensor_cores"); it != entry.end()) {
        std::string list;
        bool wellFormed = it->is_array();
        for (const json& item : wellFormed ? *it : json::array()) {
            wellFormed = wellFormed && item.is_string();
            if (wellFormed)
                list += item.get<std::string>() + ";";
        }
        const auto unknown = wellFormed ? gpu.setNoTensorCores(list) : std::optional<std::string>(it->dump());
        if (unknown)
            return entryError(where, "no_tensor_cores",
                              "'no_tensor_cores' lists the precisions \"fp8\", \"int8\" and \"fp4\" the card "
                              "has no tensor cores for, got " +
                                  *unknown);
    }
    auto source = requiredText(entry, where, "source");
    if (!source)
        return source.error();
    auto asOf = requiredText(entry, where, "as_of");
    if (!asOf)
        return asOf.error();
    gpu.source = *source;
    gpu.asOf = *asOf;
    return gpu;
}

Result<ModelSpec> modelFromJson(const json& entry, std::size_t index) {
    if (!entry.is_object())
        return entryError("models[" + std::to_string(index) + "]", "", "each model must be a JSON object");
    auto id = requiredText(entry, "models[" + std::to_string(index) + "]", "id");
    if (!id)
        return id.error();
    const std::string where = "model '" + *id + "'";
    ModelSpec model;
    model.id = normalizeId(*id);
    model.name = entry.value("name", model.id);
    model.hfId = entry.value("hf_id", std::string{});

    auto integer = [&](const char* key, bool required, double minimum) -> Result<std::int64_t> {
        auto value = readNumber(entry, where, key, required, minimum);
        if (!value)
            return value.error();
        return static_cast<std::int64_t>(*value);
    };
    struct IntField {
        const char* key;
        bool required;
        double minimum;
    };
    const IntField fields[] = {
        {"num_layers", true, 1},          {"hidden_size", true, 1},           {"intermediate_size", true, 1},
        {"num_attention_heads", true, 1}, {"num_kv_heads", true, 1},          {"head_dim", true, 1},
        {"vocab_size", true, 1},          {"max_context", false, 0},          {"norms_per_layer", false, 0},
        {"sliding_window", false, 0},     {"sliding_window_layers", false, 0}};
    std::int64_t values[std::size(fields)] = {};
    for (std::size_t i = 0; i < std::size(fields); ++i) {
        auto value = integer(fields[i].key, fields[i].required, fields[i].minimum);
        if (!value)
            return value.error();
        values[i] = *value;
    }
    model.numLayers = static_cast<int>(values[0]);
    model.hiddenSize = static_cast<int>(values[1]);
    model.intermediateSize = values[2];
    model.numAttentionHeads = static_cast<int>(values[3]);
    model.numKvHeads = static_cast<int>(values[4]);
    model.headDim = static_cast<int>(values[5]);
    model.vocabSize = values[6];
    model.maxContext = values[7];
    model.normsPerLayer = entry.contains("norms_per_layer") ? static_cast<int>(values[8]) : 2;
    model.slidingWindow = static_cast<int>(values[9]);
    model.slidingWindowLayers = static_cast<int>(values[10]);
    if (model.numAttentionHeads % model.numKvHeads != 0)
        return entryError(where, "num_kv_heads", "num_kv_heads must divide num_attention_heads");

    model.tiedEmbeddings = entry.value("tied_embeddings", false);
    model.qkvBias = entry.value("qkv_bias", false);
    const std::string mlp = entry.value("mlp", std::string{"gated"});
    if (mlp != "gated" && mlp != "plain")
        return entryError(where, "mlp", "'mlp' must be \"gated\" or \"plain\", got \"" + mlp + "\"");
    model.mlpKind = mlp == "plain" ? MlpKind::Plain : MlpKind::Gated;
    const std::string norm = entry.value("norm", std::string{"rmsnorm"});
    if (norm != "rmsnorm" && norm != "layernorm")
        return entryError(where, "norm", "'norm' must be \"rmsnorm\" or \"layernorm\", got \"" + norm + "\"");
    model.normKind = norm == "layernorm" ? NormKind::LayerNorm : NormKind::RmsNorm;

    if (auto moe = entry.find("moe"); moe != entry.end() && moe->is_object()) {
        model.moe.numExperts = moe->value("num_experts", 0);
        model.moe.expertsPerToken = moe->value("experts_per_token", 0);
        model.moe.sharedExperts = moe->value("shared_experts", 0);
        model.moe.expertIntermediateSize = moe->value("expert_intermediate_size", std::int64_t{0});
        model.moe.firstDenseLayers = moe->value("first_dense_layers", 0);
        model.moe.routerBias = moe->value("router_bias", false);
        if (model.moe.numExperts <= 0 || model.moe.expertsPerToken <= 0 ||
            model.moe.expertsPerToken > model.moe.numExperts || model.moe.expertIntermediateSize <= 0)
            return entryError(where, "moe",
                              "'moe' needs num_experts >= experts_per_token >= 1 and "
                              "expert_intermediate_size >= 1");
    }
    if (auto mla = entry.find("mla"); mla != entry.end() && mla->is_object()) {
        model.mla.qLoraRank = mla->value("q_lora_rank", 0);
        model.mla.kvLoraRank = mla->value("kv_lora_rank", 0);
        model.mla.qkNopeHeadDim = mla->value("qk_nope_head_dim", 0);
        model.mla.qkRopeHeadDim = mla->value("qk_rope_head_dim", 0);
        model.mla.vHeadDim = mla->value("v_head_dim", 0);
        if (model.mla.kvLoraRank <= 0 || model.mla.qkNopeHeadDim <= 0 || model.mla.vHeadDim <= 0)
            return entryError(where, "mla", "'mla' needs kv_lora_rank, qk_nope_head_dim and v_head_dim >= 1");
    }
    auto source = requiredText(entry, where, "source");
    if (!source)
        return source.error();
    auto asOf = requiredText(entry, where, "as_of");
    if (!asOf)
        return asOf.error();
    model.source = *source;
    model.asOf = *asOf;
    return model;
}

} // namespace

void MemoryCatalog::upsertGpu(GpuSpec gpu) {
    upsert(m_gpus, std::move(gpu));
}

void MemoryCatalog::upsertModel(ModelSpec model) {
    upsert(m_models, std::move(model));
}

Result<MemoryCatalog> catalogFromJson(std::string_view jsonText) {
    const json root = measureJsonDepth(jsonText).tooDeepAt == std::string_view::npos
                          ? json::parse(jsonText, nullptr, /*allow_exceptions=*/false)
                          : json(json::value_t::discarded);
    if (root.is_discarded() || !root.is_object())
        return Error{ErrorCode::ParseError, "", "catalog: the file is not a JSON object"};
    MemoryCatalog catalog;
    if (auto gpus = root.find("gpus"); gpus != root.end()) {
        if (!gpus->is_array())
            return Error{ErrorCode::ParseError, "gpus", "catalog: 'gpus' must be an array"};
        for (std::size_t i = 0; i < gpus->size(); ++i) {
            auto gpu = gpuFromJson((*gpus)[i], i);
            if (!gpu)
                return gpu.error();
            catalog.upsertGpu(std::move(gpu).value());
        }
    }
    if (auto models = root.find("models"); models != root.end()) {
        if (!models->is_array())
            return Error{ErrorCode::ParseError, "models", "catalog: 'models' must be an array"};
        for (std::size_t i = 0; i < models->size(); ++i) {
            auto model = modelFromJson((*models)[i], i);
            if (!model)
                return model.error();
            catalog.upsertModel(std::move(model).value());
        }
    }
    if (!root.contains("gpus") && !root.contains("models"))
        return Error{ErrorCode::ParseError, "", "catalog: the file has neither a 'gpus' nor a 'models' list"};
    return catalog;
}

MemoryCatalog mergedCatalog(const Catalog& base, const Catalog& overrides) {
    MemoryCatalog merged(base.gpus(), base.models());
    for (auto& gpu : overrides.gpus())
        merged.upsertGpu(gpu);
    for (auto& model : overrides.models())
        merged.upsertModel(model);
    return merged;
}

const MemoryCatalog& builtinCatalog() {
    static const MemoryCatalog catalog = [] {
        auto gpus = catalogFromJson(detail::kBuiltinGpusJson);
        auto models = catalogFromJson(detail::kBuiltinModelsJson);
        // The shipped data is checked by the test suite; failing here means a broken build.
        if (!gpus || !models)
            std::abort();
        return MemoryCatalog(gpus->gpus(), models->models());
    }();
    return catalog;
}

} // namespace gpuadvisor
