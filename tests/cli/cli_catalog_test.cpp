// gpu-advisor-cli catalog, run as a user would, against a catalog in a temporary folder.
#include "cli_runner.h"
#include "db/catalog_database.h"

#include <QDate>

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;

namespace {

class CliCatalog : public ::testing::Test {
  protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() / ("gpu-advisor-cli-test-" + std::to_string(::getpid()) + "-" +
                                             ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
        m_catalog = (m_dir / "catalog.sqlite").string();
    }
    void TearDown() override { fs::remove_all(m_dir); }

    CliRun run(std::vector<std::string> arguments) {
        arguments.push_back("--catalog");
        arguments.push_back(m_catalog);
        return runCli(arguments);
    }
    nlohmann::json json(std::vector<std::string> arguments) {
        arguments.push_back("--json");
        const CliRun result = run(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        return nlohmann::json::parse(result.out, nullptr, false);
    }
    double h100Capacity() {
        return json({"fit", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu",
                     "h100-sxm"})["per_gpu"]["capacity_bytes"]
            .get<double>();
    }
    std::string fixture(const std::string& name) const {
        return std::string(GPUADVISOR_FIXTURES_DIR) + "/" + name;
    }

    fs::path m_dir;
    std::string m_catalog;
};

void expectBadInput(const CliRun& result, const std::string& fragment) {
    EXPECT_EQ(result.exitCode, 2) << result.out;
    EXPECT_NE(result.err.find(fragment), std::string::npos) << result.err;
}

} // namespace

// Done means: delete the catalog, start the CLI, get the full seed back; import the real Azure list and see
// its H100 offers; correct a value with the CLI or the sqlite3 shell and see fit use it.
TEST_F(CliCatalog, DoneMeansFlow) {
    EXPECT_EQ(json({"catalog", "list", "gpus"}).size(), 27u); // resources/catalog/gpus.json
    fs::remove(m_catalog);
    EXPECT_EQ(json({"catalog", "list", "models"}).size(), 24u);  // resources/catalog/models.json
    EXPECT_EQ(json({"catalog", "list", "offers"}).size(), 126u); // the rows of db/seed/cloud_offers.csv

    const CliRun imported =
        run({"catalog", "import-skypilot", fixture("skypilot/azure-vms.csv"), "--provider", "azure"});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_NE(imported.out.find("imported 466 offer(s)"), std::string::npos) << imported.out;
    const auto h100 = json({"catalog", "list", "offers", "--gpu", "h100-sxm", "--provider", "azure"});
    EXPECT_EQ(h100.size(), 81u);

    EXPECT_DOUBLE_EQ(h100Capacity(), 80e9);
    const CliRun set =
        run({"catalog", "set", "gpus", "h100-sxm", "memory_gb", "94", "--source", "our lab measurement"});
    ASSERT_EQ(set.exitCode, 0) << set.err;
    EXPECT_DOUBLE_EQ(h100Capacity(), 94e9);
    const std::string source = json({"catalog", "show", "gpus", "H100_SXM"})["source"];
    EXPECT_EQ(source.rfind("user edit", 0), 0u) << source;
    EXPECT_NE(source.find(": memory_gb 80 -> 94 (our lab measurement); was: "), std::string::npos) << source;

    if (std::system("command -v sqlite3 >/dev/null 2>&1") == 0) {
        const std::string shell =
            "sqlite3 '" + m_catalog + "' \"UPDATE gpus SET memory_gb = 96 WHERE id = 'h100-sxm'\"";
        ASSERT_EQ(std::system(shell.c_str()), 0);
        EXPECT_DOUBLE_EQ(h100Capacity(), 96e9);
    }

    const CliRun reset = run({"catalog", "reset"});
    ASSERT_EQ(reset.exitCode, 0) << reset.err;
    EXPECT_NE(reset.out.find("kept as"), std::string::npos);
    EXPECT_DOUBLE_EQ(h100Capacity(), 80e9);
    int backups = 0;
    for (const auto& entry : fs::directory_iterator(m_dir))
        backups += entry.path().string().find(".reset-") != std::string::npos;
    EXPECT_EQ(backups, 1);
}

// The assumptions table feeds the engines: an edited CUDA context shows up in fit's overhead and list.
TEST_F(CliCatalog, EditedAssumptionReachesFit) {
    const std::vector<std::string> fit = {"fit",   "--model", "llama-3.1-8b", "--workload", "inference",
                                          "--gpu", "l4"};
    const double before = json(fit)["per_gpu"]["overhead_bytes"].get<double>();
    ASSERT_EQ(run({"catalog", "set", "assumptions", "cuda_context_bytes", "value", "2147483648", "--source",
                   "measured on our L4"})
                  .exitCode,
              0);
    const auto after = json(fit);
    EXPECT_DOUBLE_EQ(after["per_gpu"]["overhead_bytes"].get<double>(),
                     before + 2147483648.0 - 0.75 * 1073741824.0);
    bool listed = false;
    for (const auto& a : after["assumptions"])
        listed |=
            a["key"] == "cuda_context_bytes" && a["source"].get<std::string>().rfind("user edit", 0) == 0 &&
            a["source"].get<std::string>().find("-> 2147483648 (measured on our L4)") != std::string::npos;
    EXPECT_TRUE(listed);
}

TEST_F(CliCatalog, ImportModelThenFitIt) {
    const CliRun imported =
        run({"catalog", "import-model", fixture("hf_configs/mixtral-8x7b.json"), "--id", "our-mixtral"});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    const auto fit = json({"fit", "--model", "our-mixtral", "--workload", "inference", "--gpu", "h200-sxm"});
    EXPECT_EQ(fit["parameters"].get<std::int64_t>(), 46702792704);
    // Mistral's "12.9B active" less the 32,000 × 4,096 input embedding, a lookup (issue 40).
    EXPECT_EQ(fit["active_parameters"].get<std::int64_t>(), 12879925248 - 131072000);
}

TEST_F(CliCatalog, ExportImportRoundTrip) {
    const std::string file = (m_dir / "export.json").string();
    ASSERT_EQ(run({"catalog", "export", file}).exitCode, 0);
    ASSERT_EQ(run({"catalog", "set", "offers", "1", "on_demand_hourly", "1.5"}).exitCode, 0);
    const CliRun imported = run({"catalog", "import", file});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    const auto offer = json({"catalog", "show", "offers", "1"});
    EXPECT_DOUBLE_EQ(offer["on_demand_hourly"].get<double>(), 5.672); // cloud_offers.csv: AWS g5.12xlarge
    const std::string second = (m_dir / "again.json").string();
    ASSERT_EQ(run({"catalog", "export", second}).exitCode, 0);
    std::ifstream a(file), b(second);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(a), {}),
              std::string(std::istreambuf_iterator<char>(b), {}));
}

