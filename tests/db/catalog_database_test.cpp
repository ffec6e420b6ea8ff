// The catalog file: schema, migrations with user rows, factory seed, constraints, and core's interface.
#include "db/sql_connection.h"
#include "db_test_support.h"

#include "core/catalog/memory_catalog.h"
#include "core/model/param_count.h"
#include "core/performance/perf_assumptions.h"
#include "db/catalog_tables.h"
#include "db/importers/hf_model_import.h"
#include "db/row_writer.h"
#include "db/sql_catalog.h"

#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <latch>
#include <thread>

using namespace gpuadvisor;
using namespace gpuadvisor::db;

TEST(CatalogDatabase, FreshFileIsMigratedAndSeeded) {
    TempCatalog temp;
    const auto database = temp.open();
    ASSERT_TRUE(database);
    EXPECT_EQ(database->schemaVersion(), CatalogDatabase::kSchemaVersion);
    if (!testsRunOnPostgres()) { // a file's settings; a server enforces foreign keys always
        EXPECT_EQ(scalar(*database, "PRAGMA foreign_keys").toInt(), 1);
        EXPECT_EQ(scalar(*database, "PRAGMA journal_mode").toString(), "wal");
    }
    EXPECT_TRUE(database->lastBackupPath().isEmpty()); // nothing to back up on first use
}

// The floor for the seed: >= 20 GPUs, >= 15 models, >= 70 cloud offers, every row sourced and dated.
TEST(CatalogDatabase, SeedIntegrity) {
    TempCatalog temp;
    const auto database = temp.open();
    EXPECT_GE(scalar(*database, "SELECT count(*) FROM gpus").toInt(), 20);
    EXPECT_GE(scalar(*database, "SELECT count(*) FROM models").toInt(), 15);
    EXPECT_GE(scalar(*database, "SELECT count(*) FROM cloud_offers").toInt(), 70);
    EXPECT_EQ(scalar(*database, "SELECT count(*) FROM compliance_rules").toInt(),
              39); // docs/cost-model.md §4.5: 20, HIPAA split in two; schema 5 adds 8 on suppliers and sites,
                   // schema 12 ten on delivery models, DORA, Anatel and the LGPD/GDPR baseline
    EXPECT_EQ(scalar(*database, "SELECT count(*) FROM fabrics").toInt(), 23); // db/seed/fabrics.csv rows
    for (const CatalogTable& table : catalogTables()) {
        EXPECT_GT(scalar(*database, QStringLiteral("SELECT count(*) FROM %1").arg(table.name)).toInt(), 0)
            << table.name.toStdString();
        const auto columns = tableColumns(sqlConnection(*database), table.name);
        const bool sourced = std::any_of(columns.begin(), columns.end(),
                                         [](const ColumnInfo& c) { return c.name == "source"; });
        if (!sourced)
            continue;
        EXPECT_EQ(scalar(*database,
                         QStringLiteral("SELECT count(*) FROM %1 WHERE trim(source) = '' OR trim(as_of) = ''")
                             .arg(table.name))
                      .toInt(),
                  0)
            << table.name.toStdString();
    }
    // Gaps in the reference are seeded as labelled assumptions, never silent numbers.
    EXPECT_EQ(
        scalar(*database, "SELECT is_assumption FROM power_tariffs WHERE id = 'br-industrial-assumption'")
            .toInt(),
        1);
    EXPECT_TRUE(scalar(*database, "SELECT source FROM power_tariffs WHERE id = 'br-industrial-assumption'")
                    .toString()
                    .startsWith("ASSUMPTION"));
    EXPECT_EQ(scalar(*database, "SELECT count(*) FROM bare_metal_offers WHERE is_assumption = 0").toInt(), 0);
    // Every rule speaks both languages.
    EXPECT_EQ(
        scalar(*database, "SELECT count(*) FROM compliance_rules WHERE message_pt = '' OR message_en = ''")
            .toInt(),
        0);
}

