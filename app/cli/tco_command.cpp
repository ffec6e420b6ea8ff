#include "cli/tco_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/compliance/customer_vocabulary.h"
#include "core/cost/option_selector.h"
#include "core/present/cost_answer.h"
#include "core/scenario/scenario.h"
#include "core/study/cost_question.h"
#include "db/catalog_snapshot.h"
#include "db/text_file.h"

namespace gpuadvisor::cli {

namespace {

std::set<std::string> listOption(const QCommandLineParser& parser, const char* name) {
    std::set<std::string> out;
    for (const QString& part : parser.value(name).split(u',', Qt::SkipEmptyParts))
        out.insert(part.trimmed().toStdString());
    return out;
}

OptionSelection parseOption(const QString& text) {
    auto selection = parseOptionSelector(text.toStdString());
    if (!selection)
        failUsage("--option: " + selection.error().message);
    return *selection;
}

std::string orAllowed(const std::string& flag, const std::string& value, const std::string& what,
                      const std::vector<std::string_view>& ids) {
    return flag + ": '" + value + "' is not " + what + " (allowed: " + joinedIds(ids) + ")";
}

} // namespace

int runTco(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Cost of ownership and legal findings of options for one workload: cloud by the hour, bare metal by "
        "the\n"
        "month, or owned hardware, as monthly cash flows over a horizon with NPV, cost per useful GPU-hour,\n"
        "break-even months and utilisation, sensitivity, and the compliance rules that apply to each.\n\n"
        "Example (8×H100 in BRL):\n"
        "  gpu-advisor-cli tco --currency BRL --option cloud:34 --option bare-metal:lambda-8x-h100-month \\\n"
        "      --option owned:hgx-h100-8 --utilisation 0.7 --org private --data personal --subjects BR");
    parser.addOptions({
        {"option",
         "cloud:OFFER_ID[:on-demand|spot|reserved-1y|reserved-3y][:always-on|:pay-per-use], "
         "bare-metal:OFFER_ID[:COUNT], "
         "owned:NODE_TYPE[:COUNT], hybrid:NODE_TYPE[:COUNT]/OFFER_ID[:INSTANCES]@HOURS, each optionally "
         "followed by :utilisation=U and :job-hours=H as `recommend --json` prints them (repeat).",
         "selector"},
        {"currency", "Currency of the study: BRL, USD, EUR (default USD).", "code"},
        {"horizon-months", "Months to compare (default 60).", "N"},
        {"utilisation", "Share of hours the GPUs do useful work, 0-1 (default 0.6).", "u"},
        {"country", "Where the buyer is and owned hardware runs (default BR).", "ISO"},
        {"egress-tb-per-month", "Data sent out of the cloud per month, TB.", "TB"},
        {"storage-tb", "Cloud block storage kept, TB.", "TB"},
        {"org",
         "private | bcb_regulated | br_federal | br_federal_sisp | health_provider | eu_entity | pt_entity | "
         "us_covered_entity | eu_financial | eu_insurer | br_telecom (default private).",
         "type"},
        {"data",
         "Data classes, comma-separated: personal, sensitive_health, financial, classified_reservado, "
         "classified_secreto, classified_ultrassecreto.",
         "list"},
        {"subjects", "Jurisdictions of the data subjects, comma-separated: BR, EU, PT, US.", "list"},
        {"jurisdiction", "The customer's own jurisdiction (default: --country).", "ISO"},
        {"touches-pix", "The workload touches Pix/STR/RSFN."},
        {"vendor-training", "Health data is shared with the vendor for its own model training."},
        {"nis2", "The organisation is in a NIS2 essential or important sector."},
        {"high-risk-ai", "AI Act Annex III use case."},
        {"sovereign", "The customer asked for a 'sovereign' cloud."},
        {"health-records", "The option hosts electronic health records."},
        {"bcb-agreement-countries", "Countries with a BCB agreement (convênio), comma-separated.", "list"},
        {"financing-rate", "Owned hardware on credit: annual interest rate, 0-1.", "r"},
        {"financing-months", "Owned hardware on credit: loan term in months.", "N"},
        {"job-gpu-hours", "Price a one-off job of this many useful GPU-hours on each option.", "H"},
        {"scenario", "Scenario JSON (cost and compliance keys); command-line flags override it.", "file"},
        {"json", "Print one JSON object."},
    });
    parser.addOptions(catalogOptions());
    parser.addHelpOption();
    parseOrFail(parser, arguments, "tco");
    if (parser.isSet("help")) {
        printOut(parser.helpText()
                     .replace("gpu-advisor-cli [options]", "gpu-advisor-cli tco [options]")
                     .toStdString());
        return kExitOk;
    }
    // A scenario file gives the starting point; every flag given on the command line replaces its value.
    CostQuestion question;
    if (parser.isSet("scenario"))
        question = unwrap(costQuestion( // the catalog's cost assumptions replace the defaults once it is open
            unwrap(scenarioFromJson(
                unwrap(db::readTextFile(parser.value("scenario").toStdString(), "scenario")))),
            CostAssumptions{}));
    CostStudy& study = question.study;
    CustomerProfile& customer = question.customer;
    const bool fromScenario = parser.isSet("scenario");
    if (parser.isSet("currency"))
        study.currency = parser.value("currency").toUpper().toStdString();
    if (const auto months = integerOption(parser, "horizon-months")) {
        if (!limits::horizonMonths.allows(double(*months)))
            failUsage("--horizon-months: " + limits::horizonMonths.refusal(std::to_string(*months)));
        study.horizonMonths = static_cast<int>(*months);
    }
    if (const auto u = numberOption(parser, "utilisation")) {
        if (!limits::utilisation.allows(*u))
            failUsage("--utilisation: " +
                      limits::utilisation.refusal(parser.value("utilisation").toStdString()));
        study.utilisation = *u;
    }
    if (parser.isSet("country"))
        study.country = parser.value("country").toUpper().toStdString();
    if (const auto egress = numberOption(parser, "egress-tb-per-month"))
        study.egressTbPerMonth = *egress;
    if (const auto storage = numberOption(parser, "storage-tb"))
        study.storageTb = *storage;
    if (const auto job = numberOption(parser, "job-gpu-hours"))
        study.jobGpuHours = *job;
    if (parser.isSet("financing-rate") != parser.isSet("financing-months"))
        failUsage("--financing-rate and --financing-months go together");
    if (parser.isSet("financing-rate")) {
        study.financingAnnualRate = numberOption(parser, "financing-rate");
        study.financingMonths = static_cast<int>(integerOption(parser, "financing-months").value_or(0));
    }
    for (const QString& text : parser.values("option")) {
        OptionSelection selection = parseOption(text);
        selection.alwaysOn = selection.alwaysOn || (question.alwaysOn && !selection.payPerUse);
        study.options.push_back(selection);
    }

