// The full recommendation per example scenario, on the seeded catalog and with the four real SkyPilot price
// lists of tests/fixtures/skypilot imported (Azure, GCP, Lambda, Vast). Targets (issue 14): median <= 20 ms
// seeded, <= 100 ms with the four lists.
#include "core/advisor/recommender.h"
#include "core/study/run_study.h"
#include "db/catalog_database.h"
#include "db/cost_catalog_source.h"
#include "db/importers/skypilot_csv.h"
#include "db/sql_catalog.h"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

using namespace gpuadvisor;

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

struct Loaded {
    QTemporaryDir dir;
    std::unique_ptr<db::CatalogDatabase> database;
    std::unique_ptr<db::SqlCatalog> catalog;
    CostCatalog costs;
    std::vector<ComplianceRule> rules;

    explicit Loaded(bool lists) {
        database = std::move(db::CatalogDatabase::open(dir.filePath("c.sqlite"))).value();
        if (lists)
            for (const char* provider : {"azure", "gcp", "lambda", "vast"}) {
                const auto imported = db::importSkyPilotCsv(
                    *database,
                    slurp(std::string(GPUADVISOR_FIXTURES_DIR) + "/skypilot/" + provider + "-vms.csv"),
                    {QString::fromLatin1(provider), QStringLiteral("benchmark"),
                     QStringLiteral("2026-12-02")});
                if (!imported)
                    throw std::runtime_error(std::string(provider) + ": " + imported.error().message);
            }
        catalog = std::make_unique<db::SqlCatalog>(*db::SqlCatalog::load(*database));
        costs = *db::loadCostCatalog(*database);
        rules = *db::loadComplianceRules(*database);
    }
};

void run(benchmark::State& state, const char* file, bool lists) {
    static Loaded seeded(false), withLists(true);
    Loaded& loaded = lists ? withLists : seeded;
    const Scenario scenario = *scenarioFromJson(slurp(std::string(GPUADVISOR_SCENARIOS_DIR) + "/" + file));
    for (auto _ : state)
        benchmark::DoNotOptimize(
            recommend(scenario, AdvisorCatalog{*loaded.catalog, loaded.costs, loaded.rules}));
}

// What the dashboard recomputes after a what-if edit: ranking, horizon cost comparison with sensitivity,
// scaling curve and assumptions register. Target: within 100 ms of an edit on the seeded catalog.
void study(benchmark::State& state, const char* file) {
    static Loaded seeded(false);
    const Scenario scenario = *scenarioFromJson(slurp(std::string(GPUADVISOR_SCENARIOS_DIR) + "/" + file));
    WhatIf whatIf;
    whatIf.utilisation = 0.5;
    whatIf.gpuPriceFactor = 1.1;
    for (auto _ : state)
        benchmark::DoNotOptimize(
            runStudy(scenario, AdvisorCatalog{*seeded.catalog, seeded.costs, seeded.rules}, whatIf));
}

} // namespace

static void BM_Study_Chatbot70b_WhatIf(benchmark::State& s) {
    study(s, "chatbot-70b-200-users.json");
}
BENCHMARK(BM_Study_Chatbot70b_WhatIf)->Unit(benchmark::kMillisecond);
static void BM_Study_Pretrain7b_WhatIf(benchmark::State& s) {
    study(s, "pretrain-7b-1t.json");
}
BENCHMARK(BM_Study_Pretrain7b_WhatIf)->Unit(benchmark::kMillisecond);

#define SCENARIO_BENCHMARKS(name, file)                                                                      \
    static void BM_Recommend_##name##_Seeded(benchmark::State& s) {                                          \
        run(s, file, false);                                                                                 \
    }                                                                                                        \
    BENCHMARK(BM_Recommend_##name##_Seeded)->Unit(benchmark::kMillisecond);                                  \
    static void BM_Recommend_##name##_FourLists(benchmark::State& s) {                                       \
        run(s, file, true);                                                                                  \
    }                                                                                                        \
    BENCHMARK(BM_Recommend_##name##_FourLists)->Unit(benchmark::kMillisecond);

SCENARIO_BENCHMARKS(Chatbot70b, "chatbot-70b-200-users.json")
SCENARIO_BENCHMARKS(Lora8b, "lora-8b.json")
SCENARIO_BENCHMARKS(Pretrain7b, "pretrain-7b-1t.json")
SCENARIO_BENCHMARKS(BatchSummaries, "batch-summarisation.json")
SCENARIO_BENCHMARKS(BankFraud, "bank-fraud-br.json")