// An edit is stamped as the window's editor stamps it (issue 21): today's date, and a source that says a
// user changed it, who, from what, and the published source it replaces; a second edit keeps that published
// source, not a chain of edits; --source adds the user's own words.
TEST_F(CliCatalog, AnEditIsStampedLikeAnEditorEdit) {
    const std::string before = json({"catalog", "show", "offers", "1"})["source"].get<std::string>();
    ASSERT_EQ(run({"catalog", "set", "offers", "1", "on_demand_hourly", "6.0"}).exitCode, 0);
    const auto after = json({"catalog", "show", "offers", "1"});
    const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    const std::string who = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")).toStdString();
    const std::string by = who.empty() ? "" : " by " + who;
    EXPECT_EQ(after["source"].get<std::string>(),
              "user edit" + by + " on " + today + ": on_demand_hourly 5.672 -> 6; was: " + before);
    EXPECT_EQ(after["as_of"].get<std::string>(), today);
    ASSERT_EQ(run({"catalog", "set", "offers", "1", "on_demand_hourly", "6.5", "--source", "AWS quote Q-17"})
                  .exitCode,
              0);
    EXPECT_EQ(json({"catalog", "show", "offers", "1"})["source"].get<std::string>(),
              "user edit" + by + " on " + today +
                  ": on_demand_hourly 6 -> 6.5 (AWS quote Q-17); was: " + before);
}

