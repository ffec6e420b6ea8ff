// Issue 19, "editable must mean effective": every value the engines read is a row of the catalog's
// assumptions table that `catalog set` and the editor can change, a value outside its range is refused, and
// changing any one of them moves an answer the user sees.
#include "core/advisor/cluster_topology.h"
#include "core/advisor/engine_assumptions.h"
#include "core/cost/cost_engine.h"
#include "core/cost/option_selector.h"
#include "core/cost/price_age.h"
#include "core/memory/memory_estimator.h"
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"
#include "core/present/recommendation_json.h"
#include "core/study/run_study.h"
#include "db/catalog_rows.h"
#include "db/catalog_tables.h"
#include "db/cost_catalog_source.h"
#include "db/sql_catalog.h"

#include "../support/seeded_catalog.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sstream>

using namespace gpuadvisor;
using gpuadvisor::testing::scenario;

namespace {

// The examples that reach every engine between them: serving in BRL with foreign clouds and owned servers
// (taxes, PUE, staff), training over nodes (goodput, overlap), a LoRA in USD, a nightly batch, a Portuguese
// study in EUR, and a tco study of owned HGX against cloud with storage and egress.
const char* const kProbes[] = {"chatbot-70b-200-users.json", "pretrain-7b-1t.json",     "lora-8b.json",
                               "batch-summarisation.json",   "pt-gdpr-controller.json", "br-8xh100-tco.json",
                               "bank-fraud-br.json"};

void put(std::ostringstream& out, double value) {
    out.precision(17);
    out << value << ' ';
}

// Every figure of every probe that a user sees, as text: two catalogs that give the same text give the
// same answers.
std::string answers(const db::CatalogDatabase& database) {
    const db::SqlCatalog catalog = *db::SqlCatalog::load(database);
    const CostCatalog costs = *db::loadCostCatalog(database);
    const std::vector<ComplianceRule> rules = *db::loadComplianceRules(database);
    std::ostringstream out;
    for (const char* name : kProbes) {
        const auto study = runStudy(scenario(name), AdvisorCatalog{catalog, costs, rules});
        if (!study) {
            out << name << ": " << study.error().message << '\n';
            continue;
        }
        out << recommendationSetJson(study->recommendations, name).dump() << '\n';
        if (study->costs)
            for (const OptionCost& o : study->costs->options) {
                for (double v : o.monthly)
                    put(out, v);
                for (double v : {o.npv, o.goodput, o.costPerUsefulGpuHour, o.fxLow.value_or(0),
                                 o.fxHigh.value_or(0), o.breakEvenUtilisation.value_or(0)})
                    put(out, v);
            }
    }
    // What `tco` computes with no --utilisation (the catalog's default), for options the probes do not
    // reach: reserved billing on an offer with no reserved price (the discount proxy), storage and egress at
    // a provider with no rate (the default rates), and 32 owned HGX nodes (staff by GPUs per FTE).
    CostStudy tco;
    tco.currency = "BRL";
    tco.storageTb = 40;
    tco.egressTbPerMonth = 2;
    tco.assumptions = CostAssumptions::fromCatalog(catalog.assumptions());
    for (const CloudOffer& o : costs.cloudOffers) {
        const bool storagePriced =
            std::any_of(costs.storage.begin(), costs.storage.end(),
                        [&](const StoragePrice& p) { return p.providerId == o.providerId; });
        if (!o.reserved1yHourly && !o.reserved3yHourly && o.onDemandHourly && !storagePriced) {
            for (const char* billing : {":reserved-1y", ":reserved-3y"})
                tco.options.push_back(*parseOptionSelector("cloud:" + o.id + billing));
            break;
        }
    }
    tco.options.push_back(*parseOptionSelector("owned:hgx-h100-8:32"));
    if (const auto compared = compareCosts(tco, costs)) {
        std::vector<std::pair<std::string, std::string>> priced;
        for (const OptionCost& o : compared->options) {
            for (double v : o.monthly)
                put(out, v);
            priced.emplace_back(o.id, o.priceAsOf);
        }
        // Which prices the report names as stale on a fixed day.
        for (const StalePrice& stale : stalePrices(priced, "2026-12-05", tco.assumptions.priceMaxAgeMonths))
            out << "stale " << stale.id << ' ';
    }
    // The taxes of a local Brazilian invoice (an AWS offer: aws-br) and the VAT a Portuguese buyer cannot
    // deduct, which no probe's option reaches.
    const auto aws =
        std::find_if(costs.cloudOffers.begin(), costs.cloudOffers.end(),
                     [](const CloudOffer& o) { return o.providerId == "aws" && o.onDemandHourly; });
    for (const char* country : {"BR", "PT"}) {
        CostStudy taxed = tco;
        taxed.country = country;
        if (taxed.assumptions.vatNonDeductibleShare == 0) // so that the VAT rate moves an answer too
            taxed.assumptions.vatNonDeductibleShare = 0.5;
        taxed.options = {*parseOptionSelector("cloud:" + aws->id)};
        if (const auto compared = compareCosts(taxed, costs))
            put(out, compared->options.front().npv);
    }
    // The memory engine's smallest GPU count (fit), which no probe's recommendation asks for.
    FitRequest fit;
    fit.model = *catalog.findModel("llama-3.1-405b");
    fit.gpu = *catalog.findGpu("h100-sxm");
    fit.precision = Precision::Bf16;
    fit.assumptions = MemoryAssumptions::fromCatalog(catalog.assumptions());
    if (const auto report = estimateFit(fit); report && report->minGpus)
        out << "min gpus " << *report->minGpus;
    // Training with FP8 matrix multiplies (`perf --matmul-precision fp8`) and serving over pipeline stages
    // (`perf --pp 2`), which no probe's recommendation chooses.
    TrainingRequest fp8;
    fp8.fit.model = *catalog.findModel("llama-2-7b");
    fp8.fit.gpu = *catalog.findGpu("h100-sxm");
    fp8.fit.workload = WorkloadKind::Pretrain;
    fp8.fit.plan = ParallelPlan{1, 1, 8, 0, false};
    fp8.topology = clusterTopology(catalog, fp8.fit.gpu, 8);
    fp8.perf = PerfAssumptions::fromCatalog(catalog.assumptions());
    fp8.mathPrecision = Precision::Fp8;
    if (const auto e = estimateTraining(fp8))
        put(out, e->stepSeconds);
    InferenceRequest staged;
    staged.fit.model = *catalog.findModel("llama-3.3-70b");
    staged.fit.gpu = *catalog.findGpu("rtx-pro-6000-server");
    staged.fit.precision = Precision::Nvfp4;
    staged.fit.plan.pp = 2;
    staged.topology = clusterTopology(catalog, staged.fit.gpu, 8);
    staged.perf = fp8.perf;
    if (const auto e = estimateInference(staged))
        put(out, e->outputTokensPerSecondPerReplica);
    // And the verdict of `fit` for a model that fits one GPU (the share of memory that reads as tight).
    FitRequest small = fit;
    small.model = *catalog.findModel("llama-3.1-8b");
    if (const auto report = estimateFit(small))
        out << " verdict " << int(report->verdict);
    return out.str();
}

// Values within the key's range to try: a quarter off the default first, then each end of the range (a
// threshold such as the share of memory that reads as tight moves an answer only past what the probes use).
std::vector<double> changes(const AssumptionDefinition& d) {
    const double v = d.defaults.value;
    std::vector<double> out;
    for (double candidate : {v * 1.25, v * 0.8, v + 1})
        if (candidate != v && candidate >= d.minimum && candidate <= d.maximum) {
            out.push_back(candidate);
            break;
        }
    for (double end : {d.minimum, d.maximum})
        if (end != v)
            out.push_back(end);
    return out;
}

} // namespace

