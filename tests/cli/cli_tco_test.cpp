// gpu-advisor-cli tco: the acceptance study and its bad inputs.
#include "cli_runner.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include <gtest/gtest.h>

namespace {

nlohmann::json tcoJson(std::vector<std::string> arguments) {
    arguments.insert(arguments.begin(), "tco");
    arguments.push_back("--json");
    const CliRun run = runCli(arguments);
    EXPECT_EQ(run.exitCode, 0) << run.err;
    return nlohmann::json::parse(run.out, nullptr, false);
}

// AWS p5.48xlarge us-east-1 is row 10 of the seeded cloud offers (cloud_offers.csv order).
const std::vector<std::string> kEightH100InBrl = {"--currency",    "BRL",
                                                  "--option",      "cloud:10",
                                                  "--option",      "bare-metal:lambda-8x-h100-month",
                                                  "--option",      "owned:hgx-h100-8",
                                                  "--utilisation", "0.7",
                                                  "--org",         "private",
                                                  "--data",        "personal",
                                                  "--subjects",    "BR"};

} // namespace

// Done means: an 8×H100 study in BRL, three options side by side, the month the owned node pays for itself,
// utilisation at 30 %, and the legal conditions of each with citations.
TEST(CliTco, EightH100InBrl) {
    const auto json = tcoJson(kEightH100InBrl);
    ASSERT_EQ(json["options"].size(), 3u);
    EXPECT_EQ(json["currency"], "BRL");
    for (const auto& option : json["options"]) {
        for (const char* key :
             {"monthly", "cumulative", "npv", "cost_per_useful_gpu_hour", "break_even",
              "break_even_utilisation", "findings", "utilisation_sweep", "sensitivity", "attributes"})
            EXPECT_TRUE(option.contains(key)) << key;
        EXPECT_EQ(option["monthly"].size(), 61u); // upfront + 60 months
        EXPECT_EQ(option["npv"]["currency"], "BRL");
    }
    const auto& owned = json["options"][2];
    EXPECT_GT(owned["monthly"][0]["amount"].get<double>(), 0);         // the purchase
    EXPECT_TRUE(owned["break_even"]["cloud:10"]["month"].is_number()); // pays for itself vs the cloud
    // In Brazil, on premises: only the LGPD baseline (arts. 37, 46), which applies wherever data is
    // processed.
    EXPECT_EQ(owned["compliance"], "allowed_with_conditions");
    ASSERT_EQ(owned["findings"].size(), 1u);
    EXPECT_EQ(owned["findings"][0]["rule"], "BR-LGPD-06");
    const auto& cloud = json["options"][0];
    EXPECT_EQ(cloud["compliance"], "allowed_with_conditions");
    EXPECT_EQ(cloud["findings"][0]["rule"], "BR-LGPD-01");
    EXPECT_EQ(cloud["findings"][0]["citation"], "LGPD art. 33; Res. CD/ANPD 19/2024");
    const auto& sweep = owned["utilisation_sweep"];
    EXPECT_NEAR(sweep[2]["utilisation"].get<double>(), 0.3, 1e-9);
    EXPECT_GT(sweep[2]["cost_per_useful_gpu_hour"]["amount"].get<double>(),
              sweep[6]["cost_per_useful_gpu_hour"]["amount"].get<double>()); // idle hours cost an owner
}

TEST(CliTco, TextShowsOptionsSideBySide) {
    std::vector<std::string> arguments{"tco"};
    arguments.insert(arguments.end(), kEightH100InBrl.begin(), kEightH100InBrl.end());
    const CliRun run = runCli(arguments);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    for (const char* text :
         {"same at 30 % utilisation", "pays for itself after month", "REQUIRES BR-LGPD-01", "USD→BRL"})
        EXPECT_NE(run.out.find(text), std::string::npos) << text;
}

