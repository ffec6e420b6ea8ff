#include "core/model/hf_config.h"

#include "core/common/json_input.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

namespace {

using nlohmann::json;

Error configError(const std::string& key, const std::string& message) {
    return Error{ErrorCode::ParseError, key, "config.json: " + message};
}

// The first of `keys` present in the object (families name the same field differently).
const json* findKey(const json& config, const std::vector<std::string>& keys,
                    std::string* foundKey = nullptr) {
    for (const auto& key : keys) {
        auto it = config.find(key);
        if (it != config.end() && !it->is_null()) {
            if (foundKey)
                *foundKey = key;
            return &*it;
        }
    }
    return nullptr;
}

// Reads a positive integer; `required` decides whether absence is an error or yields `fallback`.
Result<std::int64_t> readPositive(const json& config, const std::vector<std::string>& keys, bool required,
                                  std::int64_t fallback = 0) {
    std::string key;
    const json* value = findKey(config, keys, &key);
    if (!value) {
        if (required)
            return configError(keys.front(), "missing key '" + keys.front() + "'");
        return fallback;
    }
    if (!value->is_number_integer() && !value->is_number_unsigned())
        return configError(key, "key '" + key + "' must be a positive integer, got " + value->dump());
    const auto number = value->get<std::int64_t>();
    if (number <= 0)
        return configError(key, "key '" + key + "' must be a positive integer, got " + value->dump());
    if (number > 100'000'000'000LL)
        return configError(key, "key '" + key + "' is absurdly large (" + value->dump() + ")");
    return number;
}

Result<bool> readBool(const json& config, const std::string& key, bool fallback) {
    auto it = config.find(key);
    if (it == config.end() || it->is_null())
        return fallback;
    if (!it->is_boolean())
        return configError(key, "key '" + key + "' must be true or false, got " + it->dump());
    return it->get<bool>();
}

// An optional text key that must be one of `allowed`.
Result<std::optional<std::string>> readChoice(const json& config, const std::string& key,
                                              std::initializer_list<const char*> allowed) {
    const auto it = config.find(key);
    if (it == config.end())
        return std::optional<std::string>{};
    std::string list;
    for (const char* a : allowed) {
        if (it->is_string() && it->get<std::string>() == a)
            return std::optional<std::string>{a};
        list += (list.empty() ? "" : ", ") + std::string(a);
    }
    return configError(key, "key '" + key + "' must be one of " + list + ", got " + it->dump());
}

int toInt(std::int64_t value) {
    return static_cast<int>(value);
}

} // namespace

namespace {

Result<ModelSpec> readHfConfig(std::string_view jsonText, std::string_view displayName) {
    if (measureJsonDepth(jsonText).tooDeepAt != std::string_view::npos)
        return configError("", "the JSON nests more than " + std::to_string(kMaxJsonDepth) +
                                   " levels deep; no config.json does, so it was not read");
    json root = json::parse(jsonText, nullptr, /*allow_exceptions=*/false);
    if (root.is_discarded())
        return configError("", "the file is not valid JSON");
    if (!root.is_object())
        return configError("", "the top level must be a JSON object");

    // Multimodal configs (Llava, Gemma 3, Llama 4) keep the language model under text_config.
    const json& config = (!root.contains("num_hidden_layers") && !root.contains("n_layer") &&
                          root.contains("text_config") && root["text_config"].is_object())
                             ? root["text_config"]
                             : root;

    const std::string modelType = config.value("model_type", root.value("model_type", std::string{}));
    const bool isGemma2 = modelType == "gemma2";
    const bool isGemma = modelType.rfind("gemma", 0) == 0;
    const bool isFalcon =
        modelType == "falcon" || modelType == "RefinedWeb" || modelType == "RefinedWebModel";
    const bool isQwen2 = modelType == "qwen2" || modelType == "qwen2_moe";
    const bool isDeepSeek = modelType == "deepseek_v2" || modelType == "deepseek_v3";
    // GPT-2 and the GPT models Megatron-LM trains: a GELU MLP of 4h (n_inner null), LayerNorm, tied
    // embeddings.
    const bool isGpt2 = modelType == "gpt2" || modelType == "gpt_bigcode";

    ModelSpec model;
    model.name = displayName.empty()
                     ? config.value("_name_or_path", root.value("_name_or_path", std::string{}))
                     : std::string(displayName);
    if (model.name.empty())
        model.name = modelType.empty() ? "Imported model" : "Imported " + modelType + " model";
    model.source = "Hugging Face config.json";

    auto layers = readPositive(config, {"num_hidden_layers", "n_layer", "num_layers"}, true);
    if (!layers)
        return layers.error();
    auto hidden = readPositive(config, {"hidden_size", "n_embd", "d_model"}, true);
    if (!hidden)
        return hidden.error();
    auto heads = readPositive(config, {"num_attention_heads", "n_head"}, true);
    if (!heads)
        return heads.error();
    auto vocab = readPositive(config, {"vocab_size"}, true);
    if (!vocab)
        return vocab.error();

    // The engines walk the layers one by one: a billion-layer config (found by fuzzing) would hang them. The
    // deepest published transformers have a few hundred layers.
    if (*layers > 10'000)
        return configError("num_hidden_layers", "num_hidden_layers = " + std::to_string(*layers) +
                                                    " is more than any real model (allowed: 1 to 10000)");
    model.numLayers = toInt(*layers);
    model.hiddenSize = toInt(*hidden);
    model.numAttentionHeads = toInt(*heads);
    model.vocabSize = *vocab;

    // Falcon: multi_query means one KV head; new_decoder_architecture uses num_kv_heads groups.
    std::int64_t kvDefault = *heads;
    if (isFalcon && config.value("multi_query", false) && !config.value("new_decoder_architecture", false))
        kvDefault = 1;
    auto kvHeads = readPositive(config, {"num_key_value_heads", "num_kv_heads"}, false, kvDefault);
    if (!kvHeads)
        return kvHeads.error();
    if (isFalcon && !config.value("new_decoder_architecture", false))
        kvHeads = kvDefault;
    model.numKvHeads = toInt(*kvHeads);
    if (model.numKvHeads > model.numAttentionHeads || model.numAttentionHeads % model.numKvHeads != 0)
        return configError("num_key_value_heads", "num_key_value_heads (" + std::to_string(model.numKvHeads) +
                                                      ") must divide num_attention_heads (" +
                                                      std::to_string(model.numAttentionHeads) + ")");

    if (*hidden % *heads != 0 && !findKey(config, {"head_dim"}) && !isDeepSeek)
        return configError("head_dim", "missing key 'head_dim' and hidden_size is not a multiple of "
                                       "num_attention_heads");
    auto headDim = readPositive(config, {"head_dim"}, false, *hidden / *heads);
    if (!headDim)
        return headDim.error();
    model.headDim = toInt(*headDim);

    const std::int64_t ffnDefault = isFalcon || isGpt2 ? 4 * *hidden : 0;
    auto intermediate = readPositive(config, {"intermediate_size", "ffn_hidden_size", "n_inner"},
                                     ffnDefault == 0, ffnDefault);
    if (!intermediate)
        return intermediate.error();
    model.intermediateSize = *intermediate;

    auto context =
        readPositive(config, {"max_position_embeddings", "n_positions", "max_sequence_length"}, false, 0);
    if (!context)
        return context.error();
    model.maxContext = *context;

    // transformers' own defaults: PretrainedConfig ties embeddings unless the family overrides it.
    const bool tiedDefault = isGemma || isFalcon || isGpt2;
    auto tied = readBool(config, "tie_word_embeddings", root.value("tie_word_embeddings", tiedDefault));
    if (!tied)
        return tied.error();
    model.tiedEmbeddings = *tied;

    auto attentionBias = readBool(config, "attention_bias", false);
    if (!attentionBias)
        return attentionBias.error();
    model.qkvBias = isQwen2 || *attentionBias;

    if (isFalcon || isGpt2) {
        model.mlpKind = MlpKind::Plain;
        model.normKind = NormKind::LayerNorm;
        model.normsPerLayer = isFalcon && !config.value("new_decoder_architecture", false) ? 1 : 2;
    }
    // GPT-2 learns a position table of n_positions rows unless the config says otherwise (Jais, a GPT-2
    // derivative, sets position_embedding_type "alibi").
    if (isGpt2 && config.value("position_embedding_type", std::string("absolute")) == "absolute")
        model.learnedPositions = model.maxContext;
    // The catalog's own words (resources/catalog/models.json) where a config spells the MLP and the norm out:
    // a Megatron-LM GPT written with them is not read as a gated Llama (issue 40).
    if (auto mlp = readChoice(config, "mlp", {"gated", "plain"}); !mlp)
        return mlp.error();
    else if (*mlp)
        model.mlpKind = **mlp == "plain" ? MlpKind::Plain : MlpKind::Gated;
    if (auto norm = readChoice(config, "norm", {"rmsnorm", "layernorm"}); !norm)
        return norm.error();
    else if (*norm)
        model.normKind = **norm == "layernorm" ? NormKind::LayerNorm : NormKind::RmsNorm;
    if (isGemma2)
        model.normsPerLayer = 4;

    // Mixture of experts.
    auto experts = readPositive(config, {"num_local_experts", "n_routed_experts", "num_experts"}, false, 0);
    if (!experts)
        return experts.error();
    if (*experts > 0) {
        auto topK = readPositive(config, {"num_experts_per_tok", "num_experts_per_token"}, true);
        if (!topK)
            return topK.error();
        auto expertWidth = readPositive(config, {"moe_intermediate_size"}, false, model.intermediateSize);
        if (!expertWidth)
            return expertWidth.error();
        auto shared = config.value("n_shared_experts", 0);
        auto firstDense = config.value("first_k_dense_replace", 0);
        model.moe.numExperts = toInt(*experts);
        model.moe.expertsPerToken = toInt(*topK);
        model.moe.expertIntermediateSize = *expertWidth;
        model.moe.sharedExperts = shared;
        model.moe.firstDenseLayers = firstDense;
        model.moe.routerBias = config.value("topk_method", std::string{}) == "noaux_tc";
        if (model.moe.expertsPerToken > model.moe.numExperts)
            return configError("num_experts_per_tok", "num_experts_per_tok (" +
                                                          std::to_string(model.moe.expertsPerToken) +
                                                          ") exceeds the number of experts");
    }

    // Multi-head latent attention.
    if (findKey(config, {"kv_lora_rank"})) {
        auto kvRank = readPositive(config, {"kv_lora_rank"}, true);
        auto nope = readPositive(config, {"qk_nope_head_dim"}, true);
        auto rope = readPositive(config, {"qk_rope_head_dim"}, true);
        auto vDim = readPositive(config, {"v_head_dim"}, true);
        for (const auto* r : {&kvRank, &nope, &rope, &vDim})
            if (!*r)
                return r->error();
        auto qRank = readPositive(config, {"q_lora_rank"}, false, 0);
        if (!qRank)
            return qRank.error();
        model.mla = MlaSpec{toInt(*qRank), toInt(*kvRank), toInt(*nope), toInt(*rope), toInt(*vDim)};
        model.headDim = toInt(*nope + *rope);
        model.numKvHeads = model.numAttentionHeads;
    }

    // Sliding-window attention: Mistral applies it to every layer, Gemma 2 to every other layer,
    // Qwen2 only when use_sliding_window is true.
    auto window = readPositive(config, {"sliding_window"}, false, 0);
    if (!window)
        return window.error();
    const bool windowUsed = isQwen2 ? config.value("use_sliding_window", false) : *window > 0;
    if (windowUsed && *window > 0 && (model.maxContext == 0 || *window < model.maxContext)) {
        model.slidingWindow = toInt(*window);
        // Gemma 2 layers 0, 2, 4, ... are the local ones (transformers Gemma2DecoderLayer.is_sliding).
        model.slidingWindowLayers = isGemma2 ? (model.numLayers + 1) / 2 : model.numLayers;
    }
    return model;
}

} // namespace

// A key holding the wrong JSON type (a boolean where a string belongs, found by fuzzing) is refused, not a
// crash.
Result<ModelSpec> modelFromHfConfig(std::string_view jsonText, std::string_view displayName) {
    try {
        return readHfConfig(jsonText, displayName);
    } catch (const json::exception& error) {
        const std::string what = error.what();
        const auto detail = what.find("] ");
        return configError("", "a value has the wrong type (" +
                                   (detail == std::string::npos ? what : what.substr(detail + 2)) + ")");
    }
}

} // namespace gpuadvisor
