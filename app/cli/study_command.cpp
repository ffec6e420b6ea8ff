#include "cli/study_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/scenario/scenario.h"
#include "db/change_log.h"
#include "db/shared_studies.h"
#include "db/text_file.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gpuadvisor::cli {

namespace {

constexpr const char* kDescription =
    "Studies saved to the catalog: in a team catalog, the team's quotes, each with its customer, author, who "
    "saved it when and the catalog revision its figures came from.\n\n"
    "Subcommands:\n"
    "  save FILE      save a study file (its title, customer and author come from it)\n"
    "  list           the saved studies, newest first\n"
    "  open ID        print a saved study file (redirect it to a .gpuadvisor.json), and on stderr how to "
    "rerun\n"
    "                 it with the figures of its revision\n";

nlohmann::json studyJson(const db::SharedStudy& s) {
    return {{"id", s.id},
            {"title", s.title.toStdString()},
            {"customer", s.customer.toStdString()},
            {"author", s.author.toStdString()},
            {"saved_by", s.savedBy.toStdString()},
            {"saved_at", s.savedAt.toStdString()},
            {"catalog_revision", s.catalogRevision}};
}

long long studyId(const QString& text) {
    bool ok = false;
    const long long id = text.toLongLong(&ok);
    if (!ok || id <= 0)
        failUsage("study id '" + text.toStdString() + "' is not a number (see 'gpu-advisor-cli study list')");
    return id;
}

} // namespace

int runStudy(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QString::fromLatin1(kDescription));
    parser.addOption({"json", "Machine-readable output (save, list)."});
    parser.addOptions(catalogOptions());
    parser.addHelpOption();
    parser.addPositionalArgument("subcommand", "save FILE | list | open ID");
    if (!parser.parse(arguments)) // positionals are the subcommand and its argument
        failUsage(parser.errorText().toStdString() + " (see 'gpu-advisor-cli study --help')");
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace("gpu-advisor-cli [options]", "gpu-advisor-cli study [options]")
                     .toStdString());
        return kExitOk;
    }
    const QStringList args = parser.positionalArguments();
    const QString sub = args.value(0);
    if (sub == QLatin1String("save") && args.size() == 2) {
        const Scenario scenario =
            unwrap(scenarioFromJson(unwrap(db::readTextFile(args.at(1).toStdString(), "study"))));
        const auto database = openCatalogDatabase(parser);
        db::SharedStudy study;
        study.title = QString::fromStdString(scenario.presentation.title);
        study.customer = QString::fromStdString(scenario.presentation.customer);
        study.author = QString::fromStdString(scenario.presentation.author);
        study.catalogRevision = unwrap(db::catalogRevision(*database));
        study.scenario = scenarioToJson(scenario);
        study.id = unwrap(db::saveSharedStudy(*database, study));
        if (parser.isSet("json"))
            printOut(nlohmann::json{{"id", study.id}, {"catalog_revision", study.catalogRevision}}.dump(2) +
                     "\n");
        else
            printOut("saved study " + std::to_string(study.id) + ": " + study.title.toStdString() +
                     (study.customer.isEmpty() ? std::string() : " for " + study.customer.toStdString()) +
                     " (catalog revision " + std::to_string(study.catalogRevision) + ")\n");
        return kExitOk;
    }
    if (sub == QLatin1String("list") && args.size() == 1) {
        const auto database = openCatalogDatabase(parser);
        const auto studies = unwrap(db::listSharedStudies(*database));
        if (parser.isSet("json")) {
            nlohmann::json out = nlohmann::json::array();
            for (const db::SharedStudy& s : studies)
                out.push_back(studyJson(s));
            printOut(out.dump(2) + "\n");
            return kExitOk;
        }
        if (studies.empty()) {
            printOut("no saved studies in " + database->path().toStdString() + "\n");
            return kExitOk;
        }
        std::string out;
        for (const db::SharedStudy& s : studies) {
            char line[512];
            std::snprintf(line, sizeof line, "%5lld  %-20.20s  rev %-6lld  %-30.30s  %-20.20s  %s\n", s.id,
                          s.savedAt.toStdString().c_str(), s.catalogRevision, s.title.toStdString().c_str(),
                          s.customer.toStdString().c_str(),
                          (s.savedBy.isEmpty() ? s.author : s.savedBy).toStdString().c_str());
            out += line;
        }
        printOut(out);
        return kExitOk;
    }
    if (sub == QLatin1String("open") && args.size() == 2) {
        const long long id = studyId(args.at(1));
        const auto database = openCatalogDatabase(parser);
        const db::SharedStudy study = unwrap(db::loadSharedStudy(*database, id));
        printOut(study.scenario + "\n");
        std::fprintf(stderr,
                     "study %lld was saved at catalog revision %lld: add --catalog-revision %lld to rerun "
                     "it with the figures of then\n",
                     study.id, study.catalogRevision, study.catalogRevision);
        return kExitOk;
    }
    failUsage("usage: study save FILE | study list | study open ID");
}

} // namespace gpuadvisor::cli
