#pragma once

#include "core/common/result.h"
#include "core/memory/fit_report.h"
#include "core/performance/perf_assumptions.h"
#include "core/performance/perf_fact.h"
#include "core/performance/topology.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

struct TrainingRequest {
    FitRequest fit; // model, training workload, GPU, plan, precision, recompute, micro-batch, sequence
    Topology topology;
    double tokens = 0;  // tokens to train on (D); 0 gives step figures only
    int interleave = 1; // virtual pipeline stages per GPU (Narayanan et al. 2021 interleaved schedule)
    PerfAssumptions perf;
    // The matrix multiplies' precision when it differs from the weights' (FP8 GEMMs with BF16 weights and
    // FP32 master copies, as Transformer Engine trains): sets the peak and the efficiency, not the memory.
    std::optional<Precision> mathPrecision;
};

struct TrainingBreakdown {
    double computeSeconds = 0;
    double dataParallelSeconds = 0; // exposed part of the gradient exchange
    double tensorParallelSeconds = 0;
    double pipelineBubbleSeconds = 0;
    double pipelineTransferSeconds = 0;
};

struct TrainingEstimate {
    ParallelPlan plan;
    int gpus = 0;
    int nodes = 0;
    int microBatchesPerStep = 0; // per data-parallel replica
    double tokensPerStep = 0;
    // More data-parallel ranks than the global batch has sequences: each rank still takes one, so a step
    // holds more tokens than asked (global_batch_tokens), and throughput per GPU stops being comparable
    // with a smaller cluster's (issue 19: 4 M tokens became 16.8 M at 4,096 GPUs, unsaid).
    bool globalBatchRaised = false;
    double stepSeconds = 0;
    TrainingBreakdown breakdown;
    double modelFlopsPerToken = 0;    // 6N + 12·L·h·s (PaLM App. B); LoRA 4N + attention
    double hardwareFlopsPerToken = 0; // with recomputation
    double tokensPerSecond = 0;
    double mfu = 0;
    double timeToTrainSeconds = 0;
    double gpuHours = 0;
    double scalingEfficiency = 0; // throughput per GPU / compute-only throughput of one GPU
    MemoryBreakdown perGpu;       // the plan's memory on the busiest GPU
    FitVerdict memoryVerdict = FitVerdict::Fits;
    std::vector<PerfFact> notes; // how each figure was obtained (when the request explains)
};

Result<TrainingEstimate> estimateTraining(const TrainingRequest& request);

// The fastest plan on `gpus` GPUs that fits in memory: tensor parallel inside a node (with sequence
// parallelism), pipeline stages, ZeRO stage 0, 1 or 3 over data parallelism. Falls back to the fastest plan
// when none fits (its estimate then says does_not_fit).
Result<TrainingEstimate> estimateTrainingWithBestPlan(TrainingRequest request, int gpus);

// One point of a scaling sweep: with `keepPlan`, the request's tp and pp on `gpus` GPUs (dp grows; a count
// that is not a multiple of tp·pp is refused), else the fastest plan that fits.
Result<TrainingEstimate> estimateTrainingOnGpus(const TrainingRequest& request, int gpus, bool keepPlan);

} // namespace gpuadvisor
