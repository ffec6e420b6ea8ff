// gpu-advisor-cli fit, run as a user would run it.
#include "cli_runner.h"

#include "../support/acceptance_example.h"

#include "core/catalog/memory_catalog.h"
#include "core/memory/memory_estimator.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuadvisor;

namespace {

const std::vector<std::string> kDoneExample = {
    "fit", "--model",   "llama-3.1-70b", "--workload",    "inference", "--precision",
    "fp8", "--gpu",     "h100-sxm",      "--gpus",        "2",         "--tp",
    "2",   "--context", "8192",          "--concurrency", "32"};

std::vector<std::string> with(std::vector<std::string> base, std::initializer_list<std::string> extra) {
    base.insert(base.end(), extra.begin(), extra.end());
    return base;
}

std::string fixture(const std::string& name) {
    return std::string(GPUADVISOR_FIXTURES_DIR) + "/" + name;
}

} // namespace

TEST(CliFit, JsonContractMatchesTheEngine) {
    const CliRun run = runCli(with(kDoneExample, {"--json"}));
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_TRUE(run.err.empty()) << run.err;
    const auto json = nlohmann::json::parse(run.out);

    const FitReport report = *estimateFit(llama70bFp8OnTwoH100s());

    EXPECT_EQ(json["parameters"].get<std::int64_t>(), report.parameters);
    EXPECT_EQ(json["active_parameters"].get<std::int64_t>(), report.activeParameters);
    EXPECT_DOUBLE_EQ(json["kv_cache_bytes_per_token"].get<double>(), 163840.0);
    const auto& perGpu = json["per_gpu"];
    EXPECT_DOUBLE_EQ(perGpu["weights_bytes"].get<double>(), report.perGpu.weights);
    EXPECT_DOUBLE_EQ(perGpu["gradients_bytes"].get<double>(), 0.0);
    EXPECT_DOUBLE_EQ(perGpu["optimizer_bytes"].get<double>(), 0.0);
    EXPECT_DOUBLE_EQ(perGpu["activations_bytes"].get<double>(), report.perGpu.activations);
    EXPECT_DOUBLE_EQ(perGpu["kv_cache_bytes"].get<double>(), report.perGpu.kvCache);
    EXPECT_DOUBLE_EQ(perGpu["overhead_bytes"].get<double>(), report.perGpu.overhead);
    EXPECT_DOUBLE_EQ(perGpu["total_bytes"].get<double>(), report.perGpu.total());
    EXPECT_DOUBLE_EQ(perGpu["capacity_bytes"].get<double>(), 80e9);
    EXPECT_EQ(json["verdict"], "fits");
    EXPECT_EQ(json["min_gpus"], 2);
    EXPECT_EQ(json["max_concurrent_sequences"], 56);
    EXPECT_TRUE(json["notes"].is_array());
    EXPECT_FALSE(json["notes"].empty());
    EXPECT_EQ(json["plan"]["tp"], 2);
}

TEST(CliFit, TextTableLabelsUnits) {
    const CliRun run = runCli(kDoneExample);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_NE(run.out.find("GB (1e9 B)"), std::string::npos);
    EXPECT_NE(run.out.find("GiB (2^30 B)"), std::string::npos);
    EXPECT_NE(run.out.find("36.33"), std::string::npos); // weights per GPU in GB
    EXPECT_NE(run.out.find("FITS"), std::string::npos);
}

