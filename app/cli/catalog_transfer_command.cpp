#include "cli/catalog_subcommands.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/common/id_match.h"
#include "core/common/json_input.h"
#include "db/catalog_json_io.h"
#include "db/catalog_reset.h"
#include "db/change_log.h"
#include "db/importers/hf_model_import.h"
#include "db/importers/skypilot_csv.h"
#include "db/output_file.h"
#include "db/text_file.h"

#include <QDate>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace gpuadvisor::cli {

namespace {

std::string readFileArgument(const QString& path, const char* field) {
    return unwrap(db::readTextFile(path.toStdString(), field, db::kMaxPriceListBytes));
}

// An import is one transaction: when it fails nothing was imported. A lost connection to a team catalog says
// for itself what was written (nothing, or, lost while committing, nobody can know).
[[noreturn]] void failImport(const QString& file, const Error& error) {
    const bool saysWhatWasWritten =
        error.field == db::kConnectionLost || error.field == db::kCommitOutcomeUnknown;
    failUsage(file.toStdString() + ": " + error.message +
              (saysWhatWasWritten ? "" : " (nothing was imported)"));
}

} // namespace

int catalogImportSkyPilot(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2 || !parser.isSet("provider"))
        failUsage("usage: catalog import-skypilot FILE --provider NAME [--as-of DATE]");
    const std::string content = readFileArgument(args.at(1), "file");
    const auto database = openCatalogDatabase(parser);
    db::SkyPilotImportOptions options;
    options.providerId = QString::fromStdString(normalizeId(parser.value("provider").toStdString()));
    options.sourceLabel = QStringLiteral("SkyPilot catalogue CSV ") + QFileInfo(args.at(1)).fileName();
    options.asOf = parser.isSet("as-of") ? parser.value("as-of") : QDate::currentDate().toString(Qt::ISODate);
    if (!QDate::fromString(options.asOf, Qt::ISODate).isValid())
        failUsage("--as-of: '" + options.asOf.toStdString() +
                  "' is not a date (allowed: YYYY-MM-DD, e.g. 2026-12-05)");
    auto report = db::importSkyPilotCsv(*database, content, options);
    if (!report)
        failImport(args.at(1), report.error());
    if (parser.isSet("json")) {
        nlohmann::json skipped = nlohmann::json::array();
        for (const auto& skip : report->skipped)
            skipped.push_back({{"line", skip.line}, {"reason", skip.reason}});
        printOut(nlohmann::json{{"imported", report->imported},
                                {"skipped_count", report->skipped.size()},
                                {"skipped_by_reason", report->skippedByReason},
                                {"skipped", skipped}}
                     .dump(2) +
                 "\n");
        return kExitOk;
    }
    std::string out = "imported " + std::to_string(report->imported) + " offer(s) for provider " +
                      options.providerId.toStdString() + "; skipped " +
                      std::to_string(report->skipped.size()) + " row(s)\n";
    for (const auto& [reason, count] : report->skippedByReason) {
        out += "  " + std::to_string(count) + " × " + reason + " (lines";
        int shown = 0;
        for (const auto& skip : report->skipped)
            if (skip.reason.rfind(reason, 0) == 0 && shown++ < 5)
                out += " " + std::to_string(skip.line);
        out += shown > 5 ? " …)\n" : ")\n";
    }
    printOut(out);
    return kExitOk;
}

int catalogImportModel(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2 || !parser.isSet("id"))
        failUsage("usage: catalog import-model CONFIG.json --id ID");
    const std::string content = readFileArgument(args.at(1), "file");
    const auto database = openCatalogDatabase(parser);
    auto model =
        db::importHfModel(*database, content, parser.value("id"),
                          QStringLiteral("Hugging Face config.json ") + QFileInfo(args.at(1)).fileName(),
                          QDate::currentDate().toString(Qt::ISODate), parser.isSet("replace"));
    if (!model)
        failUsage(args.at(1).toStdString() + ": " + model.error().message);
    printOut(parser.isSet("json") ? nlohmann::json{{"id", model->id}, {"name", model->name}}.dump(2) + "\n"
                                  : "model " + model->id + " imported\n");
    return kExitOk;
}

namespace {

// A cell as the history prints it: text without quotes, numbers as the shortest text that reads back the
// same.
std::string historyCell(const nlohmann::json& cell) {
    return cell.is_string() ? cell.get<std::string>() : cell.dump();
}

} // namespace

