// The performance engine's pieces, each against values derived by hand from the formulas it cites.
#include "core/catalog/memory_catalog.h"
#include "core/model/param_count.h"
#include "core/performance/collectives.h"
#include "core/performance/compute_peak.h"
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"
#include "core/present/perf_text.h"

#include <gtest/gtest.h>

#include <tuple>

using namespace gpuadvisor;

namespace {

FabricSpec link(double gbps) {
    return {"test", "test link", gbps * 1e9, 0, "test"};
}

TrainingRequest training(const char* model, const char* gpu, ParallelPlan plan) {
    TrainingRequest r;
    r.fit.model = *builtinCatalog().findModel(model);
    r.fit.gpu = *builtinCatalog().findGpu(gpu);
    r.fit.workload = WorkloadKind::Pretrain;
    r.fit.plan = plan;
    r.fit.recompute = Recompute::None;
    r.topology.intraNode = defaultIntraNodeFabric(r.fit.gpu);
    r.topology.interNode =
        link(50); // InfiniBand NDR port, 50 GB/s per direction (docs/catalog-sources.md R11)
    return r;
}

} // namespace

// nccl-tests PERFORMANCE.md: ring all-reduce moves 2(n−1)/n of the buffer; 1 GB over 8 ranks at 100 GB/s
// takes 2·7/8·0.01 s = 17.5 ms plus 14 latency steps.
TEST(Collectives, RingFormulas) {
    EXPECT_DOUBLE_EQ(allReduceSeconds(1e9, 8, 100e9, 0), 0.0175);
    EXPECT_DOUBLE_EQ(allReduceSeconds(1e9, 8, 100e9, 1e-6), 0.0175 + 14e-6);
    EXPECT_DOUBLE_EQ(allGatherSeconds(1e9, 4, 100e9, 0), 0.0075);
    EXPECT_DOUBLE_EQ(allReduceSeconds(1e9, 1, 100e9, 1e-6), 0.0);
}

TEST(Topology, DefaultLinks) {
    // gpus.csv: H100 SXM NVLink 4 900 GB/s bidirectional -> 450 per direction; L40S has PCIe Gen4 only.
    EXPECT_DOUBLE_EQ(defaultIntraNodeFabric(*builtinCatalog().findGpu("h100-sxm")).bandwidthBps, 450e9);
    EXPECT_DOUBLE_EQ(defaultIntraNodeFabric(*builtinCatalog().findGpu("l40s")).bandwidthBps, 31e9);
    EXPECT_DOUBLE_EQ(defaultIntraNodeFabric(*builtinCatalog().findGpu("h100-pcie")).bandwidthBps,
                     63e9); // bridge only
    EXPECT_DOUBLE_EQ(defaultIntraNodeFabric(*builtinCatalog().findGpu("mi300x")).bandwidthBps,
                     448e9); // per direction
    EXPECT_EQ(defaultNicsPerNode(*builtinCatalog().findGpu("h100-sxm"), 8), 8);
    EXPECT_EQ(defaultNicsPerNode(*builtinCatalog().findGpu("l40s"), 8), 1);
    Topology t;
    t.intraNode = link(450);
    t.interNode = link(50);
    t.nicsPerNode = 8;
    EXPECT_DOUBLE_EQ(t.interNodeRingBandwidth(), 400e9);      // eight rings, one per NIC
    EXPECT_DOUBLE_EQ(t.interNodeBandwidthPerSender(8), 50e9); // each GPU its own NIC
}