TEST(CliFit, ModelFromHuggingFaceConfig) {
    const CliRun run = runCli({"fit", "--model-file", fixture("hf_configs/qwen2.5-7b.json"), "--workload",
                               "lora", "--gpu", "l40s", "--json"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(nlohmann::json::parse(run.out)["parameters"].get<std::int64_t>(), 7615616512);
}

TEST(CliFit, ParameterCountAndCustomGpu) {
    const CliRun run = runCli({"fit", "--params", "7B", "--workload", "inference", "--precision", "fp16",
                               "--gpu-memory-gb", "24", "--json"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const auto json = nlohmann::json::parse(run.out);
    EXPECT_DOUBLE_EQ(json["per_gpu"]["weights_bytes"].get<double>(), 14e9);
    EXPECT_DOUBLE_EQ(json["per_gpu"]["capacity_bytes"].get<double>(), 24e9);
}

TEST(CliFit, TrainingFillsDataParallelFromGpus) {
    const CliRun run = runCli({"fit", "--model", "llama-3.1-8b", "--workload", "full-finetune", "--gpu",
                               "h100-sxm", "--gpus", "8", "--zero", "3", "--json"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const auto json = nlohmann::json::parse(run.out);
    EXPECT_EQ(json["plan"]["dp"], 8);
    EXPECT_EQ(json["plan"]["zero"], 3);
}

TEST(CliFit, HelpAndVersion) {
    const CliRun help = runCli({"fit", "--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("--concurrency"), std::string::npos);
    const CliRun version = runCli({"--version"});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_NE(version.out.find("gpu-advisor-cli 0."), std::string::npos);
}

// Every bad input: exit status 2, nothing on stdout, one line on stderr that names the problem.
class CliFitBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(CliFitBadInput, ExitsTwoWithOneClearLine) {
    BadInput input = GetParam();
    const std::string command = input.arguments.front(); // the cases name their command ("fit", or a typo)
    input.arguments.erase(input.arguments.begin());
    expectBadInput(command, input);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliFitBadInput,
    ::testing::Values(
        BadInput{"UnknownModel",
                 {"fit", "--model", "llama-3-70b", "--workload", "inference", "--gpu", "h100-sxm"},
                 "unknown model id 'llama-3-70b' (closest: llama-3.1-70b"},
        BadInput{"UnknownGpu",
                 {"fit", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "h100"},
                 "unknown GPU id 'h100' (closest: h100-"},
        BadInput{
            "TpNotDividingHeads",
            {"fit", "--model", "llama-3.1-70b", "--workload", "inference", "--gpu", "h100-sxm", "--tp", "3"},
            "--tp: tp = 3 does not divide the model's 64 attention heads"},
        BadInput{"SplitNotEqualGpus",
                 {"fit", "--model", "llama-3.1-70b", "--workload", "pretrain", "--gpu", "h100-sxm", "--gpus",
                  "8", "--tp", "2", "--pp", "2", "--dp", "3"},
                 "tp*pp*dp = 2*2*3 = 12 must equal --gpus 8"},
        BadInput{
            "QloraWithBf16Base",
            {"fit", "--model", "llama-3.1-8b", "--workload", "qlora", "--precision", "bf16", "--gpu", "l4"},
            "QLoRA needs a 4-bit base"},
        BadInput{"MalformedConfig",
                 {"fit", "--model-file", fixture("hf_configs/malformed.json"), "--workload", "inference",
                  "--gpu", "l4"},
                 "config.json: the file is not valid JSON"},
        BadInput{
            "MissingConfigFile",
            {"fit", "--model-file", "/nonexistent/config.json", "--workload", "inference", "--gpu", "l4"},
            "--model-file: file '/nonexistent/config.json' does not exist"},
        BadInput{"NegativeConcurrency",
                 {"fit", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "l4", "--concurrency",
                  "-5"},
                 "--concurrency: concurrency = -5 is out of range"},
        BadInput{"NonNumericTp",
                 {"fit", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu", "l4", "--tp", "two"},
                 "--tp: 'two' is not a whole number"},
        BadInput{"AbsurdParams",
                 {"fit", "--params", "5e15", "--workload", "inference", "--gpu", "l4"},
                 "--params: '5e15' is absurd"},
        BadInput{"ZeroParams",
                 {"fit", "--params", "0", "--workload", "inference", "--gpu", "l4"},
                 "--params: '0' is not a positive parameter count"},
        BadInput{"AbsurdGpuMemory",
                 {"fit", "--model", "llama-3.1-8b", "--workload", "inference", "--gpu-memory-gb", "-1"},
                 "--gpu-memory-gb: -1 is out of range"},
        BadInput{
            "ContextBeyondModel",
            {"fit", "--model", "llama-2-7b", "--workload", "inference", "--gpu", "l4", "--context", "8192"},
            "--context: context = 8192 is out of range"},
        BadInput{"UnknownWorkload",
                 {"fit", "--model", "llama-2-7b", "--workload", "serving", "--gpu", "l4"},
                 "workload 'serving' is not known"},
        BadInput{
            "MissingWorkload", {"fit", "--model", "llama-2-7b", "--gpu", "l4"}, "--workload is required"},
        BadInput{"TwoModelSources",
                 {"fit", "--model", "llama-2-7b", "--params", "7B", "--workload", "inference", "--gpu", "l4"},
                 "exactly one of --model"},
        BadInput{"ZeroForInference",
                 {"fit", "--model", "llama-2-7b", "--workload", "inference", "--gpu", "l4", "--zero", "3"},
                 "--zero: zero applies to training workloads only"},
        BadInput{"UnknownOption",
                 {"fit", "--model", "llama-2-7b", "--workload", "inference", "--gpu", "l4", "--fast"},
                 "Unknown option 'fast'"},
        BadInput{"UnknownCommand", {"fits"}, "unknown command 'fits'"}),
    [](const auto& testInfo) { return std::string(testInfo.param.name); });
