// gpu-advisor-cli catalog check: every priced row a recommendation could rest on that is an estimate, stale
// or region-unconfirmed, with the `catalog set` that clears it (issue 38). Exit status 1 when any is found,
// for scripts that refuse to quote from an unconfirmed catalog.
#include "cli/catalog_access.h"
#include "cli/catalog_subcommands.h"
#include "cli/cli_support.h"
#include "core/cost/catalog_check.h"
#include "core/present/cost_text.h"
#include "db/catalog_snapshot.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor::cli {

namespace {

constexpr int kExitRowsToConfirm = 1;

// The table as the CLI names it ("offers" for cloud_offers).
std::string cliTable(const PriceCheck& c) {
    const db::CatalogTable* table = db::findCatalogTable(QString::fromStdString(c.table));
    return table ? table->cliName.toStdString() : c.table;
}

std::string fixCommand(const PriceCheck& c) {
    return "gpu-advisor-cli catalog set " + cliTable(c) + " " + c.id + " " + c.column + " " +
           (c.value.empty() ? std::string("PRICE") : c.value);
}

} // namespace

int catalogCheck(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 1)
        failUsage("usage: catalog check");
    const auto database = openCatalogDatabase(parser);
    const db::SnapshotPtr snapshot = unwrap(db::loadSnapshot(*database));
    const CostAssumptions assumptions = CostAssumptions::fromCatalog(snapshot->catalog.assumptions());
    const std::string today = todayIso();
    const std::vector<PriceCheck> checks = checkPrices(snapshot->costs, today, assumptions);
    if (parser.isSet("json")) {
        nlohmann::json rows = nlohmann::json::array();
        for (const PriceCheck& c : checks)
            rows.push_back({{"table", cliTable(c)},
                            {"id", c.id},
                            {"row", c.what},
                            {"doubt", priceDoubtKey(c.doubt)},
                            {"as_of", c.asOf},
                            {"months_old", c.months ? nlohmann::json(*c.months) : nlohmann::json()},
                            {"column", c.column},
                            {"fix", fixCommand(c)}});
        printOut(nlohmann::json{
                     {"date", today}, {"price_max_age_months", assumptions.priceMaxAgeMonths}, {"rows", rows}}
                     .dump(2) +
                 "\n");
        return checks.empty() ? kExitOk : kExitRowsToConfirm;
    }
    if (checks.empty()) {
        printOut("every priced row is a dated list price or a confirmed value, none older than " +
                 formatFixed(assumptions.priceMaxAgeMonths, 0) + " months on " + today + "\n");
        return kExitOk;
    }
    std::string out = std::to_string(checks.size()) +
                      " price(s) to confirm before a recommendation rests on them (on " + today +
                      "; older than " + formatFixed(assumptions.priceMaxAgeMonths, 0) +
                      " months is stale: assumption price_max_age_months):\n";
    for (const PriceCheck& c : checks)
        out += cliTable(c) + " " + c.id + " (" + c.what + "): " + priceDoubtText(c, Language::English) +
               "\n    " + priceFixText(c, Language::English) + ": " + fixCommand(c) + "\n";
    printOut(out);
    return kExitRowsToConfirm;
}

} // namespace gpuadvisor::cli
