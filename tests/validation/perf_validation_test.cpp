// Calibration of the performance engine against the source articles and published measurements.
// The engine's constants are the defaults of PerfAssumptions, shared by every case and fitted to none.
// Tolerance: ±20 % on published throughput — the model has four efficiency constants and no per-case
// tuning, and NVIDIA's own TensorRT-LLM tables for the same model move by up to ~10 % between releases.
// Cases outside it are asserted as the known disagreement they are and listed in README "Accuracy".
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"
#include "db/catalog_database.h"
#include "db/sql_catalog.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

const db::SqlCatalog& catalog() {
    static QTemporaryDir dir;
    static const auto database = db::CatalogDatabase::open(dir.filePath("catalog.sqlite"));
    static const db::SqlCatalog loaded = *db::SqlCatalog::load(*database.value());
    return loaded;
}

Topology topology(const GpuSpec& gpu, const char* fabric = "ib-ndr", int gpusPerNode = 8) {
    Topology t;
    t.gpusPerNode = gpusPerNode;
    t.intraNode = defaultIntraNodeFabric(gpu);
    t.interNode = *catalog().findFabric(fabric);
    t.nicsPerNode = defaultNicsPerNode(gpu, gpusPerNode);
    return t;
}

TrainingEstimate train(const char* model, WorkloadKind workload, const char* gpu, ParallelPlan plan,
                       void (*adjust)(TrainingRequest&) = nullptr) {
    TrainingRequest r;
    r.fit.model = *catalog().findModel(model);
    r.fit.gpu = *catalog().findGpu(gpu);
    r.fit.workload = workload;
    r.fit.plan = plan;
    r.topology = topology(r.fit.gpu);
    r.tokens = 1e9;
    if (adjust)
        adjust(r);
    auto e = estimateTraining(r);
    EXPECT_TRUE(e.ok()) << (e.ok() ? "" : e.error().message);
    return e.ok() ? *e : TrainingEstimate{};
}

double serve(const char* model, const char* gpu, int tp, int prompt, int output,
             std::optional<int> concurrency = {}) {
    InferenceRequest r;
    r.fit.model = *catalog().findModel(model);
    r.fit.gpu = *catalog().findGpu(gpu);
    r.fit.precision = Precision::Fp8;
    r.fit.plan.tp = tp;
    r.topology = topology(r.fit.gpu);
    r.promptTokens = prompt;
    r.outputTokens = output;
    r.concurrency = concurrency;
    auto e = estimateInference(r);
    EXPECT_TRUE(e.ok()) << (e.ok() ? "" : e.error().message);
    return e.ok() ? e->outputTokensPerSecondPerReplica : 0;
}

} // namespace

// --- Source articles -----------------------------------------------------------------------------------

// Article 000: a 100 h job on 1×H100 takes ~54 h on 2 and ~29 h on 4 with DDP (efficiency 0.93, 0.86).
// The article names no model, batch or link. The model, for a 7B full fine-tune on H100 PCIe with a
// fine-tuning-sized 64k-token batch, predicts less overhead (≈51 h and ≈26 h): asserted between ideal
// scaling and the article's figures; README lists the gap.
TEST(SourceArticles, DdpOnTwoAndFourH100) {
    auto smallBatch = [](TrainingRequest& r) { r.perf.globalBatchTokens = 65536; };
    for (const int gpus : {2, 4}) {
        const auto e = train("llama-2-7b", WorkloadKind::FullFinetune, "h100-pcie",
                             ParallelPlan{1, 1, gpus, 3, false}, smallBatch);
        const double hours = 100.0 / (gpus * e.scalingEfficiency);
        EXPECT_GE(hours, 100.0 / gpus);
        EXPECT_LE(hours, gpus == 2 ? 54.0 : 29.0);
    }
}

// Article 000: "on a 70B model NVLink can be the difference between 80 % and 95 % parallel efficiency",
// in its two-GPU setting: Llama-3.1-70B split with tensor parallelism over 2 H100.
TEST(SourceArticles, NvlinkNinetyFiveVersusPcieEighty) {
    const double sxm =
        train("llama-3.1-70b", WorkloadKind::Qlora, "h100-sxm", ParallelPlan{2, 1, 1, 0, false})
            .scalingEfficiency;
    const double pcie =
        train("llama-3.1-70b", WorkloadKind::Qlora, "h100-pcie", ParallelPlan{2, 1, 1, 0, false})
            .scalingEfficiency;
    EXPECT_NEAR(sxm, 0.95, 0.03);
    EXPECT_NEAR(pcie, 0.80, 0.05);
}

