#include "cli/report_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/report/csv_writer.h"
#include "core/report/headline_json.h"
#include "core/report/report_model.h"
#include "core/study/run_study.h"
#include "db/catalog_snapshot.h"
#include "db/output_file.h"
#include "db/text_file.h"
#include "ui/report/report_files.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor::cli {

int runReport(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "The business case of a scenario: a PDF for leadership (executive summary, options, memory, "
        "performance,\n"
        "cost year by year, sensitivity, compliance, assumptions, rejected alternatives) and CSV tables for\n"
        "spreadsheets (the options, and the monthly cash flows beside them as NAME-cash-flow.csv).\n"
        "Needs no display.\n\n"
        "Example: gpu-advisor-cli report --scenario resources/scenarios/chatbot-70b-200-users.json --pdf "
        "chatbot.pdf --csv chatbot.csv");
    parser.addOptions(
        {{"scenario", "Scenario JSON file.", "file"},
         {"pdf", "Write the PDF report here.", "file"},
         {"csv", "Write the options table here and the monthly cash flows beside it.", "file"},
         {"lang", "Language of the report: en or pt-BR (default: the scenario's).", "code"},
         {"page-size", "A4 (default) or Letter.", "size"},
         {"company", "Company name in every page header.", "name"},
         {"logo", "Logo image (PNG, JPEG or SVG) in every page header.", "file"},
         {"author", "'Prepared by' on the cover (default: the scenario's author).", "name"},
         {"date", "Date on the cover, YYYY-MM-DD (default: today).", "date"},
         {"separator", "CSV field separator: ',' or ';' or tab (default: ';' for pt-BR, ',' for en).",
          "char"},
         {"decimal", "CSV decimal mark: '.' or ',' (default: ',' for pt-BR, '.' for en).", "char"},
         {"json", "Print what was written as one JSON object."}});
    parser.addOptions(catalogOptions());
    parser.addHelpOption();
    parseOrFail(parser, arguments, "report");
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace("gpu-advisor-cli [options]", "gpu-advisor-cli report [options]")
                     .toStdString());
        return kExitOk;
    }
    if (!parser.isSet("scenario"))
        failUsage("--scenario FILE is required (examples in resources/scenarios/)");
    if (!parser.isSet("pdf") && !parser.isSet("csv"))
        failUsage("give --pdf OUT.pdf, --csv OUT.csv or both");

    ReportOptions options;
    if (parser.isSet("lang"))
        options.language = unwrap(parseReportLanguage(parser.value("lang").toStdString()));
    report::PdfFileOptions pdf;
    if (parser.isSet("page-size"))
        pdf.pageSize = unwrap(report::parsePageSize(parser.value("page-size")));
    pdf.logoPath = parser.value("logo");
    options.company = parser.value("company").toStdString();
    options.preparedBy = parser.value("author").toStdString();
    for (const auto& [flag, text] :
         {std::pair{"--company", &options.company}, std::pair{"--author", &options.preparedBy}})
        if (auto tooLong = refuseLongName(flag, *text))
            failInput(*tooLong);
    options.date = dateOption(parser, "date").value_or(todayIso());

    const Scenario scenario = unwrap(
        scenarioFromJson(unwrap(db::readTextFile(parser.value("scenario").toStdString(), "scenario"))));
    CsvStyle csv = defaultCsvStyle(reportLanguageFor(scenario, options.language));
    csv.separator = characterOption(parser, "separator", QStringLiteral(",;\t"), csv.separator);
    csv.decimal = characterOption(parser, "decimal", QStringLiteral(".,"), csv.decimal);
    if (csv.separator == csv.decimal)
        failUsage("--separator and --decimal are both '" + std::string(1, csv.decimal) +
                  "': every number would split in two (use ';' with ',' or ',' with '.')");

    const auto database = openCatalogDatabase(parser);
    // What the command reads, and what it writes besides: no output may replace another (a PDF over its
    // own scenario or CSV, a CSV over the catalog).
    const QStringList inputs{parser.value("scenario"), database->path(), pdf.logoPath};
    const QStringList csvOutputs =
        parser.isSet("csv") ? QStringList{parser.value("csv"), report::cashFlowPath(parser.value("csv"))}
                            : QStringList{};
    pdf.inputs = inputs + csvOutputs;
    const db::SnapshotPtr snapshot = unwrap(db::loadSnapshot(*database));
    const StudyResult study = unwrap(runStudy(scenario, snapshot->advisor()));
    options.catalogRevision = catalogRevisionUsed(parser, *database);
    options.catalogLocation = teamCatalogLocation(parser);
    const ReportModel model = buildReportModel(study, options);

    nlohmann::json written = nlohmann::json::object();
    std::string out;
    if (parser.isSet("pdf")) {
        for (const QString& csvOut : csvOutputs) // checked before the PDF is written: all or nothing
            if (auto refused = db::refuseOutputPath(csvOut, "csv", inputs + QStringList{parser.value("pdf")}))
                failInput(*refused);
        const int pages = unwrap(report::writePdfReport(model, parser.value("pdf"), pdf));
        written["pdf"] = {{"path", parser.value("pdf").toStdString()},
                          {"pages", pages},
                          {"page_size", pdf.pageSize == report::PageSize::Letter ? "Letter" : "A4"},
                          {"language", std::string(reportLanguageCode(model.language))}};
        out += "wrote " + parser.value("pdf").toStdString() + " (" + std::to_string(pages) + " pages, " +
               (pdf.pageSize == report::PageSize::Letter ? "Letter" : "A4") + ", " +
               std::string(reportLanguageCode(model.language)) + ")\n";
    }
    if (parser.isSet("csv")) {
        const QStringList paths = unwrap(report::writeCsvReport(study, parser.value("csv"), csv,
                                                                inputs + QStringList{parser.value("pdf")}));
        written["csv"] = {{"options", paths.at(0).toStdString()},
                          {"cash_flow", paths.at(1).toStdString()},
                          {"separator", std::string(1, csv.separator)},
                          {"decimal", std::string(1, csv.decimal)}};
        out += "wrote " + paths.at(0).toStdString() + " and " + paths.at(1).toStdString() + "\n";
    }
    written["headline"] = reportHeadlineJson(study, model.headline);
    printOut(parser.isSet("json") ? written.dump(2) + "\n" : out);
    return kExitOk;
}

} // namespace gpuadvisor::cli