TEST(ComputePeak, DerivesMissingPrecisionsByHalving) {
    std::vector<PerfFact> notes;
    // A user's row with only the FP4 figure (2015.2 TFLOP/s, the rtx-pro-6000 row) and the others left 0.
    GpuSpec pro = *builtinCatalog().findGpu("rtx-pro-6000");
    pro.bf16Flops = pro.fp16Flops = pro.fp8Flops = 0;
    EXPECT_DOUBLE_EQ(*computePeak(pro, Precision::Fp8, notes), 2015.2e12 / 2);
    EXPECT_DOUBLE_EQ(*computePeak(pro, Precision::Bf16, notes), 2015.2e12 / 4);
    ASSERT_EQ(notes.size(), 2u);
    EXPECT_EQ(notes[0].code, PerfFactCode::PeakDerived);
    EXPECT_EQ(notes[0].ids, (std::vector<std::string>{"fp8", "rtx-pro-6000", "FP4"}));
    EXPECT_EQ(perfFactText(notes[0], Language::English),
              "peak fp8 of rtx-pro-6000 derived from its FP4 figure (1008 TFLOP/s; the catalog has no direct "
              "value — set one with 'catalog set gpus')");
    EXPECT_EQ(perfFactText(notes[0], Language::PortugueseBrazil),
              "pico fp8 da rtx-pro-6000 derivado do seu valor FP4 (1008 TFLOP/s; o catálogo não tem valor "
              "direto — defina um com 'catalog set gpus')");
    GpuSpec bare = *builtinCatalog().findGpu("a10g");
    bare.bf16Flops = bare.fp16Flops = bare.int8Ops = 0;
    EXPECT_FALSE(computePeak(bare, Precision::Bf16, notes)); // nothing to derive from
}

// The A100 has no FP8 tensor cores (Ampere): FP8 weights run dequantised at its 16-bit rate, 312 TFLOP/s
// (gpus.json), and the note says so instead of "lacks a figure".
TEST(ComputePeak, AFormatWithoutTensorCoresRunsAtSixteenBit) {
    std::vector<PerfFact> notes;
    const GpuSpec a100 = *builtinCatalog().findGpu("a100-80-sxm");
    EXPECT_DOUBLE_EQ(*computePeak(a100, Precision::Fp8, notes), 312e12);
    ASSERT_EQ(notes.size(), 1u);
    EXPECT_EQ(notes[0].code, PerfFactCode::Dequantised16Bit);
    EXPECT_EQ(
        perfFactText(notes[0], Language::English),
        "a100-80-sxm has no FP8 tensor cores: fp8 weights are dequantised and multiplied at 16 bit (312 "
        "TFLOP/s)");
    EXPECT_EQ(
        perfFactText(notes[0], Language::PortugueseBrazil),
        "a100-80-sxm não tem núcleos tensoriais FP8: os pesos fp8 são desquantizados e multiplicados em "
        "16 bits (312 TFLOP/s)");
    notes.clear();
    EXPECT_DOUBLE_EQ(*computePeak(*builtinCatalog().findGpu("h100-sxm"), Precision::Fp8, notes), 1979e12);
    EXPECT_TRUE(notes.empty()); // native
}

// One H100, Llama-2-7B, no recompute, s = 4096: FLOPs/token = 6N + 12·L·h·s (PaLM App. B), N the active
// parameters: 6,738,415,616 less the 32,000 × 4,096 input embedding (a lookup, not a multiply) =
// 6,607,343,616 → 6 × 6,607,343,616 + 12 × 32 × 4096 × 4096 = 39,644,061,696 + 6,442,450,944 =
// 46,086,512,640.
TEST(TrainingTime, SingleGpuComputeOnly) {
    TrainingRequest r = training("llama-2-7b", "h100-sxm", ParallelPlan{});
    r.perf.globalBatchTokens = 4096 * 8; // 8 micro-batches of one sequence
    const auto e = estimateTraining(r);
    ASSERT_TRUE(e.ok()) << e.error().message;
    EXPECT_DOUBLE_EQ(e->modelFlopsPerToken, 46086512640.0);
    EXPECT_EQ(e->microBatchesPerStep, 8);
    // compute = 32,768 tokens × FLOPs / (989e12 × efficiency); nothing else on one GPU. The efficiency is the
    // fitted plateau at the full 4,096-wide matrices, over the H100's balance of 989e12 / 3350e9 = 295 FLOP
    // per byte: plateau × 4096 / (4096 + gemm_half_width) / (1 + 295 / training_balance_scale).
    const PerfAssumptions a;
    const double efficiency = a.trainingComputeEfficiency * 4096 / (4096 + a.gemmHalfWidth) /
                              (1 + 989e12 / 3350e9 / a.trainingBalanceScale);
    EXPECT_NEAR(e->stepSeconds, 32768.0 * 46086512640.0 / (989e12 * efficiency), 1e-9);
    EXPECT_NEAR(e->mfu, efficiency, 1e-9);
    EXPECT_NEAR(e->scalingEfficiency, 1.0, 1e-9);
    r.tokens = 1e9;
    const auto timed = estimateTraining(r);
    EXPECT_NEAR(timed->timeToTrainSeconds, 1e9 / timed->tokensPerSecond, 1e-6);
    EXPECT_NEAR(timed->gpuHours, timed->timeToTrainSeconds / 3600, 1e-9);
}