int catalogHistory(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() > 3)
        failUsage("usage: catalog history [TABLE [ID]]");
    const QString table = args.size() > 1 ? tableArgument(args.at(1)).name : QString();
    const QString key = args.size() > 2 ? args.at(2) : QString();
    const auto database = openCatalogDatabase(parser);
    const auto changes = unwrap(db::catalogChanges(*database, table, key));
    if (parser.isSet("json")) {
        nlohmann::json out = nlohmann::json::array();
        for (const db::CatalogChange& c : changes)
            out.push_back({{"revision", c.revision},
                           {"table", c.table.toStdString()},
                           {"id", c.key.toStdString()},
                           {"operation", c.operation.toStdString()},
                           {"changed_by", c.changedBy.toStdString()},
                           {"changed_at", c.changedAt.toStdString()},
                           {"changed_columns", db::changedColumns(c)},
                           {"old_row", c.oldRow},
                           {"new_row", c.newRow}});
        printOut(out.dump(2) + "\n");
        return kExitOk;
    }
    if (changes.empty()) {
        printOut("no changes since the catalog was created (revision " +
                 std::to_string(unwrap(db::catalogRevision(*database))) + ")\n");
        return kExitOk;
    }
    std::string out;
    for (const db::CatalogChange& c : changes) {
        out += "revision " + std::to_string(c.revision) + "  " + c.changedAt.toStdString() + "  " +
               (c.changedBy.isEmpty() ? std::string("(file catalog)") : c.changedBy.toStdString()) + "  " +
               c.operation.toStdString() + " " + c.table.toStdString() + " " + c.key.toStdString() + "\n";
        if (c.operation == QLatin1String("update"))
            for (const std::string& column : db::changedColumns(c))
                out += "    " + column + ": " + historyCell(c.oldRow[column]) + " -> " +
                       historyCell(c.newRow[column]) + "\n";
        else if (c.operation == QLatin1String("replaced"))
            out += "    was: " + c.oldRow.dump() + "\n";
        else
            out += "    " + (c.newRow.is_null() ? c.oldRow : c.newRow).dump() + "\n";
    }
    printOut(out);
    return kExitOk;
}

int catalogExport(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2)
        failUsage("usage: catalog export FILE.json [--table TABLE]");
    std::optional<QString> only;
    if (parser.isSet("table"))
        only = tableArgument(parser.value("table")).name;
    const auto database = openCatalogDatabase(parser);
    const nlohmann::json document = unwrap(db::exportCatalogJson(*database, only));
    if (auto failed =
            db::writeWholeFiles({{args.at(1), "file", document.dump(2) + "\n"}}, {database->path()}))
        failInput(*failed);
    std::size_t rows = 0;
    for (const auto& [name, table] : document["tables"].items())
        rows += table.size();
    if (parser.isSet("json"))
        printOut(nlohmann::json{{"file", args.at(1).toStdString()},
                                {"rows", rows},
                                {"tables", document["tables"].size()}}
                     .dump(2) +
                 "\n");
    else
        printOut("exported " + std::to_string(rows) + " row(s) of " +
                 std::to_string(document["tables"].size()) + " table(s) to " + args.at(1).toStdString() +
                 "\n");
    return kExitOk;
}

int catalogImport(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2)
        failUsage("usage: catalog import FILE.json");
    const std::string content = readFileArgument(args.at(1), "file");
    const auto parsed = parseUserJson(content, "catalog export");
    if (!parsed)
        failImport(args.at(1), parsed.error());
    const nlohmann::json& document = *parsed;
    const auto database = openCatalogDatabase(parser);
    auto counts = db::importCatalogJson(*database, document);
    if (!counts)
        failImport(args.at(1), counts.error());
    if (parser.isSet("json")) {
        printOut(nlohmann::json{{"imported", *counts}}.dump(2) + "\n");
        return kExitOk;
    }
    std::string out = "imported";
    for (const auto& [table, count] : *counts)
        out += " " + table + "=" + std::to_string(count);
    printOut(out + "\n");
    return kExitOk;
}

int catalogReset(const QCommandLineParser& parser) {
    const QString path =
        parser.isSet("catalog") ? parser.value("catalog") : db::CatalogDatabase::defaultPath();
    const QString backup = unwrap(db::resetCatalogFile(path));
    if (parser.isSet("json"))
        printOut(nlohmann::json{{"catalog", path.toStdString()},
                                {"backup", backup.isEmpty() ? nlohmann::json(nullptr)
                                                            : nlohmann::json(backup.toStdString())}}
                     .dump(2) +
                 "\n");
    else
        printOut(
            "catalog " + path.toStdString() + " reset to the factory seed" +
            (backup.isEmpty() ? std::string() : "; the previous file is kept as " + backup.toStdString()) +
            "\n");
    return kExitOk;
}

} // namespace gpuadvisor::cli
