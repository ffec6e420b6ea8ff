#include "core/memory/memory_estimator.h"

#include "core/common/number_format.h"
#include "core/common/units.h"
#include "core/memory/activation_memory.h"
#include "core/memory/kv_cache.h"
#include "core/memory/model_state_memory.h"
#include "core/model/param_count.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gpuadvisor {

namespace {

constexpr int kDefaultTokens = 4096;

std::string str(long long value) {
    return std::to_string(value);
}

// ---------------------------------------------------------------------------------------------
// Validation and defaults

Result<int> checkRange(std::string_view field, long long value, long long minimum, long long maximum,
                       std::string_view what) {
    if (value < minimum || value > maximum)
        return invalidInput(std::string(field), std::string(field) + " = " + str(value) +
                                                    " is out of range: " + std::string(what) +
                                                    " must be between " + str(minimum) + " and " +
                                                    str(maximum));
    return static_cast<int>(value);
}

Precision defaultPrecision(WorkloadKind workload) {
    return workload == WorkloadKind::Qlora ? Precision::Nf4 : Precision::Bf16;
}

} // namespace

Result<ResolvedSettings> resolveFitRequest(const FitRequest& r) {
    const ModelSpec& m = r.model;
    const bool architecture = m.hasArchitecture();
    if (!architecture && m.declaredParameters <= 0)
        return invalidInput("model", "the model has neither an architecture nor a parameter count");
    if (!architecture && (m.declaredParameters < 1'000'000 || m.declaredParameters > 100'000'000'000'000LL))
        return invalidInput("params",
                            "params = " + str(m.declaredParameters) +
                                " is out of range: a model must have between 1e6 and 1e14 parameters");
    if (!(r.gpu.memoryBytes >= 0.1 * units::kGB && r.gpu.memoryBytes <= 10'000 * units::kGB))
        return invalidInput("gpu-memory-gb", "GPU memory of " +
                                                 formatFixed(units::toGB(r.gpu.memoryBytes), 3) +
                                                 " GB is out of range: it must be between 0.1 and 10000 GB");

    const ParallelPlan& plan = r.plan;
    for (auto [field, value] : {std::pair{"tp", plan.tp}, std::pair{"pp", plan.pp}, std::pair{"dp", plan.dp}})
        if (auto ok = checkRange(field, value, 1, 100'000, "a parallel degree"); !ok)
            return ok.error();
    if (auto ok = checkRange("loss-chunks", r.lossChunks, 1, 1024, "the chunks of a chunked cross-entropy");
        !ok)
        return ok.error();
    if (r.optimizerInBackward && (!isTraining(r.workload) || isAdapterTraining(r.workload)))
        return invalidInput("optimizer-in-backward",
                            "optimizer-in-backward applies to pretrain and full-finetune, not to " +
                                std::string(workloadName(r.workload)));
    if (plan.zeroStage < 0 || plan.zeroStage > 3)
        return invalidInput("zero",
                            "zero = " + str(plan.zeroStage) + " is not a ZeRO stage (allowed: 0, 1, 2, 3)");
    if (plan.gpus() > 100'000)
        return invalidInput("gpus",
                            "tp*pp*dp = " + str(plan.gpus()) + " GPUs is more than the 100000 allowed");

    if (architecture) {
        if (m.numAttentionHeads % plan.tp != 0)
            return invalidInput(
                "tp", "tp = " + str(plan.tp) + " does not divide the model's " + str(m.numAttentionHeads) +
                          " attention heads (choose a divisor of " + str(m.numAttentionHeads) + ")");
        if (!m.mla.enabled() && m.numKvHeads % plan.tp != 0 && plan.tp % m.numKvHeads != 0)
            return invalidInput("tp", "tp = " + str(plan.tp) + " and the model's " + str(m.numKvHeads) +
                                          " KV heads must divide one another");
        if (plan.pp > m.numLayers)
            return invalidInput("pp", "pp = " + str(plan.pp) + " exceeds the model's " + str(m.numLayers) +
                                          " layers (each pipeline stage needs at least one layer)");
    }

    if (isServing(r.workload) && plan.zeroStage != 0)
        return invalidInput("zero", "zero applies to training workloads only, not to " +
                                        std::string(workloadName(r.workload)));

    ResolvedSettings s;
    s.precision = r.precision.value_or(defaultPrecision(r.workload));
    switch (r.workload) {
    case WorkloadKind::Pretrain:
    case WorkloadKind::FullFinetune:
        if (!isSixteenBitOrWider(s.precision))
            return invalidInput("precision", "precision " + std::string(precisionName(s.precision)) +
                                                 " cannot " + "train all weights (allowed for " +
                                                 std::string(workloadName(r.workload)) +
                                                 ": fp32, bf16, fp16)");
        break;
    case WorkloadKind::Qlora:
        if (!isFourBit(s.precision))
            return invalidInput("precision", "QLoRA needs a 4-bit base model (nf4 or int4), not " +
                                                 std::string(precisionName(s.precision)));
        break;
    case WorkloadKind::Lora:
        if (isFourBit(s.precision))
            return invalidInput("precision",
                                "a 4-bit base is QLoRA: use --workload qlora, or a base of fp32, "
                                "bf16, fp16, fp8 or int8 for lora");
        break;
    default:
        if (s.precision == Precision::Nf4)
            return invalidInput("precision",
                                "nf4 is the QLoRA training format; for serving use int4 (GPTQ/AWQ)");
        break;
    }

    const Precision weightKv = isFourBit(s.precision) ? Precision::Bf16 : s.precision;
    s.kvPrecision = r.kvPrecision.value_or(weightKv);
    if (s.kvPrecision == Precision::Nf4 || isFp4(s.kvPrecision))
        return invalidInput("kv-precision", std::string(precisionName(s.kvPrecision)) +
                                                " is not a KV-cache format (allowed: fp32, bf16, fp16, fp8, "
                                                "int8, int4)");

    const bool fullFp32 = s.precision == Precision::Fp32 && !isAdapterTraining(r.workload);
    s.activationPrecision = r.activationPrecision.value_or(fullFp32 ? Precision::Fp32 : Precision::Bf16);
    if (!isSixteenBitOrWider(s.activationPrecision) && s.activationPrecision != Precision::Fp8)
        return invalidInput("activation-precision",
                            "activations are stored in fp32, bf16, fp16 or fp8, not " +
                                std::string(precisionName(s.activationPrecision)));

    s.recompute =
        r.recompute.value_or(isAdapterTraining(r.workload) ? Recompute::Full : Recompute::Selective);
    const long long maxTokens = m.maxContext > 0 ? m.maxContext : 10'000'000;
    const int defaultTokens = static_cast<int>(std::min<long long>(kDefaultTokens, maxTokens));

    s.sequenceLength = r.sequenceLength.value_or(defaultTokens);
    if (auto ok = checkRange("seq-len", s.sequenceLength, 1, maxTokens,
                             "the sequence length (up to the model's context)");
        !ok)
        return ok.error();
    s.context = r.context.value_or(defaultTokens);
    if (auto ok = checkRange("context", s.context, 1, maxTokens, "the context (up to the model's maximum)");
        !ok)
        return ok.error();
    if (auto ok =
            checkRange("concurrency", r.concurrency, 1, 1'000'000, "the number of concurrent sequences");
        !ok)
        return ok.error();
    if (auto ok = checkRange("micro-batch", r.microBatch, 1, 65'536, "the micro-batch"); !ok)
        return ok.error();
    const long long maxRank = architecture ? m.hiddenSize : 65'536;
    if (auto ok = checkRange("lora-rank", r.loraRank, 1, maxRank, "the LoRA rank (up to the hidden size)");
        !ok)
        return ok.error();
    return s;
}

namespace {

// ---------------------------------------------------------------------------------------------
// Parameters held by one pipeline stage

struct StageParameters {
    double linear = 0;    // transformer-block matrices: what quantisation formats compress
    double other = 0;     // norms, biases, MoE router: kept in 16 bit by quantised formats
    double embedding = 0; // token embedding and LM head: kept in 16 bit by quantised formats
    double largestLayer = 0;
    int layers = 0;
    double total() const { return linear + other + embedding; }
};

double normWidth(const ModelSpec& m, double width) {
    return m.normKind == NormKind::LayerNorm ? 2 * width : width;
}

double nonMatrixLayerParameters(const ModelSpec& m, int layer) {
    double other = m.normsPerLayer * normWidth(m, m.hiddenSize);
    if (m.qkvBias && !m.mla.enabled())
        other += (m.numAttentionHeads + 2.0 * m.numKvHeads) * m.headDim;
    if (m.mla.enabled())
        other += m.mla.qLoraRank + m.mla.kvLoraRank; // latent RMSNorms
    if (isMoeLayer(m, layer))
        other +=
            static_cast<double>(m.hiddenSize) * m.moe.numExperts + (m.moe.routerBias ? m.moe.numExperts : 0);
    return other;
}

// Layers of stage `stage` of `p`: the first L mod p stages take one extra layer.
std::pair<int, int> stageLayerRange(int layers, int stage, int p) {
    const int base = layers / p, extra = layers % p;
    const int first = stage * base + std::min(stage, extra);
    return {first, first + base + (stage < extra ? 1 : 0)};
}

double adapterParametersPerLayer(const ModelSpec& m, int layer, double r, LoraTargets targets);

// Per-layer sizes computed once per model, so that a stage's parameters cost O(1) and allocate nothing (the
// minimum-GPU search evaluates many plans of the same model). A layer's size depends on its index only
// through whether it is a mixture-of-experts layer, and MoE layers are the ones from `firstMoeLayer` on.
struct LayerSizes {
    double linear = 0, other = 0, adapters = 0;
};

struct ModelLayout {
    LayerSizes dense, moe;
    int firstMoeLayer = 0;
    double largestLayer = 0;
    double embeddingTable = 0;
    double positionTable = 0; // learned absolute positions (GPT-2), on the first stage
    double finalNorm = 0;

    // Sums over layers [first, last).
    LayerSizes sum(int first, int last) const {
        const double denseLayers = std::max(0, std::min(last, firstMoeLayer) - first);
        const double moeLayers = std::max(0, last - std::max(first, firstMoeLayer));
        return {denseLayers * dense.linear + moeLayers * moe.linear,
                denseLayers * dense.other + moeLayers * moe.other,
                denseLayers * dense.adapters + moeLayers * moe.adapters};
    }
};

ModelLayout modelLayout(const ModelSpec& m, double loraRank, LoraTargets targets) {
    ModelLayout layout;
    if (!m.hasArchitecture())
        return layout;
    layout.firstMoeLayer = m.moe.enabled() ? std::min(m.moe.firstDenseLayers, m.numLayers) : m.numLayers;
    auto sizes = [&](int layer) {
        const double all = static_cast<double>(layerParameters(m, layer));
        const double other = nonMatrixLayerParameters(m, layer);
        layout.largestLayer = std::max(layout.largestLayer, all);
        return LayerSizes{all - other, other,
                          loraRank > 0 ? adapterParametersPerLayer(m, layer, loraRank, targets) : 0.0};
    };
    if (layout.firstMoeLayer > 0)
        layout.dense = sizes(0);
    if (layout.firstMoeLayer < m.numLayers)
        layout.moe = sizes(layout.firstMoeLayer);
    layout.embeddingTable = static_cast<double>(m.vocabSize) * m.hiddenSize;
    layout.positionTable = static_cast<double>(m.learnedPositions) * m.hiddenSize;
    layout.finalNorm = normWidth(m, m.hiddenSize);
    return layout;
}

StageParameters stageParameters(const ModelSpec& m, const ModelLayout& layout, int stage, int p) {
    StageParameters s;
    if (!m.hasArchitecture()) {
        s.linear = static_cast<double>(m.declaredParameters) / p;
        return s;
    }
    const auto [first, last] = stageLayerRange(m.numLayers, stage, p);
    const LayerSizes sum = layout.sum(first, last);
    s.layers = last - first;
    s.linear = sum.linear;
    s.other = sum.other;
    s.largestLayer = layout.largestLayer;
    if (stage == 0)
        s.embedding += layout.embeddingTable + layout.positionTable;
    if (stage == p - 1) {
        s.other += layout.finalNorm;
        // Untied models own an LM head; tied ones share the embedding, copied to the last stage when p > 1
        // (Megatron-LM keeps a copy of the word embeddings on the last stage).
        if (!m.tiedEmbeddings || p > 1)
            s.embedding += layout.embeddingTable;
    }
    return s;
}

double stageAdapterParameters(const ModelSpec& m, const ModelLayout& layout, int stage, int p) {
    if (!m.hasArchitecture())
        return 0;
    const auto [first, last] = stageLayerRange(m.numLayers, stage, p);
    return layout.sum(first, last).adapters;
}

// ---------------------------------------------------------------------------------------------
// LoRA adapters: rank r on every linear module of the blocks (QLoRA §4: "LoRA on all linear layers")

double adapterParametersPerLayer(const ModelSpec& m, int layer, double r, LoraTargets targets) {
    // An adapter on a d_in × d_out matrix adds r·(d_in + d_out) parameters (A and B, Hu et al. 2021 §4.1).
    const double h = m.hiddenSize;
    double query = 0, keyValue = 0, output = 0;
    if (m.mla.enabled()) {
        const double heads = m.numAttentionHeads;
        const double qk = m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim;
        query = m.mla.qLoraRank > 0 ? r * (h + m.mla.qLoraRank) + r * (m.mla.qLoraRank + heads * qk)
                                    : r * (h + heads * qk);
        keyValue = r * (h + m.mla.kvLoraRank + m.mla.qkRopeHeadDim) +
                   r * (m.mla.kvLoraRank + heads * (m.mla.qkNopeHeadDim + m.mla.vHeadDim));
        output = r * (heads * m.mla.vHeadDim + h);
    } else {
        const double q = static_cast<double>(m.numAttentionHeads) * m.headDim;
        const double kv = static_cast<double>(m.numKvHeads) * m.headDim;
        query = r * (h + q);
        keyValue = 2 * r * (h + kv);
        output = r * (q + h);
    }
    if (targets == LoraTargets::QueryValue)
        return query + (m.mla.enabled() ? keyValue : keyValue / 2); // Wq and Wv (MLA: the joint KV path)
    const double attention = query + keyValue + output;
    if (targets == LoraTargets::Attention)
        return attention;
    const double matrices = m.mlpKind == MlpKind::Gated ? 3 : 2;
    double mlp = 0;
    if (isMoeLayer(m, layer))
        mlp = (m.moe.numExperts + m.moe.sharedExperts) * matrices * r *
              (h + static_cast<double>(m.moe.expertIntermediateSize));
    else
        mlp = matrices * r * (h + static_cast<double>(m.intermediateSize));
    return attention + mlp;
}

// Optimizer bytes per trained parameter: mixed precision keeps an fp32 master copy (ZeRO §3.1, K = 12 for
// AdamW); fp32 training needs no extra copy.
double optimizerBytesPerParameter(OptimizerKind optimizer, bool mixedPrecision) {
    const double master = mixedPrecision ? 4.0 : 0.0;
    switch (optimizer) {
    case OptimizerKind::AdamW:
        return master + 8.0; // two fp32 moments
    case OptimizerKind::AdamW8bit:
        return master + 2.0; // two 8-bit moments (Dettmers et al. 2022)
    case OptimizerKind::Sgd:
        return master + 4.0; // one fp32 momentum
    }
    return master + 8.0;
}

MemoryBreakdown breakdownWithLayout(const FitRequest& r, const ResolvedSettings& s, const ModelLayout& layout,
                                    std::vector<FitFact>* notes) {
    const ModelSpec& m = r.model;
    const ParallelPlan& plan = r.plan;
    const MemoryAssumptions& a = r.assumptions;
    const double t = plan.tp;
    const bool architecture = m.hasArchitecture();
    // Notes are kept only when asked for: a search evaluates thousands of layouts and reads none of them.
    auto note = [notes](FitFactCode code, std::array<double, 6> n = {}) {
        if (notes)
            notes->push_back({code, n});
    };

    MemoryBreakdown b;
    b.capacity = r.gpu.memoryBytes;

    // The most loaded pipeline stage for weights (the first one also holds the most activations).
    StageParameters worst;
    double worstBytes = -1;
    const double weightBytes = bytesPerElement(s.precision);
    const bool quantised = !isSixteenBitOrWider(s.precision);
    const double keptBytes = quantised ? 2.0 : weightBytes; // embeddings, norms, biases stay 16-bit
    for (int stage = 0; stage < plan.pp; ++stage) {
        StageParameters sp = stageParameters(m, layout, stage, plan.pp);
        const double bytes = sp.linear * weightBytes + (sp.other + sp.embedding) * keptBytes;
        if (bytes > worstBytes) {
            worstBytes = bytes;
            worst = sp;
        }
    }

    if (isTraining(r.workload) && !isAdapterTraining(r.workload)) {
        // Full training: every parameter has a gradient and optimizer states.
        const double psi = worst.total() / t;
        const bool mixed = s.precision != Precision::Fp32;
        const double optimizerBytes = optimizerBytesPerParameter(r.optimizer, mixed);
        const ModelStateBytes states =
            zeroModelStates(psi, weightBytes, weightBytes, optimizerBytes, plan.dp, plan.zeroStage);
        b.weights = states.weights;
        b.gradients = states.gradients;
        b.optimizer = states.optimizer;
        note(FitFactCode::ModelStates,
             {psi, weightBytes, optimizerBytes, b.weights, b.gradients, b.optimizer});
        if (plan.zeroStage == 3 && plan.dp > 1 && architecture) {
            const double gathered = worst.largestLayer / t * weightBytes;
            b.weights += gathered;
            note(FitFactCode::Zero3GatheredLayer, {gathered});
        }
        // The step in backward frees each gradient once applied: at most one layer's are alive.
        if (r.optimizerInBackward && architecture) {
            b.gradients = std::min(b.gradients, worst.largestLayer / t * weightBytes);
            note(FitFactCode::OptimizerInBackward, {b.gradients});
        }
    } else {
        // Serving, or the frozen base of LoRA/QLoRA.
        b.weights = worstBytes / t;
        if (quantised && architecture)
            note(FitFactCode::QuantisedWeights,
                 {worst.linear, worst.other + worst.embedding, weightBytes, b.weights});
        else
            note(FitFactCode::Weights, {worst.total(), weightBytes, b.weights});
        if (isServing(r.workload) && plan.dp > 1)
            note(FitFactCode::IndependentReplicas);
        // ZeRO-3 / FSDP full sharding splits frozen parameters as it splits trained ones (PyTorch FSDP
        // shards every parameter of a wrapped module, requires_grad or not; Answer.AI's FSDP + QLoRA
        // fine-tunes a 70B base on two 24 GB cards this way), gathering one layer at a time.
        if (isAdapterTraining(r.workload) && plan.zeroStage == 3 && plan.dp > 1) {
            b.weights /= plan.dp;
            note(FitFactCode::FrozenBaseSharded, {double(plan.dp), b.weights});
            if (architecture) {
                const double gathered = worst.largestLayer / t * weightBytes;
                b.weights += gathered;
                note(FitFactCode::Zero3GatheredLayer, {gathered});
            }
        }
    }

    if (isAdapterTraining(r.workload)) {
        // Adapters are trained in fp32 (PEFT autocast_adapter_dtype) with their own gradients and states.
        const double adapters = stageAdapterParameters(m, layout, 0, plan.pp) / t;
        const double optimizerBytes = optimizerBytesPerParameter(r.optimizer, false);
        const ModelStateBytes states =
            zeroModelStates(adapters, 4.0, 4.0, optimizerBytes, plan.dp, plan.zeroStage);
        b.weights += states.weights;
        b.gradients = states.gradients;
        b.optimizer = states.optimizer;
        note(FitFactCode::LoraAdapters, {adapters, optimizerBytes, states.total()});
    }

    // Activations.
    if (!architecture) {
        note(FitFactCode::NoArchitecture);
    } else if (isTraining(r.workload)) {
        ActivationShape shape;
        shape.sequence = s.sequenceLength;
        shape.microBatch = r.microBatch;
        shape.hidden = m.hiddenSize;
        shape.heads = m.numAttentionHeads;
        shape.tensorParallel = t;
        shape.pipelineParallel = plan.pp;
        shape.layers = m.numLayers;
        shape.vocab = static_cast<double>(m.vocabSize);
        shape.sequenceParallel = plan.sequenceParallel;
        shape.flashAttention = r.flashAttention;
        shape.lossChunks = r.lossChunks;
        shape.recompute = s.recompute;
        // The formulas count 16-bit activations (and 1-byte dropout masks, scaled alike: a small overcount
        // for fp8, undercount for fp32 masks that stay 1 B).
        const double scale = bytesPerElement(s.activationPrecision) / 2.0;
        b.activations = activationBytesFirstStage(shape) * scale;
        note(FitFactCode::TrainingActivations, {b.activations});
        if (r.lossChunks > 1)
            note(FitFactCode::ChunkedLoss, {double(r.lossChunks)});
        if (m.mlpKind == MlpKind::Gated || m.moe.enabled())
            note(FitFactCode::GptActivationFormulas);
    } else {
        const double tokens = std::min<double>(a.prefillChunkTokens, double(s.context) * r.concurrency);
        const double layer = tokens * m.hiddenSize * (10.0 + 24.0 / t) *
                             bytesPerElement(s.activationPrecision) /
                             2.0; // Korthikanti Eq. 2 for one layer, 16-bit basis
        const double logits = double(r.concurrency) * static_cast<double>(m.vocabSize) * 4.0;
        b.activations = layer + logits;
        note(FitFactCode::ServingActivations, {tokens, b.activations});
    }

    // KV cache (serving).
    if (architecture && isServing(r.workload)) {
        KvCacheShape shape{plan.tp,   plan.pp,       bytesPerElement(s.kvPrecision),
                           s.context, r.concurrency, a.kvBlockTokens};
        b.kvCache = kvCacheBytesPerGpu(m, shape);
        note(FitFactCode::KvCache, {double(kvHeadsPerGpu(m, plan.tp)), bytesPerElement(s.kvPrecision),
                                    double((m.numLayers + plan.pp - 1) / plan.pp), b.kvCache});
        if (m.slidingWindow > 0)
            note(FitFactCode::SlidingWindow);
    }

    const double tensors = b.weights + b.gradients + b.optimizer + b.activations;
    b.overhead = a.cudaContextBytes + a.frameworkReserveBytes + a.fragmentationFraction * tensors;
    note(FitFactCode::Overhead, {b.overhead});
    return b;
}

} // namespace

MemoryBreakdown computeMemoryBreakdown(const FitRequest& request, const ResolvedSettings& settings,
                                       std::vector<FitFact>* notes) {
    // Adapter sizes are summed only for LoRA/QLoRA: the search calls this many times.
    const double rank = isAdapterTraining(request.workload) ? request.loraRank : 0;
    return breakdownWithLayout(request, settings, modelLayout(request.model, rank, request.loraTargets),
                               notes);
}

FitVerdict judgeFit(const FitRequest& r, const MemoryBreakdown& b, std::vector<FitFact>* reasons) {
    const double total = b.total();
    const double weightsShare = b.weights / b.capacity;
    auto say = [reasons](FitFactCode code, std::array<double, 6> n) {
        if (reasons)
            reasons->push_back({code, n});
    };
    if (total > b.capacity) {
        say(FitFactCode::NeedsMoreThanCapacity, {total, total - b.capacity, b.capacity});
        return FitVerdict::DoesNotFit;
    }
    FitVerdict verdict = FitVerdict::Fits;
    if (weightsShare > r.assumptions.weightsShareLimit) {
        say(FitFactCode::WeightsShareAboveLimit, {weightsShare, r.assumptions.weightsShareLimit});
        verdict = FitVerdict::Tight;
    }
    if (isServing(r.workload) && total > r.assumptions.servingMemoryUtilization * b.capacity) {
        say(FitFactCode::AboveServingUtilisation,
            {total / b.capacity, r.assumptions.servingMemoryUtilization});
        verdict = FitVerdict::Tight;
    }
    if (verdict == FitVerdict::Fits)
        say(FitFactCode::UsesOfCapacity, {total, b.capacity, total / b.capacity, weightsShare});
    return verdict;
}

namespace {

std::vector<int> divisors(int n, int limit) {
    std::vector<int> out;
    for (int d = 1; d * d <= n; ++d) {
        if (n % d != 0)
            continue;
        if (d <= limit)
            out.push_back(d);
        if (n / d != d && n / d <= limit)
            out.push_back(n / d);
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool planIsValid(const ModelSpec& m, const ParallelPlan& plan) {
    if (!m.hasArchitecture())
        return true;
    if (m.numAttentionHeads % plan.tp != 0)
        return false;
    if (!m.mla.enabled() && m.numKvHeads % plan.tp != 0 && plan.tp % m.numKvHeads != 0)
        return false;
    return plan.pp <= m.numLayers;
}

} // namespace

std::optional<MinimalPlan> findMinimalPlan(const FitRequest& request, const ResolvedSettings& settings,
                                           int maxGpus) {
    FitRequest trial = request;
    const ModelSpec& m = request.model;
    const ModelLayout layout =
        modelLayout(m, isAdapterTraining(request.workload) ? request.loraRank : 0, request.loraTargets);
    const int maxPp = m.hasArchitecture() ? m.numLayers : 1024;
    const int maxTp = request.assumptions.gpusPerNode;

    // Activations of the first stage do not shrink with pipeline or data parallelism (Korthikanti Eq. 5):
    // if they alone overflow at the widest tensor-parallel group, no GPU count helps.
    for (int tp = maxTp; tp >= 1; --tp) {
        trial.plan =
            ParallelPlan{tp, std::min(2, maxPp), 1, request.plan.zeroStage, request.plan.sequenceParallel};
        if (!planIsValid(m, trial.plan))
            continue;
        const MemoryBreakdown b = breakdownWithLayout(trial, settings, layout, nullptr);
        const double fixed = request.assumptions.cudaContextBytes + request.assumptions.frameworkReserveBytes;
        if (isTraining(request.workload) && b.activations + fixed > b.capacity)
            return std::nullopt;
        break;
    }

    for (int n = 1; n <= maxGpus; ++n) {
        const std::vector<int> tps = divisors(n, maxTp);
        for (auto tp = tps.rbegin(); tp != tps.rend(); ++tp) { // widest tensor-parallel group first
            const int rest = n / *tp;
            for (const int pp : divisors(rest, maxPp)) {
                const int dp = rest / pp;
                // Serving replicas (dp) do not reduce memory, so a serving plan uses all GPUs for one
                // replica.
                if (isServing(request.workload) && dp != 1)
                    continue;
                trial.plan = ParallelPlan{*tp, pp, dp, request.plan.zeroStage, request.plan.sequenceParallel};
                if (!planIsValid(m, trial.plan))
                    continue;
                const MemoryBreakdown b = breakdownWithLayout(trial, settings, layout, nullptr);
                if (b.total() <= b.capacity)
                    return MinimalPlan{n, trial.plan};
            }
        }
    }
    return std::nullopt;
}

Result<FitReport> estimateFit(const FitRequest& request) {
    auto settings = resolveFitRequest(request);
    if (!settings)
        return settings.error();

    FitReport report;
    report.request = request;
    report.settings = *settings;
    const ParameterCounts counts = countParameters(request.model);
    report.parameters = counts.total;
    report.activeParameters = counts.active;
    report.kvCacheBytesPerToken = kvCacheBytesPerToken(request.model, bytesPerElement(settings->kvPrecision));
    report.perGpu = computeMemoryBreakdown(request, *settings, request.explain ? &report.notes : nullptr);
    report.weightsShare = report.perGpu.weights / report.perGpu.capacity;
    report.verdict = judgeFit(request, report.perGpu, request.explain ? &report.reasons : nullptr);

    if (auto minimal = findMinimalPlan(request, *settings)) {
        report.minGpus = minimal->gpus;
        report.minGpusPlan = minimal->plan;
    } else if (request.explain) {
        report.notes.push_back({FitFactCode::NoPlanFits, {4096}});
    }

    if (isServing(request.workload) && request.model.hasArchitecture()) {
        FitRequest one = request;
        one.concurrency = 1;
        const SequenceCapacity capacity = sequenceCapacity(request.assumptions, report.perGpu,
                                                           computeMemoryBreakdown(one, *settings).kvCache);
        report.maxConcurrentSequences = capacity.sequences;
        if (request.explain)
            report.notes.push_back({FitFactCode::MaxConcurrentSequences,
                                    {std::max(0.0, capacity.kvBudgetBytes), capacity.kvBytesPerSequence}});
    }
    return report;
}

SequenceCapacity sequenceCapacity(const MemoryAssumptions& a, const MemoryBreakdown& perGpu,
                                  double kvBytesPerSequence) {
    const double fixed = a.cudaContextBytes + a.frameworkReserveBytes;
    SequenceCapacity c;
    c.kvBudgetBytes =
        (perGpu.capacity - fixed) / (1.0 + a.fragmentationFraction) - perGpu.weights - perGpu.activations;
    c.kvBytesPerSequence = kvBytesPerSequence;
    c.sequences = c.kvBudgetBytes > 0 && kvBytesPerSequence > 0
                      ? static_cast<std::int64_t>(std::floor(c.kvBudgetBytes / kvBytesPerSequence))
                      : 0;
    return c;
}

} // namespace gpuadvisor
