#include "cli/catalog_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/common/id_match.h"
#include "db/catalog_json_io.h"
#include "db/catalog_reset.h"
#include "db/catalog_rows.h"
#include "db/catalog_tables.h"
#include "db/importers/hf_model_import.h"
#include "db/importers/skypilot_csv.h"
#include "db/text_file.h"

#include <QDate>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gpuadvisor::cli {

namespace {

constexpr const char* kDescription =
    "Inspect and edit the catalog every estimate reads (a SQLite file, seeded on first use).\n\n"
    "Subcommands:\n"
    "  list TABLE [--gpu ID] [--provider ID]   rows of a table (offers can be filtered)\n"
    "  show TABLE ID                           one row, every column\n"
    "  set TABLE ID COLUMN VALUE [--source S]  correct one value (the row's source and as_of are updated)\n"
    "  import-skypilot FILE --provider NAME    a SkyPilot catalogue vms.csv price list\n"
    "  import-model CONFIG.json --id ID        a model from a Hugging Face config.json\n"
    "  export FILE.json [--table TABLE]        tables as JSON (all by default)\n"
    "  import FILE.json                        rows from an export (all or nothing)\n"
    "  reset                                   back to the factory catalog (the old file is kept as a "
    "backup)\n"
    "  path                                    print the catalog file used\n\n"
    "Tables: ";

const db::CatalogTable& tableArgument(const QString& name) {
    if (const db::CatalogTable* table = db::findCatalogTable(name))
        return *table;
    failUsage("unknown table '" + name.toStdString() +
              "' (tables: " + db::catalogTableCliNames().join(QStringLiteral(", ")).toStdString() + ")");
}

nlohmann::json cell(const QVariant& value) {
    if (value.isNull())
        return nullptr;
    if (value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Int)
        return value.toLongLong();
    if (value.typeId() == QMetaType::Double)
        return value.toDouble();
    return value.toString().toStdString();
}

nlohmann::json cellsJson(const db::Cells& cells) {
    nlohmann::json object = nlohmann::json::object();
    for (const auto& [name, value] : cells)
        object[name.toStdString()] = cell(value);
    return object;
}

std::string text(const QVariant& value) {
    if (value.isNull())
        return "-";
    if (value.typeId() == QMetaType::Double)
        return QString::number(value.toDouble(), 'g', 10).toStdString();
    return value.toString().toStdString();
}

void printTable(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows) {
    std::vector<std::size_t> widths(header.size());
    for (std::size_t i = 0; i < header.size(); ++i)
        widths[i] = header[i].size();
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::min<std::size_t>(48, std::max(widths[i], row[i].size()));
    auto line = [&](const std::vector<std::string>& cells) {
        std::string out;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            std::string value =
                cells[i].size() > widths[i] ? cells[i].substr(0, widths[i] - 1) + "~" : cells[i];
            out += value + std::string(widths[i] - value.size() + 2, ' ');
        }
        while (!out.empty() && out.back() == ' ')
            out.pop_back();
        printOut(out + "\n");
    };
    line(header);
    for (const auto& row : rows)
        line(row);
}

int list(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2)
        failUsage("usage: catalog list TABLE (tables: " +
                  db::catalogTableCliNames().join(", ").toStdString() + ")");
    const db::CatalogTable& table = tableArgument(args.at(1));
    std::vector<std::pair<QString, QString>> filters;
    for (const auto& [option, column] : {std::pair{"gpu", "gpu_id"}, std::pair{"provider", "provider_id"}}) {
        if (!parser.isSet(option))
            continue;
        if (!table.summary.contains(QLatin1String(column)))
            failUsage(std::string("--") + option + " does not apply to table " + table.cliName.toStdString());
        filters.emplace_back(QLatin1String(column),
                             QString::fromStdString(normalizeId(parser.value(option).toStdString())));
    }
    const auto database = openCatalogDatabase(parser);
    const std::vector<db::Cells> rows = unwrap(db::listRows(*database, table, filters));
    if (parser.isSet("json")) {
        nlohmann::json json = nlohmann::json::array();
        for (const db::Cells& row : rows)
            json.push_back(cellsJson(row));
        printOut(json.dump(2) + "\n");
        return kExitOk;
    }
    std::vector<std::string> header;
    for (const QString& column : table.summary)
        header.push_back(column.toStdString());
    std::vector<std::vector<std::string>> lines;
    for (const db::Cells& row : rows) {
        std::vector<std::string> line;
        for (const auto& cell : row)
            line.push_back(text(cell.second));
        lines.push_back(std::move(line));
    }
    printTable(header, lines);
    printOut(std::to_string(rows.size()) + " row(s) in " + table.name.toStdString() + "\n");
    return kExitOk;
}