TEST(TrainingTime, RecomputeAddsAForwardPass) {
    TrainingRequest r = training("llama-2-7b", "h100-sxm", ParallelPlan{});
    r.fit.recompute = Recompute::Full;
    const auto full = estimateTraining(r);
    // Megatron-LM Eq. 3: 8N instead of 6N (+ the attention term's forward share, 12·L·h·s/3).
    EXPECT_DOUBLE_EQ(full->hardwareFlopsPerToken,
                     46086512640.0 + 2 * 6607343616.0 + 12.0 * 32 * 4096 * 4096 / 3);
    EXPECT_DOUBLE_EQ(full->modelFlopsPerToken, 46086512640.0);
}

// Korthikanti et al. 2022 App. A: selective recompute makes hardware FLOPs 72·B·s·l·h²·(1 + s/(3h) +
// V/(12hl)) against model FLOPs 72·B·s·l·h²·(1 + s/(6h) + V/(12hl)): the 12·L·h·s attention term once more.
// Their overheads: 2.7 % for GPT-3 175B (h 12,288, 96 layers, s 2,048, V 51,200) and 1.6 % for the 1T model
// (h 25,600, 128 layers); issue 19 found 0.9 % / 0.55 % (a third of the term).
TEST(TrainingTime, SelectiveRecomputeCostsWhatKorthikantiEtAlCount) {
    TrainingRequest r = training("llama-2-7b", "h100-sxm", ParallelPlan{});
    r.fit.recompute = Recompute::Selective;
    const auto e = estimateTraining(r);
    ASSERT_TRUE(e.ok()) << e.error().message;
    EXPECT_DOUBLE_EQ(e->hardwareFlopsPerToken, 46086512640.0 + 12.0 * 32 * 4096 * 4096);
    // The papers' GPT shapes: plain 4h MLP, tied embeddings, 96 full attention heads.
    for (const auto& [hidden, layers, overhead] :
         {std::tuple{12288, 96, 0.027}, std::tuple{20480, 105, 0.016}}) {
        TrainingRequest gpt = r;
        ModelSpec& m = gpt.fit.model;
        m.hiddenSize = hidden;
        m.numLayers = layers;
        m.numAttentionHeads = m.numKvHeads = 96;
        m.headDim = hidden / 96;
        m.intermediateSize = 4 * hidden;
        m.mlpKind = MlpKind::Plain;
        m.vocabSize = 51200;
        m.tiedEmbeddings = true;
        gpt.fit.sequenceLength = 2048;
        gpt.fit.gpu = *builtinCatalog().findGpu("h200-sxm");
        gpt.fit.plan = ParallelPlan{8, 1, 1, 0, true};
        const auto big = estimateTraining(gpt);
        ASSERT_TRUE(big.ok()) << big.error().message;
        EXPECT_NEAR(big->hardwareFlopsPerToken / big->modelFlopsPerToken - 1, overhead, 0.001) << hidden;
    }
}

