// Catalog JSON export and import: exact round trip, all-or-nothing on a bad row.
#include "db/sql_connection.h"
#include "db_test_support.h"

#include "db/catalog_json_io.h"

#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace gpuadvisor;
using namespace gpuadvisor::db;

TEST(CatalogJson, RoundTripIsExact) {
    TempCatalog first, second;
    const auto source = first.open();
    QSqlQuery(sqlConnection(*source))
        .exec("UPDATE cloud_offers SET on_demand_hourly = 0.1 + 0.2 WHERE id = 1"); // not a short decimal
    const auto exported = exportCatalogJson(*source);
    ASSERT_TRUE(exported.ok());

    const auto target = second.open();
    QSqlQuery(sqlConnection(*target)).exec("DELETE FROM cloud_offers");
    auto counts = importCatalogJson(*target, *exported);
    ASSERT_TRUE(counts.ok()) << counts.error().message;
    EXPECT_EQ(counts->at("gpus"), 27);
    const auto again = exportCatalogJson(*target);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->dump(), exported->dump());
    EXPECT_DOUBLE_EQ(scalar(*target, "SELECT on_demand_hourly FROM cloud_offers WHERE id = 1").toDouble(),
                     0.1 + 0.2);
}

TEST(CatalogJson, OneTableExport) {
    TempCatalog temp;
    const auto database = temp.open();
    const auto exported = exportCatalogJson(*database, QStringLiteral("fx_rates"));
    ASSERT_TRUE(exported.ok());
    EXPECT_EQ((*exported)["tables"].size(), 1u);
    EXPECT_EQ((*exported)["tables"]["fx_rates"].size(), 5u);
}

TEST(CatalogJson, BadRowChangesNothingAndIsNamed) {
    TempCatalog temp;
    const auto database = temp.open();
    nlohmann::json document = {{"format", "gpu-advisor-catalog"},
                               {"schema_version", 2},
                               {"tables",
                                {{"gpus",
                                  {{{"id", "good-gpu"},
                                    {"vendor", "x"},
                                    {"name", "Good"},
                                    {"memory_gb", 16},
                                    {"memory_bandwidth_gbps", 500},
                                    {"source", "s"},
                                    {"as_of", "2026"}},
                                   {{"id", "bad-gpu"},
                                    {"vendor", "x"},
                                    {"name", "Bad"},
                                    {"memory_gb", 0},
                                    {"memory_bandwidth_gbps", 500},
                                    {"source", "s"},
                                    {"as_of", "2026"}}}}}}};
    auto result = importCatalogJson(*database, document);
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error().message.find("gpus row 2 (\"bad-gpu\")"), std::string::npos)
        << result.error().message;
    EXPECT_NE(result.error().message.find(testsRunOnPostgres() ? "gpus_memory_gb_check" : "memory_gb > 0"),
              std::string::npos)
        << result.error().message;
    EXPECT_EQ(result.error().message.find('\n'), std::string::npos) << "one line";
    EXPECT_EQ(scalar(*database, "SELECT count(*) FROM gpus WHERE id = 'good-gpu'").toInt(), 0);
}

TEST(CatalogJson, RejectsWhatIsNotAnExport) {
    TempCatalog temp;
    const auto database = temp.open();
    EXPECT_FALSE(importCatalogJson(*database, nlohmann::json::array()).ok());
    EXPECT_FALSE(importCatalogJson(*database, {{"format", "gpu-advisor-catalog"},
                                               {"tables", {{"nope", nlohmann::json::array()}}}})
                     .ok());
    auto future = importCatalogJson(*database, {{"format", "gpu-advisor-catalog"},
                                                {"schema_version", CatalogDatabase::kSchemaVersion + 1},
                                                {"tables", nlohmann::json::object()}});
    ASSERT_FALSE(future.ok());
    EXPECT_EQ(future.error().code, ErrorCode::Unsupported);
}

TEST(CatalogJson, RuleConditionsMustParse) {
    TempCatalog temp;
    const auto database = temp.open();
    nlohmann::json document = {{"format", "gpu-advisor-catalog"},
                               {"schema_version", 3},
                               {"tables",
                                {{"compliance_rules",
                                  {{{"id", "POLICY-X"},
                                    {"jurisdiction", "BR"},
                                    {"condition", "c"},
                                    {"effect", "FLAG"},
                                    {"message_en", "m"},
                                    {"message_pt", "m"},
                                    {"citation", "policy"},
                                    {"source", "s"},
                                    {"as_of", "2026"},
                                    {"expression", "org == "},
                                    {"is_legal", 0}}}}}}};
    auto result = importCatalogJson(*database, document);
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error().message.find("compliance_rules row 1"), std::string::npos)
        << result.error().message;
}
