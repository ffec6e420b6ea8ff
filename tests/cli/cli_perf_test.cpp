// gpu-advisor-cli perf, run as a user would, against a catalog in the build tree.
#include "cli_runner.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

namespace {

nlohmann::json perfJson(std::vector<std::string> arguments) {
    arguments.insert(arguments.begin(), "perf");
    arguments.push_back("--json");
    const CliRun run = runCli(arguments);
    EXPECT_EQ(run.exitCode, 0) << run.err;
    return nlohmann::json::parse(run.out, nullptr, false);
}

} // namespace

// The acceptance command.
TEST(CliPerf, SeventyBillionOnSixtyFourH100s) {
    const auto json = perfJson({"--model", "llama-3.1-70b", "--workload", "pretrain", "--precision", "bf16",
                                "--gpu", "h100-sxm", "--gpus", "64", "--gpus-per-node", "8", "--fabric",
                                "ib-ndr", "--tokens", "1e12"});
    for (const char* key :
         {"step_time_s", "tokens_per_s", "mfu", "time_to_train_s", "gpu_hours", "scaling_efficiency",
          "breakdown", "plan", "notes", "assumptions", "memory_verdict"})
        EXPECT_TRUE(json.contains(key)) << key;
    for (const char* key : {"compute_s", "dp_comm_s", "tp_comm_s", "pp_bubble_s"})
        EXPECT_TRUE(json["breakdown"].contains(key)) << key;
    EXPECT_EQ(json["plan"]["gpus"], 64);
    EXPECT_NE(json["memory_verdict"], "does_not_fit");
    const double days = json["time_to_train_s"].get<double>() / 86400;
    // 6·N·D = 4.2e23 FLOPs over 64 × 989 TFLOP/s: 77 days at 100 % of peak; MFU 30–55 % gives 140–260 days.
    EXPECT_GT(days, 140);
    EXPECT_LT(days, 260);
    EXPECT_NEAR(json["gpu_hours"].get<double>(), json["time_to_train_s"].get<double>() * 64 / 3600, 1);
    const auto& b = json["breakdown"];
    const double parts = b["compute_s"].get<double>() + b["dp_comm_s"].get<double>() +
                         b["tp_comm_s"].get<double>() + b["pp_bubble_s"].get<double>() +
                         b["pp_transfer_s"].get<double>();
    EXPECT_NEAR(parts, json["step_time_s"].get<double>(), 1e-9);
}

// A slow fabric between nodes is a cliff, not a slope: 8B fine-tuning on L40S nodes over 25 GbE.
TEST(CliPerf, SweepShowsTheNodeBoundaryCliff) {
    const auto json = perfJson({"--model", "llama-3.1-8b", "--workload", "full-finetune", "--gpu", "l40s",
                                "--dp", "8", "--zero", "3", "--fabric", "eth-25", "--global-batch-tokens",
                                "524288", "--tokens", "1e9", "--sweep-gpus", "2,4,8,16,32"});
    const auto& sweep = json["sweep"];
    ASSERT_EQ(sweep.size(), 5u);
    EXPECT_EQ(sweep[2]["nodes"], 1);
    EXPECT_EQ(sweep[3]["nodes"], 2);
    EXPECT_GT(sweep[2]["scaling_efficiency"].get<double>(), 0.9);
    EXPECT_LT(sweep[3]["scaling_efficiency"].get<double>(), 0.6); // below the article's 60 % threshold
    // Twice the GPUs buy little of the time: the exchange over 25 GbE eats the second node (16 GPUs are 11 %
    // faster than 8, where the first node's doubling was 2× faster).
    EXPECT_GT(sweep[3]["time_to_train_s"].get<double>(), 0.85 * sweep[2]["time_to_train_s"].get<double>());
}

TEST(CliPerf, ServingFigures) {
    const auto json = perfJson({"--model", "llama-3.1-70b", "--workload", "inference", "--precision", "fp8",
                                "--gpu", "h100-sxm", "--tp", "2", "--prompt-tokens", "1000",
                                "--output-tokens", "200", "--tpot-target-ms", "40", "--users", "500"});
    for (const char* key : {"ttft_s", "ttft_at_load_s", "tpot_s", "output_tokens_per_s_per_replica",
                            "output_tokens_per_s_all_replicas", "max_concurrency", "replicas_needed"})
        EXPECT_TRUE(json.contains(key)) << key;
    EXPECT_LE(json["tpot_s"].get<double>(), 0.040);
    const int maxConcurrency = json["max_concurrency"];
    EXPECT_GT(maxConcurrency, 0);
    const int replicas = json["replicas_needed"];
    EXPECT_EQ(replicas, (500 + maxConcurrency - 1) / maxConcurrency);
    // One schedule: each replica decodes 500 / replicas sequences, one token each per TPOT.
    const double sequences = json["concurrency_at_load"];
    EXPECT_DOUBLE_EQ(sequences, 500.0 / replicas);
    EXPECT_NEAR(json["output_tokens_per_s_per_replica"].get<double>(),
                sequences / json["tpot_s"].get<double>(), 1e-9 * sequences / json["tpot_s"].get<double>());
    EXPECT_NEAR(json["output_tokens_per_s_all_replicas"].get<double>(),
                replicas * json["output_tokens_per_s_per_replica"].get<double>(), 1e-6);
}