// Issue 15, done means: the factory catalog offers GPUs in Brazil from suppliers of at least three tiers
// (hyperscalers Azure and OCI, a local cloud, a bare-metal host) and in Portugal and the EU regions serving
// it.
TEST(CatalogDatabase, SeedsBrazilianAndIberianSupply) {
    TempCatalog temp;
    const auto database = temp.open();
    EXPECT_GE(scalar(*database, "SELECT count(DISTINCT p.kind) FROM providers p WHERE p.id IN "
                                "(SELECT provider_id FROM cloud_offers WHERE country = 'BR' UNION "
                                "SELECT provider_id FROM bare_metal_offers WHERE country = 'BR')")
                  .toInt(),
              3);
    EXPECT_GT(scalar(*database, "SELECT count(*) FROM cloud_offers WHERE country = 'PT'").toInt(), 0);
    EXPECT_GT(scalar(*database, "SELECT count(*) FROM cloud_offers WHERE country = 'ES'").toInt(), 0);
    // A Brazilian-billed offer exists (no service-import taxes) and every estimated one says so in its
    // source.
    EXPECT_GT(scalar(*database, "SELECT count(*) FROM cloud_offers WHERE country = 'BR' AND currency = 'BRL'")
                  .toInt(),
              0);
    EXPECT_EQ(scalar(*database, "SELECT count(*) FROM cloud_offers WHERE provider_id IN ('br-local-cloud', "
                                "'pt-local-cloud') AND source NOT LIKE 'ASSUMPTION%'")
                  .toInt(),
              0);
    // Right-sized servers to buy: 1, 2, 4 and 8 cards of five PCIe GPUs, each with power, rack units, cooling
    // and lead time.
    EXPECT_EQ(scalar(*database, "SELECT count(*) FROM node_types WHERE id LIKE 'pcie-%'").toInt(), 20);
    EXPECT_EQ(scalar(*database,
                     "SELECT count(*) FROM node_types WHERE purchase_price IS NULL OR power_max_kw "
                     "IS NULL OR rack_units IS NULL OR cooling = '' OR lead_time_weeks IS NULL")
                  .toInt(),
              0);
}

TEST(CatalogDatabase, SeedValuesComeFromTheReference) {
    TempCatalog temp;
    const auto database = temp.open();
    // gpus.csv: H100 SXM 80 GB, 3350 GB/s; cloud_offers.csv: Lambda gpu_8x_h100_sxm5 at 31.92 USD/h.
    EXPECT_DOUBLE_EQ(scalar(*database, "SELECT memory_gb FROM gpus WHERE id = 'h100-sxm'").toDouble(), 80.0);
    EXPECT_DOUBLE_EQ(
        scalar(*database, "SELECT memory_bandwidth_gbps FROM gpus WHERE id = 'h100-sxm'").toDouble(), 3350.0);
    EXPECT_DOUBLE_EQ(scalar(*database, "SELECT on_demand_hourly FROM cloud_offers WHERE provider_id = "
                                       "'lambda' AND instance_type = 'gpu_8x_h100_sxm5'")
                         .toDouble(),
                     31.92);
    // docs/catalog-costs.md §9: USD->BRL 5.489 on 2025-12-30.
    EXPECT_DOUBLE_EQ(
        scalar(*database,
               "SELECT rate FROM fx_rates WHERE base = 'USD' AND quote = 'BRL' AND as_of = '2025-12-30'")
            .toDouble(),
        5.489);
}

