#include "cli/recommend_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/advisor/recommender.h"
#include "core/common/text_format.h"
#include "db/cost_catalog_source.h"
#include "db/sql_catalog.h"
#include "db/text_file.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor::cli {

namespace {

nlohmann::json toJson(const Recommendation& r) {
    nlohmann::json findings = nlohmann::json::array();
    for (const Finding& f : r.findings)
        findings.push_back({{"rule", f.ruleId}, {"effect", effectName(f.effect)}, {"message", f.messageEn},
                            {"message_pt", f.messagePt}, {"citation", f.citation}});
    return {{"rank", r.rank},
            {"id", r.id},
            {"gpu", r.gpuId},
            {"gpus", r.gpus},
            {"nodes", r.nodes},
            {"replicas", r.replicas},
            {"layout", {{"tp", r.layout.tp}, {"pp", r.layout.pp}, {"dp", r.layout.dp}, {"zero", r.layout.zeroStage}}},
            {"precision", precisionName(r.precision)},
            {"acquisition", {{"kind", optionKindName(r.acquisition.kind)}, {"offer", r.acquisition.id},
                             {"count", r.acquisition.count}, {"label", r.acquisitionLabel}}},
            {"fit", {{"verdict", r.memoryVerdict}, {"total_bytes", r.perGpu.total()}, {"capacity_bytes", r.perGpu.capacity},
                     {"weights_bytes", r.perGpu.weights}, {"kv_cache_bytes", r.perGpu.kvCache}}},
            {"performance", {{"time_s", r.timeSeconds}, {"tpot_s", r.tpotSeconds}, {"ttft_s", r.ttftSeconds},
                             {"throughput_tokens_per_s", r.throughputTokensPerSecond},
                             {"concurrency_per_replica", r.concurrencyPerReplica}, {"scaling_efficiency", r.scalingEfficiency}}},
            {"cost", {{"total", {{"amount", r.totalCost}, {"currency", r.currency}}},
                      {"upfront", {{"amount", r.upfrontCost}, {"currency", r.currency}}},
                      {"monthly", {{"amount", r.monthlyCost}, {"currency", r.currency}}},
                      {"per_useful_gpu_hour", {{"amount", r.costPerUsefulGpuHour}, {"currency", r.currency}}}}},
            {"compliance", r.compliance},
            {"findings", findings},
            {"decision_step", r.decisionStep},
            {"why", r.why}};
}

} // namespace

int runRecommend(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Ranked, explained configurations for a scenario: GPU types × node layouts × precisions × acquisitions\n"
        "(cloud offers, bare-metal offers, owned node types), checked for fit, speed, cost and the law.\n\n"
        "Example: gpu-advisor-cli recommend --scenario resources/scenarios/chatbot-70b-200-users.json");
    parser.addOptions({{"scenario", "Scenario JSON file.", "file"},
                       {"top", "How many options to return (default 4).", "N"},
                       {"json", "Print one JSON object."}});
    parser.addOption(catalogOption());
    parser.addHelpOption();
    parseOrFail(parser, arguments, "recommend");
    if (parser.isSet("help")) {
        printOut(parser.helpText().replace("gpu-advisor-cli [options]", "gpu-advisor-cli recommend [options]").toStdString());
        return kExitOk;
    }
    if (!parser.isSet("scenario"))
        failUsage("--scenario FILE is required (examples in resources/scenarios/)");
    const Scenario scenario = unwrap(scenarioFromJson(unwrap(db::readTextFile(parser.value("scenario").toStdString(), "scenario"))));
    const int top = static_cast<int>(integerOption(parser, "top").value_or(4));
    const auto database = openCatalogDatabase(parser);
    const db::SqlCatalog catalog = unwrap(db::SqlCatalog::load(*database));
    const CostCatalog costs = unwrap(db::loadCostCatalog(*database));
    const std::vector<ComplianceRule> rules = unwrap(db::loadComplianceRules(*database));
    const RecommendationSet result = unwrap(recommend(scenario, AdvisorCatalog{catalog, costs, rules}, top));

    if (parser.isSet("json")) {
        nlohmann::json options = nlohmann::json::array(), rejected = nlohmann::json::array();
        for (const Recommendation& r : result.options)
            options.push_back(toJson(r));
        for (const RejectedOption& r : result.rejected)
            rejected.push_back({{"id", r.id}, {"reason", r.reason}});
        nlohmann::json alternatives = nlohmann::json::array();
        for (const Recommendation& r : result.alternatives)
            alternatives.push_back(toJson(r));
        printOut(nlohmann::json{{"scenario", scenario.presentation.title}, {"options", options},
                                {"alternatives", alternatives}, {"rejected", rejected},
                                {"pareto", result.pareto}, {"evaluated", result.evaluated}, {"notes", result.notes}}
                     .dump(2) + "\n");
        return kExitOk;
    }
    std::string out = (scenario.presentation.title.empty() ? std::string("Recommendation") : scenario.presentation.title) +
                      " — " + std::to_string(result.evaluated) + " configurations costed\n\n";
    char line[400];
    std::snprintf(line, sizeof line, "%-4s %-44s %6s %-9s %14s %-24s\n", "#", "configuration", "GPUs", "precision",
                  ("total " + scenario.constraints.currency).c_str(), "compliance");
    out += line;
    for (const Recommendation& r : result.options) {
        std::snprintf(line, sizeof line, "%-4d %-44s %6d %-9s %14s %-24s\n", r.rank, r.acquisitionLabel.substr(0, 44).c_str(),
                      r.gpus, std::string(precisionName(r.precision)).c_str(), formatFixed(r.totalCost, 0).c_str(),
                      r.compliance.c_str());
        out += line;
    }
    if (!result.alternatives.empty())
        out += "For comparison, the cheapest option of each way of paying left out above:\n";
    for (const Recommendation& r : result.alternatives) {
        std::snprintf(line, sizeof line, "%-4d %-44s %6d %-9s %14s %-24s\n", r.rank, r.acquisitionLabel.substr(0, 44).c_str(),
                      r.gpus, std::string(precisionName(r.precision)).c_str(), formatFixed(r.totalCost, 0).c_str(),
                      r.compliance.c_str());
        out += line;
    }
    for (const Recommendation& r : result.options) {
        out += "\n" + std::to_string(r.rank) + ". " + r.id + "\n";
        for (const std::string& why : r.why)
            out += "   - " + why + "\n";
    }
    if (!result.rejected.empty()) {
        out += "\nNotable alternatives that lost:\n";
        std::size_t shown = 0;
        for (const RejectedOption& r : result.rejected)
            if (shown++ < 8)
                out += "   - " + r.id + ": " + r.reason + "\n";
        if (result.rejected.size() > 8)
            out += "   (" + std::to_string(result.rejected.size() - 8) + " more in --json)\n";
    }
    for (const std::string& note : result.notes)
        out += note + "\n";
    printOut(out);
    return kExitOk;
}

} // namespace gpuadvisor::cli