// A price a user typed is said to be theirs wherever the option is explained: `recommend` names it a user
// value with the edit's own words, never the public list's.
TEST_F(CliCatalog, AnEditedPriceIsAUserValueInTheRecommendation) {
    const std::string scenario = GPUADVISOR_SCENARIOS_DIR "/br-8xh100-tco.json";
    const CliRun first = run({"recommend", "--scenario", scenario, "--json"});
    ASSERT_EQ(first.exitCode, 0) << first.err;
    // The first bare-metal option (second, behind a cloud instance by about 5 %).
    nlohmann::json top;
    const nlohmann::json answer = nlohmann::json::parse(first.out);
    for (const char* list : {"options", "alternatives"})
        for (const auto& option : answer[list])
            if (top.is_null() && option["acquisition"]["kind"] == "bare-metal")
                top = option;
    ASSERT_FALSE(top.is_null());
    const std::string offer = top["acquisition"]["offer"];
    const double price = json({"catalog", "show", "bare-metal", offer})["monthly_price"].get<double>();
    ASSERT_EQ(run({"catalog", "set", "bare-metal", offer, "monthly_price", std::to_string(int(price * 0.9))})
                  .exitCode,
              0);
    const CliRun again = run({"recommend", "--scenario", scenario, "--json"});
    ASSERT_EQ(again.exitCode, 0) << again.err;
    const auto edited = nlohmann::json::parse(again.out)["options"][0];
    ASSERT_EQ(edited["acquisition"]["offer"], offer); // 10 % cheaper: now first
    bool said = false;
    for (const auto& why : edited["why"])
        said |= why.get<std::string>().rfind(
                    "the price is a user value, not a published list price: user edit", 0) == 0;
    EXPECT_TRUE(said) << edited["why"].dump(1);
}

TEST_F(CliCatalog, ListsEveryTable) {
    for (const char* table :
         {"gpus", "models", "offers", "bare-metal", "fabrics", "providers", "rules", "rates"}) {
        const CliRun result = run({"catalog", "list", table});
        EXPECT_EQ(result.exitCode, 0) << table << ": " << result.err;
        EXPECT_NE(result.out.find("row(s)"), std::string::npos) << table;
    }
    const auto rule = json({"catalog", "show", "rules", "BR-LGPD-01"});
    EXPECT_EQ(rule["citation"], "LGPD art. 33; Res. CD/ANPD 19/2024");
    EXPECT_FALSE(rule["message_pt"].get<std::string>().empty());
}

TEST_F(CliCatalog, BadInputIsNamedAndChangesNothing) {
    expectBadInput(run({"catalog", "list", "gpuz"}), "unknown table 'gpuz'");
    expectBadInput(run({"catalog", "show", "gpus", "h100"}), "closest: h100-");
    expectBadInput(run({"catalog", "set", "gpus", "h100-sxm", "memory_gb", "lots"}),
                   "takes a number, not 'lots'");
    expectBadInput(run({"catalog", "set", "gpus", "h100-sxm", "memory_gb", "0"}),
                   "CHECK constraint failed: memory_gb > 0");
    expectBadInput(run({"catalog", "set", "gpus", "h100-sxm", "colour", "red"}), "no column 'colour'");
    expectBadInput(run({"catalog", "import-skypilot", fixture("skypilot/azure-vms.csv")}), "--provider");
    expectBadInput(
        run({"catalog", "import-skypilot", fixture("hf_configs/llama-3.1-8b.json"), "--provider", "x"}),
        "nothing was imported");
    expectBadInput(run({"catalog", "import", fixture("hf_configs/malformed.json")}), "not valid JSON");
    expectBadInput(run({"catalog", "frobnicate"}), "unknown subcommand 'frobnicate'");
    expectBadInput(run({"catalog", "set", "rules", "BR-LGPD-01", "expression", "is_clod"}),
                   "'is_clod' is not a known fact");
    // The editor's checks (db/cell_validator) guard the CLI too: no negative price, no unknown provider.
    expectBadInput(run({"catalog", "set", "offers", "1", "on_demand_hourly", " -2"}),
                   "cloud_offers.on_demand_hourly: -2 is out of range (allowed: 0 to 100000)");
    expectBadInput(run({"catalog", "set", "offers", "1", "provider_id", "acme"}),
                   "provider_id: 'acme' is not in the providers table");
    EXPECT_DOUBLE_EQ(json({"catalog", "show", "gpus", "h100-sxm"})["memory_gb"].get<double>(), 80.0);
    EXPECT_EQ(json({"catalog", "list", "providers"}).size(), 15u); // the failed import created no provider
}