// The id of the factory offer of `provider` with this instance type and region (ids are row numbers).
static std::string offerId(const std::string& provider, const std::string& instance,
                           const std::string& region) {
    const CliRun run = runCli({"catalog", "list", "offers", "--provider", provider, "--json"});
    for (const auto& offer : nlohmann::json::parse(run.out, nullptr, false))
        if (offer["instance_type"] == instance && offer["region"] == region)
            return std::to_string(offer["id"].get<int>());
    ADD_FAILURE() << provider << " " << instance << " " << region << " not in the catalog";
    return "0";
}

static double line(const nlohmann::json& option, const std::string& kind) {
    for (const auto& l : option["lines"])
        if (l["kind"] == kind)
            return l["monthly"]["amount"].get<double>();
    return -1;
}

// Issue 15 and 38, done means: the taxes follow who invoices. Azure bills Brazilian buyers through Microsoft
// do Brasil (invoicing azure-br): its NC24ads A100 v4 in brazilsouth, 7.346 $/h × 730 h × 0.7 × 5.489 BRL/USD
// = 20,604.64 BRL a month, carries PIS/COFINS 9.25 % and ISS 2.9 % inside the invoice: × (1 / (1 − 0.1215) −
// 1) = 2,849.70. Lambda, with no Brazilian entity, bills from abroad: its gpu_1x_a100_sxm4, 1.99 $/h × 730 ×
// 0.7 × 5.489 = 5,581.71 BRL, carries IRRF 15 + CIDE 10 + PIS-Imp. 1.65 + COFINS-Imp. 7.6 + ISS 5 + IOF 3.5
// = 42.75 %: 2,386.18. The
// Brazilian local cloud's 1x L40S is billed in BRL (15.28 R$/h × 730 × 0.7 = 7,808.08) and carries no tax
// line.
TEST(CliTco, TaxesFollowWhoInvoices) {
    const std::string azure = "cloud:" + offerId("azure", "Standard_NC24ads_A100_v4", "brazilsouth");
    const std::string local = "cloud:" + offerId("br-local-cloud", "1x L40S", "São Paulo");
    const std::string lambda = "cloud:" + offerId("lambda", "gpu_1x_a100_sxm4", "us-east-1");
    const auto json = tcoJson({"--currency", "BRL", "--utilisation", "0.7", "--option", azure, "--option",
                               local, "--option", lambda});
    ASSERT_EQ(json["options"].size(), 3u);
    const double azureCompute = 7.346 * 730 * 0.7 * 5.489;
    EXPECT_NEAR(line(json["options"][0], "compute"), azureCompute, 1e-6);
    EXPECT_NEAR(line(json["options"][0], "local_invoice_taxes"),
                azureCompute * (1 / (1 - 0.0925 - 0.029) - 1), 1e-6);
    EXPECT_EQ(line(json["options"][0], "service_import_taxes"), -1);
    EXPECT_NEAR(line(json["options"][1], "compute"), 15.28 * 730 * 0.7, 1e-6);
    EXPECT_EQ(line(json["options"][1], "service_import_taxes"), -1); // no such line
    EXPECT_EQ(line(json["options"][1], "local_invoice_taxes"), -1);
    const double lambdaCompute = 1.99 * 730 * 0.7 * 5.489;
    EXPECT_NEAR(line(json["options"][2], "compute"), lambdaCompute, 1e-6);
    EXPECT_NEAR(line(json["options"][2], "service_import_taxes"), 0.4275 * lambdaCompute, 1e-6);
    EXPECT_EQ(line(json["options"][2], "local_invoice_taxes"), -1);
}

// Every factory node type has a price since issue 15; a price the user clears is named, with how to set one.
TEST(CliTco, UnpricedNodeIsRefused) {
    char dir[] = "/tmp/gpu-advisor-tco-XXXXXX";
    ASSERT_NE(mkdtemp(dir), nullptr);
    const std::string catalog = std::string(dir) + "/catalog.sqlite";
    ASSERT_EQ(
        runCli({"catalog", "set", "node-types", "hgx-h200-8", "purchase_price", "", "--catalog", catalog})
            .exitCode,
        0);
    expectBadInput("tco", BadInput{"UnpricedNode",
                                   {"--option", "owned:hgx-h200-8", "--catalog", catalog},
                                   "node type hgx-h200-8 has no purchase price in the catalog; set one with "
                                   "'gpu-advisor-cli catalog set node-types hgx-h200-8 purchase_price N'"});
    std::filesystem::remove_all(dir);
}

class CliTcoBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(CliTcoBadInput, ExitsTwoWithOneClearLine) {
    expectBadInput("tco", GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliTcoBadInput,
    ::testing::Values(
        BadInput{"UnknownCurrency",
                 {"--currency", "XYZ", "--option", "cloud:10"},
                 "--currency: 'XYZ' has no exchange rate"},
        BadInput{"UnknownOffer", {"--option", "cloud:99999"}, "unknown cloud offer id '99999'"},
        BadInput{"UnknownNodeType", {"--option", "owned:hgx-h100-16"}, "unknown node type 'hgx-h100-16'"},
        BadInput{"UtilisationAboveOne",
                 {"--option", "cloud:10", "--utilisation", "1.5"},
                 "--utilisation: 1.5 is out of range"},
        BadInput{"NegativeHorizon",
                 {"--option", "cloud:10", "--horizon-months", "-3"},
                 "--horizon-months: -3 is out of range"},
        BadInput{
            "BadSelector", {"--option", "rent:10"}, "kind 'rent' is not cloud, bare-metal, owned or hybrid"},
        BadInput{"NoOption", {"--currency", "BRL"}, "give at least one option"},
        BadInput{"UnknownDataClass",
                 {"--option", "cloud:10", "--data", "secret"},
                 "--data: 'secret' is not a data class"},
        // Offer 64 is Vast's 1× RTX 5090 in Denmark: its list has "SpotPrice 0.00" (no spot price), which is
        // unknown, never free.
        BadInput{"SpotWithoutASpotPrice",
                 {"--option", "cloud:64:spot"},
                 "--option: cloud offer 64 (vast 1x-RTX_5090-32-65536) has no spot price: its spot_hourly is "
                 "empty or 0"}),
    [](const auto& testInfo) { return std::string(testInfo.param.name); });

// A scenario file stands for the same flags; flags on the command line override it.
TEST(CliTco, ScenarioFileEqualsFlags) {
    const std::string scenario = std::string(GPUADVISOR_SCENARIOS_DIR) + "/br-8xh100-tco.json";
    const auto fromFile = tcoJson({"--scenario", scenario});
    // The scenario serves production, so its cloud option is billed every hour (issue 17), as ":always-on".
    std::vector<std::string> flags = kEightH100InBrl;
    std::replace(flags.begin(), flags.end(), std::string("cloud:10"), std::string("cloud:10:always-on"));
    const auto fromFlags = tcoJson(flags);
    ASSERT_EQ(fromFile["options"].size(), 3u);
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_DOUBLE_EQ(fromFile["options"][i]["npv"]["amount"].get<double>(),
                         fromFlags["options"][i]["npv"]["amount"].get<double>());
    const auto overridden = tcoJson({"--scenario", scenario, "--utilisation", "0.3"});
    EXPECT_DOUBLE_EQ(overridden["utilisation"].get<double>(), 0.3);
}

// A hybrid keeps data on premises in Brazil and sends bursts to a US region: the burst site's rules apply.
TEST(CliTco, HybridGetsTheBurstSiteFindings) {
    const auto json = tcoJson({"--currency", "BRL", "--option", "owned:hgx-h100-8", "--option",
                               "hybrid:hgx-h100-8:1/10:1@120", "--data", "personal", "--subjects", "BR"});
    ASSERT_EQ(json["options"].size(), 2u);
    EXPECT_EQ(json["options"][0]["findings"].size(), 1u); // on premises: the LGPD baseline only
    EXPECT_EQ(json["options"][1]["compliance"], "allowed_with_conditions");
    const auto& burst = json["options"][1]["findings"];
    EXPECT_TRUE(
        std::any_of(burst.begin(), burst.end(), [](const auto& f) { return f["rule"] == "BR-LGPD-01"; }));
    expectBadInput("tco",
                   BadInput{"BadHybrid", {"--option", "hybrid:hgx-h100-8/10"}, "must be hybrid:NODE_TYPE"});
}
