#include "core/memory/fit_text.h"

#include "core/common/text_format.h"
#include "core/common/units.h"

#include <cstdio>

namespace gpuadvisor {

std::vector<BreakdownRow> breakdownRows(const MemoryBreakdown& b) {
    return {{"weights", b.weights},         {"gradients", b.gradients}, {"optimizer states", b.optimizer},
            {"activations", b.activations}, {"KV cache", b.kvCache},    {"overhead", b.overhead},
            {"total", b.total()},           {"capacity", b.capacity},   {"free", b.free()}};
}

namespace {

std::string row(const std::string& label, const std::string& gb, const std::string& gib) {
    char line[160];
    std::snprintf(line, sizeof line, "  %-18s %12s %12s\n", label.c_str(), gb.c_str(), gib.c_str());
    return line;
}

std::string upper(std::string_view text) {
    std::string out(text);
    for (auto& c : out)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
    return out;
}

} // namespace

std::string fitReportText(const FitReport& report) {
    const FitRequest& r = report.request;
    const ResolvedSettings& s = report.settings;
    std::string out;
    out += "Model     " + r.model.name + (r.model.id.empty() ? "" : " (" + r.model.id + ")") + ": " +
           formatCount(static_cast<double>(report.parameters)) + " parameters";
    if (report.activeParameters != report.parameters)
        out += ", " + formatCount(static_cast<double>(report.activeParameters)) + " active per token";
    out += "\n";
    out += "Workload  " + std::string(workloadName(r.workload)) + ", " +
           std::string(precisionName(s.precision)) +
           (isTraining(r.workload) && !isAdapterTraining(r.workload) ? " training" : " weights");
    if (isServing(r.workload))
        out += ", " + std::string(precisionName(s.kvPrecision)) + " KV cache, " + std::to_string(s.context) +
               " tokens × " + std::to_string(r.concurrency) + " sequences";
    else
        out += ", " + std::string(optimizerName(r.optimizer)) + ", sequence " +
               std::to_string(s.sequenceLength) + " × micro-batch " + std::to_string(r.microBatch) +
               ", recompute " + std::string(recomputeName(s.recompute));
    out += "\n";
    out += "GPUs      " + std::to_string(r.plan.gpus()) + " × " +
           (r.gpu.name.empty() ? "custom GPU" : r.gpu.name) + " (" + formatGB(r.gpu.memoryBytes) +
           " each), tp=" + std::to_string(r.plan.tp) + " pp=" + std::to_string(r.plan.pp) +
           " dp=" + std::to_string(r.plan.dp) +
           (isTraining(r.workload) ? " zero=" + std::to_string(r.plan.zeroStage) : "") + "\n\n";

    out += row("Per GPU", "GB (1e9 B)", "GiB (2^30 B)");
    for (const auto& line : breakdownRows(report.perGpu))
        out += row(line.label, formatFixed(units::toGB(line.bytes), 2),
                   formatFixed(units::toGiB(line.bytes), 2));

    out += "\nVerdict   " + upper(verdictName(report.verdict)) + "\n";
    for (const auto& reason : report.reasons)
        out += "          " + reason + "\n";
    if (report.minGpus && report.minGpusPlan)
        out += "Minimum   " + std::to_string(*report.minGpus) +
               " GPU(s) of this type (tp=" + std::to_string(report.minGpusPlan->tp) +
               " pp=" + std::to_string(report.minGpusPlan->pp) +
               " dp=" + std::to_string(report.minGpusPlan->dp) + ")\n";
    else
        out += "Minimum   no plan of up to 4096 GPUs of this type fits\n";
    if (report.maxConcurrentSequences)
        out += "Capacity  at most " + std::to_string(*report.maxConcurrentSequences) +
               " concurrent sequences of " + std::to_string(s.context) + " tokens\n";
    if (report.kvCacheBytesPerToken > 0)
        out += "KV cache  " + formatFixed(report.kvCacheBytesPerToken, 0) +
               " B per token for the whole model (" + std::string(precisionName(s.kvPrecision)) + ")\n";
    out += "\nHow each figure was obtained:\n";
    for (const auto& note : report.notes)
        out += "  - " + note + "\n";
    return out;
}

} // namespace gpuadvisor
