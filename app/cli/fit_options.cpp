#include "cli/fit_options.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/common/units.h"
#include "core/model/hf_config.h"
#include "db/text_file.h"

namespace gpuadvisor::cli {

namespace {

ModelSpec chooseModel(const QCommandLineParser& parser, const Catalog& catalog) {
    const int sources =
        int(parser.isSet("model")) + int(parser.isSet("model-file")) + int(parser.isSet("params"));
    if (sources != 1)
        failUsage("give exactly one of --model ID, --model-file config.json or --params N");
    if (parser.isSet("model"))
        return unwrap(catalog.findModel(parser.value("model").toStdString()));
    if (parser.isSet("model-file")) {
        const std::string path = parser.value("model-file").toStdString();
        const std::string text = unwrap(db::readTextFile(path, "model-file"));
        auto model = modelFromHfConfig(text);
        if (!model)
            failUsage("--model-file: " + path + ": " + model.error().message);
        return std::move(model).value();
    }
    ModelSpec model;
    model.declaredParameters = parameterCount(parser.value("params"), "params");
    model.name = "Model of " + parser.value("params").toStdString() + " parameters";
    model.source = "--params";
    return model;
}

GpuSpec chooseGpu(const QCommandLineParser& parser, const Catalog& catalog) {
    if (parser.isSet("gpu") == parser.isSet("gpu-memory-gb"))
        failUsage("give exactly one of --gpu ID or --gpu-memory-gb X");
    if (parser.isSet("gpu"))
        return unwrap(catalog.findGpu(parser.value("gpu").toStdString()));
    GpuSpec gpu;
    const double gb = *numberOption(parser, "gpu-memory-gb");
    if (!(gb >= 0.1 && gb <= 10'000))
        failUsage("--gpu-memory-gb: " + parser.value("gpu-memory-gb").toStdString() +
                  " is out of range (allowed: 0.1 to 10000 GB)");
    gpu.id = "custom";
    gpu.name = "custom GPU";
    gpu.memoryBytes = gb * units::kGB;
    gpu.source = "--gpu-memory-gb";
    return gpu;
}

int intOption(const QCommandLineParser& parser, const QString& name, int fallback) {
    const auto value = integerOption(parser, name);
    if (!value)
        return fallback;
    if (*value < -1'000'000'000LL || *value > 1'000'000'000LL)
        failUsage("--" + name.toStdString() + ": " + std::to_string(*value) + " is absurdly large");
    return static_cast<int>(*value);
}

ParallelPlan choosePlan(const QCommandLineParser& parser, WorkloadKind workload) {
    const int pp = intOption(parser, "pp", 1);
    const auto degree = [&](const char* name) {
        return parser.isSet(name) ? std::optional<int>(intOption(parser, name, 1)) : std::nullopt;
    };
    ParallelPlan plan;
    if (parser.isSet("gpus"))
        plan = unwrap(
            splitGpus(intOption(parser, "gpus", 1), degree("tp"), pp, degree("dp"), isServing(workload)));
    else
        plan = ParallelPlan{intOption(parser, "tp", 1), pp, intOption(parser, "dp", 1)};
    plan.zeroStage = intOption(parser, "zero", 0);
    plan.sequenceParallel = parser.isSet("sequence-parallel");
    return plan;
}

} // namespace

void addWorkloadOptions(QCommandLineParser& parser) {
    parser.addOptions({
        {"model", "Model id from the catalog (e.g. llama-3.1-70b).", "id"},
        {"model-file", "Hugging Face config.json of the model.", "path"},
        {"params", "Parameter count when only the size is known (7e9, 70B, 350M).", "N"},
        {"workload", "inference | batch-inference | pretrain | full-finetune | lora | qlora.", "kind"},
        {"precision",
         "Weights (serving, LoRA base) or training precision: fp32 bf16 fp16 fp8 int8 int4 nf4. "
         "Default bf16 (nf4 for qlora).",
         "P"},
        {"kv-precision", "KV-cache precision. Default: the weights' (bf16 for 4-bit weights).", "P"},
        {"activation-precision",
         "Stored activations: fp32 bf16 fp16 fp8 (default bf16, fp32 for fp32 "
         "training).",
         "P"},
        {"gpu", "GPU id from the catalog (e.g. h100-sxm).", "id"},
        {"gpu-memory-gb", "Memory of a custom GPU, in GB (1e9 bytes).", "X"},
        {"gpus", "Number of GPUs (default tp*pp*dp).", "N"},
        {"tp", "Tensor-parallel degree (serving default: all GPUs).", "T"},
        {"pp", "Pipeline-parallel degree (default 1).", "P"},
        {"dp", "Data-parallel degree (training default: the GPUs left).", "D"},
        {"zero", "ZeRO stage 0-3 over data parallelism (training, default 0).", "stage"},
        {"recompute", "none | selective | full (default: selective, full for lora/qlora).", "mode"},
        {"sequence-parallel", "Megatron sequence parallelism (training)."},
        {"no-flash-attention", "Count the attention-score matrix (no fused attention kernel)."},
        {"optimizer", "adamw | adamw-8bit | sgd (default adamw).", "name"},
        {"loss-chunks",
         "Training: cross-entropy in N chunks, fp32 logits one chunk at a time (torchtune uses 8; default "
         "1).",
         "N"},
        {"optimizer-in-backward",
         "Full training: run each parameter's optimizer step as its gradient is ready (gradients never all "
         "kept)."},
        {"micro-batch", "Micro-batch size per GPU (training, default 1).", "B"},
        {"seq-len", "Training sequence length (default 4096 or the model's maximum).", "S"},
        {"context", "Tokens per sequence, prompt + output (serving, default 4096 or the model's maximum).",
         "C"},
        {"concurrency", "Sequences served at once (default 1).", "U"},
        {"lora-rank", "LoRA rank (default 8).", "R"},
        {"lora-modules", "Modules with adapters: all-linear (default) | attention | qv.", "set"},
        {"cuda-context-gb", "Override the CUDA context assumption (GB).", "X"},
        {"framework-reserve-gb", "Override the framework reserve assumption (GB).", "X"},
        {"fragmentation", "Override the fragmentation fraction (0-0.5).", "F"},
        {"json", "Print one JSON object instead of the table."},
    });
    parser.addOptions(catalogOptions());
    parser.addHelpOption();
}

bool planGiven(const QCommandLineParser& parser) {
    return parser.isSet("tp") || parser.isSet("pp") || parser.isSet("dp");
}

FitRequest buildFitRequest(const QCommandLineParser& parser, const Catalog& catalog) {
    if (!parser.isSet("workload"))
        failUsage(
            "--workload is required (inference, batch-inference, pretrain, full-finetune, lora, qlora)");

    FitRequest request;
    request.workload = unwrap(parseWorkload(parser.value("workload").toStdString()));
    request.model = chooseModel(parser, catalog);
    request.gpu = chooseGpu(parser, catalog);
    request.plan = choosePlan(parser, request.workload);
    if (parser.isSet("precision"))
        request.precision = unwrap(parsePrecision(parser.value("precision").toStdString(), "precision"));
    if (parser.isSet("kv-precision"))
        request.kvPrecision =
            unwrap(parsePrecision(parser.value("kv-precision").toStdString(), "kv-precision"));
    if (parser.isSet("activation-precision"))
        request.activationPrecision = unwrap(
            parsePrecision(parser.value("activation-precision").toStdString(), "activation-precision"));
    if (parser.isSet("lora-modules"))
        request.loraTargets = unwrap(parseLoraTargets(parser.value("lora-modules").toStdString()));
    if (parser.isSet("recompute"))
        request.recompute = unwrap(parseRecompute(parser.value("recompute").toStdString()));
    if (parser.isSet("optimizer"))
        request.optimizer = unwrap(parseOptimizer(parser.value("optimizer").toStdString()));
    request.flashAttention = !parser.isSet("no-flash-attention");
    request.lossChunks = intOption(parser, "loss-chunks", 1);
    request.optimizerInBackward = parser.isSet("optimizer-in-backward");
    request.microBatch = intOption(parser, "micro-batch", 1);
    request.concurrency = intOption(parser, "concurrency", 1);
    request.loraRank = intOption(parser, "lora-rank", request.loraRank);
    if (parser.isSet("seq-len"))
        request.sequenceLength = intOption(parser, "seq-len", 0);
    if (parser.isSet("context"))
        request.context = intOption(parser, "context", 0);

    MemoryAssumptions& assumptions = request.assumptions;
    assumptions = MemoryAssumptions::fromCatalog(catalog.assumptions()); // the user's catalog, then the flags
    if (const auto gb = numberOption(parser, "cuda-context-gb")) {
        if (*gb < 0 || *gb > 100)
            failUsage("--cuda-context-gb: " + parser.value("cuda-context-gb").toStdString() +
                      " is out of range (allowed: 0 to 100 GB)");
        assumptions.cudaContextBytes = *gb * units::kGB;
    }
    if (const auto gb = numberOption(parser, "framework-reserve-gb")) {
        if (*gb < 0 || *gb > 1000)
            failUsage("--framework-reserve-gb: " + parser.value("framework-reserve-gb").toStdString() +
                      " is out of range (allowed: 0 to 1000 GB)");
        assumptions.frameworkReserveBytes = *gb * units::kGB;
    }
    if (const auto fraction = numberOption(parser, "fragmentation")) {
        if (*fraction < 0 || *fraction > 0.5)
            failUsage("--fragmentation: " + parser.value("fragmentation").toStdString() +
                      " is out of range (allowed: 0 to 0.5)");
        assumptions.fragmentationFraction = *fraction;
    }

    return request;
}

} // namespace gpuadvisor::cli
