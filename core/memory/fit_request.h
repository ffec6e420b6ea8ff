#pragma once

#include "core/hardware/gpu_spec.h"
#include "core/memory/memory_assumptions.h"
#include "core/model/model_spec.h"
#include "core/workload/parallel_plan.h"
#include "core/workload/precision.h"
#include "core/workload/workload.h"

#include <optional>

namespace gpuadvisor {

// Everything the memory-fit engine needs. Optional fields take the documented workload defaults.
struct FitRequest {
    ModelSpec model;
    WorkloadKind workload = WorkloadKind::Inference;
    GpuSpec gpu; // only memoryBytes is required (`--gpu-memory-gb` builds a custom one)
    ParallelPlan plan;

    std::optional<Precision> precision;   // weights (serving, frozen LoRA base) or training precision
    std::optional<Precision> kvPrecision; // defaults to the weights' precision when 8 or 16 bit, else bf16
    std::optional<Precision> activationPrecision; // fp32 training: fp32; otherwise bf16
    std::optional<Recompute> recompute;           // pretrain/full-finetune: selective; lora/qlora: full
    OptimizerKind optimizer = OptimizerKind::AdamW;
    bool flashAttention = true;
    // Training recipes that cut the peak (issue 40): the fp32 logits held one chunk of the sequence at a time
    // (torchtune's CEWithChunkedOutputLoss, 8 chunks; 1 = whole), and each parameter's optimizer step run as
    // soon as its gradient is ready (torchtune's optimizer_in_bwd), so the gradients are never all kept.
    int lossChunks = 1;
    bool optimizerInBackward = false;

    int microBatch = 1;
    std::optional<int> sequenceLength; // training; default min(4096, model context)
    std::optional<int> context;        // serving: tokens per sequence (prompt + output); same default
    int concurrency = 1;               // serving: sequences in flight
    int loraRank = 8;                  // PEFT LoraConfig default r = 8
    LoraTargets loraTargets = LoraTargets::AllLinear;

    MemoryAssumptions assumptions;
    bool explain = true; // build the notes and reasons; searches turn it off and read only the numbers
};

// The request after defaults were applied: what the report states as "used".
struct ResolvedSettings {
    Precision precision = Precision::Bf16;
    Precision kvPrecision = Precision::Bf16;
    Precision activationPrecision = Precision::Bf16;
    Recompute recompute = Recompute::None;
    int sequenceLength = 0;
    int context = 0;
};

} // namespace gpuadvisor
