// gpu-advisor-cli recommend on the example scenarios.
#include "cli_runner.h"
#include "core/scenario/scenario.h"
#include "tests/support/seeded_catalog.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

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

namespace {

nlohmann::json readJson(const std::string& path) {
    std::ifstream file(path);
    return nlohmann::json::parse(file);
}

std::string joined(const nlohmann::json& list) {
    std::string out;
    for (const auto& item : list)
        out += (out.empty() ? "" : ",") + item.get<std::string>();
    return out;
}

std::string number(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

} // namespace

// `perf` and `recommend` agree on the same configuration: the top option of every example, asked again of
// `perf` with its GPU, layout, precision, per-replica concurrency and node size, gives the same time per
// token, time to first token at the load and training time, and the same throughput per replica.
TEST(CliRecommend, PerfAgreesWithRecommendOnTheSameConfiguration) {
    for (const char* name :
         {"chatbot-70b-200-users.json", "bank-fraud-br.json", "pretrain-7b-1t.json", "lora-8b.json"}) {
        SCOPED_TRACE(name);
        const nlohmann::json study = readJson(scenario(name));
        const nlohmann::json& w = study["workload"];
        const CliRun recommend = runCli({"recommend", "--scenario", scenario(name), "--json"});
        ASSERT_EQ(recommend.exitCode, 0) << recommend.err;
        const nlohmann::json top = nlohmann::json::parse(recommend.out)["options"][0];
        const nlohmann::json& layout = top["layout"];
        const nlohmann::json& performance = top["performance"];
        const int gpus = top["gpus"], nodes = top["nodes"], dp = layout["dp"];
        const bool serving = w["type"] == "inference";
        const int replicaGpus = gpus / dp;
        std::vector<std::string> perf{"perf",
                                      "--json",
                                      "--model",
                                      w["model"],
                                      "--workload",
                                      w["type"],
                                      "--precision",
                                      top["precision"],
                                      "--gpu",
                                      top["gpu"],
                                      "--gpus",
                                      std::to_string(serving ? replicaGpus : gpus),
                                      "--tp",
                                      std::to_string(int(layout["tp"])),
                                      "--pp",
                                      std::to_string(int(layout["pp"])),
                                      "--gpus-per-node",
                                      std::to_string(std::max(1, gpus / nodes))};
        if (serving) {
            // The same load and targets: perf then finds the replicas the load needs and each one's batch.
            for (const std::string& arg :
                 {std::string("--users"), number(w["users"]), std::string("--prompt-tokens"),
                  number(w["prompt_tokens"]), std::string("--output-tokens"), number(w["output_tokens"])})
                perf.push_back(arg);
            for (const auto& [key, flag] : {std::pair{"tpot_target_ms", "--tpot-target-ms"},
                                            std::pair{"ttft_target_ms", "--ttft-target-ms"}})
                if (w.contains(key)) {
                    perf.push_back(flag);
                    perf.push_back(number(w[key]));
                }
        } else {
            for (const std::string& arg :
                 {std::string("--dp"), std::to_string(dp), std::string("--zero"),
                  std::to_string(int(layout["zero"])), std::string("--tokens"), number(w["tokens"]),
                  std::string("--seq-len"), number(w["sequence_length"])})
                perf.push_back(arg);
        }
        const CliRun run = runCli(perf);
        ASSERT_EQ(run.exitCode, 0) << run.err;
        const nlohmann::json estimate = nlohmann::json::parse(run.out);
        auto near = [](double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b)); };
        if (serving) {
            EXPECT_PRED2(near, estimate["tpot_s"].get<double>(), performance["tpot_s"].get<double>());
            EXPECT_PRED2(near, estimate["ttft_at_load_s"].get<double>(), performance["ttft_s"].get<double>());
            EXPECT_PRED2(near, estimate["output_tokens_per_s_per_replica"].get<double>(),
                         performance["throughput_tokens_per_s_per_replica"].get<double>());
        } else {
            EXPECT_PRED2(near, estimate["time_to_train_s"].get<double>(),
                         performance["time_s"].get<double>());
            EXPECT_PRED2(near, estimate["tokens_per_s"].get<double>(),
                         performance["throughput_tokens_per_s"].get<double>());
            EXPECT_PRED2(near, estimate["scaling_efficiency"].get<double>(),
                         performance["scaling_efficiency"].get<double>());
        }
    }
}

// `tco` and `recommend` agree on one option: the top serving option's selector, priced by `tco` with the
// scenario's currency, horizon, utilisation and country, costs what `recommend` says, month and horizon.
TEST(CliRecommend, TcoOfTheRecommendedOptionIsTheRecommendedCost) {
    for (const char* name : {"chatbot-70b-200-users.json", "bank-fraud-br.json"}) {
        SCOPED_TRACE(name);
        const nlohmann::json c = readJson(scenario(name))["constraints"];
        const nlohmann::json who = readJson(scenario(name))["compliance"];
        const CliRun recommend = runCli({"recommend", "--scenario", scenario(name), "--json"});
        ASSERT_EQ(recommend.exitCode, 0) << recommend.err;
        const nlohmann::json top = nlohmann::json::parse(recommend.out)["options"][0];
        std::vector<std::string> arguments{
            "tco", "--json", "--option", top["acquisition"]["selector"], "--currency", c["currency"],
            "--horizon-months", std::to_string(int(c["horizon_months"])), "--utilisation",
            number(c["utilisation"]), "--country", c["country"],
            // the same customer: the controls its rules require are in both totals (issue 39)
            "--org", who["org"], "--data", joined(who["data"]), "--subjects", joined(who["subjects"])};
        if (who.value("touches_pix", false))
            arguments.push_back("--touches-pix");
        const CliRun tco = runCli(arguments);
        ASSERT_EQ(tco.exitCode, 0) << tco.err;
        const nlohmann::json option = nlohmann::json::parse(tco.out)["options"][0];
        EXPECT_DOUBLE_EQ(option["cumulative"].back()["amount"].get<double>(),
                         top["cost"]["total"]["amount"].get<double>());
        EXPECT_DOUBLE_EQ(option["monthly"].back()["amount"].get<double>(),
                         top["cost"]["monthly"]["amount"].get<double>());
        EXPECT_EQ(option["cumulative"].back()["currency"], top["cost"]["total"]["currency"]);
    }
}