// Article 002: a 70B-class training step keeps 0.73 of per-GPU throughput with TP inside one 8-GPU PCIe node
// and 0.65 split over two 4-GPU nodes. The model agrees on the order and on the node (0.69 against 0.73) but
// predicts less across nodes (0.47 against 0.65) on RTX 5090 nodes over 200 Gb/s InfiniBand, README
// "Accuracy". (With the RTX 5090's FP32-accumulate rate, 209.6 dense TFLOPS, compute takes longer and hides
// more of the communication; the FP16-accumulate rate gave 0.53 and 0.31.) Reshaping to TP inside and PP
// across the nodes recovers more, the article's own advice.
TEST(SourceArticles, PcieNodeVersusTwoNodes) {
    auto twoNodes = [](TrainingRequest& r) { r.topology = topology(r.fit.gpu, "ib-hdr", 4); };
    const double inNode =
        train("llama-3.1-70b", WorkloadKind::Lora, "rtx-5090", ParallelPlan{8, 1, 1, 0, false})
            .scalingEfficiency;
    const double split =
        train("llama-3.1-70b", WorkloadKind::Lora, "rtx-5090", ParallelPlan{8, 1, 1, 0, false}, twoNodes)
            .scalingEfficiency;
    const double reshaped =
        train("llama-3.1-70b", WorkloadKind::Lora, "rtx-5090", ParallelPlan{4, 2, 1, 0, false}, twoNodes)
            .scalingEfficiency;
    EXPECT_GT(inNode, split);
    EXPECT_GT(reshaped, split);
    EXPECT_NEAR(inNode, 0.69, 0.05); // published 0.73
    EXPECT_NEAR(split, 0.47, 0.05);  // published 0.65: known disagreement
    EXPECT_LT(split, 0.60);          // the article's "wrong shape for multi-node" threshold
}

// Article 002: PCIe nodes cost 1.2–1.4× the wall-clock of SXM for fine-tuning a fixed-size model and 2–3×
// for tensor-parallel 70B+ training (H100 PCIe vs H100 SXM here).
TEST(SourceArticles, PcieVersusSxmWallClock) {
    auto ratio = [](const char* model, WorkloadKind workload, ParallelPlan plan) {
        return train(model, workload, "h100-pcie", plan).timeToTrainSeconds /
               train(model, workload, "h100-sxm", plan).timeToTrainSeconds;
    };
    const double fineTune =
        ratio("llama-3.1-8b", WorkloadKind::FullFinetune, ParallelPlan{1, 1, 8, 3, false});
    EXPECT_GE(fineTune, 1.2);
    EXPECT_LE(fineTune, 1.4);
    const double tensorParallel =
        ratio("llama-3.1-70b", WorkloadKind::Pretrain, ParallelPlan{8, 2, 4, 1, true});
    EXPECT_GE(tensorParallel, 2.0);
    EXPECT_LE(tensorParallel, 3.0);
}

// Article 002: one 8-GPU node serves 70B in FP8 at 500–2,000 tokens/s aggregate with 32–64 requests
// (8× RTX PRO 6000 at its catalog FP8 rate, 1,007.6 TFLOP/s dense).
TEST(SourceArticles, RtxPro6000NodeServes70bFp8) {
    for (const int concurrency : {32, 64}) {
        const double throughput = serve("llama-3.1-70b", "rtx-pro-6000", 8, 1000, 200, concurrency);
        EXPECT_GE(throughput, 500.0) << concurrency;
        EXPECT_LE(throughput, 2000.0) << concurrency;
    }
}

// --- Published measurements
// ---------------------------------------------------------------------------------

