// The memory-fit engine end to end. Expected values are derived by hand in the comments from the
// formulas cited in core/memory (and the source articles' table where stated).
#include "core/catalog/memory_catalog.h"
#include "core/memory/memory_estimator.h"
#include "core/model/param_count.h"

#include "../support/acceptance_example.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

FitRequest request(const char* model, WorkloadKind workload, const char* gpu = "h100-sxm") {
    FitRequest r;
    r.model = *builtinCatalog().findModel(model);
    r.gpu = *builtinCatalog().findGpu(gpu);
    r.workload = workload;
    return r;
}

FitRequest sizeOnly(double parameters, WorkloadKind workload, Precision precision) {
    FitRequest r;
    r.model.declaredParameters = static_cast<std::int64_t>(parameters);
    r.gpu.memoryBytes = 80e9;
    r.workload = workload;
    r.precision = precision;
    return r;
}

FitReport fit(const FitRequest& r) {
    auto report = estimateFit(r);
    EXPECT_TRUE(report.ok()) << (report.ok() ? "" : report.error().message);
    return *report;
}

Error failure(const FitRequest& r) {
    auto report = estimateFit(r);
    EXPECT_FALSE(report.ok());
    return report.ok() ? Error{} : report.error();
}

} // namespace

// Source article 001 table: "7B: 14 GB, 13B: 26 GB, 70B: 140 GB" of FP16 weights (2 B per parameter).
TEST(MemoryEstimator, SourceArticleFp16WeightTable) {
    EXPECT_DOUBLE_EQ(fit(sizeOnly(7e9, WorkloadKind::Inference, Precision::Fp16)).perGpu.weights, 14e9);
    EXPECT_DOUBLE_EQ(fit(sizeOnly(13e9, WorkloadKind::Inference, Precision::Fp16)).perGpu.weights, 26e9);
    EXPECT_DOUBLE_EQ(fit(sizeOnly(70e9, WorkloadKind::Inference, Precision::Fp16)).perGpu.weights, 140e9);
    // Llama-2-7B's real 6.74 B parameters: 13.48 GB, "≈ 14 GB".
    FitRequest llama = request("llama-2-7b", WorkloadKind::Inference);
    llama.precision = Precision::Fp16;
    EXPECT_NEAR(fit(llama).perGpu.weights / 1e9, 14.0, 0.6);
}

// Source article 001: full training with Adam needs 12–18 B per parameter (84–126 GB for 7B).
TEST(MemoryEstimator, FullTrainingWithAdamIsSixteenBytesPerParameter) {
    const FitReport report = fit(sizeOnly(7e9, WorkloadKind::FullFinetune, Precision::Bf16));
    const double states = report.perGpu.weights + report.perGpu.gradients + report.perGpu.optimizer;
    EXPECT_DOUBLE_EQ(states, 16.0 * 7e9); // 2 + 2 + 12 (ZeRO §3.1)
    EXPECT_GE(states, 84e9);
    EXPECT_LE(states, 126e9);
}

TEST(MemoryEstimator, OptimizerChoices) {
    FitRequest r = sizeOnly(1e9, WorkloadKind::Pretrain, Precision::Bf16);
    r.optimizer = OptimizerKind::AdamW8bit;
    EXPECT_DOUBLE_EQ(fit(r).perGpu.optimizer, 6e9); // fp32 master 4 + two 8-bit moments 2
    r.optimizer = OptimizerKind::Sgd;
    EXPECT_DOUBLE_EQ(fit(r).perGpu.optimizer, 8e9); // fp32 master 4 + momentum 4
    r.precision = Precision::Fp32;
    r.optimizer = OptimizerKind::AdamW;
    const FitReport fp32 = fit(r);
    EXPECT_DOUBLE_EQ(fp32.perGpu.weights + fp32.perGpu.gradients + fp32.perGpu.optimizer, 16e9); // 4+4+8
}