TEST(EditableAssumptions, EveryValueTheEnginesReadIsACatalogRow) {
    QTemporaryDir dir;
    const auto database = std::move(db::CatalogDatabase::open(dir.filePath("c.sqlite"))).value();
    const db::SqlCatalog catalog = *db::SqlCatalog::load(*database);
    const std::vector<Assumption> rows = catalog.assumptions();
    for (const AssumptionDefinition& d : EngineAssumptions::definitions()) {
        const auto row = std::find_if(rows.begin(), rows.end(),
                                      [&](const Assumption& a) { return a.key == d.defaults.key; });
        ASSERT_NE(row, rows.end()) << d.defaults.key << " is read by an engine but is no catalog row";
        EXPECT_DOUBLE_EQ(row->value, d.defaults.value) << d.defaults.key;
        EXPECT_FALSE(row->source.empty()) << d.defaults.key;
    }
    // And no row is one that nothing reads.
    const std::vector<AssumptionDefinition> definitions = EngineAssumptions::definitions();
    for (const Assumption& row : rows)
        EXPECT_TRUE(std::any_of(definitions.begin(), definitions.end(),
                                [&](const AssumptionDefinition& d) { return d.defaults.key == row.key; }))
            << row.key << " is a catalog row no engine reads";
}

TEST(EditableAssumptions, AValueOutsideItsRangeOrAKeyNothingReadsIsRefused) {
    QTemporaryDir dir;
    const auto database = std::move(db::CatalogDatabase::open(dir.filePath("c.sqlite"))).value();
    const db::CatalogTable& table = *db::findCatalogTable(QStringLiteral("assumptions"));
    const auto pue =
        db::setCell(*database, table, QStringLiteral("pue"), QStringLiteral("value"), "5", std::nullopt);
    ASSERT_FALSE(pue.ok());
    EXPECT_NE(pue.error().message.find("assumptions pue: 5 is out of range (allowed: 1 to 3 ratio)"),
              std::string::npos)
        << pue.error().message;
    const auto efficiency = db::setCell(*database, table, QStringLiteral("training_compute_efficiency"),
                                        QStringLiteral("value"), "1.5", std::nullopt);
    ASSERT_FALSE(efficiency.ok());
    EXPECT_NE(efficiency.error().message.find("is out of range (allowed: 0.01 to 1"), std::string::npos);
    ASSERT_TRUE(
        db::setCell(*database, table, QStringLiteral("pue"), QStringLiteral("value"), "1.3", std::nullopt)
            .ok());
}

// The test the issue asks for: each value, changed within its range through `catalog set`'s own path, moves
// at least one answer of the probes.
TEST(EditableAssumptions, ChangingAnyOneMovesAnAnswer) {
    QTemporaryDir dir;
    const auto database = std::move(db::CatalogDatabase::open(dir.filePath("c.sqlite"))).value();
    const db::CatalogTable& table = *db::findCatalogTable(QStringLiteral("assumptions"));
    const std::string before = answers(*database);
    for (const AssumptionDefinition& d : EngineAssumptions::definitions()) {
        const QString key = QString::fromStdString(d.defaults.key);
        bool moved = false;
        for (double value : changes(d)) {
            const auto set = db::setCell(*database, table, key, QStringLiteral("value"),
                                         QString::number(value, 'g', 17), QStringLiteral("test"));
            ASSERT_TRUE(set.ok()) << d.defaults.key << ": " << set.error().message;
            if ((moved = answers(*database) != before))
                break;
        }
        EXPECT_TRUE(moved) << d.defaults.key << " changed and no answer moved";
        ASSERT_TRUE(db::setCell(*database, table, key, QStringLiteral("value"),
                                QString::number(d.defaults.value, 'g', 17), QStringLiteral("test"))
                        .ok());
    }
}
