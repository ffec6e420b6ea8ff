// SkyPilot catalogue import on the four real price lists and on broken copies of them.
#include "db_test_support.h"

#include "db/importers/skypilot_csv.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;
using namespace gpuadvisor::db;

namespace {

SkyPilotImportOptions options(const char* provider) {
    return {QString::fromLatin1(provider), QStringLiteral("test"), QStringLiteral("2026-12-02")};
}

int offers(const CatalogDatabase& database, const QString& where) {
    return scalar(database, QStringLiteral("SELECT count(*) FROM cloud_offers WHERE ") + where).toInt();
}

} // namespace

// azure-vms.csv: 56,671 rows; 829 carry an accelerator (Python count of AcceleratorName), 466 of them one
// the catalog knows (H100 81, A100-80GB 110, H200 28, MI300X 17, A100 5, A10 225); the rest are CPU-only or
// T4/V100/...
TEST(SkyPilotImport, AzurePriceList) {
    TempCatalog temp;
    const auto database = temp.open();
    auto report = importSkyPilotCsv(*database, fixtureText("skypilot/azure-vms.csv"), options("azure"));
    ASSERT_TRUE(report.ok()) << report.error().message;
    EXPECT_EQ(report->imported, 466);
    EXPECT_EQ(report->skippedByReason.at("no GPU (CPU-only instance)"), 55842);
    EXPECT_EQ(report->skippedByReason.at("accelerator not in the catalog (add it to gpu_aliases)"), 363);
    EXPECT_EQ(offers(*database, "provider_id = 'azure' AND gpu_id = 'h100-sxm'"), 81);
    // Standard_ND96isr_H100_v5 in eastus: 98.32 USD/h on demand (the same figure as cloud_offers.csv).
    EXPECT_DOUBLE_EQ(scalar(*database,
                            "SELECT on_demand_hourly FROM cloud_offers WHERE provider_id = 'azure' AND "
                            "instance_type = 'Standard_ND96isr_H100_v5' AND region = 'eastus'")
                         .toDouble(),
                     98.32);
    // Residency rules need the country: Azure's brazilsouth region has 12 GPU offers the catalog knows (6
    // A10, 6 A100/H200/MI300X), all in Brazil.
    EXPECT_EQ(offers(*database, "provider_id = 'azure' AND region = 'brazilsouth' AND country = 'BR'"), 12);
    const ImportSkip& first = report->skipped.front();
    EXPECT_EQ(first.line, 2u); // Standard_A1_v2, a CPU-only VM, on line 2
}

// GCP bills host + accelerator: a2-highgpu-1g in us-central1-a = 0.73948 + 2.93391 = 3.67339 USD/h (on
// demand) and 0.36975 + 1.4341 = 1.80385 (spot), the figures of cloud_offers.csv.
TEST(SkyPilotImport, GcpSumsHostAndAcceleratorRows) {
    TempCatalog temp;
    const auto database = temp.open();
    auto report = importSkyPilotCsv(*database, fixtureText("skypilot/gcp-vms.csv"), options("gcp"));
    ASSERT_TRUE(report.ok()) << report.error().message;
    EXPECT_GT(report->imported, 500);
    const QString where =
        "provider_id = 'gcp' AND instance_type = 'a2-highgpu-1g' AND zone = 'us-central1-a'";
    EXPECT_NEAR(scalar(*database, "SELECT on_demand_hourly FROM cloud_offers WHERE " + where).toDouble(),
                3.67339, 1e-9);
    EXPECT_NEAR(scalar(*database, "SELECT spot_hourly FROM cloud_offers WHERE " + where).toDouble(), 1.80385,
                1e-9);
    EXPECT_EQ(scalar(*database, "SELECT gpu_id FROM cloud_offers WHERE " + where).toString(), "a100-40-sxm");
    EXPECT_DOUBLE_EQ(scalar(*database, "SELECT gpu_memory_mib FROM cloud_offers WHERE " + where).toDouble(),
                     40960);
}

TEST(SkyPilotImport, LambdaAndVast) {
    TempCatalog temp;
    const auto database = temp.open();
    auto lambda = importSkyPilotCsv(*database, fixtureText("skypilot/lambda-vms.csv"), options("lambda"));
    ASSERT_TRUE(lambda.ok()) << lambda.error().message;
    EXPECT_EQ(lambda->imported, 272); // 255 + the 17 gpu_1x_a10 rows (A10 is in the catalog since schema 4)
    auto vast = importSkyPilotCsv(*database, fixtureText("skypilot/vast-vms.csv"), options("vast"));
    ASSERT_TRUE(vast.ok()) << vast.error().message;
    EXPECT_EQ(vast->imported, 46);
    // Vast writes 0.00 for "no spot price": stored as none. Region "Denmark, DK, EU" -> DK.
    EXPECT_EQ(offers(*database, "provider_id = 'vast' AND spot_hourly = 0"), 0);
    EXPECT_GT(offers(*database, "provider_id = 'vast' AND country = 'DK'"), 0);
}