// ZeRO Table 1 through the whole engine: 7.5B on dp = 64, stage 3 → 1.875 GB of model states.
TEST(MemoryEstimator, ZeroStageThreeOverSixtyFourGpus) {
    FitRequest r = sizeOnly(7.5e9, WorkloadKind::Pretrain, Precision::Fp16);
    r.plan.dp = 64;
    r.plan.zeroStage = 3;
    const FitReport report = fit(r);
    EXPECT_DOUBLE_EQ(report.perGpu.weights + report.perGpu.gradients + report.perGpu.optimizer, 1.875e9);
}

// The acceptance example, line by line:
//   weights: 68,451,041,280 block-matrix parameters × 1 B (fp8) + (2,101,346,304 embedding/LM head +
//            1,318,912 norm) × 2 B = 72,656,371,712 B, / tp 2 = 36,328,185,856 B
//   KV:      2 × 4 KV heads per GPU × 128 × 1 B × 80 layers × 8192 tokens × 32 = 21,474,836,480 B
//   acts:    2048 × 8192 × (10 + 24/2) + 32 × 128,256 × 4 = 385,515,520 B
//   overhead: 0.75 GiB + 1 GiB + 5 % × (weights + acts) = 3,714,733,260.8 B
TEST(MemoryEstimator, Llama70bFp8OnTwoH100s) {
    const FitReport report = fit(llama70bFp8OnTwoH100s());
    EXPECT_DOUBLE_EQ(report.perGpu.weights, 36328185856.0);
    EXPECT_DOUBLE_EQ(report.perGpu.kvCache, 21474836480.0);
    EXPECT_DOUBLE_EQ(report.perGpu.activations, 385515520.0);
    EXPECT_NEAR(report.perGpu.overhead, 3714733260.8, 1.0);
    EXPECT_NEAR(report.perGpu.total(), 61903271116.8, 1.0);
    EXPECT_DOUBLE_EQ(report.perGpu.capacity, 80e9);
    EXPECT_EQ(report.verdict, FitVerdict::Fits);
    EXPECT_EQ(report.kvCacheBytesPerToken, 163840.0); // 2·80·8·128·1
    ASSERT_TRUE(report.minGpus);
    EXPECT_EQ(*report.minGpus, 2);
    // ((80e9 − 1.75 GiB) / 1.05 − weights − activations) / (81,920 B × 8192) = 56.16 → 56.
    ASSERT_TRUE(report.maxConcurrentSequences);
    EXPECT_EQ(*report.maxConcurrentSequences, 56);
    EXPECT_FALSE(report.notes.empty());
}

// Source article 001: "70B in FP16 needs ~140 GB for weights: one 80 GB GPU cannot hold it".
TEST(MemoryEstimator, Llama70bBf16NeedsTwoGpusAndIsTightOnThem) {
    FitRequest r = request("llama-3.1-70b", WorkloadKind::Inference);
    EXPECT_EQ(fit(r).verdict, FitVerdict::DoesNotFit);
    EXPECT_EQ(*fit(r).minGpus, 2);
    r.plan.tp = 2; // weights 70.6 GB of 80 GB = 88 % > 70 %
    const FitReport two = fit(r);
    EXPECT_EQ(two.verdict, FitVerdict::Tight);
    EXPECT_GT(two.weightsShare, 0.70);
    r.plan.tp = 4; // 35.3 GB = 44 %
    EXPECT_EQ(fit(r).verdict, FitVerdict::Fits);
}

TEST(MemoryEstimator, ServingAboveNinetyPercentIsTight) {
    FitRequest r = request("llama-3.1-8b", WorkloadKind::Inference);
    r.context = 8192;
    r.concurrency = 64; // 131,072 B × 8192 × 64 = 68.7 GB of KV on top of 16 GB of weights
    const FitReport report = fit(r);
    EXPECT_EQ(report.verdict, FitVerdict::DoesNotFit);
    r.concurrency = 56; // ≈ 60.1 GB KV + 16.1 GB weights + 3.5 GB rest ≈ 79.7 GB: fits, but above 90 %
    EXPECT_EQ(fit(r).verdict, FitVerdict::Tight);
    r.concurrency = 8;
    EXPECT_EQ(fit(r).verdict, FitVerdict::Fits);
}

