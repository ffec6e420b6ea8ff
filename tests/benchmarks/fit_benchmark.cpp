// How long the memory-fit engine takes: the CLI and the GUI recompute on every change, so a full
// estimate (breakdown + minimum-GPU search + concurrency limit) must stay far below a frame.
#include "core/catalog/memory_catalog.h"
#include "core/memory/memory_estimator.h"
#include "core/model/hf_config.h"
#include "core/model/param_count.h"
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"

#include <benchmark/benchmark.h>

#include "../support/acceptance_example.h"

#include <fstream>
#include <sstream>

using namespace gpuadvisor;

// The acceptance example of `gpu-advisor-cli fit`.
static void BM_EstimateFit_Llama70bFp8Serving(benchmark::State& state) {
    const FitRequest r = llama70bFp8OnTwoH100s();
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateFit(r));
}
BENCHMARK(BM_EstimateFit_Llama70bFp8Serving)->Unit(benchmark::kMicrosecond);

// The minimum-GPU search far from one node: 405B full fine-tuning without ZeRO, full recompute and
// sequence parallelism, needs about a hundred H100s.
static void BM_EstimateFit_Llama405bFullFinetuneSearch(benchmark::State& state) {
    FitRequest r;
    r.model = *builtinCatalog().findModel("llama-3.1-405b");
    r.gpu = *builtinCatalog().findGpu("h100-sxm");
    r.workload = WorkloadKind::FullFinetune;
    r.recompute = Recompute::Full;
    r.plan = ParallelPlan{8, 16, 1, 0, true};
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateFit(r));
}
BENCHMARK(BM_EstimateFit_Llama405bFullFinetuneSearch)->Unit(benchmark::kMillisecond);

// The search's worst case: nothing fits up to 4096 GPUs (DeepSeek-V3 states on 24 GB cards, no ZeRO).
static void BM_EstimateFit_NothingFitsFullScan(benchmark::State& state) {
    FitRequest r;
    r.model = *builtinCatalog().findModel("deepseek-v3");
    r.gpu = *builtinCatalog().findGpu("l4");
    r.workload = WorkloadKind::Pretrain;
    r.recompute = Recompute::Full;
    r.sequenceLength = 1024;
    r.plan = ParallelPlan{8, 1, 1, 0, true};
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateFit(r));
}
BENCHMARK(BM_EstimateFit_NothingFitsFullScan)->Unit(benchmark::kMillisecond);

static void BM_Breakdown_DeepSeekV3(benchmark::State& state) {
    FitRequest r;
    r.model = *builtinCatalog().findModel("deepseek-v3");
    r.gpu = *builtinCatalog().findGpu("h200-sxm");
    r.precision = Precision::Fp8;
    r.plan.tp = 8;
    const ResolvedSettings settings = *resolveFitRequest(r);
    for (auto _ : state)
        benchmark::DoNotOptimize(computeMemoryBreakdown(r, settings));
}
BENCHMARK(BM_Breakdown_DeepSeekV3)->Unit(benchmark::kMicrosecond);

static void BM_HfConfigImport_DeepSeekV3(benchmark::State& state) {
    std::ifstream in(std::string(GPUADVISOR_FIXTURES_DIR) + "/hf_configs/deepseek-v3.json");
    std::stringstream text;
    text << in.rdbuf();
    const std::string json = text.str();
    for (auto _ : state)
        benchmark::DoNotOptimize(countParameters(*modelFromHfConfig(json)));
}
BENCHMARK(BM_HfConfigImport_DeepSeekV3)->Unit(benchmark::kMicrosecond);

// `perf` on the acceptance case: the fastest of every plan on 64 GPUs that fits.
static void BM_TrainingBestPlan_Llama70bOn64(benchmark::State& state) {
    TrainingRequest r;
    r.fit.model = *builtinCatalog().findModel("llama-3.1-70b");
    r.fit.gpu = *builtinCatalog().findGpu("h100-sxm");
    r.fit.workload = WorkloadKind::Pretrain;
    r.topology.intraNode = defaultIntraNodeFabric(r.fit.gpu);
    r.topology.interNode = {"ib-ndr", "InfiniBand NDR", 50e9, 0, "docs/catalog-sources.md R11"};
    r.tokens = 1e12;
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateTrainingWithBestPlan(r, 64));
}
BENCHMARK(BM_TrainingBestPlan_Llama70bOn64)->Unit(benchmark::kMillisecond);

// Serving with a TPOT target: the concurrency search over the memory limit.
static void BM_Inference_Llama70bTargets(benchmark::State& state) {
    InferenceRequest r;
    r.fit.model = *builtinCatalog().findModel("llama-3.1-70b");
    r.fit.gpu = *builtinCatalog().findGpu("h100-sxm");
    r.fit.precision = Precision::Fp8;
    r.fit.plan.tp = 2;
    r.topology.intraNode = defaultIntraNodeFabric(r.fit.gpu);
    r.tpotTargetSeconds = 0.04;
    r.users = 500;
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateInference(r));
}
BENCHMARK(BM_Inference_Llama70bTargets)->Unit(benchmark::kMicrosecond);
