#include "cli/recommend_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/cost/cost_assumptions.h"
#include "core/present/cost_text.h"
#include "core/present/recommendation_json.h"
#include "core/present/recommendation_text.h"
#include "core/study/run_study.h"
#include "db/catalog_snapshot.h"
#include "db/text_file.h"

namespace gpuadvisor::cli {

int runRecommend(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Ranked, explained configurations for a scenario: GPU types × node layouts × precisions × "
        "acquisitions\n"
        "(cloud offers, bare-metal offers, owned node types), checked for fit, speed, cost and the law.\n\n"
        "Example: gpu-advisor-cli recommend --scenario resources/scenarios/chatbot-70b-200-users.json");
    parser.addOptions({{"scenario", "Scenario JSON file.", "file"},
                       {"top", "How many options to return (default 4).", "N"},
                       {"json", "Print one JSON object."}});
    parser.addOptions(catalogOptions());
    parser.addHelpOption();
    parseOrFail(parser, arguments, "recommend");
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace("gpu-advisor-cli [options]", "gpu-advisor-cli recommend [options]")
                     .toStdString());
        return kExitOk;
    }
    if (!parser.isSet("scenario"))
        failUsage("--scenario FILE is required (examples in resources/scenarios/)");
    const Scenario scenario = unwrap(
        scenarioFromJson(unwrap(db::readTextFile(parser.value("scenario").toStdString(), "scenario"))));
    const int top = static_cast<int>(integerOption(parser, "top").value_or(4));
    const auto database = openCatalogDatabase(parser);
    const db::SnapshotPtr snapshot = unwrap(db::loadSnapshot(*database));
    const RecommendationSet result = unwrap(recommendStudy(scenario, snapshot->advisor(), top));
    if (parser.isSet("json")) {
        nlohmann::json out = recommendationSetJson(result, scenario.presentation.title);
        out["catalog_revision"] = catalogRevisionUsed(parser, *database); // rerun with --catalog-revision
        printOut(out.dump(2) + "\n");
    } else {
        const double limit = CostAssumptions::fromCatalog(snapshot->catalog.assumptions()).priceMaxAgeMonths;
        const auto stale = staleRecommendedPrices(result, todayIso(), limit, Language::English);
        printOut(recommendationSetText(result, scenario.presentation.title, scenario.constraints.currency,
                                       stalePricesText(stale, limit, Language::English)));
    }
    return kExitOk;
}

} // namespace gpuadvisor::cli
