// gpu-advisor-cli report on a machine without a display: the PDF and CSV files, the JSON of what was
// written, the same numbers as `recommend`, and every bad input refused with one clear line.
#include "cli_runner.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace {

std::string scenario(const char* name) {
    return std::string(GPUADVISOR_SCENARIOS_DIR) + "/" + name;
}

std::string temporaryDir() {
    char path[] = "/tmp/gpu-advisor-report-XXXXXX";
    return mkdtemp(path);
}

} // namespace

TEST(CliReport, WritesPdfAndCsvWithNoDisplay) {
    // Nothing of a desktop: no X, no Wayland, no platform chosen.
    unsetenv("DISPLAY");
    unsetenv("WAYLAND_DISPLAY");
    unsetenv("QT_QPA_PLATFORM");
    const std::string dir = temporaryDir();
    const CliRun run =
        runCli({"report", "--scenario", scenario("chatbot-70b-200-users.json"), "--pdf", dir + "/chatbot.pdf",
                "--csv", dir + "/chatbot.csv", "--company", "Acme", "--date", "2026-12-02", "--json"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_TRUE(run.err.empty()) << run.err;
    const auto json = nlohmann::json::parse(run.out);
    EXPECT_EQ(json["pdf"]["path"], dir + "/chatbot.pdf");
    EXPECT_GT(json["pdf"]["pages"].get<int>(), 1);
    EXPECT_EQ(json["pdf"]["language"], "pt-BR"); // the scenario's
    EXPECT_EQ(json["pdf"]["page_size"], "A4");
    EXPECT_EQ(json["csv"]["cash_flow"], dir + "/chatbot-cash-flow.csv");
    EXPECT_EQ(json["csv"]["separator"], ";");
    EXPECT_EQ(json["csv"]["decimal"], ",");
    EXPECT_GT(std::filesystem::file_size(dir + "/chatbot.pdf"), 10'000u);
    std::ifstream pdf(dir + "/chatbot.pdf");
    std::string magic(5, '\0');
    pdf.read(magic.data(), 5);
    EXPECT_EQ(magic, "%PDF-");

    // The headline is recommend's first option.
    const CliRun recommend =
        runCli({"recommend", "--scenario", scenario("chatbot-70b-200-users.json"), "--json"});
    ASSERT_EQ(recommend.exitCode, 0);
    const auto first = nlohmann::json::parse(recommend.out)["options"][0];
    EXPECT_EQ(json["headline"]["recommended"], first["id"]);
    EXPECT_DOUBLE_EQ(json["headline"]["total"]["amount"].get<double>(),
                     first["cost"]["total"]["amount"].get<double>());
    std::filesystem::remove_all(dir);
}

TEST(CliReport, EnglishOnLetterWithCommas) {
    const std::string dir = temporaryDir();
    const CliRun run =
        runCli({"report", "--scenario", scenario("chatbot-70b-200-users.json"), "--pdf", dir + "/r.pdf",
                "--csv", dir + "/r.csv", "--lang", "en", "--page-size", "letter"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_NE(run.out.find("pages, Letter, en)"), std::string::npos) << run.out;
    std::ifstream csv(dir + "/r.csv");
    std::string header;
    std::getline(csv, header);
    EXPECT_EQ(header.rfind("rank,role,id,", 0), 0u) << header;
    std::filesystem::remove_all(dir);
}

class CliReportBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(CliReportBadInput, ExitsTwoWithOneClearLine) {
    expectBadInput("report", GetParam());
}

#define CHATBOT GPUADVISOR_SCENARIOS_DIR "/chatbot-70b-200-users.json"
INSTANTIATE_TEST_SUITE_P(
    Cases, CliReportBadInput,
    ::testing::Values(
        BadInput{"NoScenario", {"--pdf", "/tmp/x.pdf"}, "--scenario FILE is required"},
        BadInput{"NoOutput", {"--scenario", CHATBOT}, "give --pdf OUT.pdf, --csv OUT.csv or both"},
        BadInput{"BadLanguage",
                 {"--scenario", CHATBOT, "--pdf", "/tmp/x.pdf", "--lang", "fr"},
                 "language 'fr' is not offered (allowed: en, pt-BR)"},
        BadInput{"BadPageSize",
                 {"--scenario", CHATBOT, "--pdf", "/tmp/x.pdf", "--page-size", "A3"},
                 "page size 'A3' is not offered (allowed: A4, Letter)"},
        BadInput{"BadDate",
                 {"--scenario", CHATBOT, "--pdf", "/tmp/x.pdf", "--date", "2026-13-45"},
                 "--date: '2026-13-45' is not a date (allowed: YYYY-MM-DD)"},
        BadInput{"BadSeparator",
                 {"--scenario", CHATBOT, "--csv", "/tmp/x.csv", "--separator", "|"},
                 "--separator: '|' is not allowed"},
        BadInput{"SameSeparatorAndDecimal",
                 {"--scenario", CHATBOT, "--csv", "/tmp/x.csv", "--separator", ",", "--decimal", ","},
                 "every number would split in two"},
        BadInput{"MissingLogo",
                 {"--scenario", CHATBOT, "--pdf", "/tmp/x.pdf", "--logo", "/nonexistent/logo.png"},
                 "cannot read the logo '/nonexistent/logo.png'"},
        BadInput{"UnwritablePdf",
                 {"--scenario", CHATBOT, "--pdf", "/nonexistent/dir/x.pdf"},
                 "cannot write '/nonexistent/dir/x.pdf'"}),
    [](const auto& testInfo) { return std::string(testInfo.param.name); });
