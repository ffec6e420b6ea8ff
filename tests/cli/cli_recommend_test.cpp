// gpu-advisor-cli recommend on the example scenarios.
#include "cli_runner.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

namespace {

std::string scenario(const char* name) {
    return std::string(GPUADVISOR_SCENARIOS_DIR) + "/" + name;
}

} // namespace

TEST(CliRecommend, JsonContract) {
    const CliRun run =
        runCli({"recommend", "--scenario", scenario("chatbot-70b-200-users.json"), "--top", "3", "--json"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const auto json = nlohmann::json::parse(run.out);
    ASSERT_EQ(json["options"].size(), 3u);
    for (const auto& option : json["options"])
        for (const char* key : {"rank", "gpu", "gpus", "nodes", "layout", "precision", "acquisition", "fit",
                                "performance", "cost", "findings", "decision_step", "why"})
            EXPECT_TRUE(option.contains(key)) << key;
    EXPECT_EQ(json["options"][0]["rank"], 1);
    EXPECT_TRUE(json["rejected"].is_array());
    EXPECT_FALSE(json["rejected"][0]["reason"].get<std::string>().empty());
    EXPECT_TRUE(json["pareto"].is_array());
}

TEST(CliRecommend, TextTable) {
    const CliRun run = runCli({"recommend", "--scenario", scenario("pretrain-7b-1t.json")});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    for (const char* text : {"configuration", "total USD", "step ", "Notable alternatives that lost"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text;
}

class CliRecommendBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(CliRecommendBadInput, ExitsTwoWithOneClearLine) {
    expectBadInput("recommend", GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliRecommendBadInput,
    ::testing::Values(BadInput{"NoScenario", {}, "--scenario FILE is required"},
                      BadInput{"MissingFile", {"--scenario", "/nonexistent.json"}, "does not exist"},
                      BadInput{"BadTop",
                               {"--scenario", GPUADVISOR_SCENARIOS_DIR "/lora-8b.json", "--top", "0"},
                               "top = 0 is out of range"},
                      BadInput{"NotAScenario",
                               {"--scenario", GPUADVISOR_FIXTURES_DIR "/hf_configs/llama-3.1-8b.json"},
                               "is not a scenario key"}),
    [](const auto& testInfo) { return std::string(testInfo.param.name); });
