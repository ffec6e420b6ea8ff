#include "core/advisor/serving_request.h"

namespace gpuadvisor {

InferenceRequest servingRequest(const Scenario& s, const EngineAssumptions& assumptions,
                                const ModelSpec& model, const GpuSpec& gpu, Precision precision, int tp,
                                const Topology& topology) {
    InferenceRequest ir;
    ir.fit.model = model;
    ir.fit.workload = s.workload.kind;
    ir.fit.gpu = gpu;
    ir.fit.precision = precision;
    ir.fit.plan.tp = tp;
    ir.fit.assumptions = assumptions.memory;
    ir.fit.explain = false;
    ir.fit.context = s.workload.promptTokens + s.workload.outputTokens; // what estimateInference sizes
    ir.topology = topology;
    ir.promptTokens = s.workload.promptTokens;
    ir.outputTokens = s.workload.outputTokens;
    if (s.workload.tpotTargetMs && *s.workload.tpotTargetMs > 0) // 0: no target, chosen explicitly
        ir.tpotTargetSeconds = *s.workload.tpotTargetMs / 1e3;
    if (s.workload.ttftTargetMs && *s.workload.ttftTargetMs > 0)
        ir.ttftTargetSeconds = *s.workload.ttftTargetMs / 1e3;
    if (s.workload.requestsPerSecond)
        ir.requestsPerSecond = s.workload.requestsPerSecond;
    else if (s.workload.kind == WorkloadKind::Inference)
        ir.users = s.workload.users;
    ir.thinkTimeSeconds = ir.users ? s.workload.thinkTimeSeconds : std::nullopt;
    ir.latencyPercentile = s.workload.latencyPercentile / 100;
    ir.perf = assumptions.perf;
    ir.engine = s.workload.engine;
    return ir;
}

} // namespace gpuadvisor
