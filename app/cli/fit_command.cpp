#include "cli/fit_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "cli/fit_options.h"
#include "core/memory/memory_estimator.h"
#include "core/present/fit_json.h"
#include "core/present/fit_text.h"
#include "db/sql_catalog.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor::cli {

int runFit(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Per-GPU memory of one configuration: weights, gradients, optimizer states, activations, KV cache "
        "and\n"
        "overhead, with a verdict (fits / tight / does_not_fit), the minimum GPU count and, for serving, "
        "the\n"
        "maximum number of concurrent sequences.\n\n"
        "Example: gpu-advisor-cli fit --model llama-3.1-70b --workload inference --precision fp8 \\\n"
        "           --gpu h100-sxm --gpus 2 --tp 2 --context 8192 --concurrency 32");
    addWorkloadOptions(parser);
    parseOrFail(parser, arguments, "fit");
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace(QStringLiteral("gpu-advisor-cli [options]"),
                              QStringLiteral("gpu-advisor-cli fit [options]"))
                     .toStdString());
        return kExitOk;
    }
    const auto database = openCatalogDatabase(parser);
    auto catalog = db::SqlCatalog::load(*database);
    if (!catalog)
        failInput(catalog.error());
    const FitRequest request = buildFitRequest(parser, *catalog);
    auto report = estimateFit(request);
    if (!report)
        failInput(report.error());
    if (parser.isSet("json"))
        printOut(fitReportToJson(*report).dump(2) + "\n");
    else
        printOut(fitReportText(*report));
    return kExitOk;
}

} // namespace gpuadvisor::cli
