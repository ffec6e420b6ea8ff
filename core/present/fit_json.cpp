#include "core/present/fit_json.h"

#include "core/present/fit_text.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor {

nlohmann::json planJson(const ParallelPlan& plan) {
    return {{"tp", plan.tp},
            {"pp", plan.pp},
            {"dp", plan.dp},
            {"zero", plan.zeroStage},
            {"sequence_parallel", plan.sequenceParallel},
            {"gpus", plan.gpus()}};
}

nlohmann::json assumptionsJson(const std::vector<Assumption>& assumptions) {
    nlohmann::json out = nlohmann::json::array();
    for (const Assumption& a : assumptions)
        out.push_back({{"key", a.key}, {"value", a.value}, {"unit", a.unit}, {"source", a.source}});
    return out;
}

nlohmann::json fitReportToJson(const FitReport& report) {
    const FitRequest& r = report.request;
    const MemoryBreakdown& b = report.perGpu;
    nlohmann::json json;
    json["model"] = {{"id", r.model.id}, {"name", r.model.name}, {"source", r.model.source}};
    json["workload"] = workloadName(r.workload);
    json["gpu"] = {{"id", r.gpu.id},
                   {"name", r.gpu.name},
                   {"capacity_bytes", b.capacity},
                   {"source", r.gpu.source},
                   {"as_of", r.gpu.asOf}};
    json["gpus"] = r.plan.gpus();
    json["plan"] = planJson(r.plan);
    json["precision"] = precisionName(report.settings.precision);
    json["kv_precision"] = precisionName(report.settings.kvPrecision);
    if (isTraining(r.workload)) {
        json["recompute"] = recomputeName(report.settings.recompute);
        json["optimizer"] = optimizerName(r.optimizer);
        json["seq_len"] = report.settings.sequenceLength;
        json["micro_batch"] = r.microBatch;
        json["activation_precision"] = precisionName(report.settings.activationPrecision);
        json["loss_chunks"] = r.lossChunks;
        json["optimizer_in_backward"] = r.optimizerInBackward;
        if (isAdapterTraining(r.workload)) {
            json["lora_rank"] = r.loraRank;
            json["lora_modules"] = loraTargetsName(r.loraTargets);
        }
    } else {
        json["context"] = report.settings.context;
        json["concurrency"] = r.concurrency;
    }
    json["parameters"] = report.parameters;
    json["active_parameters"] = report.activeParameters;
    json["kv_cache_bytes_per_token"] = report.kvCacheBytesPerToken;
    json["per_gpu"] = {{"weights_bytes", b.weights},     {"gradients_bytes", b.gradients},
                       {"optimizer_bytes", b.optimizer}, {"activations_bytes", b.activations},
                       {"kv_cache_bytes", b.kvCache},    {"framework_peak_bytes", b.frameworkPeak()},
                       {"overhead_bytes", b.overhead},   {"total_bytes", b.total()},
                       {"capacity_bytes", b.capacity},   {"free_bytes", b.free()}};
    json["weights_share"] = report.weightsShare;
    json["verdict"] = verdictName(report.verdict);
    json["reasons"] = fitFactTexts(report.reasons, report, Language::English);
    json["min_gpus"] = report.minGpus ? nlohmann::json(*report.minGpus) : nlohmann::json(nullptr);
    json["min_gpus_plan"] = report.minGpusPlan ? planJson(*report.minGpusPlan) : nlohmann::json(nullptr);
    json["max_concurrent_sequences"] = report.maxConcurrentSequences
                                           ? nlohmann::json(*report.maxConcurrentSequences)
                                           : nlohmann::json(nullptr);
    json["assumptions"] = assumptionsJson(r.assumptions.list());
    json["notes"] = fitFactTexts(report.notes, report, Language::English);
    return json;
}

} // namespace gpuadvisor