// Given a request rate, `perf` reports TTFT and TPOT at that load and the replicas for the targets: 20
// requests/s of 1,000 + 300 tokens are 6,000 output tokens/s (20 × 300), whatever the replica count.
TEST(CliPerf, RequestRateGivesLatencyAtThatLoad) {
    const auto json = perfJson({"--model",
                                "llama-3.1-70b",
                                "--workload",
                                "inference",
                                "--precision",
                                "fp8",
                                "--gpu",
                                "h100-sxm",
                                "--tp",
                                "2",
                                "--prompt-tokens",
                                "1000",
                                "--output-tokens",
                                "300",
                                "--tpot-target-ms",
                                "50",
                                "--ttft-target-ms",
                                "1000",
                                "--requests-per-second",
                                "20"});
    EXPECT_NEAR(json["output_tokens_per_s_all_replicas"].get<double>(), 6000.0, 1e-6);
    EXPECT_LE(json["tpot_s"].get<double>(), 0.050);
    EXPECT_LE(json["ttft_at_load_s"].get<double>(), 1.0);
    EXPECT_GE(json["ttft_at_load_s"].get<double>(), json["ttft_s"].get<double>());
    EXPECT_GE(json["replicas_needed"].get<int>(), 1);
    // Prompt tokens flow at P/O of the output rate: 6,000 × 1000/300 over all replicas.
    EXPECT_NEAR(json["input_tokens_per_s_per_replica"].get<double>() * json["replicas_needed"].get<int>(),
                20000.0, 1e-6);
    // Users who pause 30 s between requests load it less than the same users always waiting.
    const auto thinking = perfJson({"--model", "llama-3.1-70b", "--workload", "inference", "--precision",
                                    "fp8", "--gpu", "h100-sxm", "--tp", "2", "--tpot-target-ms", "50",
                                    "--users", "2000", "--think-time-s", "30"});
    const auto waiting =
        perfJson({"--model", "llama-3.1-70b", "--workload", "inference", "--precision", "fp8", "--gpu",
                  "h100-sxm", "--tp", "2", "--tpot-target-ms", "50", "--users", "2000"});
    EXPECT_LT(thinking["replicas_needed"].get<int>(), waiting["replicas_needed"].get<int>());
}

