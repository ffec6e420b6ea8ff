#include "cli/perf_command.h"

#include "core/advisor/cluster_topology.h"

#include "core/present/fit_json.h"

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
    for (const QString& part : parser.value("sweep-gpus").split(u',', Qt::SkipEmptyParts)) {
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

nlohmann::json trainingJson(const TrainingEstimate& e) {
    return {{"plan", planJson(e.plan)},
            {"gpus", e.gpus},
            {"nodes", e.nodes},
            {"step_time_s", e.stepSeconds},
            {"tokens_per_step", e.tokensPerStep},
            {"micro_batches_per_step", e.microBatchesPerStep},
            {"tokens_per_s", e.tokensPerSecond},
            {"mfu", e.mfu},
            {"model_flops_per_token", e.modelFlopsPerToken},
            {"hardware_flops_per_token", e.hardwareFlopsPerToken},
            {"time_to_train_s", e.timeToTrainSeconds},
            {"gpu_hours", e.gpuHours},
            {"scaling_efficiency", e.scalingEfficiency},
            {"memory_verdict", verdictName(e.memoryVerdict)},
            {"breakdown",
             {{"compute_s", e.breakdown.computeSeconds},
              {"dp_comm_s", e.breakdown.dataParallelSeconds},
              {"tp_comm_s", e.breakdown.tensorParallelSeconds},
              {"pp_bubble_s", e.breakdown.pipelineBubbleSeconds},
              {"pp_transfer_s", e.breakdown.pipelineTransferSeconds}}},
            {"notes", e.notes}};
}

std::string trainingText(const TrainingEstimate& e) {
    std::string out;
    out += "Plan       " + std::to_string(e.gpus) + " GPUs on " + std::to_string(e.nodes) +
           " node(s): tp=" + std::to_string(e.plan.tp) + " pp=" + std::to_string(e.plan.pp) +
           " dp=" + std::to_string(e.plan.dp) + " zero=" + std::to_string(e.plan.zeroStage) +
           (e.plan.sequenceParallel ? " +sequence-parallel" : "") +
           " (memory: " + std::string(verdictName(e.memoryVerdict)) + ")\n";
    out += "Step       " + formatDuration(e.stepSeconds) + " for " + formatCount(e.tokensPerStep) +
           " tokens (" + std::to_string(e.microBatchesPerStep) + " micro-batches per replica)\n";
    const auto& b = e.breakdown;
    out += "  compute            " + formatFixed(b.computeSeconds, 3) + " s\n";
    out += "  tensor parallel    " + formatFixed(b.tensorParallelSeconds, 3) + " s\n";
    out += "  pipeline bubble    " + formatFixed(b.pipelineBubbleSeconds, 3) + " s\n";
    out += "  pipeline transfer  " + formatFixed(b.pipelineTransferSeconds, 3) + " s\n";
    out += "  data parallel      " + formatFixed(b.dataParallelSeconds, 3) + " s (exposed)\n";
    out += "Throughput " + formatCount(e.tokensPerSecond) + " tokens/s, MFU " + formatPercent(e.mfu) +
           ", scaling efficiency " + formatPercent(e.scalingEfficiency) + "\n";
    if (e.timeToTrainSeconds > 0)
        out += "Time       " + formatDuration(e.timeToTrainSeconds) + " (" +
               formatFixed(e.timeToTrainSeconds / 3600.0, 1) + " h), " + formatCount(e.gpuHours) +
               " GPU-hours\n";
    if (e.scalingEfficiency < 0.60 && e.gpus > 1)
        out += "Warning    projected efficiency below 60 %: the wrong shape for this fabric (reshape the "
               "plan, use a "
               "larger single node or faster links)\n";
    out += "\nHow each figure was obtained:\n";
    for (const auto& note : e.notes)
        out += "  - " + note + "\n";
    return out;
}

nlohmann::json inferenceJson(const InferenceEstimate& e) {
    return {{"ttft_s", e.ttftSeconds},
            {"tpot_s", e.tpotSeconds},
            {"tpot_single_s", e.tpotSingleSeconds},
            {"concurrency", e.concurrency},
            {"max_concurrency", e.maxConcurrency},
            {"max_concurrency_memory", e.maxConcurrencyMemory},
            {"tokens_per_s_per_sequence", e.tokensPerSecondPerSequence},
            {"throughput_tokens_per_s", e.throughputTokensPerSecond},
            {"replicas_needed", e.replicasNeeded},
            {"corpus_time_s", e.corpusSeconds},
            {"roofline_batch", e.rooflineBatch},
            {"notes", e.notes}};
}

std::string inferenceText(const InferenceEstimate& e) {
    std::string out;
    out +=
        "TTFT        " + formatFixed(e.ttftSeconds * 1e3, 1) + " ms (prefill of one prompt, no queueing)\n";
    out += "TPOT        " + formatFixed(e.tpotSeconds * 1e3, 2) + " ms at " + std::to_string(e.concurrency) +
           " concurrent sequences (" + formatFixed(e.tpotSingleSeconds * 1e3, 2) + " ms alone)\n";
    out += "Throughput  " + formatFixed(e.throughputTokensPerSecond, 0) + " output tokens/s per replica, " +
           formatFixed(e.tokensPerSecondPerSequence, 1) + " tokens/s per sequence\n";
    out += "Concurrency at most " + std::to_string(e.maxConcurrency) + " meeting the targets (memory holds " +
           std::to_string(e.maxConcurrencyMemory) + ")\n";
    out += "Replicas    " + std::to_string(e.replicasNeeded) + " needed for the target\n";
    if (e.corpusSeconds > 0)
        out += "Corpus      " + formatFixed(e.corpusSeconds / 3600.0, 2) + " h\n";
    out += "\nHow each figure was obtained:\n";
    for (const auto& note : e.notes)
        out += "  - " + note + "\n";
    return out;
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
        {"users", "Serving: concurrent users to hold (sets replicas).", "U"},
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
        TrainingRequest request{fit, topology, positive(parser, "tokens").value_or(0),
                                positiveInt(parser, "interleave", 1, 64), perf};
        const bool fixedPlan = planGiven(parser);
        auto run = [&](int gpus) -> Result<TrainingEstimate> {
            if (fixedPlan) {
                TrainingRequest copy = request;
                const int modelParallel = copy.fit.plan.tp * copy.fit.plan.pp;
                if (gpus % modelParallel != 0)
                    return invalidInput("sweep-gpus", std::to_string(gpus) +
                                                          " GPUs is not a multiple of tp*pp = " +
                                                          std::to_string(modelParallel));
                copy.fit.plan.dp = gpus / modelParallel;
                return estimateTraining(copy);
            }
            return estimateTrainingWithBestPlan(request, gpus);
        };
        const TrainingEstimate estimate = unwrap(run(fit.plan.gpus()));
        json = trainingJson(estimate);
        text = trainingText(estimate);
        if (parser.isSet("sweep-gpus")) {
            nlohmann::json sweep = nlohmann::json::array();
            text += "\nScaling sweep (" +
                    std::string(fixedPlan ? "tp, pp as given; dp grows" : "fastest plan that fits") +
                    "):\n  GPUs  nodes  plan                 efficiency     tokens/s  time          memory\n";
            for (const int gpus : sweepCounts(parser)) {
                auto point = run(gpus);
                if (!point) {
                    sweep.push_back({{"gpus", gpus}, {"error", point.error().message}});
                    text += "  " + std::to_string(gpus) + ": " + point.error().message + "\n";
                    continue;
                }
                sweep.push_back({{"gpus", gpus},
                                 {"nodes", point->nodes},
                                 {"plan", planJson(point->plan)},
                                 {"scaling_efficiency", point->scalingEfficiency},
                                 {"tokens_per_s", point->tokensPerSecond},
                                 {"time_to_train_s", point->timeToTrainSeconds},
                                 {"memory_verdict", verdictName(point->memoryVerdict)}});
                char line[200];
                const std::string plan = "tp=" + std::to_string(point->plan.tp) +
                                         " pp=" + std::to_string(point->plan.pp) +
                                         " dp=" + std::to_string(point->plan.dp);
                std::snprintf(
                    line, sizeof line, "  %4d  %5d  %-19s  %10s  %11s  %-12s  %s\n", gpus, point->nodes,
                    plan.c_str(), formatPercent(point->scalingEfficiency).c_str(),
                    formatCount(point->tokensPerSecond).c_str(),
                    point->timeToTrainSeconds > 0 ? formatDuration(point->timeToTrainSeconds).c_str() : "-",
                    std::string(verdictName(point->memoryVerdict)).c_str());
                text += line;
            }
            json["sweep"] = sweep;
        }
    } else {
        if (parser.isSet("sweep-gpus"))
            failUsage("--sweep-gpus applies to training workloads; for serving use --target-tokens-per-s or "
                      "--users");
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
