// gpu-advisor-cli: the scripting face of GPU Sizing Advisor. Thin: parsing and printing only; the numbers
// come from the same core engines the GUI uses.
#include "cli/calibration_command.h"
#include "cli/catalog_command.h"
#include "cli/cli_support.h"
#include "cli/fit_command.h"
#include "cli/perf_command.h"
#include "cli/recommend_command.h"
#include "cli/report_command.h"
#include "cli/study_command.h"
#include "cli/tco_command.h"

#include <gpuadvisor/version.h>

#include <QApplication>
#include <QCoreApplication>

#include <cstdio>
#include <cstring>
#include <exception>
#include <memory>

namespace {

constexpr const char* kUsage =
    "Usage: gpu-advisor-cli <command> [options]\n"
    "\n"
    "Commands:\n"
    "  fit        memory fit of one configuration (per-GPU breakdown, verdict, minimum GPUs)\n"
    "  perf       training time and scaling, or serving latency and throughput\n"
    "  recommend  ranked, explained configurations for a scenario file\n"
    "  tco        cost over time and legal findings of cloud, bare-metal and owned options\n"
    "  report     the business-case PDF and CSV tables of a scenario (no display needed)\n"
    "  catalog    list, show, edit, import and export the catalog (GPUs, models, prices, rules)\n"
    "  study      save a study to the (team) catalog, list the saved ones, open one\n"
    "  calibration  the performance engine against published measurements (accuracy per family)\n"
    "\n"
    "Run 'gpu-advisor-cli <command> --help' for the options of a command.\n"
    "Options: --help, --version\n";

QtMessageHandler qtDefaultHandler = nullptr;

// Two things Qt says that are not the user's business, whose one line the CLI's own error already is:
// - a display-less machine has no XDG_RUNTIME_DIR; Qt says so on every start, and the offscreen report does
//   not need one;
// - after a statement fails inside a team catalog's transaction, Qt's PostgreSQL driver cannot free the
//   prepared statement ("current transaction is aborted"); the server frees it when the connection closes;
// - after a team catalog's server went away, each later statement meets "database not open"; the CLI's own
//   line says the connection was lost (db::lostConnection).
// Everything else Qt says goes through.
void quietAboutWhatIsNotTheUsers(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")) ||
        message.startsWith(QLatin1String("Unable to free statement")) ||
        message.endsWith(QLatin1String("atabase not open")))
        return;
    qtDefaultHandler(type, context, message);
}

} // namespace

int main(int argc, char* argv[]) {
    // Reports draw Qt Charts, which need a QApplication; offscreen, since the CLI never shows a window and
    // must work on a machine without a display.
    const bool drawsCharts = argc > 1 && std::strcmp(argv[1], "report") == 0;
    qtDefaultHandler = qInstallMessageHandler(quietAboutWhatIsNotTheUsers);
    if (drawsCharts)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app = drawsCharts
                                                      ? std::make_unique<QApplication>(argc, argv)
                                                      : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName("gpu-advisor-cli");
    QCoreApplication::setApplicationVersion(gpuadvisor::kVersion);
    using namespace gpuadvisor::cli;

    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) { // bad usage: one line, as for every other
        std::fputs("gpu-advisor-cli: a command is required (fit, perf, recommend, tco, report, catalog, "
                   "study, calibration); "
                   "'gpu-advisor-cli --help' describes them\n",
                   stderr);
        return kExitBadInput;
    }
    const QString command = arguments.at(1);
    if (command == "--help" || command == "-h" || command == "help") {
        printOut(kUsage);
        return kExitOk;
    }
    if (command == "--version") {
        printOut(std::string("gpu-advisor-cli ") + gpuadvisor::kVersion + "\n");
        return kExitOk;
    }
    arguments.removeAt(1); // QCommandLineParser expects argv[0] first, then the options

    try {
        if (command == "fit")
            return runFit(arguments);
        if (command == "perf")
            return runPerf(arguments);
        if (command == "recommend")
            return runRecommend(arguments);
        if (command == "tco")
            return runTco(arguments);
        if (command == "catalog")
            return runCatalog(arguments);
        if (command == "report")
            return runReport(arguments);
        if (command == "calibration")
            return runCalibration(arguments);
        if (command == "study")
            return runStudy(arguments);
        failUsage("unknown command '" + command.toStdString() +
                  "' (commands: fit, perf, tco, recommend, report, catalog, study, calibration; see --help)");
    } catch (const UsageError& error) {
        std::fprintf(stderr, "gpu-advisor-cli %s: error: %s\n", command.toStdString().c_str(),
                     error.message.c_str());
        return kExitBadInput;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "gpu-advisor-cli: internal error: %s\n", error.what());
        return kExitInternal;
    }
}