// Migrations run from the first schema to the current one, keep user rows, and back the file up first.
TEST(CatalogDatabase, MigratesVersionOneKeepingUserRows) {
    TempCatalog temp;
    {
        const auto v1 = temp.open(1);
        ASSERT_TRUE(v1);
        EXPECT_EQ(v1->schemaVersion(), 1);
        EXPECT_FALSE(scalar(*v1, "SELECT count(*) FROM node_types").isValid()); // table does not exist yet
        QSqlQuery query(sqlConnection(*v1));
        ASSERT_TRUE(
            query.exec("INSERT INTO gpus (id, vendor, name, memory_gb, memory_bandwidth_gbps, source, as_of) "
                       "VALUES ('lab-gpu', 'Lab', 'Our GPU', 64, 1000, 'our datasheet', '2026-11-30')"))
            << query.lastError().text().toStdString();
        ASSERT_TRUE(query.exec(
            "UPDATE cloud_offers SET on_demand_hourly = 29.5, source = 'negotiated', as_of = '2026-11-30' "
            "WHERE provider_id = 'lambda' AND instance_type = 'gpu_8x_h100_sxm5'"));
        // As a catalog made before schema 4 was: no offer in Brazil, the A10G's tensor rate unknown (0); and
        // one value the user set.
        ASSERT_TRUE(query.exec("DELETE FROM cloud_offers WHERE country = 'BR'"));
        ASSERT_TRUE(query.exec("UPDATE gpus SET bf16_dense_tflops = 0, memory_bandwidth_gbps = 610 "
                               "WHERE id = 'a10g'"));
    }
    const auto current = temp.open();
    ASSERT_TRUE(current);
    EXPECT_EQ(current->schemaVersion(), CatalogDatabase::kSchemaVersion);
    // Schema 4 adds what the factory has and the catalog lacks, and replaces nothing the user set.
    EXPECT_GT(scalar(*current, "SELECT count(*) FROM cloud_offers WHERE country = 'BR'").toInt(), 0);
    EXPECT_DOUBLE_EQ(scalar(*current, "SELECT bf16_dense_tflops FROM gpus WHERE id = 'a10g'").toDouble(), 70);
    EXPECT_DOUBLE_EQ(scalar(*current, "SELECT memory_bandwidth_gbps FROM gpus WHERE id = 'a10g'").toDouble(),
                     610);
    EXPECT_EQ(scalar(*current, "SELECT gpu_class FROM gpus WHERE id = 'rtx-4090'").toString(), "consumer");
    EXPECT_EQ(scalar(*current, "SELECT no_tensor_cores FROM gpus WHERE id = 'a100-80-sxm'").toString(),
              "fp8;fp4");
    EXPECT_EQ(scalar(*current, "SELECT rack_units FROM node_types WHERE id = 'hgx-h100-8'").toInt(), 8);
    EXPECT_EQ(scalar(*current, "SELECT count(*) FROM cloud_offers WHERE provider_id = 'lambda' AND "
                               "instance_type = 'gpu_8x_h100_sxm5'")
                  .toInt(),
              1);
    EXPECT_EQ(scalar(*current, "SELECT name FROM gpus WHERE id = 'lab-gpu'").toString(), "Our GPU");
    EXPECT_DOUBLE_EQ(
        scalar(*current, "SELECT on_demand_hourly FROM cloud_offers WHERE instance_type = 'gpu_8x_h100_sxm5'")
            .toDouble(),
        29.5);
    EXPECT_EQ(scalar(*current, "SELECT count(*) FROM compliance_rules").toInt(),
              39); // v2 seeded, v3 added one, v5 eight, v12 ten
    // Schema 6: the per-token API prices arrive with their providers, cited and dated.
    EXPECT_DOUBLE_EQ(
        scalar(*current, "SELECT output_per_million FROM api_prices WHERE id = 'maritaca-sabia-3.1'")
            .toDouble(),
        10.0); // R$ 10,00 per million output tokens, Maritaca's Modelos page
    EXPECT_EQ(scalar(*current, "SELECT parent_jurisdiction FROM providers WHERE id = 'maritaca'").toString(),
              "BR");
    // Schema 5: supplier facts filled in the factory providers.
    EXPECT_DOUBLE_EQ(scalar(*current, "SELECT sla_percent FROM providers WHERE id = 'aws'").toDouble(), 99.5);
    EXPECT_EQ(scalar(*current, "SELECT signs_dpa FROM providers WHERE id = 'azure'").toInt(), 1);
    EXPECT_EQ(scalar(*current, "SELECT citation FROM compliance_rules WHERE id = 'BR-BCB-02'")
                  .toString()
                  .contains("VERIFY"),
              false);
    if (testsRunOnPostgres()) // a server migrates in one transaction and keeps its own backups
        return;
    ASSERT_FALSE(current->lastBackupPath().isEmpty());
    EXPECT_TRUE(QFile::exists(current->lastBackupPath()));
    const auto backup = CatalogDatabase::open(current->lastBackupPath(), {1});
    ASSERT_TRUE(backup.ok());
    EXPECT_EQ(backup.value()->schemaVersion(), 1);
    EXPECT_EQ(scalar(*backup.value(), "SELECT name FROM gpus WHERE id = 'lab-gpu'").toString(), "Our GPU");
}