// Narayanan et al. 2021 §2.2: bubble = (p − 1)/(v·m) of the busy time.
TEST(TrainingTime, PipelineBubble) {
    TrainingRequest r = training("llama-3.1-70b", "h100-sxm", ParallelPlan{1, 4, 1, 0, false});
    r.perf.globalBatchTokens = 4096 * 16; // m = 16
    auto e = estimateTraining(r);
    ASSERT_TRUE(e.ok());
    const auto& b = e->breakdown;
    EXPECT_NEAR(b.pipelineBubbleSeconds, 3.0 / 16.0 * (b.computeSeconds + b.tensorParallelSeconds), 1e-12);
    r.interleave = 4;
    e = estimateTraining(r);
    EXPECT_NEAR(e->breakdown.pipelineBubbleSeconds, 3.0 / 64.0 * (e->breakdown.computeSeconds), 1e-12);
}

// Tensor parallel: 4 all-reduces per layer per micro-batch of s·b·h·2 bytes (Megatron-LM §3).
TEST(TrainingTime, TensorParallelTraffic) {
    TrainingRequest r = training("llama-3.1-70b", "h100-sxm", ParallelPlan{8, 1, 1, 0, true});
    r.perf.globalBatchTokens = 4096;
    const auto e = estimateTraining(r);
    ASSERT_TRUE(e.ok());
    const double bytes = 4096.0 * 8192 * 2;
    const double perAllReduce = allReduceSeconds(bytes, 8, 450e9 * 0.88, 1e-6);
    EXPECT_NEAR(e->breakdown.tensorParallelSeconds, 80 * 4 * perAllReduce, 1e-12);
}

TEST(TrainingTime, SlowerFabricLowersEfficiencyAcrossNodes) {
    TrainingRequest r = training("llama-3.1-8b", "l40s", ParallelPlan{1, 1, 16, 1, false});
    r.perf.globalBatchTokens = 65536;
    r.topology.nicsPerNode = 1;
    r.topology.interNode = link(50); // 400 Gb/s
    const double fast = estimateTraining(r)->scalingEfficiency;
    r.topology.interNode = link(3.125); // 25 GbE
    const double slow = estimateTraining(r)->scalingEfficiency;
    EXPECT_LT(slow, fast);
    r.fit.plan.dp = 8; // one node: the fabric between nodes no longer matters
    EXPECT_GT(estimateTraining(r)->scalingEfficiency, slow);
}

TEST(TrainingTime, BestPlanFitsInMemory) {
    TrainingRequest r = training("llama-3.1-70b", "h100-sxm", ParallelPlan{});
    const auto e = estimateTrainingWithBestPlan(r, 64);
    ASSERT_TRUE(e.ok());
    EXPECT_EQ(e->gpus, 64);
    EXPECT_NE(e->memoryVerdict, FitVerdict::DoesNotFit);
}

TEST(TrainingTime, RejectsBadInput) {
    TrainingRequest r = training("llama-3.1-8b", "h100-sxm", ParallelPlan{3, 1, 1, 0, false});
    EXPECT_EQ(estimateTraining(r).error().field, "tp");
    r.fit.plan = ParallelPlan{};
    r.tokens = -1;
    EXPECT_EQ(estimateTraining(r).error().field, "tokens");
    r.tokens = 0;
    r.fit.workload = WorkloadKind::Inference;
    EXPECT_EQ(estimateTraining(r).error().field, "workload");
}

// One sequence of Llama-3.1-8B in bf16 on one H100 (the engines' defaults otherwise).
static InferenceRequest oneLlama8bSequenceOnAnH100() {
    InferenceRequest r;
    r.fit.model = *builtinCatalog().findModel("llama-3.1-8b");
    r.fit.gpu = *builtinCatalog().findGpu("h100-sxm");
    r.topology.intraNode = defaultIntraNodeFabric(r.fit.gpu);
    r.concurrency = 1;
    return r;
}