QVariant rowKey(const db::CatalogDatabase& database, const db::CatalogTable& table, const QString& key) {
    auto stored = db::findRowKey(database, table, key);
    if (!stored)
        throw UsageError{"--id: " + stored.error().message};
    return *stored;
}

int show(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 3)
        failUsage("usage: catalog show TABLE ID");
    const db::CatalogTable& table = tableArgument(args.at(1));
    const auto database = openCatalogDatabase(parser);
    const db::Cells row = unwrap(db::fetchRow(*database, table, rowKey(*database, table, args.at(2))));
    if (parser.isSet("json")) {
        printOut(cellsJson(row).dump(2) + "\n");
        return kExitOk;
    }
    std::string out;
    for (const auto& [name, value] : row) {
        char line[64];
        std::snprintf(line, sizeof line, "%-30s ", name.toStdString().c_str());
        out += line + text(value) + "\n";
    }
    printOut(out);
    return kExitOk;
}

int set(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 5)
        failUsage("usage: catalog set TABLE ID COLUMN VALUE [--source TEXT]");
    const db::CatalogTable& table = tableArgument(args.at(1));
    const auto database = openCatalogDatabase(parser);
    if (auto refused = database->refuseWrite(QStringLiteral("set a value")))
        failInput(*refused);
    const QVariant key = rowKey(*database, table, args.at(2));
    const std::optional<QString> source =
        parser.isSet("source") ? std::optional(parser.value("source")) : std::nullopt;
    auto stored = db::setCell(*database, table, key, args.at(3), args.at(4), source);
    if (!stored)
        failUsage(stored.error().message);
    if (parser.isSet("json"))
        printOut(nlohmann::json{{"table", table.name.toStdString()},
                                {"id", key.toString().toStdString()},
                                {"column", args.at(3).toStdString()},
                                {"value", cell(*stored)}}
                     .dump(2) +
                 "\n");
    else
        printOut(table.name.toStdString() + " " + key.toString().toStdString() + ": " +
                 args.at(3).toStdString() + " = " + args.at(4).toStdString() + "\n");
    return kExitOk;
}

std::string readFileArgument(const QString& path, const char* field) {
    return unwrap(db::readTextFile(path.toStdString(), field, 512LL * 1024 * 1024));
}

int importSkyPilot(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2 || !parser.isSet("provider"))
        failUsage("usage: catalog import-skypilot FILE --provider NAME [--as-of DATE]");
    const std::string content = readFileArgument(args.at(1), "file");
    const auto database = openCatalogDatabase(parser);
    db::SkyPilotImportOptions options;
    options.providerId = QString::fromStdString(normalizeId(parser.value("provider").toStdString()));
    options.sourceLabel = QStringLiteral("SkyPilot catalogue CSV ") + QFileInfo(args.at(1)).fileName();
    options.asOf = parser.isSet("as-of") ? parser.value("as-of") : QDate::currentDate().toString(Qt::ISODate);
    auto report = db::importSkyPilotCsv(*database, content, options);
    if (!report)
        failUsage(args.at(1).toStdString() + ": " + report.error().message + " (nothing was imported)");
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

