#include "cli/calibration_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/common/number_format.h"
#include "core/performance/calibration.h"
#include "core/performance/calibration_fit.h"
#include "core/present/calibration_text.h"
#include "db/sql_catalog.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor::cli {

int runCalibration(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "The performance engine against published measurements: every case of the calibration data set "
        "(published, estimate, error) and the summary per family, with the catalog's assumptions.\n\n"
        "Example: gpu-advisor-cli calibration --split held-out");
    parser.addHelpOption();
    parser.addOptions(catalogOptions());
    parser.addOptions({
        {"split", "Which half: held-out (default), fit or all.", "half", "held-out"},
        {"json", "Print JSON instead of text."},
        {"markdown", "Print the README's accuracy tables (summary, then the cases outside the tolerance)."},
        {"fit", "Refit the curves of both families on the fitting half, starting from the catalog's values, "
                "and print "
                "the fitted assumptions (set them with 'catalog set assumptions KEY value X')."},
    });
    parseOrFail(parser, arguments, "calibration");
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace(QStringLiteral("gpu-advisor-cli [options]"),
                              QStringLiteral("gpu-advisor-cli calibration [options]"))
                     .toStdString());
        return kExitOk;
    }
    const QString half = parser.value("split");
    std::optional<CalibrationSplit> split;
    if (half == "fit")
        split = CalibrationSplit::Fit;
    else if (half == "held-out")
        split = CalibrationSplit::HeldOut;
    else if (half != "all")
        failUsage("--split: '" + half.toStdString() + "' is not a half (allowed: held-out, fit, all)");
    if (parser.isSet("json") && parser.isSet("markdown"))
        failUsage("--json and --markdown: choose one");

    const auto database = openCatalogDatabase(parser);
    const db::SqlCatalog catalog = unwrap(db::SqlCatalog::load(*database));
    const CalibrationSet& set = builtinCalibrationSet();
    if (parser.isSet("fit")) {
        PerfAssumptions fitted = PerfAssumptions::fromCatalog(catalog.assumptions());
        std::string out;
        for (const auto family : {CalibrationFamily::Serving, CalibrationFamily::Training}) {
            const double before = calibrationLoss(set, catalog, fitted, family);
            fitted = fitCalibration(set, catalog, fitted, family);
            for (const FittedParameter& p : calibrationParameters(family))
                out += std::string(p.key) + " " + formatFixed(fitted.*p.field, 6) + "\n";
            out += "loss of the " + std::string(calibrationFamilyName(family)) +
                   " fitting half: " + formatFixed(before, 6) + " at the catalog's values, " +
                   formatFixed(calibrationLoss(set, catalog, fitted, family), 6) + " fitted\n";
        }
        printOut(out);
        return kExitOk;
    }
    const auto results =
        evaluateCalibration(set, catalog, PerfAssumptions::fromCatalog(catalog.assumptions()), split);
    if (parser.isSet("json"))
        printOut(calibrationJson(set, results).dump(2) + "\n");
    else if (parser.isSet("markdown"))
        printOut(calibrationMarkdown(set, results));
    else
        printOut(calibrationText(set, results));
    return kExitOk;
}

} // namespace gpuadvisor::cli
