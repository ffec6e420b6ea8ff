#include "core/study/perf_question.h"

#include "core/advisor/cluster_topology.h"
#include "core/present/fit_json.h"
#include "core/present/perf_text.h"

namespace gpuadvisor {

namespace {

Result<Topology> topologyOf(const PerfQuestion& q, const Catalog& catalog) {
    Topology topology =
        clusterTopology(catalog, q.fit.gpu, q.gpusPerNode.value_or(q.fit.assumptions.gpusPerNode));
    if (q.intraFabric) {
        auto fabric = catalog.findFabric(*q.intraFabric);
        if (!fabric)
            return fabric.error();
        topology.intraNode = *fabric;
    }
    if (q.interFabric) {
        auto fabric = catalog.findFabric(*q.interFabric);
        if (!fabric)
            return fabric.error();
        topology.interNode = *fabric;
    }
    topology.nicsPerNode = q.nicsPerNode.value_or(topology.nicsPerNode);
    return topology;
}

} // namespace

Result<PerfAnswer> answerPerfQuestion(PerfQuestion q, const Catalog& catalog) {
    PerfAnswer answer;
    answer.assumptions = PerfAssumptions::fromCatalog(catalog.assumptions());
    if (q.globalBatchTokens)
        answer.assumptions.globalBatchTokens = *q.globalBatchTokens;
    auto topology = topologyOf(q, catalog);
    if (!topology)
        return topology.error();
    answer.topology = *topology;
    q.fit.assumptions.gpusPerNode = answer.topology.gpusPerNode;
    answer.fit = q.fit;
    if (isTraining(q.fit.workload)) {
        const TrainingRequest request{q.fit,        answer.topology,    q.tokens,
                                      q.interleave, answer.assumptions, q.mathPrecision};
        auto estimate = estimateTrainingOnGpus(request, q.fit.plan.gpus(), q.planAsGiven);
        if (!estimate)
            return estimate.error();
        answer.training = *estimate;
        answer.accuracy = accuracyBand(catalog, CalibrationFamily::Training, q.fit.gpu.id, q.fit.model);
        for (const int gpus : q.sweepGpus)
            answer.sweep.emplace_back(gpus, estimateTrainingOnGpus(request, gpus, q.planAsGiven));
        return answer;
    }
    InferenceRequest request = q.serving;
    request.fit = q.fit;
    request.topology = answer.topology;
    request.perf = answer.assumptions;
    auto estimate = estimateInference(request);
    if (!estimate)
        return estimate.error();
    answer.serving = *estimate;
    answer.accuracy = accuracyBand(catalog, CalibrationFamily::Serving, q.fit.gpu.id, q.fit.model,
                                   std::string(servingEngineTitle(estimate->engine)));
    return answer;
}

nlohmann::json perfAnswerJson(const PerfAnswer& a) {
    nlohmann::json json = a.training ? trainingJson(*a.training) : inferenceJson(*a.serving);
    if (a.training && !a.sweep.empty())
        json["sweep"] = sweepJson(a.sweep);
    json["model"] = a.fit.model.id;
    json["workload"] = workloadName(a.fit.workload);
    json["gpu"] = a.fit.gpu.id;
    json["topology"] = {{"gpus_per_node", a.topology.gpusPerNode},
                        {"intra_fabric", a.topology.intraNode.id},
                        {"intra_fabric_bandwidth_bytes_per_s", a.topology.intraNode.bandwidthBps},
                        {"inter_fabric", a.topology.interNode.id},
                        {"inter_fabric_bandwidth_bytes_per_s", a.topology.interNode.bandwidthBps},
                        {"nics_per_node", a.topology.nicsPerNode}};
    json["assumptions"] = assumptionsJson(a.assumptions.list());
    json["accuracy"] = accuracyJson(a.accuracy);
    return json;
}

std::string perfAnswerText(const PerfAnswer& a, bool planAsGiven) {
    if (!a.training)
        return inferenceText(*a.serving) + accuracyText(a.accuracy, Language::English) + "\n";
    std::string text = trainingText(*a.training) + accuracyText(a.accuracy, Language::English) + "\n";
    if (!a.sweep.empty())
        text += sweepText(a.sweep, planAsGiven);
    return text;
}

} // namespace gpuadvisor