// LoRA rank 8 on every linear module of Llama-2-7B:
// 32 × (4 × 8 × (4096 + 4096) + 3 × 8 × (4096 + 11008)) = 19,988,480 trainable parameters,
// the figure PEFT prints for this model and configuration.
TEST(MemoryEstimator, LoraAdaptersOnAllLinearModules) {
    FitRequest r = request("llama-2-7b", WorkloadKind::Lora);
    r.loraRank = 8;
    const FitReport report = fit(r);
    EXPECT_DOUBLE_EQ(report.perGpu.gradients, 19988480.0 * 4);
    EXPECT_DOUBLE_EQ(report.perGpu.optimizer, 19988480.0 * 8);
    // Frozen bf16 base (6,738,415,616 × 2 B) + fp32 adapters.
    EXPECT_DOUBLE_EQ(report.perGpu.weights, 6738415616.0 * 2 + 19988480.0 * 4);
}

// LoRA paper (Hu et al. 2021) Table 4-style setting: rank 8 on Wq and Wv of Llama-2-7B:
// 32 × 2 × 8 × (4096 + 4096) = 4,194,304 trainable parameters (PEFT's default target for Llama).
TEST(MemoryEstimator, LoraOnQueryAndValueOnly) {
    FitRequest r = request("llama-2-7b", WorkloadKind::Lora);
    r.loraTargets = LoraTargets::QueryValue;
    EXPECT_DOUBLE_EQ(fit(r).perGpu.gradients, 4194304.0 * 4);
    r.loraTargets = LoraTargets::Attention; // 32 × 4 × 8 × 8192 = 8,388,608
    EXPECT_DOUBLE_EQ(fit(r).perGpu.gradients, 8388608.0 * 4);
}

// Issue 40: FSDP / ZeRO-3 shards a LoRA run's frozen base as it shards trained weights (public recipes
// fine-tune 70B with LoRA on one 8×A100 server). Llama 3.1 70B, rank 16 on every linear module, dp = 8:
//   frozen base 70,553,706,496 × 2 B / 8                               = 17,638,426,624 B
//   + one gathered layer: Wq, Wo 8192² each, Wk, Wv 8192 × 1024 each, three MLP matrices 8192 × 28672 and
//     two RMSNorms = 855,654,400 × 2 B                                  =  1,711,308,800 B
//   + fp32 adapters: 16 × (2 × 16384 + 2 × 9216 + 3 × 36864) = 2,588,672 per layer × 80 layers
//     = 207,093,760 × 4 B / 8                                           =    103,546,880 B
TEST(MemoryEstimator, LoraUnderZero3ShardsTheFrozenBase) {
    FitRequest r = request("llama-3.1-70b", WorkloadKind::Lora, "a100-80-sxm");
    r.loraRank = 16;
    r.plan.dp = 8;
    r.plan.zeroStage = 3;
    r.microBatch = 2;
    r.sequenceLength = 2048;
    r.recompute = Recompute::Full;
    const FitReport report = fit(r);
    EXPECT_DOUBLE_EQ(report.perGpu.weights, 17638426624.0 + 1711308800.0 + 103546880.0);
    EXPECT_NE(report.verdict, FitVerdict::DoesNotFit);
    // ZeRO-2 keeps the whole base on every GPU: 141 GB does not fit an 80 GB card.
    r.plan.zeroStage = 2;
    EXPECT_DOUBLE_EQ(fit(r).perGpu.weights, 70553706496.0 * 2 + 207093760.0 * 4);
    EXPECT_EQ(fit(r).verdict, FitVerdict::DoesNotFit);
}

