// The scenario file: the example scenarios parse, round-trip, and bad keys are named.
#include "core/scenario/scenario.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace gpuadvisor;

namespace {

std::string example(const std::string& name) {
    std::ifstream in(std::string(GPUADVISOR_SCENARIOS_DIR) + "/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

class ExampleScenario : public ::testing::TestWithParam<const char*> {};

} // namespace

TEST_P(ExampleScenario, ParsesAndRoundTrips) {
    auto scenario = scenarioFromJson(example(GetParam()));
    ASSERT_TRUE(scenario.ok()) << scenario.error().message;
    auto again = scenarioFromJson(scenarioToJson(*scenario));
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(scenarioToJson(*again), scenarioToJson(*scenario));
}

INSTANTIATE_TEST_SUITE_P(Resources, ExampleScenario,
                         ::testing::Values("chatbot-70b-200-users.json", "lora-8b.json",
                                           "pretrain-7b-1t.json", "batch-summarisation.json",
                                           "bank-fraud-br.json", "br-8xh100-tco.json",
                                           "bank-finetune-7d.json", "federal-classified-br.json",
                                           "hospital-health-br.json", "pt-gdpr-controller.json",
                                           "startup-prototype.json"));

TEST(Scenario, DefaultsForMissingOptionalKeys) {
    auto s = scenarioFromJson(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-8b"}})");
    ASSERT_TRUE(s.ok()) << s.error().message;
    EXPECT_EQ(s->workload.users, 1);
    EXPECT_EQ(s->workload.promptTokens, 1000);
    EXPECT_EQ(s->constraints.currency, "USD");
    EXPECT_EQ(s->constraints.horizonMonths, 36);
    EXPECT_DOUBLE_EQ(s->constraints.utilisation, 0.6);
    EXPECT_EQ(s->customer.organisation, "private");
    EXPECT_EQ(s->presentation.language, ""); // no language: the report is written in its buyer's
}

// Issue 40: a study may name its serving engine; an unknown one is refused with its key.
TEST(Scenario, NamesItsServingEngine) {
    auto s = scenarioFromJson(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-8b", "engine": "vllm"}})");
    ASSERT_TRUE(s.ok()) << s.error().message;
    EXPECT_EQ(s->workload.engine, ServingEngine::Vllm);
    EXPECT_NE(scenarioToJson(*s).find("vllm"), std::string::npos); // written back
    auto bad = scenarioFromJson(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "x", "engine": "sglang"}})");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().field, "workload.engine");
}

TEST(Scenario, RefusesANewerVersion) {
    auto s = scenarioFromJson(R"({"schema_version": 2, "workload": {"type": "inference", "model": "x"}})");
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().code, ErrorCode::Unsupported);
    EXPECT_NE(s.error().message.find("newer GPU Sizing Advisor"), std::string::npos);
}

// Inputs the fuzzer found (tests/fuzz/regressions/scenario_json): a wrong JSON type or a number no int can
// hold used to escape as an exception or undefined behaviour; now they are refused like any bad value.
TEST(Scenario, WrongTypesAndHugeNumbersAreRefusedNotCrashes) {
    for (const char* text :
         {R"({"schema_version": {"type": "inference"}})", R"({"schema_version": 1e44})",
          R"({"schema_version": 1, "workload": {"type": 1e12}})",
          R"({"schema_version": 1, "workload": {"type": "inference", "model": "m", "users": 1e44}})",
          R"({"schema_version": 1, "workload": {"type": "inference", "model": "m", "users": 2.5}})"}) {
        const auto s = scenarioFromJson(text);
        ASSERT_FALSE(s.ok()) << text;
        EXPECT_FALSE(s.error().message.empty());
    }
}

TEST(Scenario, NamesTheBadKey) {
    struct Case {
        const char* json;
        const char* field;
    };
    for (const Case& c :
         {Case{R"({"workload": {"type": "inference", "model": "m"}})", "schema_version"},
          Case{R"({"schema_version": 1, "workload": {"type": "serving", "model": "m"}})", "workload.type"},
          Case{R"({"schema_version": 1, "workload": {"type": "pretrain", "model": "m"}})", "workload.tokens"},
          Case{R"({"schema_version": 1, "workload": {"type": "inference", "model": "m", "users": -3}})",
               "workload.users"},
          Case{R"({"schema_version": 1, "workload": {"type": "inference", "model": "m", "userz": 3}})",
               "workload.userz"},
          Case{R"({"schema_version": 1, "workload": {"type": "inference", "model": "m"},
                                   "constraints": {"utilisation": 1.5}})",
               "constraints.utilisation"},
          Case{R"({"schema_version": 1, "workload": {"type": "inference", "model": "m"},
                                   "compliance": {"org": "bank"}})",
               "compliance.org"}}) {
        auto s = scenarioFromJson(c.json);
        ASSERT_FALSE(s.ok()) << c.json;
        EXPECT_EQ(s.error().field, c.field) << s.error().message;
    }
    EXPECT_EQ(scenarioFromJson("{oops").error().code, ErrorCode::ParseError);
}

