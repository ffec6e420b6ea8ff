// Issue 18, second round of hostile and careless input, with the real binary: one test per class, several
// inputs each. Nothing crashes, nothing reads without a bound, nothing hangs, nothing is reported written
// that is not whole on disk, and every refusal is exit 2 with one line naming the input.
#include "cli_runner.h"
#include "db/catalog_database.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>
#include <tuple>

namespace fs = std::filesystem;

namespace {

// A refusal reads within this: the commands below answer in well under a second on an idle machine; the
// margin is for a loaded CI machine under the sanitizers, not for a command that reads on.
constexpr double kAnswerSeconds = 10;

std::string example(const char* name) {
    return std::string(GPUADVISOR_SCENARIOS_DIR) + "/" + name;
}

std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void write(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

class HostileInput : public ::testing::Test {
  protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() / ("gpu-advisor-hostile-" + std::to_string(::getpid()) + "-" +
                                             ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
        m_catalog = (m_dir / "catalog.sqlite").string();
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string path(const std::string& name) const { return (m_dir / name).string(); }

    CliRun run(std::vector<std::string> arguments) {
        arguments.push_back("--catalog");
        arguments.push_back(m_catalog);
        return runCli(arguments, 60);
    }
    // Exit 2, one line on stderr holding `fragment`, nothing on stdout, and an answer in time.
    void expectRefused(const std::vector<std::string>& arguments, const std::string& fragment) {
        const CliRun result = run(arguments);
        EXPECT_FALSE(result.timedOut) << arguments.front() << " hung";
        EXPECT_LT(result.seconds, kAnswerSeconds);
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result.err;
        EXPECT_NE(result.err.find(fragment), std::string::npos)
            << "expected '" << fragment << "' in " << result.err;
    }
    // The chatbot example with one key replaced, as a file in the test's folder.
    std::string scenarioWith(const std::string& name, const std::function<void(nlohmann::json&)>& change) {
        nlohmann::json scenario = nlohmann::json::parse(slurp(example("chatbot-70b-200-users.json")));
        change(scenario);
        write(path(name), scenario.dump());
        return path(name);
    }

    fs::path m_dir;
    std::string m_catalog;
};

// Writes blocks to `file` until the disk holding it refuses more.
void fillDisk(const fs::path& file) {
    std::ofstream filler(file, std::ios::binary);
    const std::string block(4096, 'x');
    while (filler.write(block.data(), std::streamsize(block.size())) && filler.flush()) {
    }
}

std::string nested(int depth, const char* open, const char* close) {
    std::string text;
    for (int i = 0; i < depth; ++i)
        text += open;
    for (int i = 0; i < depth; ++i)
        text += close;
    return text;
}

} // namespace

// 1. Deep nesting: arrays, objects and a mix, 100 to 150,000 levels, in every JSON input.
TEST_F(HostileInput, DeeplyNestedJsonIsRefusedBeforeParsingInEveryReader) {
    write(path("arrays.json"), nested(150000, "[", "]"));
    write(path("objects.json"), nested(100000, "{\"a\":", "}"));
    write(path("mixed.json"), "{\"schema_version\":1,\"workload\":" + nested(100, "[{\"x\":", "}]") + "}");
    for (const char* file : {"arrays.json", "objects.json", "mixed.json"}) {
        expectRefused({"recommend", "--scenario", path(file)}, "nests more than 64 levels deep");
        expectRefused({"report", "--scenario", path(file), "--pdf", path("out.pdf")}, "nests more than 64");
        expectRefused({"catalog", "import", path(file)}, "nests more than 64 levels deep");
        expectRefused({"fit", "--model-file", path(file), "--workload", "inference", "--gpu", "h100-sxm"},
                      "nests more than 64 levels deep");
    }
    EXPECT_FALSE(fs::exists(path("out.pdf")));
    // Brackets inside strings are text, not nesting: a title full of them is read.
    const std::string brackets =
        scenarioWith("brackets.json", [](auto& s) { s["presentation"]["title"] = std::string(150, '['); });
    EXPECT_EQ(run({"recommend", "--scenario", brackets, "--top", "1"}).exitCode, 0);
}

// 2. Special and oversized files: a device that never ends, a FIFO with no writer, a socket-like special
// file, a folder, a sparse file larger than the limit. Each is refused at once, for every file input.
TEST_F(HostileInput, SpecialAndOversizedFilesAreRefusedAtOnce) {
    ASSERT_EQ(::mkfifo(path("fifo").c_str(), 0600), 0);
    fs::create_directories(path("folder"));
    { // 300 MiB of holes: bigger than every limit, costing no disk
        std::ofstream big(path("big.json"));
        big.seekp(300LL * 1024 * 1024);
        big << '\n';
    }
    const std::vector<std::pair<std::string, std::string>> inputs = {
        {"/dev/zero", "not a regular file"},   {"/dev/urandom", "not a regular file"},
        {path("fifo"), "not a regular file"},  {path("folder"), "is a folder"},
        {path("big.json"), "larger than the"},
    };
    for (const auto& [input, why] : inputs) {
        SCOPED_TRACE(input);
        expectRefused({"recommend", "--scenario", input}, why);
        expectRefused({"tco", "--scenario", input}, why);
        expectRefused({"catalog", "import-skypilot", input, "--provider", "lambda"}, why);
        expectRefused({"catalog", "import", input}, why);
        expectRefused({"catalog", "import-model", input, "--id", "x-model"}, why);
        expectRefused({"fit", "--model-file", input, "--workload", "inference", "--gpu", "h100-sxm"}, why);
        expectRefused(
            {"report", "--scenario", example("lora-8b.json"), "--pdf", path("out.pdf"), "--logo", input},
            why);
    }
    EXPECT_FALSE(fs::exists(path("out.pdf")));
    // The catalog itself: a device reports size 0 and was taken for a new file to create the schema in.
    for (const std::string& catalog :
         {std::string("/dev/zero"), std::string("/dev/null"), path("fifo"), path("folder")}) {
        const CliRun listed = runCli({"catalog", "list", "gpus", "--catalog", catalog}, 60);
        EXPECT_FALSE(listed.timedOut) << catalog;
        EXPECT_EQ(listed.exitCode, 2) << catalog;
        EXPECT_NE(listed.err.find("not a catalog file"), std::string::npos) << listed.err;
    }
    struct stat info {};
    ASSERT_EQ(::stat("/dev/null", &info), 0);
    EXPECT_TRUE(S_ISCHR(info.st_mode));
}

// 3. Outputs: never over an input or another output, never over a device or into a missing folder, and a
// full disk is an error that leaves the previous files whole.
TEST_F(HostileInput, OutputsNeverReplaceInputsOrDevicesAndAreWholeOrAbsent) {
    const std::string scenario = path("study.json");
    fs::copy_file(example("lora-8b.json"), scenario);
    const std::string before = slurp(scenario);
    expectRefused({"report", "--scenario", scenario, "--pdf", scenario},
                  "which this command reads or writes");
    expectRefused({"report", "--scenario", scenario, "--csv", scenario},
                  "which this command reads or writes");
    expectRefused({"report", "--scenario", scenario, "--pdf", m_catalog},
                  "which this command reads or writes");
    expectRefused({"report", "--scenario", scenario, "--pdf", path("a.csv"), "--csv", path("a.csv")},
                  "which this command reads or writes");
    expectRefused(
        {"report", "--scenario", scenario, "--pdf", path("a-cash-flow.csv"), "--csv", path("a.csv")},
        "which this command reads or writes");
    EXPECT_EQ(slurp(scenario), before);
    EXPECT_FALSE(fs::exists(path("a.csv")));

    // Devices stay devices (the tests run as root in CI, where replacing /dev/null would succeed).
    for (const char* device : {"/dev/null", "/dev/zero"}) {
        expectRefused({"report", "--scenario", scenario, "--pdf", device}, "not a regular file");
        expectRefused({"report", "--scenario", scenario, "--csv", device}, "not a regular file");
        expectRefused({"catalog", "export", device}, "not a regular file");
        struct stat info {};
        ASSERT_EQ(::stat(device, &info), 0);
        EXPECT_TRUE(S_ISCHR(info.st_mode)) << device;
    }
    // A missing folder is refused by every output alike, and nothing creates it.
    for (const char* flag : {"--pdf", "--csv"})
        expectRefused({"report", "--scenario", scenario, flag, path("missing/out")}, "does not exist");
    expectRefused({"catalog", "export", path("missing/catalog.json")}, "does not exist");
    EXPECT_FALSE(fs::exists(path("missing")));
}

TEST_F(HostileInput, AFullDiskIsAnErrorAndThePreviousFilesStayWhole) {
    if (::geteuid() != 0)
        GTEST_SKIP() << "mounting a small tmpfs needs root (CI runs as root)";
    const fs::path small = m_dir / "small";
    fs::create_directories(small);
    if (::mount("tmpfs", small.c_str(), "tmpfs", 0, "size=1m") != 0)
        GTEST_SKIP() << "this machine does not allow mounting a tmpfs";
    struct Unmount {
        fs::path at;
        ~Unmount() { ::umount(at.c_str()); }
    } unmount{small};
    write(small / "costs.csv", "previous options\n");
    write(small / "costs-cash-flow.csv", "previous cash flow\n");
    fillDisk(small / "filler");
    const std::string scenario = example("chatbot-70b-200-users.json");
    expectRefused({"report", "--scenario", scenario, "--csv", (small / "costs.csv").string()},
                  "the disk may be full");
    expectRefused({"report", "--scenario", scenario, "--pdf", (small / "report.pdf").string()},
                  "the disk may be full");
    EXPECT_EQ(slurp(small / "costs.csv"), "previous options\n");
    EXPECT_EQ(slurp(small / "costs-cash-flow.csv"), "previous cash flow\n");
    EXPECT_FALSE(fs::exists(small / "report.pdf"));
    for (const auto& entry : fs::directory_iterator(small)) // no temporary file left behind
        EXPECT_TRUE(entry.path().filename() == "filler" || entry.path().extension() == ".csv")
            << entry.path();

    // A catalog on the full disk is read, and edits are refused with the reason, not called damaged.
    fs::remove(small / "filler");
    ASSERT_EQ(run({"catalog", "list", "gpus"}).exitCode, 0); // creates the catalog in the test folder
    fs::copy_file(m_catalog, small / "catalog.sqlite");
    fillDisk(small / "filler");
    const std::string full = (small / "catalog.sqlite").string();
    const CliRun list = runCli({"catalog", "list", "gpus", "--catalog", full}, 60);
    EXPECT_EQ(list.exitCode, 0) << list.err;
    const CliRun set = runCli({"catalog", "set", "gpus", "l4", "tdp_w", "73", "--catalog", full}, 60);
    EXPECT_EQ(set.exitCode, 2);
    EXPECT_NE(set.err.find("the disk holding it is full"), std::string::npos) << set.err;
    EXPECT_EQ(set.err.find("damaged"), std::string::npos) << set.err;
}

// 5. Values the engines cannot use never enter the catalog, by any writer: catalog set, catalog import (JSON
// numbers and text), SkyPilot lists. The previous value stays.
TEST_F(HostileInput, ImpossibleCatalogNumbersAreRefusedByEveryWriter) {
    const auto value = [&](const char* table, const char* id, const char* column) {
        const CliRun shown = run({"catalog", "show", table, id, "--json"});
        return nlohmann::json::parse(shown.out, nullptr, false)[column];
    };
    ASSERT_EQ(run({"catalog", "list", "gpus"}).exitCode, 0);
    const auto memory = value("gpus", "h100-sxm", "memory_gb");
    for (const char* bad : {"inf", "nan", "1e308", "-80", "-0.5", "1e5"})
        expectRefused({"catalog", "set", "gpus", "h100-sxm", "memory_gb", bad}, "memory_gb");
    expectRefused({"catalog", "set", "gpus", "h100-sxm", "pcie_gen", "4.5"}, "is not a whole number");
    expectRefused({"catalog", "set", "gpus", "h100-sxm", "tdp_w", "-5"}, "-5 is out of range");
    EXPECT_EQ(value("gpus", "h100-sxm", "memory_gb"), memory);

    const std::vector<std::pair<std::string, std::string>> imports = {
        {R"({"gpus":[{"id":"h100-sxm","memory_gb":"lots"}]})", "'lots' is not a number"},
        {R"({"gpus":[{"id":"h100-sxm","memory_gb":1e308}]})", "memory_gb: 1e+308 is out of range"},
        {R"({"gpus":[{"id":"h100-sxm","memory_gb":"inf"}]})", "is not a finite number"},
        {R"({"gpus":[{"id":"h100-sxm","pcie_gen":4.5}]})", "pcie_gen: 4.5 is not a whole number"},
        {R"({"cloud_offers":[{"id":1,"gpu_count":1e18}]})", "gpu_count: 1e+18 is out of range"},
        {R"({"cloud_offers":[{"id":1,"on_demand_hourly":-3}]})", "on_demand_hourly: -3 is out of range"},
        {R"({"fx_rates":[{"base":"USD","quote":"BRL","rate":0}]})", "rate: 0 is out of range"},
    };
    for (const auto& [tables, why] : imports) {
        write(path("import.json"), R"({"format":"gpu-advisor-catalog","tables":)" + tables + "}");
        expectRefused({"catalog", "import", path("import.json")}, why);
    }
    EXPECT_EQ(value("gpus", "h100-sxm", "memory_gb"), memory);

    const std::string header =
        "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,"
        "AvailabilityZone\n";
    for (const char* row : {"x,H100,8,1,1,,nan,,us-east-1,", "x,H100,8,1,1,,inf,,us-east-1,",
                            "x,H100,8,1,1,,-2,,us-east-1,", "x,H100,8,1,1,,1e9,,us-east-1,",
                            "x,H100,1e18,1,1,,2,,us-east-1,", "x,H100,8,1,1,,2,nan,us-east-1,"}) {
        write(path("list.csv"), header + row + "\n");
        expectRefused({"catalog", "import-skypilot", path("list.csv"), "--provider", "lambda"}, "line 2");
    }
}

// 5 (continued). A number edited outside the program (the sqlite3 shell stores 1e999 as Inf, and keeps text
// in a number column) never reaches the engines: they refuse naming the row and the way to correct it, and
// `catalog set` can still correct it.
TEST_F(HostileInput, ImpossibleNumbersEditedOutsideTheProgramAreNamedBeforeAnyEstimate) {
    ASSERT_EQ(run({"catalog", "list", "gpus"}).exitCode, 0);
    if (std::system("command -v sqlite3 >/dev/null 2>&1") != 0)
        GTEST_SKIP() << "sqlite3 shell not installed";
    const auto edit = [&](const std::string& sql) {
        ASSERT_EQ(std::system(("sqlite3 '" + m_catalog + "' \"" + sql + "\"").c_str()), 0);
    };
    const std::vector<std::string> fit{"fit",   "--model", "llama-3.1-8b", "--workload", "inference",
                                       "--gpu", "l4"};
    edit("UPDATE gpus SET memory_gb = 1e999 WHERE id = 'l4'");
    expectRefused(fit, "catalog row gpus 'l4': gpus.memory_gb: 'inf' is not a finite number; correct it with "
                       "'gpu-advisor-cli catalog set gpus l4 memory_gb VALUE'");
    expectRefused({"recommend", "--scenario", example("lora-8b.json")}, "gpus.memory_gb: 'inf'");
    ASSERT_EQ(run({"catalog", "set", "gpus", "l4", "memory_gb", "24"}).exitCode, 0);
    EXPECT_EQ(run(fit).exitCode, 0);
    edit("UPDATE node_types SET gpus_per_node = 100000 WHERE id = 'hgx-h100-8'");
    expectRefused({"tco", "--option", "owned:hgx-h100-8"},
                  "node_types.gpus_per_node: 100000 is out of range");
    edit("UPDATE node_types SET gpus_per_node = 8 WHERE id = 'hgx-h100-8'");
    edit("UPDATE fx_rates SET rate = 'lots' WHERE quote = 'BRL'");
    expectRefused({"tco", "--option", "cloud:10", "--currency", "BRL"},
                  "fx_rates.rate: 'lots' is not a number");
}

// 6. Scenario words the catalog does not know, null values and empty lists are refused naming the key.
TEST_F(HostileInput, ScenarioWordsAreCheckedAgainstTheCatalog) {
    const std::vector<std::tuple<std::string, std::function<void(nlohmann::json&)>, std::string>> cases = {
        {"currency", [](auto& s) { s["constraints"]["currency"] = "XBT"; },
         "'constraints.currency' has 'XBT'"},
        {"country", [](auto& s) { s["constraints"]["country"] = "ZZ"; }, "'constraints.country' has 'ZZ'"},
        {"countries",
         [](auto& s) {
             s["constraints"]["countries"] = {"BR", "Brasil"};
         },
         "'constraints.countries' has 'Brasil'"},
        {"gpus", [](auto& s) { s["constraints"]["gpus"] = {"h100"}; }, "unknown GPU id 'h100'"},
        {"providers", [](auto& s) { s["constraints"]["providers"] = {"amazon"}; },
         "'constraints.providers' has 'amazon'"},
        {"subjects", [](auto& s) { s["compliance"]["subjects"] = {"XX"}; }, "'compliance.subjects' has 'XX'"},
        {"jurisdiction", [](auto& s) { s["compliance"]["jurisdiction"] = "Mars"; },
         "'compliance.jurisdiction' has 'Mars'"},
        {"budget",
         [](auto& s) {
             s["constraints"]["budget"] = {{"amount", 1000}, {"currency", "GBP"}};
         },
         "'constraints.budget.currency' has 'GBP'"},
        {"data class", [](auto& s) { s["compliance"]["data"] = {"medical"}; }, "is not a data class"},
        {"null users", [](auto& s) { s["workload"]["users"] = nullptr; }, "'workload.users' is null"},
        {"null currency", [](auto& s) { s["constraints"]["currency"] = nullptr; },
         "'constraints.currency' is null"},
        {"empty precisions", [](auto& s) { s["workload"]["precisions"] = nlohmann::json::array(); },
         "'workload.precisions' is empty"},
    };
    for (const auto& [name, change, why] : cases) {
        SCOPED_TRACE(name);
        expectRefused({"recommend", "--scenario", scenarioWith("case.json", change)}, why);
    }
}

// 7. A model the catalog has is replaced only when asked, and the old row is kept.
TEST_F(HostileInput, ImportingAModelOverAnExistingIdNeedsReplaceAndKeepsTheOldRow) {
    const std::string config = std::string(GPUADVISOR_FIXTURES_DIR) + "/hf_configs/llama-3.1-8b.json";
    expectRefused({"catalog", "import-model", config, "--id", "llama-3.1-70b"},
                  "the catalog already has a model 'llama-3.1-70b'");
    expectRefused({"catalog", "import-model", config, "--id", "LLAMA_3.1_70B"}, "already has a model");
    const CliRun shown = run({"catalog", "show", "models", "llama-3.1-70b", "--json"});
    EXPECT_EQ(nlohmann::json::parse(shown.out)["hidden_size"], 8192); // still the factory 70B
    EXPECT_EQ(run({"catalog", "history", "--json"}).out, "[]\n");

    const CliRun replaced = run({"catalog", "import-model", config, "--id", "llama-3.1-70b", "--replace"});
    ASSERT_EQ(replaced.exitCode, 0) << replaced.err;
    EXPECT_EQ(nlohmann::json::parse(
                  run({"catalog", "show", "models", "llama-3.1-70b", "--json"}).out)["hidden_size"],
              4096); // the 8B's config now stands under that id
    const auto history =
        nlohmann::json::parse(run({"catalog", "history", "models", "llama-3.1-70b", "--json"}).out);
    ASSERT_EQ(history.size(), 1u);
    EXPECT_EQ(history[0]["old_row"]["hidden_size"], 8192);
    EXPECT_EQ(history[0]["old_row"]["source"], nlohmann::json::parse(shown.out)["source"]);
}

// 8. A catalog that cannot be opened is called damaged only when it is; a locked one is named as locked, with
// no advice to reset.
TEST_F(HostileInput, ALockedCatalogIsNamedAsLockedNotDamaged) {
    ASSERT_EQ(run({"catalog", "list", "gpus"}).exitCode, 0);
    if (std::system("command -v sqlite3 >/dev/null 2>&1") != 0)
        GTEST_SKIP() << "sqlite3 shell not installed";
    // sqlite3 holds an exclusive lock until its input ends, 6 s later (the CLI waits 5 s for a lock).
    const std::string holder =
        "(printf 'PRAGMA locking_mode=EXCLUSIVE;\\nBEGIN EXCLUSIVE;\\nSELECT 1;\\n'; sleep 8) | "
        "sqlite3 '" +
        m_catalog + "' >/dev/null &";
    ASSERT_EQ(std::system(holder.c_str()), 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(800));
    const CliRun locked = run({"catalog", "list", "gpus"});
    EXPECT_EQ(locked.exitCode, 2);
    EXPECT_NE(locked.err.find("is locked by another program"), std::string::npos) << locked.err;
    EXPECT_EQ(locked.err.find("damaged"), std::string::npos) << locked.err;
    EXPECT_EQ(locked.err.find("reset"), std::string::npos) << locked.err;
    EXPECT_EQ(std::count(locked.err.begin(), locked.err.end(), '\n'), 1) << locked.err;
    int exitCode = -1; // once the holder lets go, the same catalog opens as before
    for (int attempt = 0; attempt < 10 && exitCode != 0; ++attempt)
        exitCode = run({"catalog", "list", "gpus"}).exitCode;
    EXPECT_EQ(exitCode, 0);
}

// 9. Names on the report are bounded; a name at the limit keeps the layout (same page count).
TEST_F(HostileInput, LongNamesAreRefusedAndANameAtTheLimitKeepsTheLayout) {
    for (const char* key : {"title", "customer", "author"}) {
        const std::string file =
            scenarioWith("long.json", [&](auto& s) { s["presentation"][key] = std::string(100000, 'x'); });
        expectRefused({"report", "--scenario", file, "--pdf", path("long.pdf")},
                      std::string("presentation.") + key + ": 100000 characters, more than the 200");
    }
    const std::string scenario = example("lora-8b.json");
    expectRefused(
        {"report", "--scenario", scenario, "--pdf", path("x.pdf"), "--company", std::string(201, 'c')},
        "--company: 201 characters");
    expectRefused(
        {"report", "--scenario", scenario, "--pdf", path("x.pdf"), "--author", std::string(5000, 'a')},
        "--author: 5000 characters");
    EXPECT_FALSE(fs::exists(path("long.pdf")));

    const auto pages = [&](const std::string& file, const std::vector<std::string>& extra) {
        std::vector<std::string> arguments{"report", "--scenario", file, "--pdf", path("p.pdf"), "--json"};
        arguments.insert(arguments.end(), extra.begin(), extra.end());
        const CliRun written = run(arguments);
        EXPECT_EQ(written.exitCode, 0) << written.err;
        return nlohmann::json::parse(written.out, nullptr, false)["pdf"]["pages"];
    };
    const std::string atLimit = scenarioWith("limit.json", [](auto& s) {
        s["presentation"]["title"] = std::string(200, 'W');
        s["presentation"]["customer"] = std::string(200, 'M');
    });
    const std::string plain =
        scenarioWith("plain.json", [](auto& s) { s["presentation"]["title"] = "Chatbot"; });
    EXPECT_EQ(pages(atLimit, {"--company", std::string(200, 'C')}), pages(plain, {}));
}

// 10. Small contract slips.
TEST_F(HostileInput, SmallSlipsAreNamed) {
    expectRefused({"perf", "--model", "llama-3.1-8b", "--workload", "pretrain", "--gpu", "h100-sxm", "--gpus",
                   "8", "--tokens", "1e9", "--sweep-gpus", "1,,2"},
                  "--sweep-gpus: '' is not a GPU count");
    expectRefused({"catalog", "import-skypilot",
                   std::string(GPUADVISOR_FIXTURES_DIR) + "/skypilot/lambda-vms.csv", "--provider", "lambda",
                   "--as-of", "2026-13-45"},
                  "--as-of: '2026-13-45' is not a date");
    expectRefused({"catalog", "set", "gpus", "h100-sxm", "tdp_w", "-5"}, "gpus.tdp_w: -5 is out of range");
    const CliRun bare = runCli({});
    EXPECT_EQ(bare.exitCode, 2);
    EXPECT_EQ(std::count(bare.err.begin(), bare.err.end(), '\n'), 1) << bare.err;
    EXPECT_NE(bare.err.find("a command is required"), std::string::npos) << bare.err;
    // A damaged catalog is one line too, with its way out.
    write(m_catalog, "SQLite format 3" + std::string(1, '\0') + std::string(5000, '\x7f'));
    expectRefused({"catalog", "list", "gpus"}, "is damaged");
}