// Issue 40: recipes that cut the framework peak. Llama-2-7B, s = 4,096, b = 1: the fp32 logits term is
// 4·s·b·h·(V/h) = 4 × 16,777,216 × 7.8125 = 524,288,000 B; in 8 chunks one eighth of it is alive, 458,752,000
// B less. The optimizer step in backward keeps one layer's gradients: 4 × 4,096² + 3 × 4,096 × 11,008 + 2 ×
// 4,096 = 202,383,360 parameters × 2 B = 404,766,720 B instead of 13.5 GB.
TEST(MemoryEstimator, ChunkedLossAndOptimizerInBackwardCutThePeak) {
    FitRequest r = request("llama-2-7b", WorkloadKind::FullFinetune);
    r.sequenceLength = 4096;
    r.recompute = Recompute::Selective;
    const FitReport whole = fit(r);
    r.lossChunks = 8;
    const FitReport chunked = fit(r);
    EXPECT_DOUBLE_EQ(whole.perGpu.activations - chunked.perGpu.activations, 458752000.0);
    r.optimizerInBackward = true;
    EXPECT_DOUBLE_EQ(fit(r).perGpu.gradients, 404766720.0);
    EXPECT_DOUBLE_EQ(whole.perGpu.gradients, 6738415616.0 * 2);
    r.workload = WorkloadKind::Lora;
    EXPECT_EQ(failure(r).field, "optimizer-in-backward");
    r.workload = WorkloadKind::FullFinetune;
    r.optimizerInBackward = false;
    r.lossChunks = 0;
    EXPECT_EQ(failure(r).field, "loss-chunks");
}

TEST(MemoryEstimator, ActivationPrecisionScalesActivations) {
    FitRequest r = request("llama-2-7b", WorkloadKind::Pretrain);
    const double bf16 = fit(r).perGpu.activations;
    r.activationPrecision = Precision::Fp32;
    EXPECT_DOUBLE_EQ(fit(r).perGpu.activations, 2 * bf16);
    r.activationPrecision = Precision::Int4;
    EXPECT_EQ(failure(r).field, "activation-precision");
}

TEST(MemoryEstimator, QloraKeepsBaseInFourBit) {
    FitRequest r = request("llama-3.1-70b", WorkloadKind::Qlora, "a100-80-sxm");
    const FitReport report = fit(r);
    EXPECT_EQ(report.settings.precision, Precision::Nf4);
    // ≈ 68.45 B × 0.516 B + 2.10 B × 2 B ≈ 39.5 GB: QLoRA's "65B on one 48 GB GPU" class of result.
    EXPECT_NEAR(report.perGpu.weights / 1e9, 39.5, 0.5);
    EXPECT_NE(report.verdict, FitVerdict::DoesNotFit);
}

TEST(MemoryEstimator, TrainingActivationsFollowKorthikanti) {
    FitRequest r = request("llama-2-7b", WorkloadKind::Pretrain);
    r.sequenceLength = 4096;
    r.microBatch = 1;
    r.recompute = Recompute::Selective;
    // 32 layers × sbh(10 + 24) + sbh (embedding) + 4sbh(1 + v/h) logits, s·b·h = 4096 × 4096.
    const double sbh = 4096.0 * 4096.0;
    const double expected = 32 * sbh * 34 + sbh + 4 * sbh * (1 + 32000.0 / 4096.0);
    EXPECT_DOUBLE_EQ(fit(r).perGpu.activations, expected);
}

TEST(MemoryEstimator, QuantisedWeightsDefaultToBf16KvCache) {
    FitRequest r = request("mixtral-8x7b", WorkloadKind::Inference);
    r.precision = Precision::Int4;
    EXPECT_EQ(fit(r).settings.kvPrecision, Precision::Bf16);
}