// A job is priced as `recommend` sized it: `tco --scenario` with the top option's selector prints the job's
// cost `recommend` ranked it by, in JSON and in the text's "one-off job" row (issue 37: a one-off batch cost
// 2,704 in `recommend` and 26,420 in `tco`).
TEST(CliRecommend, TcoOfTheRecommendedJobIsTheJobsCost) {
    for (const char* name : {"lora-8b.json", "pretrain-7b-1t.json", "bank-finetune-7d.json"}) {
        SCOPED_TRACE(name);
        const CliRun recommend = runCli({"recommend", "--scenario", scenario(name), "--json"});
        ASSERT_EQ(recommend.exitCode, 0) << recommend.err;
        const nlohmann::json top = nlohmann::json::parse(recommend.out)["options"][0];
        const std::string selector = top["acquisition"]["selector"];
        EXPECT_NE(selector.find(":job-hours="), std::string::npos) << selector;
        const CliRun tco = runCli({"tco", "--json", "--scenario", scenario(name), "--option", selector});
        ASSERT_EQ(tco.exitCode, 0) << tco.err;
        const nlohmann::json option = nlohmann::json::parse(tco.out)["options"][0];
        EXPECT_NEAR(option["job_cost"]["amount"].get<double>(), top["cost"]["total"]["amount"].get<double>(),
                    0.005);
        const CliRun text = runCli({"tco", "--scenario", scenario(name), "--option", selector});
        ASSERT_EQ(text.exitCode, 0) << text.err;
        char job[64];
        std::snprintf(job, sizeof job, "one-off job                 %.0f",
                      top["cost"]["total"]["amount"].get<double>());
        EXPECT_NE(text.out.find(job), std::string::npos) << text.out;
    }
}

// Memory is stated at the load a replica holds: every option and comparison row of every serving example,
// asked of `fit` with its GPU, precision, tensor-parallel width, context and sequences per replica, gives
// the same per-GPU total, KV cache, weights and verdict as `recommend --json` (issue 21: the dashboard
// showed one sequence's KV cache while `fit` for the load gave 60 times more).
TEST(CliRecommend, MemoryIsFitAtTheSequencesEachReplicaHolds) {
    int checked = 0;
    for (const std::string& name : gpuadvisor::testing::exampleScenarioNames()) {
        const gpuadvisor::Scenario study = gpuadvisor::testing::scenario(name);
        if (!gpuadvisor::isServing(study.workload.kind))
            continue;
        SCOPED_TRACE(name);
        const CliRun recommend = runCli({"recommend", "--scenario", scenario(name.c_str()), "--json"});
        ASSERT_EQ(recommend.exitCode, 0) << recommend.err;
        const nlohmann::json result = nlohmann::json::parse(recommend.out);
        nlohmann::json rows = result["options"];
        for (const nlohmann::json& row : result["alternatives"])
            rows.push_back(row);
        ASSERT_FALSE(rows.empty());
        for (const nlohmann::json& option : rows) {
            SCOPED_TRACE(option["id"].get<std::string>());
            const std::string tp = std::to_string(int(option["layout"]["tp"]));
            const int sequences = option["performance"]["concurrency_per_replica"];
            ASSERT_GT(sequences, 0);
            const CliRun fit = runCli(
                {"fit", "--json", "--model", study.workload.model, "--workload",
                 study.workload.kind == gpuadvisor::WorkloadKind::BatchInference ? "batch-inference"
                                                                                 : "inference",
                 "--precision", option["precision"], "--gpu", option["gpu"], "--gpus", tp, "--tp", tp,
                 "--context", std::to_string(study.workload.promptTokens + study.workload.outputTokens),
                 "--concurrency", std::to_string(sequences)});
            ASSERT_EQ(fit.exitCode, 0) << fit.err;
            const nlohmann::json f = nlohmann::json::parse(fit.out);
            const nlohmann::json& stated = option["fit"];
            EXPECT_DOUBLE_EQ(stated["total_bytes"].get<double>(), f["per_gpu"]["total_bytes"].get<double>());
            EXPECT_DOUBLE_EQ(stated["kv_cache_bytes"].get<double>(),
                             f["per_gpu"]["kv_cache_bytes"].get<double>());
            EXPECT_DOUBLE_EQ(stated["weights_bytes"].get<double>(),
                             f["per_gpu"]["weights_bytes"].get<double>());
            EXPECT_EQ(stated["verdict"], f["verdict"]);
            // The KV cache holds every sequence: more than one sequence's worth whenever it holds several.
            EXPECT_GE(stated["kv_cache_bytes"].get<double>(), f["kv_cache_bytes_per_token"].get<double>() *
                                                                  (study.workload.promptTokens + 1) *
                                                                  sequences / std::stoi(tp) * 0.99);
            ++checked;
        }
    }
    EXPECT_GE(checked, 7); // every serving example has at least one option
}
