// One configuration's evaluation, the unit of work the recommender repeats for every GPU type × layout ×
// precision × acquisition it searches (recommend_benchmark times the whole search). Targets (issue 14):
// fit + performance <= 1 µs, with cost and compliance <= 5 µs, serving and training alike.
#include "core/advisor/cluster_topology.h"
#include "core/advisor/serving_request.h"
#include "core/cost/cost_assumptions.h"
#include "core/cost/cost_engine.h"
#include "core/cost/option_compliance.h"
#include "core/memory/memory_estimator.h"
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"
#include "core/scenario/scenario.h"
#include "db/catalog_snapshot.h"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>

using namespace gpuadvisor;

namespace {

struct Seeded {
    QTemporaryDir dir;
    std::unique_ptr<db::CatalogDatabase> database;
    db::SnapshotPtr snapshot;
    Seeded() {
        database = std::move(db::CatalogDatabase::open(dir.filePath("c.sqlite"))).value();
        snapshot = *db::loadSnapshot(*database);
    }
};

const Seeded& seeded() {
    static const Seeded s;
    return s;
}

Scenario scenario(const char* file) {
    std::ifstream in(std::string(GPUADVISOR_SCENARIOS_DIR) + "/" + file);
    std::stringstream text;
    text << in.rdbuf();
    return *scenarioFromJson(text.str());
}

// The chatbot's option #2: Llama 3.1 70B in FP8 on one H200, priced as an always-on cloud instance.
struct ServingCase {
    Scenario s = scenario("chatbot-70b-200-users.json");
    const db::CatalogSnapshot& c = *seeded().snapshot;
    ModelSpec model = *c.catalog.findModel("llama-3.1-70b");
    GpuSpec gpu = *c.catalog.findGpu("h200-sxm");
    EngineAssumptions assumptions = EngineAssumptions::fromCatalog(c.catalog.assumptions());
    Topology topology = clusterTopology(c.catalog, gpu, 1);
    CostStudy study;
    // What the recommender builds once per unit (model, GPU, fabric and assumptions copied in); each
    // configuration then sets its precision and tensor-parallel width.
    InferenceRequest base() const {
        return servingRequest(s, assumptions, model, gpu, Precision::Bf16, 1, topology);
    }
    static void configure(InferenceRequest& request) {
        request.fit.precision = Precision::Fp8;
        request.fit.plan.tp = 1;
    }
    ServingCase() {
        study.currency = s.constraints.currency;
        study.horizonMonths = s.constraints.horizonMonths;
        study.utilisation = s.constraints.utilisation;
        study.sensitivity = false;
        study.assumptions = CostAssumptions::fromCatalog(c.catalog.assumptions());
        for (const CloudOffer& o : c.costs.cloudOffers)
            if (o.gpuId == "h200-sxm" && o.gpuCount == 1 && o.onDemandHourly) {
                study.options = {{OptionKind::Cloud, o.id, 2, CloudBilling::OnDemand, true, ""}};
                break;
            }
    }
};

} // namespace

static void BM_OneServingConfiguration_FitAndPerformance(benchmark::State& state) {
    const ServingCase k;
    InferenceRequest request = k.base();
    for (auto _ : state) {
        ServingCase::configure(request);
        benchmark::DoNotOptimize(computeMemoryBreakdown(request.fit, *resolveFitRequest(request.fit)));
        benchmark::DoNotOptimize(estimateInference(request));
    }
}
BENCHMARK(BM_OneServingConfiguration_FitAndPerformance)->Unit(benchmark::kMicrosecond);

static void BM_OneServingConfiguration_WithCostAndCompliance(benchmark::State& state) {
    const ServingCase k;
    InferenceRequest request = k.base();
    for (auto _ : state) {
        ServingCase::configure(request);
        benchmark::DoNotOptimize(computeMemoryBreakdown(request.fit, *resolveFitRequest(request.fit)));
        benchmark::DoNotOptimize(estimateInference(request));
        auto costs = compareCosts(k.study, k.c.costs);
        benchmark::DoNotOptimize(optionFindings(costs->options.front(), k.s.customer, k.c.costs, k.c.rules));
    }
}
BENCHMARK(BM_OneServingConfiguration_WithCostAndCompliance)->Unit(benchmark::kMicrosecond);

// The LoRA example's option #1: Llama 3.1 8B LoRA on one H100, the fastest fitting plan of one GPU.
static void BM_OneTrainingConfiguration_FitAndPerformance(benchmark::State& state) {
    const Scenario s = scenario("lora-8b.json");
    const db::CatalogSnapshot& c = *seeded().snapshot;
    TrainingRequest tr;
    tr.fit.model = *c.catalog.findModel(s.workload.model);
    tr.fit.workload = s.workload.kind;
    tr.fit.gpu = *c.catalog.findGpu("h100-sxm");
    tr.fit.precision = Precision::Bf16;
    tr.fit.sequenceLength = s.workload.sequenceLength;
    tr.fit.assumptions = MemoryAssumptions::fromCatalog(c.catalog.assumptions());
    tr.perf = PerfAssumptions::fromCatalog(c.catalog.assumptions());
    tr.topology = clusterTopology(c.catalog, tr.fit.gpu, 1);
    tr.tokens = s.workload.tokens;
    tr.fit.explain = false;
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateTraining(tr));
}
BENCHMARK(BM_OneTrainingConfiguration_FitAndPerformance)->Unit(benchmark::kMicrosecond);