// The site's rack power is a study input: read, written back, and refused out of range with its key.
TEST(Scenario, RackPowerIsReadWrittenAndChecked) {
    const auto s = scenarioFromJson(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-8b", "users": 10},
            "constraints": {"rack_power_kw": 17.5}})");
    ASSERT_TRUE(s.ok()) << s.error().message;
    ASSERT_TRUE(s->constraints.rackPowerKw.has_value());
    EXPECT_DOUBLE_EQ(*s->constraints.rackPowerKw, 17.5);
    EXPECT_DOUBLE_EQ(*scenarioFromJson(scenarioToJson(*s))->constraints.rackPowerKw, 17.5);
    const auto bad = scenarioFromJson(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-8b", "users": 10},
            "constraints": {"rack_power_kw": 0}})");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("rack_power_kw"), std::string::npos) << bad.error().message;
}

// Issue 16: the procurement policy and the start date are read, written back only where set (unset fields
// keep following the customer), and bad values name the key and what is allowed.
TEST(Scenario, PolicyIsReadWrittenAndChecked) {
    const auto s = scenarioFromJson(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-8b", "users": 10},
            "constraints": {"start_date": "2027-01-15"},
            "policy": {"supplier_tiers": ["hyperscaler", "owned"], "min_sla_percent": 99.9,
                       "consumer_gpus": false, "redundancy": "n+1-sites", "deadline_margin": 0.25}})");
    ASSERT_TRUE(s.ok()) << s.error().message;
    EXPECT_EQ(s->constraints.startDate, "2027-01-15");
    EXPECT_EQ(*s->policy.supplierTiers, (std::vector<std::string>{"hyperscaler", "owned"}));
    EXPECT_DOUBLE_EQ(*s->policy.minSlaPercent, 99.9);
    EXPECT_EQ(s->policy.consumerGpus, std::optional<bool>(false));
    EXPECT_FALSE(s->policy.fourBitWeights.has_value()); // unset: follows the data
    EXPECT_EQ(s->policy.redundancy, std::optional<Redundancy>(Redundancy::AcrossSites));
    EXPECT_DOUBLE_EQ(*s->policy.deadlineMargin, 0.25);
    const std::string written = scenarioToJson(*s);
    EXPECT_EQ(written.find("four_bit_weights"), std::string::npos);
    const auto again = scenarioFromJson(written);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(scenarioToJson(*again), written);
    // A version-1 file without a policy loads with every field unset.
    const auto plain = scenarioFromJson(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-8b", "users": 10}})");
    ASSERT_TRUE(plain.ok());
    EXPECT_FALSE(plain->policy.supplierTiers || plain->policy.redundancy || plain->policy.deadlineMargin);

    const std::pair<const char*, const char*> bad[] = {
        {R"("policy": {"supplier_tiers": ["cheapest"]})", "allowed: hyperscaler, neocloud"},
        {R"("policy": {"redundancy": "n+2"})", "allowed: none, n+1-servers, n+1-sites"},
        {R"("policy": {"min_sla_percent": 101})", "policy.min_sla_percent"},
        {R"("policy": {"consumer_gpus": "no"})", "must be true or false"},
        {R"("policy": {"deadline_margin": -0.1})", "policy.deadline_margin"},
        {R"("policy": {"price_first": true})", "'policy.price_first' is not a scenario key"},
        {R"("constraints": {"start_date": "2026-02-30"})", "must be a date as YYYY-MM-DD"},
    };
    for (const auto& [part, message] : bad) {
        const auto refused = scenarioFromJson(
            std::string(R"({"schema_version": 1, "workload": {"type": "inference", "model": "m"}, )") + part +
            "}");
        ASSERT_FALSE(refused.ok()) << part;
        EXPECT_NE(refused.error().message.find(message), std::string::npos) << refused.error().message;
    }
}

// A scenario without a language is written back without one (it keeps following its buyer), and a language
// given stays.
TEST(Scenario, AbsentReportLanguageRoundTripsAsAbsent) {
    auto parsed = scenarioFromJson(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-8b"}})");
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    Scenario s = *parsed;
    EXPECT_EQ(scenarioToJson(s).find("\"language\""), std::string::npos);
    s.presentation.language = "pt-BR";
    auto again = scenarioFromJson(scenarioToJson(s));
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(again->presentation.language, "pt-BR");
    EXPECT_FALSE(scenarioFromJson(R"({"schema_version": 1, "workload": {"type": "inference", "model": "x"},
                                     "presentation": {"language": ""}})")
                     .ok()); // given, it must be one of the two
}