TEST(CliPerf, TextOutputExplains) {
    const CliRun run =
        runCli({"perf", "--model", "llama-3.1-8b", "--workload", "lora", "--gpu", "l4", "--tokens", "1e8"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_NE(run.out.find("How each figure was obtained"), std::string::npos);
    EXPECT_NE(run.out.find("MFU"), std::string::npos);
}

class CliPerfBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(CliPerfBadInput, ExitsTwoWithOneClearLine) {
    expectBadInput("perf", GetParam());
}

INSTANTIATE_TEST_SUITE_P(Cases, CliPerfBadInput,
                         ::testing::Values(BadInput{"UnknownFabric",
                                                    {"--model", "llama-3.1-8b", "--workload", "pretrain",
                                                     "--gpu", "h100-sxm", "--fabric", "ib-ndrr"},
                                                    "unknown fabric id 'ib-ndrr' (closest: ib-ndr"},
                                           BadInput{"NegativeTokens",
                                                    {"--model", "llama-3.1-8b", "--workload", "pretrain",
                                                     "--gpu", "h100-sxm", "--tokens", "-5"},
                                                    "--tokens: -5 must be positive"},
                                           BadInput{"BadSweep",
                                                    {"--model", "llama-3.1-8b", "--workload", "pretrain",
                                                     "--gpu", "h100-sxm", "--sweep-gpus", "8,x"},
                                                    "--sweep-gpus: 'x' is not a GPU count"},
                                           BadInput{"SweepForServing",
                                                    {"--model", "llama-3.1-8b", "--workload", "inference",
                                                     "--gpu", "h100-sxm", "--sweep-gpus", "1,2"},
                                                    "--sweep-gpus applies to training"},
                                           BadInput{"ZeroGpusPerNode",
                                                    {"--model", "llama-3.1-8b", "--workload", "pretrain",
                                                     "--gpu", "h100-sxm", "--gpus-per-node", "0"},
                                                    "--gpus-per-node: 0 is out of range"},
                                           BadInput{"NegativeTarget",
                                                    {"--model", "llama-3.1-8b", "--workload", "inference",
                                                     "--gpu", "h100-sxm", "--tpot-target-ms", "-1"},
                                                    "--tpot-target-ms: -1 must be positive"},
                                           BadInput{"PromptBeyondContext",
                                                    {"--model", "llama-2-7b", "--workload", "inference",
                                                     "--gpu", "h100-sxm", "--prompt-tokens", "5000"},
                                                    "--prompt-tokens: prompt-tokens + output-tokens = 5200 "
                                                    "exceeds the model's maximum context of 4096"},
                                           BadInput{"TpNotDividingHeads",
                                                    {"--model", "llama-3.1-70b", "--workload", "pretrain",
                                                     "--gpu", "h100-sxm", "--tp", "3"},
                                                    "--tp: tp = 3 does not divide"}),
                         [](const auto& testInfo) { return std::string(testInfo.param.name); });

// Issue 19: with more data-parallel ranks than the 4M-token global batch has 4,096-token sequences, every
// rank still takes one, so the step grows (4,096 ranks × 4,096 tokens = 16.8 M tokens); the sweep says so
// instead of showing a scaling that only looks near perfect.
TEST(CliPerf, ASweepSaysWhereTheGlobalBatchGrows) {
    const auto json = perfJson({"--model", "llama-3.1-8b", "--workload", "pretrain", "--precision", "bf16",
                                "--gpu", "h100-sxm", "--gpus", "64", "--gpus-per-node", "8", "--fabric",
                                "ib-ndr", "--tokens", "1e12", "--sweep-gpus", "64,1024,4096"});
    const auto& sweep = json["sweep"];
    ASSERT_EQ(sweep.size(), 3u);
    EXPECT_FALSE(sweep[0]["global_batch_raised"].get<bool>());
    EXPECT_DOUBLE_EQ(sweep[0]["tokens_per_step"].get<double>(), 4194304.0); // 16 sequences × 64 ranks
    EXPECT_FALSE(sweep[1]["global_batch_raised"].get<bool>());              // 1 sequence × 1,024 ranks
    EXPECT_TRUE(sweep[2]["global_batch_raised"].get<bool>());
    EXPECT_DOUBLE_EQ(sweep[2]["tokens_per_step"].get<double>(), 4096.0 * 4096.0);
    const CliRun text = runCli({"perf", "--model", "llama-3.1-8b", "--workload", "pretrain", "--precision",
                                "bf16", "--gpu", "h100-sxm", "--gpus", "4096", "--gpus-per-node", "8",
                                "--fabric", "ib-ndr", "--tokens", "1e12"});
    EXPECT_NE(
        text.out.find("the global batch grows from 4194304 to 16777216 tokens a step: 4096 data-parallel "
                      "ranks need at least one 4096-token sequence each"),
        std::string::npos)
        << text.out;
}

// Issue 40: the engine is an input with its own constants, each answer carries its accuracy band, and an
// engine without measured constants is refused with the option and what is allowed.
TEST(CliPerf, TheEngineAndTheAccuracyBandAreInTheAnswer) {
    const auto defaulted =
        perfJson({"--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "h100-sxm"});
    EXPECT_EQ(defaulted["engine"], "tensorrt-llm");
    EXPECT_EQ(defaulted["accuracy"]["gpu"], "h100-sxm");
    EXPECT_TRUE(defaulted["accuracy"]["gpu_measured"].get<bool>());
    const auto vllm = perfJson(
        {"--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "h100-sxm", "--engine", "vllm"});
    EXPECT_EQ(vllm["engine"], "vllm");
    EXPECT_FALSE(vllm["accuracy"]["gpu_measured"].get<bool>()); // vLLM was measured on MI300X only
    EXPECT_TRUE(vllm["accuracy"]["software_measured"].get<bool>());
    EXPECT_GT(vllm["tpot_s"].get<double>(), defaulted["tpot_s"].get<double>());
    const CliRun bad = runCli({"perf", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu",
                               "h100-sxm", "--engine", "sglang"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("--engine: engine 'sglang' is not a serving engine"), std::string::npos)
        << bad.err;
    EXPECT_NE(bad.err.find("(allowed: tensorrt-llm, vllm)"), std::string::npos) << bad.err;
}