// Llama 3 405B pre-training (Llama 3 paper Table 4; P. Balaji, SC'24): 8,192 H100, TP 8, PP 16, 16M-token
// batches of 8,192-token sequences, 430 TFLOP/s per GPU; 16,384 GPUs: 400. Meta used the interleaved
// schedule (Llama 3 paper §3.3.2); with v = 4 virtual stages the model is within 20 %. With plain 1F1B (v =
// 1) it predicts 277 and 211 TFLOP/s (README "Accuracy").
TEST(PublishedMeasurements, Llama3Pretraining) {
    for (const auto& [gpus, published] : {std::pair{8192, 430.0}, std::pair{16384, 400.0}}) {
        const auto e = train("llama-3.1-405b", WorkloadKind::Pretrain, "h100-sxm",
                             ParallelPlan{8, 16, gpus / 128, 1, true}, [](TrainingRequest& r) {
                                 r.fit.sequenceLength = 8192;
                                 r.perf.globalBatchTokens = 16 * 1048576.0;
                                 r.interleave = 4;
                                 r.topology =
                                     topology(r.fit.gpu, "eth-400"); // 400 Gb/s RoCE (Llama 3 §3.3.1)
                             });
        EXPECT_NEAR(e.mfu * 989.0, published, 0.20 * published) << gpus;
    }
}

struct ServingCase {
    const char* name;
    const char* model;
    int tp, prompt, output;
    double published; // output tokens/s
};

void PrintTo(const ServingCase& c, std::ostream* out) {
    *out << c.name;
}

class TensorRtLlmThroughput : public ::testing::TestWithParam<ServingCase> {};

// NVIDIA TensorRT-LLM perf-overview (docs/source/performance/perf-overview.md, FP8 checkpoints, H100 SXM,
// maximum-load throughput). Llama 3.3 70B has the architecture of Llama 3.1 70B.
TEST_P(TensorRtLlmThroughput, WithinTwentyPercent) {
    const ServingCase& c = GetParam();
    EXPECT_NEAR(serve(c.model, "h100-sxm", c.tp, c.prompt, c.output), c.published, 0.20 * c.published);
}

INSTANTIATE_TEST_SUITE_P(
    H100Fp8, TensorRtLlmThroughput,
    ::testing::Values(ServingCase{"Llama31_8B_128_2048", "llama-3.1-8b", 1, 128, 2048, 22714},
                      ServingCase{"Llama31_8B_1000_1000", "llama-3.1-8b", 1, 1000, 1000, 15220},
                      ServingCase{"Llama31_8B_2048_128", "llama-3.1-8b", 1, 2048, 128, 3450},
                      ServingCase{"Llama33_70B_TP2_1000_1000", "llama-3.1-70b", 2, 1000, 1000, 4205},
                      ServingCase{"Llama33_70B_TP2_2048_128", "llama-3.1-70b", 2, 2048, 128, 762},
                      ServingCase{"Llama31_405B_TP8_1000_1000", "llama-3.1-405b", 8, 1000, 1000, 2919}),
    [](const auto& testInfo) { return std::string(testInfo.param.name); });

// Known disagreements, asserted as such so a change in the model shows up here and in README "Accuracy".
TEST(PublishedMeasurements, KnownOverestimates) {
    // TensorRT-LLM perf-overview, Llama 3.1 405B FP8 TP8 128/2048: 4,340 tokens/s; the model says ~1.4×.
    const double large = serve("llama-3.1-405b", "h100-sxm", 8, 128, 2048) / 4340.0;
    EXPECT_GT(large, 1.2);
    EXPECT_LT(large, 1.5);
    // Llama 3.3 70B FP8 TP2 128/2048: 6,651 tokens/s; the model says ~1.21× at the 211 sequences memory
    // holds (long outputs at the memory limit: no engine batch cap is modelled).
    const double long70 = serve("llama-3.1-70b", "h100-sxm", 2, 128, 2048) / 6651.0;
    EXPECT_GT(long70, 1.1);
    EXPECT_LT(long70, 1.35);
    // TensorRT-LLM 0.5.0 performance.md (2023, static batching): LLaMA 70B FP8 TP4, batch 64, 128/128:
    // 3,317 tokens/s; the model, which assumes today's in-flight batching with chunked prefill (prompts share
    // the weight read with decode steps), says ~1.96×; static batching alone would give ~1.8× by hand
    // (8,192 prompt tokens in one 0.29 s pass, then 128 steps of ~8.5 ms). LLaMA 7B TP1, batch 64, 128/2048:
    // 5,367, the model within 10 %.
    const double old70 = serve("llama-2-70b", "h100-sxm", 4, 128, 128, 64) / 3317.0;
    EXPECT_GT(old70, 1.7);
    EXPECT_LT(old70, 2.2);
    EXPECT_NEAR(serve("llama-2-7b", "h100-sxm", 1, 128, 2048, 64), 5367.0, 0.10 * 5367.0);
}
