#pragma once

#include <array>
#include <string>
#include <vector>

namespace gpuadvisor {

// How a performance figure was obtained, as a code, its numbers (seconds, bytes, FLOP/s, fractions, counts)
// and the catalog's words it quotes (ids, a fabric's name). core/present/perf_text phrases it.
enum class PerfFactCode {
    PeakDerived,      // n: derived FLOP/s; ids: precision, GPU id, the figure it comes from ("FP8")
    Dequantised16Bit, // n: the 16-bit FLOP/s used; ids: precision, GPU id, the tensor-core family it lacks
    ConcurrencyAboveMemory, // n: concurrency asked, sequences the KV memory holds
    DecodeStep,     // n: weight bytes, KV B/token, average context, bandwidth B/s, efficiency, batch, TPOT s,
                    //    layers, fixed cost per layer s
    Prefill,        // n: peak FLOP/s, efficiency, prompt tokens, TTFT s, layers, fixed cost per layer s
    ChunkedPrefill, // n: prompt tokens prefilled per step, step token budget, TTFT among the batch s, batch
    Throughput,     // n: output tokens/s per replica, batch, TPOT s, prompt tokens/s per replica
    QueueWait,      // n: requests/s per replica, batch slots, erlangs, percentile, wait s, replicas,
                    //    think time s (−1: a request rate was given)
    RooflineBatch,  // n: batch where decode turns compute-bound (0: never)
    DataParallel,   // n: gradient bytes, dp, across nodes (0/1), ZeRO-3 (0/1), exchange s, overlap, exposed s
    DoesNotFit,     // the plan does not fit in memory
    TrainingCompute, // n: GFLOP/token, adapters (0/1), recompute (0 none, 1 selective, 2 full), tokens per
                     //    replica, GPUs, peak FLOP/s, efficiency, compute s
    TensorParallel, // n: all-reduces per layer, activation bytes, layers, micro-batches, seconds; ids: fabric
    Pipeline,       // n: pp − 1, interleave, micro-batches, bubble s, transfer s
    PlanChosen,     // n: tp, pp, dp, ZeRO stage
    NoPlanFits,     // n: GPUs
    GlobalBatchRaised, // n: global batch tokens asked, tokens per step used, dp ranks, tokens per sequence
};

struct PerfFact {
    PerfFactCode code{};
    std::array<double, 10> n{};
    std::vector<std::string> ids;
};

} // namespace gpuadvisor