TEST(CatalogDatabase, ConstraintsRejectImpossibleValues) {
    TempCatalog temp;
    const auto database = temp.open();
    const QSqlDatabase connection = sqlConnection(*database);
    // Each back end words a broken constraint its own way.
    const std::string checkFailed =
        testsRunOnPostgres() ? "violates check constraint" : "CHECK constraint failed";
    const std::string keyFailed =
        testsRunOnPostgres() ? "violates foreign key constraint" : "FOREIGN KEY constraint failed";
    auto rejected = [&](const Row& row, const QString& table) {
        auto result = upsertRow(connection, table, row, false);
        EXPECT_FALSE(result.ok());
        return result.ok() ? std::string() : result.error().message;
    };
    EXPECT_NE(rejected({{"id", "zero"},
                        {"vendor", "x"},
                        {"name", "x"},
                        {"memory_gb", 0.0},
                        {"memory_bandwidth_gbps", 1.0},
                        {"source", "s"},
                        {"as_of", "2026"}},
                       "gpus")
                  .find(checkFailed),
              std::string::npos);
    EXPECT_NE(rejected({{"provider_id", "aws"},
                        {"instance_type", "x"},
                        {"gpu_id", "h100-sxm"},
                        {"gpu_count", 1.0},
                        {"on_demand_hourly", -1.0},
                        {"currency", "USD"},
                        {"source", "s"},
                        {"as_of", "2026"}},
                       "cloud_offers")
                  .find("on_demand_hourly: -1 is out of range (allowed: 0 to 100000)"), // the validator,
                                                                                        // before the CHECK
              std::string::npos);
    EXPECT_NE(rejected({{"provider_id", "aws"},
                        {"instance_type", "x"},
                        {"gpu_id", "h100-sxm"},
                        {"gpu_count", 1.0},
                        {"on_demand_hourly", 1.0},
                        {"currency", "XYZ"},
                        {"source", "s"},
                        {"as_of", "2026"}},
                       "cloud_offers")
                  .find(keyFailed),
              std::string::npos);
    EXPECT_NE(rejected({{"id", "nosource"},
                        {"vendor", "x"},
                        {"name", "x"},
                        {"memory_gb", 8.0},
                        {"memory_bandwidth_gbps", 1.0},
                        {"source", ""},
                        {"as_of", "2026"}},
                       "gpus")
                  .find(checkFailed),
              std::string::npos);
}

// core's Catalog over SQLite: an edit made in the database is what the engines see.
TEST(SqlCatalog, ReadsTheDatabaseIncludingEdits) {
    TempCatalog temp;
    const auto database = temp.open();
    auto before = SqlCatalog::load(*database);
    ASSERT_TRUE(before.ok());
    EXPECT_EQ(before->gpus().size(), 27u); // resources/catalog/gpus.json
    EXPECT_DOUBLE_EQ(before->findGpu("h100-sxm")->memoryBytes, 80e9);
    EXPECT_EQ(before->findModel("llama-3.1-70b")->numKvHeads, 8);
    QSqlQuery(sqlConnection(*database)).exec("UPDATE gpus SET memory_gb = 94 WHERE id = 'h100-sxm'");
    EXPECT_DOUBLE_EQ(SqlCatalog::load(*database)->findGpu("h100-sxm")->memoryBytes, 94e9);
}

TEST(SqlCatalog, ModelsRoundTripEveryArchitectureField) {
    TempCatalog temp;
    const auto database = temp.open();
    const auto sql = SqlCatalog::load(*database);
    for (const ModelSpec& expected : builtinCatalog().models()) {
        const ModelSpec actual = *sql->findModel(expected.id);
        EXPECT_EQ(countParameters(actual).total, countParameters(expected).total) << expected.id;
        EXPECT_EQ(countParameters(actual).active, countParameters(expected).active) << expected.id;
        EXPECT_EQ(actual.slidingWindowLayers, expected.slidingWindowLayers) << expected.id;
    }
}

TEST(HfModelImport, AddsAModelRow) {
    TempCatalog temp;
    const auto database = temp.open();
    auto model = importHfModel(*database, fixtureText("hf_configs/qwen2.5-7b.json"), "My-Qwen", "test config",
                               "2026-12-02");
    ASSERT_TRUE(model.ok()) << model.error().message;
    EXPECT_EQ(model->id, "my-qwen");
    EXPECT_EQ(countParameters(*SqlCatalog::load(*database)->findModel("my-qwen")).total, 7615616512);
    auto bad =
        importHfModel(*database, fixtureText("hf_configs/malformed.json"), "broken", "test", "2026-12-02");
    ASSERT_FALSE(bad.ok());
    EXPECT_FALSE(SqlCatalog::load(*database)->findModel("broken").ok());
    EXPECT_FALSE(importHfModel(*database, "{}", "Bad Id!", "t", "2026").ok());
}

// Two first runs at once (two CLI processes, or the window and the CLI) both find an empty file; the one that
// waits for the other's migration must not run it again ("table currencies already exists").
TEST(CatalogDatabase, TwoFirstOpensAtOnceBothSucceed) {
    // On a server the second waits on an advisory lock, not on a race the rounds must catch: 3 are enough.
    const int rounds = testsRunOnPostgres() ? 3 : 12;
    for (int round = 0; round < rounds; ++round) {
        TempCatalog temp(TempCatalog::Empty);
        std::latch start(2);
        std::string errors[2];
        auto openOnce = [&](int i) {
            start.arrive_and_wait();
            auto database = CatalogDatabase::open(temp.path());
            if (!database)
                errors[i] = database.error().message;
            else if ((*database)->schemaVersion() != CatalogDatabase::kSchemaVersion)
                errors[i] = "schema " + std::to_string((*database)->schemaVersion());
        };
        std::thread first(openOnce, 0), second(openOnce, 1);
        first.join();
        second.join();
        EXPECT_EQ(errors[0], "") << "round " << round;
        EXPECT_EQ(errors[1], "") << "round " << round;
        const auto database = temp.open();
        EXPECT_EQ(scalar(*database, "SELECT count(*) FROM compliance_rules").toInt(), 39);
    }
}

