#include "core/performance/calibration_set.h"

#include "core/catalog/builtin_catalog_data.h"
#include "core/common/json_input.h"
#include "core/model/hf_config.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace gpuadvisor {

namespace {

using nlohmann::json;

Error caseError(const std::string& id, const std::string& field, const std::string& message) {
    return invalidInput(field, "calibration case '" + id + "': " + message);
}

// A whole number field in [low, high]; absent takes `fallback` when given.
Result<int> readInt(const json& c, const std::string& id, const char* key, int low, int high,
                    std::optional<int> fallback = {}) {
    const auto it = c.find(key);
    if (it == c.end()) {
        if (fallback)
            return *fallback;
        return caseError(id, key, std::string("'") + key + "' is missing");
    }
    if (!it->is_number_integer() || *it < low || *it > high)
        return caseError(id, key,
                         std::string("'") + key + "' must be a whole number from " + std::to_string(low) +
                             " to " + std::to_string(high) + ", not " + it->dump());
    return it->get<int>();
}

Result<std::string> readText(const json& c, const std::string& id, const char* key) {
    const auto it = c.find(key);
    if (it == c.end() || !it->is_string() || it->get<std::string>().empty())
        return caseError(id, key, std::string("'") + key + "' must be a non-empty text");
    return it->get<std::string>();
}

Result<CalibrationCase> readCase(const json& c, const CalibrationSet& set) {
    if (!c.is_object())
        return invalidInput("cases", "every calibration case must be a JSON object");
    CalibrationCase k;
    auto id = readText(c, "?", "id");
    if (!id)
        return id.error();
    k.id = *id;
    auto source = readText(c, k.id, "source");
    if (!source)
        return source.error();
    if (!set.sources.count(*source))
        return caseError(k.id, "source", "source '" + *source + "' is not among the file's sources");
    k.source = *source;
    auto family = readText(c, k.id, "family");
    if (!family)
        return family.error();
    if (*family != "serving" && *family != "training")
        return caseError(k.id, "family", "family must be serving or training, not '" + *family + "'");
    k.family = *family == "serving" ? CalibrationFamily::Serving : CalibrationFamily::Training;
    auto split = readText(c, k.id, "split");
    if (!split)
        return split.error();
    if (*split != "fit" && *split != "held-out")
        return caseError(k.id, "split", "split must be fit or held-out, not '" + *split + "'");
    k.split = *split == "fit" ? CalibrationSplit::Fit : CalibrationSplit::HeldOut;

    const auto model = c.find("model");
    if (model != c.end() && model->is_object()) { // an architecture given as a config.json object
        auto spec = modelFromHfConfig(model->dump(), model->value("name", k.id));
        if (!spec)
            return caseError(k.id, "model", spec.error().message);
        k.inlineModel = *spec;
    } else {
        auto modelId = readText(c, k.id, "model");
        if (!modelId)
            return modelId.error();
        k.modelId = *modelId;
    }
    auto gpu = readText(c, k.id, "gpu");
    if (!gpu)
        return gpu.error();
    k.gpu = *gpu;
    auto precision = readText(c, k.id, "precision");
    if (!precision)
        return precision.error();
    auto parsedPrecision = parsePrecision(*precision, "precision");
    if (!parsedPrecision)
        return caseError(k.id, "precision", parsedPrecision.error().message);
    k.precision = *parsedPrecision;
    if (c.contains("kv_precision")) {
        auto kv = readText(c, k.id, "kv_precision");
        if (!kv)
            return kv.error();
        auto parsedKv = parsePrecision(*kv, "kv_precision");
        if (!parsedKv)
            return caseError(k.id, "kv_precision", parsedKv.error().message);
        k.kvPrecision = *parsedKv;
    }
    for (auto [key, target] : {std::pair{"tp", &k.tp}, std::pair{"pp", &k.pp}}) {
        auto value = readInt(c, k.id, key, 1, 1024, 1);
        if (!value)
            return value.error();
        *target = *value;
    }
    auto gpus = readInt(c, k.id, "gpus", 1, 1'000'000);
    if (!gpus)
        return gpus.error();
    k.gpus = *gpus;
    if (k.gpus % (k.tp * k.pp) != 0)
        return caseError(k.id, "gpus", "gpus must be a multiple of tp × pp");
    if (const auto stated = c.find("source_parameters"); stated != c.end()) {
        if (!stated->is_object() || !stated->contains("billion") || !(*stated)["billion"].is_number() ||
            !((*stated)["billion"].get<double>() > 0) || !stated->contains("as_printed") ||
            !(*stated)["as_printed"].is_string())
            return caseError(
                k.id, "source_parameters",
                "'source_parameters' needs a count in 'billion' above 0 and the 'as_printed' text");
        k.sourceParameters = (*stated)["billion"].get<double>() * 1e9;
        k.sourceParametersPrinted = (*stated)["as_printed"].get<std::string>();
    }
    const auto published = c.find("published");
    if (published == c.end() || !published->is_number() || !(published->get<double>() > 0))
        return caseError(k.id, "published", "'published' must be a number above 0");
    k.published = published->get<double>();

    if (k.family == CalibrationFamily::Serving) {
        auto prompt = readInt(c, k.id, "prompt_tokens", 1, 10'000'000);
        auto output = readInt(c, k.id, "output_tokens", 1, 10'000'000);
        if (!prompt)
            return prompt.error();
        if (!output)
            return output.error();
        k.promptTokens = *prompt;
        k.outputTokens = *output;
        if (c.contains("engine")) {
            auto engine = readText(c, k.id, "engine");
            if (!engine)
                return engine.error();
            auto parsed = parseServingEngine(*engine);
            if (!parsed)
                return caseError(k.id, "engine", parsed.error().message);
            k.engine = *parsed;
        }
        auto batch = readInt(c, k.id, "batch", 1, 1'000'000, 0);
        if (!batch)
            return batch.error();
        k.batch = *batch;
        const std::string metric = c.value("metric", std::string("output_tokens_per_s"));
        if (metric != (k.batch ? "latency_s" : "output_tokens_per_s"))
            return caseError(k.id, "metric",
                             k.batch
                                 ? "a case with a fixed batch measures latency_s, not '" + metric + "'"
                                 : "a maximum-load case measures output_tokens_per_s, not '" + metric + "'");
        if (c.contains("max_num_seqs")) {
            auto seqs = readInt(c, k.id, "max_num_seqs", 1, 1'000'000);
            if (!seqs)
                return seqs.error();
            k.maxNumSeqs = *seqs;
        }
        return k;
    }
    auto fabric = readText(c, k.id, "fabric");
    if (!fabric)
        return fabric.error();
    k.fabric = *fabric;
    auto sequence = readInt(c, k.id, "sequence_length", 1, 10'000'000);
    auto batch = readInt(c, k.id, "global_batch_sequences", 1, 100'000'000);
    auto interleave = readInt(c, k.id, "interleave", 1, 64, 1);
    auto microBatch = readInt(c, k.id, "micro_batch", 1, 4096, 1);
    if (!microBatch)
        return microBatch.error();
    k.microBatch = *microBatch;
    auto zero = readInt(c, k.id, "zero_stage", 0, 3, 0);
    if (!zero)
        return zero.error();
    k.zeroStage = *zero;
    if (c.contains("sequence_parallel")) {
        if (!c["sequence_parallel"].is_boolean())
            return caseError(k.id, "sequence_parallel", "'sequence_parallel' must be true or false");
        k.sequenceParallel = c["sequence_parallel"].get<bool>();
    }
    auto recompute = readText(c, k.id, "recompute");
    auto flops = readText(c, k.id, "flop_count");
    if (!sequence)
        return sequence.error();
    if (!batch)
        return batch.error();
    if (!interleave)
        return interleave.error();
    if (!recompute)
        return recompute.error();
    if (!flops)
        return flops.error();
    auto parsedRecompute = parseRecompute(*recompute);
    if (!parsedRecompute)
        return caseError(k.id, "recompute", parsedRecompute.error().message);
    if (*flops != "megatron-eq3" && *flops != "model")
        return caseError(k.id, "flop_count",
                         "flop_count must be megatron-eq3 or model, not '" + *flops + "'");
    k.sequenceLength = *sequence;
    k.globalBatchSequences = *batch;
    k.interleave = *interleave;
    k.recompute = *parsedRecompute;
    k.megatronFlopCount = *flops == "megatron-eq3";
    return k;
}

} // namespace