TEST(MemoryEstimator, PipelineSplitsLayers) {
    FitRequest r = request("llama-3.1-70b", WorkloadKind::Inference);
    r.plan.pp = 2;
    const FitReport report = fit(r);
    // Stage 0: 40 layers + embedding; stage 1: 40 layers + norm + LM head — both ≈ 70.55/2 B params.
    EXPECT_NEAR(report.perGpu.weights / 1e9, 70.5537, 0.01);
}

TEST(MemoryEstimator, RejectsTensorParallelThatDoesNotDivideHeads) {
    FitRequest r = request("llama-3.1-70b", WorkloadKind::Inference);
    r.plan.tp = 3;
    const Error error = failure(r);
    EXPECT_EQ(error.field, "tp");
    EXPECT_NE(error.message.find("64 attention heads"), std::string::npos);
}

TEST(MemoryEstimator, RejectsQloraWithoutFourBitBase) {
    FitRequest r = request("llama-3.1-8b", WorkloadKind::Qlora);
    r.precision = Precision::Bf16;
    const Error error = failure(r);
    EXPECT_EQ(error.field, "precision");
    EXPECT_NE(error.message.find("4-bit"), std::string::npos);
}

TEST(MemoryEstimator, RejectsOutOfRangeInput) {
    FitRequest r = request("llama-3.1-8b", WorkloadKind::Inference);
    r.context = 200000; // the model's maximum is 131,072
    EXPECT_EQ(failure(r).field, "context");
    r.context.reset();
    r.concurrency = 0;
    EXPECT_EQ(failure(r).field, "concurrency");
    r.concurrency = 1;
    r.plan.pp = 33;
    EXPECT_EQ(failure(r).field, "pp");
    r.plan.pp = 1;
    r.plan.zeroStage = 2;
    EXPECT_EQ(failure(r).field, "zero");
    r.plan.zeroStage = 0;
    r.kvPrecision = Precision::Nf4;
    EXPECT_EQ(failure(r).field, "kv-precision");
    FitRequest training = request("llama-3.1-8b", WorkloadKind::FullFinetune);
    training.precision = Precision::Fp8;
    EXPECT_EQ(failure(training).field, "precision");
    EXPECT_EQ(failure(sizeOnly(5e14, WorkloadKind::Inference, Precision::Bf16)).field, "params");
}

TEST(MemoryEstimator, MinimalPlanGrowsWithTheModel) {
    FitRequest r = request("llama-3.1-405b", WorkloadKind::Inference);
    r.precision = Precision::Fp8; // ≈ 412 GB of weights: 8 × 80 GB
    const FitReport report = fit(r);
    ASSERT_TRUE(report.minGpus);
    EXPECT_GT(*report.minGpus, 5); // 412 GB / 80 GB
    EXPECT_LE(*report.minGpus, 8);
    EXPECT_EQ(report.minGpusPlan->gpus(), *report.minGpus);
}

// OpenAI's model card: gpt-oss-120b in MXFP4 "fits a single 80 GB GPU". Block matrices at 4.25 bits
// (114.7 B expert + 0.96 B attention parameters) + 1.16 B embedding and LM-head parameters kept in 16 bits
// ≈ 63.8 GB of weights; with an 8k-token sequence and the overheads it stays under 80 GB.
TEST(MemoryEstimator, GptOss120bInMxfp4FitsOne80GbGpu) {
    FitRequest r = request("gpt-oss-120b", WorkloadKind::Inference);
    r.precision = Precision::Mxfp4;
    r.context = 8192;
    const auto report = estimateFit(r);
    ASSERT_TRUE(report.ok()) << report.error().message;
    EXPECT_NE(report->verdict, FitVerdict::DoesNotFit);
    EXPECT_LE(report->perGpu.total(), 80e9);
    EXPECT_NEAR(report->perGpu.weights / 1e9, 63.8, 0.2);
    ASSERT_TRUE(report->minGpus.has_value());
    EXPECT_EQ(*report->minGpus, 1);
    EXPECT_EQ(report->settings.kvPrecision, Precision::Bf16); // 4-bit weights keep a 16-bit KV cache
}
