#include "core/present/perf_text.h"

#include "core/common/number_format.h"
#include "core/present/fit_json.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gpuadvisor {

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

nlohmann::json sweepJson(const SweepPoints& points) {
    nlohmann::json sweep = nlohmann::json::array();
    for (const auto& [gpus, point] : points) {
        if (!point) {
            sweep.push_back({{"gpus", gpus}, {"error", point.error().message}});
            continue;
        }
        sweep.push_back({{"gpus", gpus},
                         {"nodes", point->nodes},
                         {"plan", planJson(point->plan)},
                         {"scaling_efficiency", point->scalingEfficiency},
                         {"tokens_per_s", point->tokensPerSecond},
                         {"time_to_train_s", point->timeToTrainSeconds},
                         {"memory_verdict", verdictName(point->memoryVerdict)}});
    }
    return sweep;
}

std::string sweepText(const SweepPoints& points, bool planAsGiven) {
    std::string text =
        "\nScaling sweep (" +
        std::string(planAsGiven ? "tp, pp as given; dp grows" : "fastest plan that fits") +
        "):\n  GPUs  nodes  plan                 efficiency     tokens/s  time          memory\n";
    for (const auto& [gpus, point] : points) {
        if (!point) {
            text += "  " + std::to_string(gpus) + ": " + point.error().message + "\n";
            continue;
        }
        char line[200];
        const std::string plan = "tp=" + std::to_string(point->plan.tp) +
                                 " pp=" + std::to_string(point->plan.pp) +
                                 " dp=" + std::to_string(point->plan.dp);
        std::snprintf(line, sizeof line, "  %4d  %5d  %-19s  %10s  %11s  %-12s  %s\n", gpus, point->nodes,
                      plan.c_str(), formatPercent(point->scalingEfficiency).c_str(),
                      formatCount(point->tokensPerSecond).c_str(),
                      point->timeToTrainSeconds > 0 ? formatDuration(point->timeToTrainSeconds).c_str() : "-",
                      std::string(verdictName(point->memoryVerdict)).c_str());
        text += line;
    }
    return text;
}

} // namespace gpuadvisor