// Decode of one sequence is memory-bound: TPOT = (weights + KV read) / (bandwidth × efficiency) plus the
// fitted fixed cost of each of the 32 layers. Llama-3.1-8B bf16 on one H100: 16,060,522,496 B of weights; KV
// 131,072 B/token × 1100 average tokens.
TEST(InferenceLatency, SingleSequenceIsMemoryBound) {
    InferenceRequest r = oneLlama8bSequenceOnAnH100();
    const auto e = estimateInference(r);
    ASSERT_TRUE(e.ok()) << e.error().message;
    const double weights = 2.0 * 8030261248.0;
    const PerfAssumptions a;
    const double mbu = a.memoryBandwidthEfficiency, layers = 32 * a.servingLayerOverheadSeconds;
    EXPECT_NEAR(e->tpotSingleSeconds, (weights + 131072.0 * 1100) / (3350e9 * mbu) + layers, 1e-9);
    // Prefill of 1000 tokens in one step: (2N·P + 2·L·h·P²) / (989e12 × prefill efficiency) + layer costs, N
    // the active parameters (8,030,261,248 less the 128,256 × 4,096 input embedding = 7,504,924,672).
    const double prefill =
        (2 * 7504924672.0 * 1000 + 2.0 * 32 * 4096 * 1000.0 * 1000) / (989e12 * a.prefillComputeEfficiency) +
        layers;
    EXPECT_NEAR(e->ttftSeconds, prefill, 1e-9);
    // At ~1100 tokens of context each sequence's KV read (144 MB) outweighs the bytes its FLOPs are worth
    // (2N × 3350e9 × MBU / (989e12 × 0.5), 64 MB at the fitted MBU): decode never turns compute-bound.
    EXPECT_DOUBLE_EQ(e->rooflineBatch, 0.0);
    // With 100 + 100 tokens (150 on average): B* = W / (2N·BW·MBU/(F·0.5) − 131,072 × 150 B).
    r.promptTokens = 100;
    r.outputTokens = 100;
    const double perSequence = 2 * 7504924672.0 * 3350e9 * mbu / (989e12 * 0.5) - 131072.0 * 150;
    EXPECT_NEAR(estimateInference(r)->rooflineBatch, weights / perSequence, 1e-6);
}

// Issue 40: the engine is an input. The GPU's vendor picks it when none is named (NVIDIA: TensorRT-LLM, AMD:
// vLLM); a named engine's constants apply on any GPU. The same H100 decode step with vLLM's constants reads
// at vLLM's bandwidth share: one sequence of 8B bf16, 16,060,522,496 B of weights + 131,072 B × 1,100
// tokens of KV, at 3,350 GB/s × vllm_memory_bandwidth_efficiency (its fixed cost per layer is 0).
TEST(InferenceLatency, TheEngineIsAnInputWithItsOwnConstants) {
    InferenceRequest r = oneLlama8bSequenceOnAnH100();
    EXPECT_EQ(estimateInference(r)->engine, ServingEngine::TensorRtLlm);
    r.engine = ServingEngine::Vllm;
    const auto e = estimateInference(r);
    ASSERT_TRUE(e.ok()) << e.error().message;
    EXPECT_EQ(e->engine, ServingEngine::Vllm);
    const PerfAssumptions a;
    EXPECT_NEAR(e->tpotSingleSeconds,
                (2.0 * 8030261248.0 + 131072.0 * 1100) / (3350e9 * a.vllmMemoryBandwidthEfficiency) +
                    32 * a.vllmLayerOverheadSeconds,
                1e-9);
    r.engine.reset();
    r.fit.gpu = *builtinCatalog().findGpu("mi300x");
    r.topology.intraNode = defaultIntraNodeFabric(r.fit.gpu);
    EXPECT_EQ(estimateInference(r)->engine, ServingEngine::Vllm);
    EXPECT_EQ(parseServingEngine("sglang").error().field, "engine");
}

