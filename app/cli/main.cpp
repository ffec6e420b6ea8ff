// gpu-advisor-cli: the scripting face of GPU Sizing Advisor. Thin: parsing and printing only; the numbers
// come from the same core engines the GUI uses.
#include "cli/catalog_command.h"
#include "cli/cli_support.h"
#include "cli/fit_command.h"
#include "cli/perf_command.h"
#include "cli/recommend_command.h"
#include "cli/tco_command.h"

#include <gpuadvisor/version.h>

#include <QCoreApplication>

#include <cstdio>
#include <exception>

namespace {

constexpr const char* kUsage =
    "Usage: gpu-advisor-cli <command> [options]\n"
    "\n"
    "Commands:\n"
    "  fit        memory fit of one configuration (per-GPU breakdown, verdict, minimum GPUs)\n"
    "  perf       training time and scaling, or serving latency and throughput\n"
    "  recommend  ranked, explained configurations for a scenario file\n"
    "  tco        cost over time and legal findings of cloud, bare-metal and owned options\n"
    "  catalog    list, show, edit, import and export the catalog (GPUs, models, prices, rules)\n"
    "\n"
    "Run 'gpu-advisor-cli <command> --help' for the options of a command.\n"
    "Options: --help, --version\n";

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("gpu-advisor-cli");
    QCoreApplication::setApplicationVersion(gpuadvisor::kVersion);
    using namespace gpuadvisor::cli;

    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        std::fputs(kUsage, stderr);
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
        failUsage("unknown command '" + command.toStdString() + "' (commands: fit, perf, tco, recommend, catalog; see --help)");
    } catch (const UsageError& error) {
        std::fprintf(stderr, "gpu-advisor-cli %s: error: %s\n", command.toStdString().c_str(),
                     error.message.c_str());
        return kExitBadInput;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "gpu-advisor-cli: internal error: %s\n", error.what());
        return kExitInternal;
    }
}
