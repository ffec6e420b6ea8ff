// Issue 20's speed goal: opening the team catalog on PostgreSQL and running a full recommendation against
// it takes at most twice what the same takes with the SQLite file, on the same machine. Each iteration opens
// a new connection, loads what the engines read and recommends the 70B chatbot example. The team catalog is
// the tests' server (GPUADVISOR_TEST_POSTGRES, started by tests/support/postgres_cluster.sh).
#include "../support/test_postgres_server.h"
#include "core/advisor/recommender.h"
#include "db/catalog_database.h"
#include "db/catalog_snapshot.h"

#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>

using namespace gpuadvisor;

namespace {

Scenario chatbot() {
    std::ifstream in(std::string(GPUADVISOR_SCENARIOS_DIR) + "/chatbot-70b-200-users.json", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return *scenarioFromJson(text.str());
}

// What every command and the window do: one snapshot of what the engines read, then the recommendation.
void loadAndRecommend(const db::CatalogDatabase& database, const Scenario& scenario) {
    const auto snapshot = db::loadSnapshot(database);
    benchmark::DoNotOptimize(recommend(scenario, (*snapshot)->advisor()));
}

// `reconnect`: a new connection each time, as each CLI command makes; otherwise one connection kept open, as
// the window keeps it, and the catalog read again for each recommendation.
void openAndRecommend(benchmark::State& state, const QString& catalog, bool reconnect) {
    const Scenario scenario = chatbot();
    auto kept = db::CatalogDatabase::open(catalog); // created, migrated and seeded outside the timing
    if (!kept) {
        state.SkipWithError(kept.error().message.c_str());
        return;
    }
    for (auto _ : state) {
        if (!reconnect) {
            loadAndRecommend(*kept.value(), scenario);
            continue;
        }
        auto database = db::CatalogDatabase::open(catalog);
        if (!database) {
            state.SkipWithError(database.error().message.c_str());
            return;
        }
        loadAndRecommend(*database.value(), scenario);
    }
}

} // namespace

static void BM_OpenAndRecommend_Chatbot70b_SqliteFile(benchmark::State& state) {
    QTemporaryDir dir;
    openAndRecommend(state, dir.filePath(QStringLiteral("catalog.sqlite")), state.range(0) == 1);
}
BENCHMARK(BM_OpenAndRecommend_Chatbot70b_SqliteFile)
    ->Unit(benchmark::kMillisecond)
    ->ArgName("reconnect")
    ->Arg(1)
    ->Arg(0);

static void BM_OpenAndRecommend_Chatbot70b_TeamPostgres(benchmark::State& state) {
    const auto server = testPostgresServer();
    if (!server) {
        state.SkipWithError(
            "GPUADVISOR_TEST_POSTGRES is not set (tests/support/postgres_cluster.sh start FILE)");
        return;
    }
    const QString database = server->createDatabase();
    openAndRecommend(state, server->url(database), state.range(0) == 1);
    server->dropDatabase(database);
}
BENCHMARK(BM_OpenAndRecommend_Chatbot70b_TeamPostgres)
    ->Unit(benchmark::kMillisecond)
    ->ArgName("reconnect")
    ->Arg(1)
    ->Arg(0);