// Issue 38: SkyPilot's OCI list prices every shape in every region alike, so an imported OCI row is one to
// confirm (region_confirmed = 0, with the note saying why); another provider's row is not.
TEST(SkyPilotImport, AnOciRowIsARegionToConfirm) {
    TempCatalog temp;
    const auto database = temp.open();
    const std::string list = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,"
                             "GpuInfo,SpotPrice\n"
                             "BM.GPU.H100.8,H100,8,224,2048,80,sa-vinhedo-1,,\n";
    ASSERT_TRUE(importSkyPilotCsv(*database, list, options("oci")).ok());
    ASSERT_TRUE(importSkyPilotCsv(*database, list, options("lambda")).ok());
    EXPECT_EQ(scalar(*database, "SELECT region_confirmed FROM cloud_offers WHERE provider_id = 'oci' AND "
                                "region = 'sa-vinhedo-1'")
                  .toInt(),
              0);
    EXPECT_NE(scalar(*database, "SELECT note FROM cloud_offers WHERE provider_id = 'oci' AND region = "
                                "'sa-vinhedo-1'")
                  .toString()
                  .indexOf("confirm with OCI"),
              -1);
    EXPECT_EQ(scalar(*database, "SELECT region_confirmed FROM cloud_offers WHERE provider_id = 'lambda' AND "
                                "region = 'sa-vinhedo-1'")
                  .toInt(),
              1);
}

TEST(SkyPilotImport, NewProviderIsCreatedForTheUserToComplete) {
    TempCatalog temp;
    const auto database = temp.open();
    ASSERT_TRUE(
        importSkyPilotCsv(*database, fixtureText("skypilot/vast-vms.csv"), options("my-broker")).ok());
    EXPECT_EQ(scalar(*database, "SELECT kind FROM providers WHERE id = 'my-broker'").toString(), "user");
}

// Broken copies: nothing changes, and the message says where.
TEST(SkyPilotImport, TruncatedFileChangesNothing) {
    TempCatalog temp;
    const auto database = temp.open();
    const int before = offers(*database, "1");
    std::string text = fixtureText("skypilot/vast-vms.csv");
    text = text.substr(0, text.find("{'Gpus'", 2000) + 10); // cut inside a quoted GpuInfo
    auto report = importSkyPilotCsv(*database, text, options("vast"));
    ASSERT_FALSE(report.ok());
    EXPECT_NE(report.error().message.find("not closed"), std::string::npos) << report.error().message;
    EXPECT_EQ(offers(*database, "1"), before);
}

TEST(SkyPilotImport, WrongHeaderIsNamed) {
    TempCatalog temp;
    const auto database = temp.open();
    std::string text = fixtureText("skypilot/lambda-vms.csv");
    text.replace(text.find("Price"), 5, "Cost!");
    auto report = importSkyPilotCsv(*database, text, options("lambda"));
    ASSERT_FALSE(report.ok());
    EXPECT_NE(report.error().message.find("no column 'Price'"), std::string::npos) << report.error().message;
}

TEST(SkyPilotImport, BadNumberNamesItsLineAndChangesNothing) {
    TempCatalog temp;
    const auto database = temp.open();
    const int before = offers(*database, "1");
    std::string text = fixtureText("skypilot/lambda-vms.csv");
    // Line 40 (the 39th record) gets a price that is not a number.
    std::size_t position = 0;
    for (int line = 1; line < 40; ++line)
        position = text.find('\n', position) + 1;
    const std::size_t end = text.find('\n', position);
    std::string row = text.substr(position, end - position);
    const std::size_t comma = [&] {
        std::size_t p = 0;
        for (int i = 0; i < 5; ++i)
            p = row.find(',', p) + 1;
        return p;
    }();
    row.replace(comma, row.find(',', comma) - comma, "1,2x");
    text.replace(position, end - position, row);
    auto report = importSkyPilotCsv(*database, text, options("lambda"));
    ASSERT_FALSE(report.ok());
    EXPECT_NE(report.error().message.find("line 40"), std::string::npos) << report.error().message;
    EXPECT_EQ(offers(*database, "1"), before);
}