int importModel(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2 || !parser.isSet("id"))
        failUsage("usage: catalog import-model CONFIG.json --id ID");
    const std::string content = readFileArgument(args.at(1), "file");
    const auto database = openCatalogDatabase(parser);
    auto model =
        db::importHfModel(*database, content, parser.value("id"),
                          QStringLiteral("Hugging Face config.json ") + QFileInfo(args.at(1)).fileName(),
                          QDate::currentDate().toString(Qt::ISODate));
    if (!model)
        failUsage(args.at(1).toStdString() + ": " + model.error().message);
    printOut(parser.isSet("json") ? nlohmann::json{{"id", model->id}, {"name", model->name}}.dump(2) + "\n"
                                  : "model " + model->id + " imported\n");
    return kExitOk;
}

int exportJson(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2)
        failUsage("usage: catalog export FILE.json [--table TABLE]");
    std::optional<QString> only;
    if (parser.isSet("table"))
        only = tableArgument(parser.value("table")).name;
    const auto database = openCatalogDatabase(parser);
    const nlohmann::json document = unwrap(db::exportCatalogJson(*database, only));
    QSaveFile file(args.at(1));
    const std::string text = document.dump(2) + "\n";
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit())
        failUsage("cannot write '" + args.at(1).toStdString() + "': " + file.errorString().toStdString());
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

int importJson(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 2)
        failUsage("usage: catalog import FILE.json");
    const std::string content = readFileArgument(args.at(1), "file");
    const nlohmann::json document = nlohmann::json::parse(content, nullptr, false);
    if (document.is_discarded())
        failUsage(args.at(1).toStdString() + ": not valid JSON (nothing was imported)");
    const auto database = openCatalogDatabase(parser);
    auto counts = db::importCatalogJson(*database, document);
    if (!counts)
        failUsage(args.at(1).toStdString() + ": " + counts.error().message + " (nothing was imported)");
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

int reset(const QCommandLineParser& parser) {
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
        {"as-of", "import-skypilot: date of the price list (default today).", "date"},
        {"table", "export: only this table.", "table"},
        {"source", "set: where the corrected value comes from.", "text"},
    });
    parser.addOption(catalogOption());
    parser.addHelpOption();
    parser.addPositionalArgument(
        "subcommand", "list | show | set | import-skypilot | import-model | export | import | reset | path");
    if (!parser.parse(arguments))
        failUsage(parser.errorText().toStdString() + " (see 'gpu-advisor-cli catalog --help')");
    const QStringList args = parser.positionalArguments();
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace("gpu-advisor-cli [options]", "gpu-advisor-cli catalog [options]")
                     .toStdString());
        return kExitOk;
    }
    if (args.isEmpty())
        failUsage("a subcommand is required (list, show, set, import-skypilot, import-model, export, import, "
                  "reset, path)");
    const QString sub = args.first();
    if (sub == QLatin1String("list"))
        return list(parser, args);
    if (sub == QLatin1String("show"))
        return show(parser, args);
    if (sub == QLatin1String("set"))
        return set(parser, args);
    if (sub == QLatin1String("import-skypilot"))
        return importSkyPilot(parser, args);
    if (sub == QLatin1String("import-model"))
        return importModel(parser, args);
    if (sub == QLatin1String("export"))
        return exportJson(parser, args);
    if (sub == QLatin1String("import"))
        return importJson(parser, args);
    if (sub == QLatin1String("reset"))
        return reset(parser);
    if (sub == QLatin1String("path")) {
        const std::string path =
            (parser.isSet("catalog") ? parser.value("catalog") : db::CatalogDatabase::defaultPath())
                .toStdString();
        printOut(parser.isSet("json") ? nlohmann::json{{"catalog", path}}.dump(2) + "\n" : path + "\n");
        return kExitOk;
    }
    failUsage("unknown subcommand '" + sub.toStdString() +
              "' (list, show, set, import-skypilot, import-model, export, import, reset, path)");
}

} // namespace gpuadvisor::cli