Result<CalibrationSet> parseCalibrationSet(std::string_view jsonText) {
    auto parsed = parseUserJson(jsonText, "calibration data set");
    if (!parsed)
        return parsed.error();
    const json& root = *parsed;
    if (!root.is_object() || !root.contains("sources") || !root["sources"].is_object() ||
        !root.contains("cases") || !root["cases"].is_array())
        return invalidInput("cases",
                            "the calibration data set needs an object of sources and a list of cases");
    CalibrationSet set;
    if (root.contains("tolerance")) {
        if (!root["tolerance"].is_number() || !(root["tolerance"].get<double>() > 0) ||
            root["tolerance"].get<double>() >= 1)
            return invalidInput("tolerance", "tolerance must be a fraction above 0 and below 1");
        set.tolerance = root["tolerance"].get<double>();
    }
    if (root.contains("model_parameters")) {
        if (!root["model_parameters"].is_object())
            return invalidInput("model_parameters", "model_parameters must map model ids to their counts");
        for (const auto& [key, value] : root["model_parameters"].items()) {
            if (!value.is_object() || !value.contains("parameters") || !value["parameters"].is_number() ||
                !(value["parameters"].get<double>() > 0))
                return invalidInput("model_parameters", "model '" + key + "' needs 'parameters' above 0");
            set.modelParameters[key] = value["parameters"].get<double>();
        }
    }
    for (const auto& [key, value] : root["sources"].items()) {
        if (!value.is_object())
            return invalidInput("sources", "source '" + key + "' must be a JSON object");
        CalibrationSource source;
        for (auto [field, target] :
             {std::pair{"title", &source.title}, std::pair{"url", &source.url},
              std::pair{"date", &source.date}, std::pair{"software", &source.software},
              std::pair{"hardware", &source.hardware}, std::pair{"conditions", &source.conditions}}) {
            if (!value.contains(field) || !value[field].is_string() ||
                value[field].get<std::string>().empty())
                return invalidInput("sources", "source '" + key + "' needs a non-empty '" + field + "'");
            *target = value[field].get<std::string>();
        }
        set.sources.emplace(key, std::move(source));
    }
    for (const auto& c : root["cases"]) {
        auto k = readCase(c, set);
        if (!k)
            return k.error();
        for (const auto& earlier : set.cases)
            if (earlier.id == k->id)
                return caseError(k->id, "id", "the id is used twice");
        set.cases.push_back(std::move(*k));
    }
    return set;
}

const CalibrationSet& builtinCalibrationSet() {
    static const CalibrationSet set = [] {
        auto parsed = parseCalibrationSet(detail::kBuiltinCalibrationJson);
        if (!parsed) // the build embeds a file the tests read: a broken one is a bug, not user input
            throw std::logic_error("resources/calibration/measurements.json: " + parsed.error().message);
        return *parsed;
    }();
    return set;
}

std::string_view calibrationFamilyName(CalibrationFamily family) {
    return family == CalibrationFamily::Serving ? "serving" : "training";
}

std::string caseSoftware(const CalibrationCase& c) {
    return c.family == CalibrationFamily::Serving ? std::string(servingEngineTitle(c.engine)) : c.source;
}

std::string_view calibrationSplitName(CalibrationSplit split) {
    return split == CalibrationSplit::Fit ? "fit" : "held-out";
}

} // namespace gpuadvisor