TEST(InferenceLatency, TargetsBoundConcurrencyAndSetReplicas) {
    InferenceRequest r;
    r.fit.model = *builtinCatalog().findModel("llama-3.1-8b");
    r.fit.gpu = *builtinCatalog().findGpu("h100-sxm");
    r.topology.intraNode = defaultIntraNodeFabric(r.fit.gpu);
    const auto free = estimateInference(r);
    r.tpotTargetSeconds = 0.012;
    const auto bounded = estimateInference(r);
    ASSERT_TRUE(free.ok() && bounded.ok());
    EXPECT_LT(bounded->maxConcurrency, free->maxConcurrency);
    EXPECT_LE(bounded->tpotSeconds, 0.012);
    r.users = 10 * bounded->maxConcurrency + 1;
    EXPECT_EQ(estimateInference(r)->replicasNeeded, 11);
    r.users.reset();
    r.targetTokensPerSecond = 3.5 * bounded->outputTokensPerSecondPerReplica;
    EXPECT_EQ(estimateInference(r)->replicasNeeded, 4);
    r.ttftTargetSeconds = 1e-6; // no prefill is that fast
    EXPECT_EQ(estimateInference(r)->maxConcurrency, 0);
}

TEST(InferenceLatency, BatchCorpusTime) {
    InferenceRequest r;
    r.fit.model = *builtinCatalog().findModel("llama-3.1-8b");
    r.fit.gpu = *builtinCatalog().findGpu("l40s");
    r.fit.workload = WorkloadKind::BatchInference;
    r.topology.intraNode = defaultIntraNodeFabric(r.fit.gpu);
    r.corpusTokens = 1e9;
    const auto e = estimateInference(r);
    ASSERT_TRUE(e.ok());
    // 1e9 / 1000 prompt tokens = 1e6 requests of 200 output tokens at the aggregate rate.
    EXPECT_NEAR(e->corpusSeconds, 1e6 * 200 / e->outputTokensPerSecondPerReplica, 1e-6);
}

// Issue 17's invariant over a sweep: one schedule gives every figure, so one replica's output tokens/s over
// the sequences it decodes is 1 / TPOT (each sequence gains one token per step), for short and long prompts
// and outputs, light and heavy loads, one GPU and tensor parallel. The tolerance is 5 % as the issue asks;
// the schedule makes it exact up to rounding.
TEST(InferenceLatency, ThroughputOverSequencesIsOneOverTpotAcrossASweep) {
    struct Setup {
        const char* model;
        const char* gpu;
        Precision precision;
        int tp;
    };
    int compared = 0;
    for (const Setup& setup : {Setup{"llama-3.1-8b", "l4", Precision::Fp8, 1},
                               Setup{"llama-3.1-70b", "h100-sxm", Precision::Fp8, 2},
                               Setup{"llama-3.1-70b", "h200-sxm", Precision::Int4, 1}})
        for (int prompt : {128, 1000, 4000})
            for (int output : {128, 300, 1000})
                for (int users : {8, 200}) {
                    InferenceRequest r;
                    r.fit.model = *builtinCatalog().findModel(setup.model);
                    r.fit.gpu = *builtinCatalog().findGpu(setup.gpu);
                    r.fit.precision = setup.precision;
                    r.fit.plan.tp = setup.tp;
                    r.topology.intraNode = defaultIntraNodeFabric(r.fit.gpu);
                    r.promptTokens = prompt;
                    r.outputTokens = output;
                    r.users = users;
                    r.tpotTargetSeconds = 0.1;
                    const auto e = estimateInference(r);
                    ASSERT_TRUE(e.ok()) << e.error().message;
                    if (e->maxConcurrency == 0)
                        continue; // the model does not serve this shape within the target: nothing to compare
                    const double sequences = e->concurrencyAtLoad;
                    ASSERT_GT(sequences, 0) << setup.model << " " << prompt << "+" << output << " " << users;
                    EXPECT_NEAR(e->outputTokensPerSecondPerReplica / sequences, 1 / e->tpotSeconds,
                                0.05 / e->tpotSeconds)
                        << setup.model << " on " << setup.gpu << ", " << prompt << "+" << output
                        << " tokens, " << users << " users";
                    ++compared;
                }
    EXPECT_GE(compared, 40); // of 54 shapes, the few that fit no sequence within 100 ms are left out
}