    if (parser.isSet("org"))
        customer.organisation = parser.value("org").toStdString();
    if (!isOrganisationKind(customer.organisation))
        failUsage(orAllowed("--org", customer.organisation, "known", organisationKinds()));
    if (parser.isSet("data"))
        customer.dataClasses = listOption(parser, "data");
    for (const auto& c : customer.dataClasses)
        if (!isDataClass(c))
            failUsage(orAllowed("--data", c, "a data class", dataClassIds()));
    if (parser.isSet("subjects"))
        customer.subjects = listOption(parser, "subjects");
    if (parser.isSet("jurisdiction"))
        customer.jurisdiction = parser.value("jurisdiction").toUpper().toStdString();
    else if (!fromScenario)
        customer.jurisdiction = study.country;
    customer.touchesPix = customer.touchesPix || parser.isSet("touches-pix");
    customer.vendorTraining = customer.vendorTraining || parser.isSet("vendor-training");
    customer.nis2Sector = customer.nis2Sector || parser.isSet("nis2");
    customer.highRiskAi = customer.highRiskAi || parser.isSet("high-risk-ai");
    customer.sovereignRequested = customer.sovereignRequested || parser.isSet("sovereign");
    customer.hostsHealthRecords = customer.hostsHealthRecords || parser.isSet("health-records");
    if (parser.isSet("bcb-agreement-countries"))
        customer.bcbAgreementCountries = listOption(parser, "bcb-agreement-countries");

    const auto database = openCatalogDatabase(parser);
    const db::SnapshotPtr snapshot = unwrap(db::loadSnapshot(*database));
    study.assumptions = CostAssumptions::fromCatalog(snapshot->catalog.assumptions());
    if (auto unknown = refuseUnknownCurrency("--currency", study.currency, snapshot->costs.fxRates))
        failUsage(unknown->message);
    const CostAnswer answer = unwrap(answerCostQuestion(question, snapshot->costs, snapshot->rules));
    printOut(parser.isSet("json") ? costAnswerJson(answer, study.assumptions.list()).dump(2) + "\n"
                                  : costAnswerText(answer));
    return kExitOk;
}

} // namespace gpuadvisor::cli
