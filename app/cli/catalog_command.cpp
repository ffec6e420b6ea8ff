#include "cli/catalog_command.h"

#include "cli/catalog_access.h"
#include "cli/catalog_subcommands.h"
#include "cli/cli_support.h"
#include "db/catalog_database.h"

#include <nlohmann/json.hpp>

#include <QRegularExpression>

namespace gpuadvisor::cli {

namespace {

constexpr const char* kDescription =
    "Inspect and edit the catalog every estimate reads (a SQLite file, seeded on first use).\n\n"
    "Subcommands:\n"
    "  list TABLE [--gpu ID] [--provider ID]   rows of a table (offers can be filtered)\n"
    "  show TABLE ID                           one row, every column\n"
    "  set TABLE ID COLUMN VALUE [--source S]  correct one value (the row's source and as_of are updated;\n"
    "      [--expect OLD]                      with --expect, only if it still holds OLD)\n"
    "  import-skypilot FILE --provider NAME    a SkyPilot catalogue vms.csv price list\n"
    "  import-model CONFIG.json --id ID        a model from a Hugging Face config.json (--replace: over a\n"
    "                                          model the catalog has; the old row is kept in the history)\n"
    "  history [TABLE [ID]]                    every change of a row: revision, when, who, old and new "
    "values\n"
    "  check                                   every price that is an estimate, stale or in a region to "
    "confirm,\n"
    "                                          with the 'set' that clears it (exit status 1 if any)\n"
    "  export FILE.json [--table TABLE]        tables as JSON (all by default)\n"
    "  import FILE.json                        rows from an export (all or nothing)\n"
    "  reset                                   back to the factory catalog (the old file is kept as a "
    "backup)\n"
    "  path                                    print the catalog file used\n"
    "  access                                  what you may do in this catalog (team catalog: your role)\n"
    "  grant LOGIN reader|editor|admin|none    a team catalog's roles (admins: reader and editor)\n\n"
    "Tables: ";

constexpr const char* kSubcommands =
    "list, show, set, import-skypilot, import-model, export, import, history, check, reset, path, access, "
    "grant";

} // namespace

int runCatalog(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromLatin1(kDescription) +
                                     db::catalogTableCliNames().join(", "));
    parser.addOptions({
        {"json", "Machine-readable output."},
        {"gpu", "list offers: only this GPU id.", "id"},
        {"provider", "list offers: only this provider; import-skypilot: the provider the file belongs to.",
         "name"},
        {"id", "import-model: the id of the new model.", "id"},
        {"replace", "import-model: replace the model with that id (the old row stays in the history)."},
        {"as-of", "import-skypilot: date of the price list (default today).", "date"},
        {"table", "export: only this table.", "table"},
        {"source", "set: where the corrected value comes from.", "text"},
        {"expect",
         "set: write only if the cell still holds this value (what you last saw); otherwise say who "
         "changed it to what, and write nothing.",
         "value"},
    });
    parser.addOptions(catalogOptions());
    parser.addHelpOption();
    parser.addPositionalArgument("subcommand", QString::fromLatin1(kSubcommands).replace(", ", " | "));
    // A negative number is a value, never an option ('catalog set gpus x tdp_w -5' must reach the validator,
    // not be read as an unknown option '5'): hidden from the parser and put back among the positionals.
    QStringList parsed = arguments, negatives;
    static const QRegularExpression negativeNumber(QStringLiteral("^-[0-9.]"));
    for (QString& argument : parsed)
        if (negativeNumber.match(argument).hasMatch()) {
            negatives << argument;
            argument = QStringLiteral("\x01%1").arg(negatives.size() - 1);
        }
    if (!parser.parse(parsed))
        failUsage(parser.errorText().toStdString() + " (see 'gpu-advisor-cli catalog --help')");
    QStringList args = parser.positionalArguments();
    for (QString& argument : args)
        if (argument.startsWith(QChar(1)))
            argument = negatives.value(argument.mid(1).toInt());
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace("gpu-advisor-cli [options]", "gpu-advisor-cli catalog [options]")
                     .toStdString());
        return kExitOk;
    }
    if (args.isEmpty())
        failUsage(std::string("a subcommand is required (") + kSubcommands + ")");
    const QString sub = args.first();
    if (sub == QLatin1String("list"))
        return catalogList(parser, args);
    if (sub == QLatin1String("show"))
        return catalogShow(parser, args);
    if (sub == QLatin1String("set"))
        return catalogSet(parser, args);
    if (sub == QLatin1String("import-skypilot"))
        return catalogImportSkyPilot(parser, args);
    if (sub == QLatin1String("import-model"))
        return catalogImportModel(parser, args);
    if (sub == QLatin1String("export"))
        return catalogExport(parser, args);
    if (sub == QLatin1String("import"))
        return catalogImport(parser, args);
    if (sub == QLatin1String("reset"))
        return catalogReset(parser);
    if (sub == QLatin1String("history"))
        return catalogHistory(parser, args);
    if (sub == QLatin1String("check"))
        return catalogCheck(parser, args);
    if (sub == QLatin1String("access"))
        return catalogAccess(parser, args);
    if (sub == QLatin1String("grant"))
        return catalogGrant(parser, args);
    if (sub == QLatin1String("path")) {
        const std::string path =
            (parser.isSet("catalog") ? parser.value("catalog") : db::CatalogDatabase::defaultPath())
                .toStdString();
        printOut(parser.isSet("json") ? nlohmann::json{{"catalog", path}}.dump(2) + "\n" : path + "\n");
        return kExitOk;
    }
    failUsage("unknown subcommand '" + sub.toStdString() + "' (" + kSubcommands + ")");
}

} // namespace gpuadvisor::cli
