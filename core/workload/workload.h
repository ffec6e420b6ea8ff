#pragma once

#include "core/common/result.h"

#include <string_view>

namespace gpuadvisor {

enum class WorkloadKind { Inference, BatchInference, Pretrain, FullFinetune, Lora, Qlora };

enum class OptimizerKind {
    AdamW,     // mixed precision: fp32 master + two fp32 moments = 12 B/param (ZeRO §3.1)
    AdamW8bit, // fp32 master + two 8-bit moments = 6 B/param (Dettmers et al. 2022, 8-bit optimizers)
    Sgd,       // fp32 master + fp32 momentum = 8 B/param
};

enum class Recompute { None, Selective, Full };

// Which linear modules of each block get LoRA adapters.
enum class LoraTargets {
    AllLinear,  // attention and MLP projections (QLoRA §4: needed to match full fine-tuning)
    Attention,  // Wq, Wk, Wv, Wo
    QueryValue, // Wq and Wv only, as in the original LoRA paper (Hu et al. 2021, §7.1)
};

std::string_view workloadName(WorkloadKind kind); // "full-finetune"
Result<WorkloadKind> parseWorkload(std::string_view text);
bool isServing(WorkloadKind kind);         // inference or batch-inference
bool isTraining(WorkloadKind kind);        // everything else
bool isAdapterTraining(WorkloadKind kind); // lora or qlora

std::string_view optimizerName(OptimizerKind kind);
Result<OptimizerKind> parseOptimizer(std::string_view text);

std::string_view loraTargetsName(LoraTargets targets); // "all-linear", "attention", "qv"
Result<LoraTargets> parseLoraTargets(std::string_view text);

std::string_view recomputeName(Recompute recompute);
Result<Recompute> parseRecompute(std::string_view text);

} // namespace gpuadvisor
