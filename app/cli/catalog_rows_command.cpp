#include "cli/catalog_subcommands.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/common/id_match.h"
#include "db/catalog_json_io.h"
#include "db/catalog_rows.h"
#include "db/catalog_tables.h"
#include "db/change_log.h"

#include <nlohmann/json.hpp>

#include <QLocale>

#include <cstdio>
namespace gpuadvisor::cli {

namespace {

nlohmann::json cellsJson(const db::Cells& cells) {
    nlohmann::json object = nlohmann::json::object();
    for (const auto& [name, value] : cells)
        object[name.toStdString()] = db::cellJson(value);
    return object;
}

std::string text(const QVariant& value) {
    if (value.isNull())
        return "-";
    if (value.typeId() == QMetaType::Double)
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest).toStdString();
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

QVariant rowKey(const db::CatalogDatabase& database, const db::CatalogTable& table, const QString& key) {
    auto stored = db::findRowKey(database, table, key);
    if (!stored)
        throw UsageError{"--id: " + stored.error().message};
    return *stored;
}

} // namespace

const db::CatalogTable& tableArgument(const QString& name) {
    if (const db::CatalogTable* table = db::findCatalogTable(name))
        return *table;
    failUsage("unknown table '" + name.toStdString() +
              "' (tables: " + db::catalogTableCliNames().join(QStringLiteral(", ")).toStdString() + ")");
}

int catalogList(const QCommandLineParser& parser, const QStringList& args) {
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

int catalogShow(const QCommandLineParser& parser, const QStringList& args) {
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

int catalogSet(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 5)
        failUsage("usage: catalog set TABLE ID COLUMN VALUE [--source TEXT] [--expect OLD]");
    const db::CatalogTable& table = tableArgument(args.at(1));
    const auto database = openCatalogDatabase(parser);
    if (auto refused = database->refuseWrite(QStringLiteral("set a value")))
        failInput(*refused);
    const QVariant key = rowKey(*database, table, args.at(2));
    const std::optional<QString> source =
        parser.isSet("source") ? std::optional(parser.value("source")) : std::nullopt;
    const std::optional<QString> expected =
        parser.isSet("expect") ? std::optional(parser.value("expect")) : std::nullopt;
    auto stored = db::setCell(*database, table, key, args.at(3), args.at(4), source, expected);
    if (!stored && stored.error().field == "expect") { // the other editor's value, for the user to choose
        std::string now;
        if (const auto row = db::fetchRow(*database, table, key))
            for (const auto& [name, cell] : *row)
                if (name == args.at(3))
                    now = cell.isNull() ? "''" : text(cell);
        failUsage(stored.error().message + "; to write yours over it, run again with --expect " + now);
    }
    if (!stored)
        failUsage(stored.error().message);
    const long long revision = unwrap(db::catalogRevision(*database));
    if (parser.isSet("json"))
        printOut(nlohmann::json{{"table", table.name.toStdString()},
                                {"id", key.toString().toStdString()},
                                {"column", args.at(3).toStdString()},
                                {"value", db::cellJson(*stored)},
                                {"revision", revision}}
                     .dump(2) +
                 "\n");
    else
        printOut(table.name.toStdString() + " " + key.toString().toStdString() + ": " +
                 args.at(3).toStdString() + " = " + args.at(4).toStdString() + " (revision " +
                 std::to_string(revision) + ")\n");
    return kExitOk;
}

} // namespace gpuadvisor::cli
