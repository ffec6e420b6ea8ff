#include "core/workload/workload.h"

#include "core/common/id_match.h"

#include <array>
#include <string>

namespace gpuadvisor {

namespace {

template <class Enum, std::size_t N>
Result<Enum> parseByName(std::string_view text, const std::array<Enum, N>& all,
                         std::string_view (*name)(Enum), const char* field) {
    const std::string wanted = normalizeId(text);
    std::string allowed;
    for (const Enum value : all) {
        if (wanted == name(value))
            return value;
        allowed += (allowed.empty() ? "" : ", ") + std::string(name(value));
    }
    return invalidInput(field, std::string(field) + " '" + std::string(text) +
                                   "' is not known (allowed: " + allowed + ")");
}

} // namespace

std::string_view workloadName(WorkloadKind kind) {
    switch (kind) {
    case WorkloadKind::Inference:
        return "inference";
    case WorkloadKind::BatchInference:
        return "batch-inference";
    case WorkloadKind::Pretrain:
        return "pretrain";
    case WorkloadKind::FullFinetune:
        return "full-finetune";
    case WorkloadKind::Lora:
        return "lora";
    case WorkloadKind::Qlora:
        return "qlora";
    }
    return "inference";
}

Result<WorkloadKind> parseWorkload(std::string_view text) {
    static constexpr std::array all{WorkloadKind::Inference, WorkloadKind::BatchInference,
                                    WorkloadKind::Pretrain,  WorkloadKind::FullFinetune,
                                    WorkloadKind::Lora,      WorkloadKind::Qlora};
    return parseByName(text, all, &workloadName, "workload");
}

bool isServing(WorkloadKind kind) {
    return kind == WorkloadKind::Inference || kind == WorkloadKind::BatchInference;
}
bool isTraining(WorkloadKind kind) {
    return !isServing(kind);
}
bool isAdapterTraining(WorkloadKind kind) {
    return kind == WorkloadKind::Lora || kind == WorkloadKind::Qlora;
}

std::string_view optimizerName(OptimizerKind kind) {
    switch (kind) {
    case OptimizerKind::AdamW:
        return "adamw";
    case OptimizerKind::AdamW8bit:
        return "adamw-8bit";
    case OptimizerKind::Sgd:
        return "sgd";
    }
    return "adamw";
}

Result<OptimizerKind> parseOptimizer(std::string_view text) {
    static constexpr std::array all{OptimizerKind::AdamW, OptimizerKind::AdamW8bit, OptimizerKind::Sgd};
    return parseByName(text, all, &optimizerName, "optimizer");
}

std::string_view loraTargetsName(LoraTargets targets) {
    switch (targets) {
    case LoraTargets::AllLinear:
        return "all-linear";
    case LoraTargets::Attention:
        return "attention";
    case LoraTargets::QueryValue:
        return "qv";
    }
    return "all-linear";
}

Result<LoraTargets> parseLoraTargets(std::string_view text) {
    static constexpr std::array all{LoraTargets::AllLinear, LoraTargets::Attention, LoraTargets::QueryValue};
    return parseByName(text, all, &loraTargetsName, "lora-modules");
}

std::string_view recomputeName(Recompute recompute) {
    switch (recompute) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

Result<Recompute> parseRecompute(std::string_view text) {
    static constexpr std::array all{Recompute::None, Recompute::Selective, Recompute::Full};
    return parseByName(text, all, &recomputeName, "recompute");
}

} // namespace gpuadvisor