// Schema 7: the assumption rows no engine read move to the keys the engines read, the user's value with
// them, and a row is added for every other value an engine reads.
TEST(CatalogDatabase, SchemaSevenMovesDeadAssumptionsToTheKeysTheEnginesRead) {
    TempCatalog temp;
    {
        // A schema-6 catalog as version 6 seeded it (today's seed already has the new keys), with a user
        // edit of the PUE under its old key.
        const auto old = temp.open(6);
        QSqlQuery query(sqlConnection(*old));
        ASSERT_TRUE(query.exec("DELETE FROM assumptions WHERE key IN ('pue', 'brl_volatility')"));
        ASSERT_TRUE(query.exec("INSERT INTO assumptions VALUES ('pue_default_colocation', 1.4, 'ratio', "
                               "'our site', '2026-01-10', ''), ('fx_volatility_brl', 0.155, 'annualised', "
                               "'BlackRock', '2024-03', ''), ('depreciation_years_conservative', 3, 'years', "
                               "'practice', '2026', '')"));
    }
    const auto current = temp.open();
    EXPECT_DOUBLE_EQ(scalar(*current, "SELECT value FROM assumptions WHERE key = 'pue'").toDouble(), 1.4);
    EXPECT_EQ(scalar(*current, "SELECT source FROM assumptions WHERE key = 'pue'").toString(), "our site");
    EXPECT_EQ(scalar(*current, "SELECT count(*) FROM assumptions WHERE key IN ('pue_default_colocation', "
                               "'fx_volatility_brl', 'fx_volatility_eur', 'depreciation_years_conservative', "
                               "'depreciation_years_hyperscaler')")
                  .toInt(),
              0);
    EXPECT_DOUBLE_EQ(
        scalar(*current, "SELECT value FROM assumptions WHERE key = 'brl_volatility'").toDouble(), 0.155);
    EXPECT_DOUBLE_EQ(
        scalar(*current, "SELECT value FROM assumptions WHERE key = 'training_compute_efficiency'")
            .toDouble(),
        PerfAssumptions{}.trainingComputeEfficiency);
}

// Schema 8: an efficiency row still at schema 7's built-in default takes the fitted value and the fit as its
// source; a value the user set stays; the new curves' rows are added.
TEST(CatalogDatabase, SchemaEightFitsTheUntouchedEfficienciesAndKeepsTheUsers) {
    TempCatalog temp;
    {
        const auto old = temp.open(7);
        QSqlQuery query(sqlConnection(*old));
        ASSERT_TRUE(query.exec("DELETE FROM assumptions WHERE key IN ('training_compute_efficiency', "
                               "'memory_bandwidth_efficiency', 'gemm_half_width')"));
        ASSERT_TRUE(query.exec(
            "INSERT INTO assumptions VALUES ('training_compute_efficiency', 0.5, 'fraction of dense peak', "
            "'ASSUMPTION informed by end-to-end MFU: Megatron-LM 52 %, PaLM 46.2 %, Llama 3 38-43 %', "
            "'2026-12-05', ''), ('memory_bandwidth_efficiency', 0.65, 'fraction of HBM bandwidth', "
            "'our vLLM runs', '2026-11-30', '')"));
    }
    const auto current = temp.open();
    EXPECT_DOUBLE_EQ(
        scalar(*current, "SELECT value FROM assumptions WHERE key = 'training_compute_efficiency'")
            .toDouble(),
        PerfAssumptions{}.trainingComputeEfficiency);
    EXPECT_NE(scalar(*current, "SELECT source FROM assumptions WHERE key = 'training_compute_efficiency'")
                  .toString()
                  .indexOf("calibration"),
              -1);
    EXPECT_DOUBLE_EQ(
        scalar(*current, "SELECT value FROM assumptions WHERE key = 'memory_bandwidth_efficiency'")
            .toDouble(),
        0.65);
    EXPECT_DOUBLE_EQ(
        scalar(*current, "SELECT value FROM assumptions WHERE key = 'gemm_half_width'").toDouble(),
        PerfAssumptions{}.gemmHalfWidth);
}