// A catalog from a newer version is read, never written: listing works, an edit is refused with the reason.
TEST_F(CliCatalog, NewerCatalogIsReadButRefusedForWriting) {
    ASSERT_EQ(run({"catalog", "list", "gpus"}).exitCode, 0);
    if (std::system("command -v sqlite3 >/dev/null 2>&1") != 0)
        GTEST_SKIP() << "sqlite3 shell not installed";
    ASSERT_EQ(std::system(("sqlite3 '" + m_catalog + "' 'PRAGMA user_version = 99'").c_str()), 0);
    EXPECT_EQ(run({"catalog", "list", "gpus"}).exitCode, 0);
    expectBadInput(run({"catalog", "set", "gpus", "h100-sxm", "price_usd", "20000"}),
                   "is open read-only (written by a newer GPU Sizing Advisor (schema 99; this one writes up "
                   "to " +
                       std::to_string(gpuadvisor::db::CatalogDatabase::kSchemaVersion) +
                       ")); nothing was written");
    expectBadInput(run({"catalog", "import-skypilot", GPUADVISOR_FIXTURES_DIR "/skypilot/lambda-vms.csv",
                        "--provider", "lambda"}),
                   "cannot import the price list");
}

// Issue 38, done means: `catalog check` on the factory catalog lists every estimated and region-unconfirmed
// row and exits 1; after those rows are edited to confirmed quotes (the `catalog set` each finding names,
// with a quote's price where it says PRICE) it exits 0.
TEST_F(CliCatalog, CheckListsEveryPriceToConfirmUntilItIsConfirmed) {
    ::setenv("GPUADVISOR_TODAY", "2026-12-07", 1); // the day the factory prices are aged against
    CliRun first = run({"catalog", "check", "--json"});
    ASSERT_EQ(first.exitCode, 1) << first.err;
    const auto report = nlohmann::json::parse(first.out);
    EXPECT_EQ(report["date"], "2026-12-07");
    std::map<std::string, int> doubts;
    bool ociSaoPaulo = false, gaudi = false, brLocal = false;
    for (const auto& row : report["rows"]) {
        ++doubts[row["doubt"].get<std::string>()];
        const std::string id = row["id"], what = row["row"];
        ociSaoPaulo |= row["doubt"] == "region_unconfirmed" && what == "oci BM.GPU.MI300X.8 sa-saopaulo-1";
        gaudi |= row["doubt"] == "estimated" && id == "gaudi3-8" && row["table"] == "node-types";
        brLocal |= row["doubt"] == "estimated" && what.rfind("br-local-cloud", 0) == 0;
    }
    // db/seed: 16 OCI rows (two regions × eight shapes) are priced at OCI's one global price.
    EXPECT_EQ(doubts["region_unconfirmed"], 16);
    EXPECT_TRUE(ociSaoPaulo && gaudi && brLocal);
    EXPECT_GT(doubts["estimated"], 30);
    EXPECT_GT(doubts["stale"], 0); // gaudi3-8's "2024" is 35 months old

    for (const auto& row : report["rows"]) {
        std::string fix = row["fix"];
        ASSERT_EQ(fix.rfind("gpu-advisor-cli ", 0), 0u) << fix;
        std::vector<std::string> arguments;
        std::istringstream words(fix.substr(16));
        for (std::string word; words >> word;)
            arguments.push_back(word == "PRICE" ? "1.5" : word); // the quote's price
        arguments.insert(arguments.end(), {"--source", "supplier quote 2026-12-07"});
        const CliRun set = run(arguments);
        ASSERT_EQ(set.exitCode, 0) << fix << ": " << set.err;
    }
    const CliRun after = run({"catalog", "check"});
    EXPECT_EQ(after.exitCode, 0) << after.out;
    EXPECT_NE(after.out.find("every priced row is a dated list price or a confirmed value"),
              std::string::npos);
    ::unsetenv("GPUADVISOR_TODAY");
}
