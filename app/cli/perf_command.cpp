#include "cli/perf_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "cli/fit_options.h"
#include "core/study/perf_question.h"
#include "db/sql_catalog.h"

namespace gpuadvisor::cli {

namespace {

std::vector<int> sweepCounts(const QCommandLineParser& parser) {
    std::vector<int> counts;
    // Empty parts are kept so that '1,,2' (a count lost in typing) is named, not skipped.
    for (const QString& part : parser.value("sweep-gpus").split(u',', Qt::KeepEmptyParts)) {
        bool ok = false;
        const int n = part.trimmed().toInt(&ok);
        if (!ok || n < 1 || n > 100'000)
            failUsage("--sweep-gpus: '" + part.toStdString() +
                      "' is not a GPU count (allowed: 1 to 100000, comma-separated)");
        counts.push_back(n);
    }
    if (counts.empty())
        failUsage("--sweep-gpus: give GPU counts, e.g. 1,2,4,8,16,32,64");
    return counts;
}

} // namespace

int runPerf(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Training time and scaling, or serving latency and throughput, of one configuration.\n\n"
        "Example: gpu-advisor-cli perf --model llama-3.1-70b --workload pretrain --gpu h100-sxm --gpus 64 "
        "\\\n"
        "           --gpus-per-node 8 --fabric ib-ndr --tokens 1e12 --sweep-gpus 8,16,32,64");
    parser.addOptions({
        {"tokens", "Training: tokens to train on (D), e.g. 1e12.", "D"},
        {"global-batch-tokens", "Training: tokens per optimizer step (default 4M, Llama 2).", "N"},
        {"interleave", "Training: virtual pipeline stages per GPU (default 1).", "V"},
        {"matmul-precision",
         "Training: fp8 runs the matrix multiplies in FP8 with BF16 weights (Transformer Engine), at the FP8 "
         "peak (default: the weights' precision).",
         "fp8"},
        {"gpus-per-node", "GPUs per node; ranks fill nodes in order, TP innermost (default 8).", "G"},
        {"fabric",
         "Fabric between nodes (catalog id, e.g. ib-ndr, eth-100; default as recommend assumes: ib-ndr for "
         "8-GPU SXM-class nodes, else eth-25).",
         "id"},
        {"intra-fabric", "Fabric inside a node (default: the GPU's NVLink/xGMI, else its PCIe).", "id"},
        {"nics-per-node",
         "Inter-node ports per node (default: one per GPU for 8-GPU SXM-class nodes, else one).", "N"},
        {"engine",
         "Serving: the engine whose fitted constants apply: tensorrt-llm or vllm (default: the GPU vendor's "
         "own, TensorRT-LLM on NVIDIA, vLLM on others).",
         "name"},
        {"prompt-tokens", "Serving: prompt length (default 1000).", "P"},
        {"output-tokens", "Serving: output length (default 200).", "O"},
        {"tpot-target-ms", "Serving: time-per-output-token target.", "ms"},
        {"ttft-target-ms", "Serving: time-to-first-token target.", "ms"},
        {"target-tokens-per-s", "Serving: aggregate output tokens/s to provide (sets replicas).", "N"},
        {"users",
         "Serving: concurrent active sessions to hold (sets replicas); with --think-time-s, the people using "
         "it.",
         "U"},
        {"requests-per-second", "Serving: arrivals per second instead of --users (sets replicas).", "R"},
        {"think-time-s", "Serving: seconds each of --users waits between requests (Little's law).", "s"},
        {"percentile", "Serving: percentile of the queue wait the TTFT target holds at (default 99).", "p"},
        {"corpus-tokens", "Batch: prompt tokens of the corpus to process.", "T"},
        {"sweep-gpus", "Training: scaling over GPU counts, e.g. 1,2,4,8,16,32,64.", "list"},
    });
    addWorkloadOptions(parser);
    parseOrFail(parser, arguments, "perf");
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace(QStringLiteral("gpu-advisor-cli [options]"),
                              QStringLiteral("gpu-advisor-cli perf [options]"))
                     .toStdString());
        return kExitOk;
    }
    const auto database = openCatalogDatabase(parser);
    const db::SqlCatalog catalog = unwrap(db::SqlCatalog::load(*database));
    PerfQuestion q;
    q.fit = buildFitRequest(parser, catalog);
    q.globalBatchTokens = positiveOption(parser, "global-batch-tokens");
    q.gpusPerNode = countOption(parser, "gpus-per-node", q.fit.assumptions.gpusPerNode, 1024);
    if (parser.isSet("intra-fabric"))
        q.intraFabric = parser.value("intra-fabric").toStdString();
    if (parser.isSet("fabric"))
        q.interFabric = parser.value("fabric").toStdString();
    if (parser.isSet("nics-per-node"))
        q.nicsPerNode = countOption(parser, "nics-per-node", 1, 1024);
    if (isTraining(q.fit.workload)) {
        q.tokens = positiveOption(parser, "tokens").value_or(0);
        q.interleave = countOption(parser, "interleave", 1, 64);
        if (parser.isSet("matmul-precision")) {
            const QString math = parser.value("matmul-precision");
            if (math != "fp8")
                failUsage("--matmul-precision: '" + math.toStdString() +
                          "' is not a matrix-multiply precision this option changes (allowed: fp8)");
            q.mathPrecision = Precision::Fp8;
        }
        q.planAsGiven = planGiven(parser);
        if (parser.isSet("sweep-gpus"))
            q.sweepGpus = sweepCounts(parser);
        if (parser.isSet("engine"))
            failUsage("--engine applies to serving workloads; training has no serving engine");
    } else {
        if (parser.isSet("sweep-gpus"))
            failUsage("--sweep-gpus applies to training workloads; for serving use --target-tokens-per-s or "
                      "--users");
        if (parser.isSet("matmul-precision"))
            failUsage("--matmul-precision applies to training workloads; serving runs at --precision");
        InferenceRequest& r = q.serving;
        r.promptTokens = countOption(parser, "prompt-tokens", r.promptTokens, 10'000'000);
        r.outputTokens = countOption(parser, "output-tokens", r.outputTokens, 10'000'000);
        if (parser.isSet("concurrency"))
            r.concurrency = q.fit.concurrency;
        r.tpotTargetSeconds = positiveOption(parser, "tpot-target-ms", 1e-3);
        r.ttftTargetSeconds = positiveOption(parser, "ttft-target-ms", 1e-3);
        r.targetTokensPerSecond = positiveOption(parser, "target-tokens-per-s");
        if (parser.isSet("users"))
            r.users = countOption(parser, "users", 1, 100'000'000);
        r.requestsPerSecond = positiveOption(parser, "requests-per-second");
        r.thinkTimeSeconds = numberOption(parser, "think-time-s");
        if (const auto percentile = numberOption(parser, "percentile"))
            r.latencyPercentile = *percentile / 100;
        r.corpusTokens = positiveOption(parser, "corpus-tokens").value_or(0);
        if (parser.isSet("engine"))
            r.engine = unwrap(parseServingEngine(parser.value("engine").toStdString()));
    }
    const PerfAnswer answer = unwrap(answerPerfQuestion(q, catalog));
    printOut(parser.isSet("json") ? perfAnswerJson(answer).dump(2) + "\n"
                                  : perfAnswerText(answer, q.planAsGiven));
    return kExitOk;
}

} // namespace gpuadvisor::cli
