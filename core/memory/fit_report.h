#pragma once

#include "core/memory/fit_request.h"
#include "core/memory/memory_breakdown.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

enum class FitVerdict { Fits, Tight, DoesNotFit };
std::string_view verdictName(FitVerdict verdict); // "fits", "tight", "does_not_fit"

// What the estimator found, as a code and its numbers (bytes, parameter counts, fractions); the request and
// its resolved settings give the rest (plan, precisions, optimizer). core/present/fit_text phrases them.
enum class FitFactCode {
    // Why the verdict is what it is.
    NeedsMoreThanCapacity,   // n: total, missing, capacity (bytes)
    WeightsShareAboveLimit,  // n: weights share, limit
    AboveServingUtilisation, // n: share used, planned share
    UsesOfCapacity,          // n: total, capacity (bytes), share used, weights share
    // How each figure was obtained.
    ModelStates,            // n: parameters per GPU, B per weight, B of optimizer states per parameter,
                            //    weights, gradients, optimizer (bytes)
    Zero3GatheredLayer,     // n: gathered bytes
    QuantisedWeights,       // n: block-matrix parameters, 16-bit parameters, B per weight, weights (bytes)
    Weights,                // n: parameters, B per weight, weights (bytes)
    FrozenBaseSharded,      // LoRA/QLoRA under ZeRO-3: n: dp, the frozen base's share per GPU (bytes)
    IndependentReplicas,    // serving dp > 1
    LoraAdapters,           // n: adapter parameters per GPU, B of optimizer states per parameter, bytes
    NoArchitecture,         // activations and KV cache need the architecture
    TrainingActivations,    // n: activation bytes
    ChunkedLoss,            // n: chunks of the cross-entropy
    OptimizerInBackward,    // n: gradient bytes kept (one layer's)
    GptActivationFormulas,  // gated or MoE MLPs store somewhat more
    ServingActivations,     // n: prefill tokens, activation bytes
    KvCache,                // n: KV heads per GPU, B per element, layers per stage, KV bytes
    SlidingWindow,          // the model's sliding-window layers
    Overhead,               // n: overhead bytes
    NoPlanFits,             // n: the largest GPU count searched
    MaxConcurrentSequences, // n: KV budget, KV bytes of one sequence
};

struct FitFact {
    FitFactCode code{};
    std::array<double, 6> n{};
};

struct FitReport {
    FitRequest request;
    ResolvedSettings settings;
    std::int64_t parameters = 0;
    std::int64_t activeParameters = 0;
    double kvCacheBytesPerToken = 0; // whole model, at the KV precision
    MemoryBreakdown perGpu;
    FitVerdict verdict = FitVerdict::DoesNotFit;
    double weightsShare = 0; // weights / capacity
    std::optional<int> minGpus;
    std::optional<ParallelPlan> minGpusPlan;
    std::optional<std::int64_t> maxConcurrentSequences; // serving only
    std::vector<FitFact> reasons;                       // why the verdict is what it is
    std::vector<FitFact> notes;                         // how each figure was obtained
};

} // namespace gpuadvisor
