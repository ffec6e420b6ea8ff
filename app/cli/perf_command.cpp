#include "cli/perf_command.h"

#include "core/advisor/cluster_topology.h"

#include "core/present/fit_json.h"
#include "core/present/perf_text.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "cli/fit_options.h"
#include "core/common/number_format.h"
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"
#include "db/sql_catalog.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace gpuadvisor::cli {

namespace {

std::optional<double> positive(const QCommandLineParser& parser, const char* name, double scale = 1) {
    const auto value = numberOption(parser, name);
    if (!value)
        return std::nullopt;
    if (!(*value > 0))
        failUsage(std::string("--") + name + ": " + parser.value(name).toStdString() + " must be positive");
    return *value * scale;
}

int positiveInt(const QCommandLineParser& parser, const char* name, int fallback, int maximum) {
    const auto value = integerOption(parser, name);
    if (!value)
        return fallback;
    if (*value < 1 || *value > maximum)
        failUsage(std::string("--") + name + ": " + std::to_string(*value) +
                  " is out of range (allowed: 1 to " + std::to_string(maximum) + ")");
    return static_cast<int>(*value);
}

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

// The recommender's cluster (core/advisor/cluster_topology), changed only where the user names a figure: the
// same configuration gives the same figures in `perf` and in `recommend`.
Topology topologyFrom(const QCommandLineParser& parser, const Catalog& catalog, const GpuSpec& gpu,
                      int gpusPerNodeDefault) {
    Topology topo =
        clusterTopology(catalog, gpu, positiveInt(parser, "gpus-per-node", gpusPerNodeDefault, 1024));
    if (parser.isSet("intra-fabric"))
        topo.intraNode = unwrap(catalog.findFabric(parser.value("intra-fabric").toStdString()));
    if (parser.isSet("fabric"))
        topo.interNode = unwrap(catalog.findFabric(parser.value("fabric").toStdString()));
    topo.nicsPerNode = positiveInt(parser, "nics-per-node", topo.nicsPerNode, 1024);
    return topo;
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
    FitRequest fit = buildFitRequest(parser, catalog);
    PerfAssumptions perf = PerfAssumptions::fromCatalog(catalog.assumptions());
    if (const auto batch = positive(parser, "global-batch-tokens"))
        perf.globalBatchTokens = *batch;
    const Topology topology = topologyFrom(parser, catalog, fit.gpu, fit.assumptions.gpusPerNode);
    fit.assumptions.gpusPerNode = topology.gpusPerNode;

    nlohmann::json json;
    std::string text;
    if (isTraining(fit.workload)) {
        TrainingRequest request{fit,
                                topology,
                                positive(parser, "tokens").value_or(0),
                                positiveInt(parser, "interleave", 1, 64),
                                perf,
                                std::nullopt};
        if (parser.isSet("matmul-precision")) {
            const QString math = parser.value("matmul-precision");
            if (math != "fp8")
                failUsage("--matmul-precision: '" + math.toStdString() +
                          "' is not a matrix-multiply precision this option changes (allowed: fp8)");
            request.mathPrecision = Precision::Fp8;
        }
        const bool fixedPlan = planGiven(parser);
        auto run = [&](int gpus) { return estimateTrainingOnGpus(request, gpus, fixedPlan); };
        const TrainingEstimate estimate = unwrap(run(fit.plan.gpus()));
        json = trainingJson(estimate);
        text = trainingText(estimate);
        if (parser.isSet("sweep-gpus")) {
            std::vector<std::pair<int, Result<TrainingEstimate>>> points;
            for (const int gpus : sweepCounts(parser))
                points.emplace_back(gpus, run(gpus));
            json["sweep"] = sweepJson(points);
            text += sweepText(points, fixedPlan);
        }
    } else {
        if (parser.isSet("sweep-gpus"))
            failUsage("--sweep-gpus applies to training workloads; for serving use --target-tokens-per-s or "
                      "--users");
        if (parser.isSet("matmul-precision"))
            failUsage("--matmul-precision applies to training workloads; serving runs at --precision");
        InferenceRequest request;
        request.fit = fit;
        request.topology = topology;
        request.promptTokens = positiveInt(parser, "prompt-tokens", request.promptTokens, 10'000'000);
        request.outputTokens = positiveInt(parser, "output-tokens", request.outputTokens, 10'000'000);
        if (parser.isSet("concurrency"))
            request.concurrency = fit.concurrency;
        request.tpotTargetSeconds = positive(parser, "tpot-target-ms", 1e-3);
        request.ttftTargetSeconds = positive(parser, "ttft-target-ms", 1e-3);
        request.targetTokensPerSecond = positive(parser, "target-tokens-per-s");
        if (parser.isSet("users"))
            request.users = positiveInt(parser, "users", 1, 100'000'000);
        request.requestsPerSecond = positive(parser, "requests-per-second");
        request.thinkTimeSeconds = numberOption(parser, "think-time-s");
        if (const auto percentile = numberOption(parser, "percentile"))
            request.latencyPercentile = *percentile / 100;
        request.corpusTokens = positive(parser, "corpus-tokens").value_or(0);
        request.perf = perf;
        const InferenceEstimate estimate = unwrap(estimateInference(request));
        json = inferenceJson(estimate);
        text = inferenceText(estimate);
    }
    json["model"] = fit.model.id;
    json["workload"] = workloadName(fit.workload);
    json["gpu"] = fit.gpu.id;
    json["topology"] = {{"gpus_per_node", topology.gpusPerNode},
                        {"intra_fabric", topology.intraNode.id},
                        {"intra_fabric_bandwidth_bytes_per_s", topology.intraNode.bandwidthBps},
                        {"inter_fabric", topology.interNode.id},
                        {"inter_fabric_bandwidth_bytes_per_s", topology.interNode.bandwidthBps},
                        {"nics_per_node", topology.nicsPerNode}};
    json["assumptions"] = assumptionsJson(perf.list());
    printOut(parser.isSet("json") ? json.dump(2) + "\n" : text);
    return kExitOk;
}

} // namespace gpuadvisor::cli
