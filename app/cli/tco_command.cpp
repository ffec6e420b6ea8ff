#include "cli/tco_command.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "core/common/text_format.h"
#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_engine.h"
#include "core/scenario/scenario.h"
#include "db/cost_catalog_source.h"
#include "db/sql_catalog.h"
#include "db/text_file.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpuadvisor::cli {

namespace {

std::set<std::string> listOption(const QCommandLineParser& parser, const char* name) {
    std::set<std::string> out;
    for (const QString& part : parser.value(name).split(u',', Qt::SkipEmptyParts))
        out.insert(part.trimmed().toStdString());
    return out;
}

// "cloud:34[:on-demand|spot|reserved-1y|reserved-3y][:always-on]", "bare-metal:ID[:count]", "owned:NODE_TYPE[:count]".
OptionSelection parseOption(const QString& text) {
    const QStringList parts = text.split(u':');
    if (parts.size() < 2 || parts.at(1).isEmpty())
        failUsage("--option: '" + text.toStdString() +
                  "' must be cloud:OFFER_ID[:BILLING][:always-on], bare-metal:OFFER_ID[:COUNT], owned:NODE_TYPE[:COUNT] or "
                  "hybrid:NODE_TYPE[:COUNT]/OFFER_ID[:INSTANCES]@HOURS");
    OptionSelection s;
    const QString kind = parts.at(0);
    s.id = parts.at(1).toStdString();
    if (kind == QLatin1String("cloud")) {
        s.kind = OptionKind::Cloud;
        for (int i = 2; i < parts.size(); ++i) {
            const QString p = parts.at(i);
            if (p == QLatin1String("on-demand"))
                s.billing = CloudBilling::OnDemand;
            else if (p == QLatin1String("spot"))
                s.billing = CloudBilling::Spot;
            else if (p == QLatin1String("reserved-1y"))
                s.billing = CloudBilling::Reserved1y;
            else if (p == QLatin1String("reserved-3y"))
                s.billing = CloudBilling::Reserved3y;
            else if (p == QLatin1String("always-on"))
                s.alwaysOn = true;
            else {
                bool ok = false;
                s.count = p.toInt(&ok);
                if (!ok)
                    failUsage("--option: '" + p.toStdString() +
                              "' is not a billing (on-demand, spot, reserved-1y, reserved-3y), always-on or a count");
            }
        }
    } else if (kind == QLatin1String("bare-metal") || kind == QLatin1String("owned")) {
        s.kind = kind == QLatin1String("owned") ? OptionKind::Owned : OptionKind::BareMetal;
        if (parts.size() > 2) {
            bool ok = false;
            s.count = parts.at(2).toInt(&ok);
            if (!ok || s.count < 1)
                failUsage("--option: count '" + parts.at(2).toStdString() + "' must be a positive whole number");
        }
    } else if (kind == QLatin1String("hybrid")) {
        // hybrid:NODE[:COUNT]/OFFER[:INSTANCES]@HOURS — owned nodes plus cloud instances for HOURS a month.
        const QString rest = text.mid(text.indexOf(u':') + 1);
        const QStringList halves = rest.split(u'/');
        const QStringList burstAndHours = halves.size() == 2 ? halves.at(1).split(u'@') : QStringList{};
        if (halves.size() != 2 || burstAndHours.size() != 2)
            failUsage("--option: '" + text.toStdString() + "' must be hybrid:NODE_TYPE[:COUNT]/OFFER_ID[:INSTANCES]@HOURS_PER_MONTH");
        s.kind = OptionKind::Hybrid;
        const QStringList owned = halves.at(0).split(u':');
        s.id = owned.at(0).toStdString();
        s.count = owned.size() > 1 ? owned.at(1).toInt() : 1;
        const QStringList burst = burstAndHours.at(0).split(u':');
        s.burstOfferId = burst.at(0).toStdString();
        s.burstInstances = burst.size() > 1 ? burst.at(1).toInt() : 1;
        bool ok = false;
        s.burstHoursPerMonth = burstAndHours.at(1).toDouble(&ok);
        if (!ok || s.count < 1 || s.burstInstances < 1)
            failUsage("--option: '" + text.toStdString() + "': counts must be positive whole numbers and HOURS a number");
    } else {
        failUsage("--option: kind '" + kind.toStdString() + "' is not cloud, bare-metal, owned or hybrid");
    }
    return s;
}

nlohmann::json money(double amount, const std::string& currency) { return {{"amount", amount}, {"currency", currency}}; }

OptionSite siteOf(const OptionCost& o, const CostCatalog& catalog) {
    OptionSite site;
    site.deployment = o.deployment;
    site.dcCountry = o.country;
    if (const ProviderInfo* p = catalog.provider(o.providerId)) {
        site.providerJurisdiction = p->parentJurisdiction;
        site.anpdScc = p->anpdScc.value_or(false);
        site.euScc = p->euScc.value_or(false);
        site.baa = p->baa.value_or(false);
    }
    return site;
}

// A scenario file's cost and compliance parts become the flags they stand for; flags given on the command
// line come later and win.
QStringList scenarioArguments(const QString& path) {
    const std::string text = unwrap(db::readTextFile(path.toStdString(), "scenario"));
    const Scenario scenario = unwrap(scenarioFromJson(text));
    const auto& c = scenario.constraints;
    QStringList out{"--currency", QString::fromStdString(c.currency), "--horizon-months",
                    QString::number(c.horizonMonths), "--utilisation", QString::number(c.utilisation, 'g', 17),
                    "--country", QString::fromStdString(c.country)};
    for (const std::string& option : scenario.cost.options)
        out << "--option" << QString::fromStdString(option);
    if (scenario.cost.egressTbPerMonth > 0)
        out << "--egress-tb-per-month" << QString::number(scenario.cost.egressTbPerMonth, 'g', 17);
    if (scenario.cost.storageTb > 0)
        out << "--storage-tb" << QString::number(scenario.cost.storageTb, 'g', 17);
    if (scenario.cost.jobGpuHours > 0)
        out << "--job-gpu-hours" << QString::number(scenario.cost.jobGpuHours, 'g', 17);
    if (scenario.cost.financingAnnualRate)
        out << "--financing-rate" << QString::number(*scenario.cost.financingAnnualRate, 'g', 17) << "--financing-months"
            << QString::number(scenario.cost.financingMonths);
    const CustomerProfile& customer = scenario.customer;
    auto join = [](const std::set<std::string>& items) {
        QStringList list;
        for (const auto& item : items)
            list << QString::fromStdString(item);
        return list.join(u',');
    };
    out << "--org" << QString::fromStdString(customer.organisation) << "--jurisdiction"
        << QString::fromStdString(customer.jurisdiction);
    if (!customer.dataClasses.empty())
        out << "--data" << join(customer.dataClasses);
    if (!customer.subjects.empty())
        out << "--subjects" << join(customer.subjects);
    if (!customer.bcbAgreementCountries.empty())
        out << "--bcb-agreement-countries" << join(customer.bcbAgreementCountries);
    for (const auto& [flag, on] : {std::pair{"--touches-pix", customer.touchesPix}, std::pair{"--vendor-training", customer.vendorTraining},
                                   std::pair{"--nis2", customer.nis2Sector}, std::pair{"--high-risk-ai", customer.highRiskAi},
                                   std::pair{"--sovereign", customer.sovereignRequested}, std::pair{"--health-records", customer.hostsHealthRecords}})
        if (on)
            out << QString::fromLatin1(flag);
    return out;
}

} // namespace

int runTco(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Cost of ownership and legal findings of options for one workload: cloud by the hour, bare metal by the\n"
        "month, or owned hardware, as monthly cash flows over a horizon with NPV, cost per useful GPU-hour,\n"
        "break-even months and utilisation, sensitivity, and the compliance rules that apply to each.\n\n"
        "Example (8×H100 in BRL):\n"
        "  gpu-advisor-cli tco --currency BRL --option cloud:34 --option bare-metal:lambda-8x-h100-month \\\n"
        "      --option owned:hgx-h100-8 --utilisation 0.7 --org private --data personal --subjects BR");
    parser.addOptions({
        {"option", "cloud:OFFER_ID[:on-demand|spot|reserved-1y|reserved-3y][:always-on], bare-metal:OFFER_ID[:COUNT], "
                   "owned:NODE_TYPE[:COUNT], hybrid:NODE_TYPE[:COUNT]/OFFER_ID[:INSTANCES]@HOURS (repeat).", "selector"},
        {"currency", "Currency of the study: BRL, USD, EUR (default USD).", "code"},
        {"horizon-months", "Months to compare (default 60).", "N"},
        {"utilisation", "Share of hours the GPUs do useful work, 0-1 (default 0.6).", "u"},
        {"country", "Where the buyer is and owned hardware runs (default BR).", "ISO"},
        {"egress-tb-per-month", "Data sent out of the cloud per month, TB.", "TB"},
        {"storage-tb", "Cloud block storage kept, TB.", "TB"},
        {"org", "private | bcb_regulated | br_federal | br_federal_sisp | health_provider | eu_entity | pt_entity | "
                "us_covered_entity (default private).", "type"},
        {"data", "Data classes, comma-separated: personal, sensitive_health, financial, classified_reservado, "
                 "classified_secreto, classified_ultrassecreto.", "list"},
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
    parser.addOption(catalogOption());
    parser.addHelpOption();
    parseOrFail(parser, arguments, "tco");
    if (parser.isSet("scenario")) {
        QStringList combined{arguments.first()};
        combined << scenarioArguments(parser.value("scenario")) << arguments.mid(1);
        parseOrFail(parser, combined, "tco");
    }
    if (parser.isSet("help")) {
        printOut(parser.helpText().replace("gpu-advisor-cli [options]", "gpu-advisor-cli tco [options]").toStdString());
        return kExitOk;
    }
    const auto database = openCatalogDatabase(parser);
    const CostCatalog catalog = unwrap(db::loadCostCatalog(*database));
    const std::vector<ComplianceRule> rules = unwrap(db::loadComplianceRules(*database));
    const db::SqlCatalog general = unwrap(db::SqlCatalog::load(*database));

    CostStudy study;
    study.assumptions = CostAssumptions::fromCatalog(general.assumptions());
    study.currency = parser.isSet("currency") ? parser.value("currency").toUpper().toStdString() : "USD";
    if (const auto months = integerOption(parser, "horizon-months")) {
        if (*months < 1 || *months > 240)
            failUsage("--horizon-months: " + std::to_string(*months) + " is out of range (allowed: 1 to 240)");
        study.horizonMonths = static_cast<int>(*months);
    }
    if (const auto u = numberOption(parser, "utilisation")) {
        if (!(*u > 0 && *u <= 1))
            failUsage("--utilisation: " + parser.value("utilisation").toStdString() + " is out of range (allowed: above 0, up to 1)");
        study.utilisation = *u;
    }
    study.country = parser.isSet("country") ? parser.value("country").toUpper().toStdString() : "BR";
    study.egressTbPerMonth = numberOption(parser, "egress-tb-per-month").value_or(0);
    study.storageTb = numberOption(parser, "storage-tb").value_or(0);
    study.jobGpuHours = numberOption(parser, "job-gpu-hours").value_or(0);
    if (parser.isSet("financing-rate") != parser.isSet("financing-months"))
        failUsage("--financing-rate and --financing-months go together");
    if (parser.isSet("financing-rate")) {
        study.financingAnnualRate = numberOption(parser, "financing-rate");
        study.financingMonths = static_cast<int>(integerOption(parser, "financing-months").value_or(0));
    }
    for (const QString& text : parser.values("option"))
        study.options.push_back(parseOption(text));
    {
        const std::string code = study.currency;
        bool known = code == "USD";
        for (const FxRate& r : catalog.fxRates)
            known |= r.base == code || r.quote == code;
        if (!known)
            failUsage("--currency: '" + parser.value("currency").toStdString() +
                      "' has no exchange rate in the catalog (known: BRL, EUR, USD)");
    }

    CustomerProfile customer;
    customer.organisation = parser.isSet("org") ? parser.value("org").toStdString() : "private";
    static const std::set<std::string> organisations{"private", "bcb_regulated", "br_federal", "br_federal_sisp",
                                                     "health_provider", "eu_entity", "pt_entity", "us_covered_entity"};
    if (!organisations.count(customer.organisation))
        failUsage("--org: '" + customer.organisation + "' is not known (allowed: private, bcb_regulated, br_federal, "
                  "br_federal_sisp, health_provider, eu_entity, pt_entity, us_covered_entity)");
    customer.dataClasses = listOption(parser, "data");
    static const std::set<std::string> classes{"personal", "sensitive_health", "financial", "classified_reservado",
                                               "classified_secreto", "classified_ultrassecreto"};
    for (const auto& c : customer.dataClasses)
        if (!classes.count(c))
            failUsage("--data: '" + c + "' is not a data class (allowed: personal, sensitive_health, financial, "
                      "classified_reservado, classified_secreto, classified_ultrassecreto)");
    customer.subjects = listOption(parser, "subjects");
    customer.jurisdiction = parser.isSet("jurisdiction") ? parser.value("jurisdiction").toUpper().toStdString() : study.country;
    customer.touchesPix = parser.isSet("touches-pix");
    customer.vendorTraining = parser.isSet("vendor-training");
    customer.nis2Sector = parser.isSet("nis2");
    customer.highRiskAi = parser.isSet("high-risk-ai");
    customer.sovereignRequested = parser.isSet("sovereign");
    customer.hostsHealthRecords = parser.isSet("health-records");
    customer.bcbAgreementCountries = listOption(parser, "bcb-agreement-countries");

    const CostComparison result = unwrap(compareCosts(study, catalog));
    std::vector<std::vector<Finding>> findings;
    for (const OptionCost& o : result.options) {
        std::vector<Finding> found = unwrap(evaluateCompliance(rules, customer, siteOf(o, catalog)));
        if (!o.burstProviderId.empty()) { // a hybrid's data also goes to the burst site
            OptionCost burst = o;
            burst.deployment = "public_cloud";
            burst.providerId = o.burstProviderId;
            burst.country = o.burstCountry;
            for (Finding& f : unwrap(evaluateCompliance(rules, customer, siteOf(burst, catalog))))
                if (std::none_of(found.begin(), found.end(), [&](const Finding& g) { return g.ruleId == f.ruleId; }))
                    found.push_back(std::move(f));
            std::stable_sort(found.begin(), found.end(), [](const Finding& l, const Finding& r) { return int(l.effect) < int(r.effect); });
        }
        findings.push_back(std::move(found));
    }

    if (parser.isSet("json")) {
        nlohmann::json options = nlohmann::json::array();
        for (std::size_t i = 0; i < result.options.size(); ++i) {
            const OptionCost& o = result.options[i];
            nlohmann::json monthly = nlohmann::json::array(), cumulative = nlohmann::json::array();
            for (std::size_t m = 0; m < o.monthly.size(); ++m) {
                monthly.push_back(money(o.monthly[m], result.currency));
                cumulative.push_back(money(o.cumulative[m], result.currency));
            }
            nlohmann::json breakEven = nlohmann::json::object();
            for (const BreakEven& b : o.breakEven)
                breakEven[b.otherId] = {{"month", b.nominalMonth ? nlohmann::json(*b.nominalMonth) : nlohmann::json(nullptr)},
                                        {"discounted_month", b.discountedMonth ? nlohmann::json(*b.discountedMonth) : nlohmann::json(nullptr)}};
            nlohmann::json found = nlohmann::json::array();
            for (const Finding& f : findings[i])
                found.push_back({{"rule", f.ruleId}, {"effect", effectName(f.effect)}, {"message", f.messageEn},
                                 {"message_pt", f.messagePt}, {"citation", f.citation}, {"controls", f.controls},
                                 {"is_law", f.isLegal}, {"lead_time_days", f.leadTimeDays}});
            nlohmann::json lines = nlohmann::json::array();
            for (const CostLine& l : o.lines)
                lines.push_back({{"name", l.name}, {"upfront", money(l.upfront, result.currency)},
                                 {"monthly", money(l.monthly, result.currency)}, {"source", l.source}});
            nlohmann::json sweep = nlohmann::json::array();
            for (const UtilisationPoint& p : result.sweep[i])
                sweep.push_back({{"utilisation", p.utilisation}, {"npv", money(p.npv, result.currency)},
                                 {"cost_per_useful_gpu_hour", money(p.costPerUsefulGpuHour, result.currency)}});
            nlohmann::json tornado = nlohmann::json::array();
            for (const TornadoBar& b : result.tornado[i])
                tornado.push_back({{"driver", b.driver}, {"low", money(b.low, result.currency)}, {"high", money(b.high, result.currency)}});
            options.push_back({{"id", o.id}, {"label", o.label}, {"kind", optionKindName(o.selection.kind)},
                               {"gpus", o.gpus}, {"nodes", o.nodes}, {"country", o.country}, {"native_currency", o.nativeCurrency},
                               {"monthly", monthly}, {"cumulative", cumulative}, {"npv", money(o.npv, result.currency)},
                               {"equivalent_annual_cost", money(o.eac, result.currency)}, {"goodput", o.goodput},
                               {"job_cost", o.jobCost ? money(*o.jobCost, result.currency) : nlohmann::json(nullptr)},
                               {"cost_per_useful_gpu_hour", money(o.costPerUsefulGpuHour, result.currency)},
                               {"break_even", breakEven},
                               {"break_even_utilisation", o.breakEvenUtilisation ? nlohmann::json(*o.breakEvenUtilisation) : nlohmann::json(nullptr)},
                               {"lines", lines}, {"compliance", complianceStatus(findings[i])}, {"findings", found},
                               {"attributes", {{"lead_time", o.attributes.leadTime}, {"elasticity", o.attributes.elasticity},
                                               {"root_access", o.attributes.rootAccess}, {"nvlink", o.attributes.nvlink},
                                               {"egress_exposure", o.attributes.egressExposure}, {"fx_exposure", o.attributes.fxExposure}}},
                               {"fx_band", o.fxLow ? nlohmann::json{{"low", money(*o.fxLow, result.currency)}, {"high", money(*o.fxHigh, result.currency)}}
                                                   : nlohmann::json(nullptr)},
                               {"utilisation_sweep", sweep}, {"sensitivity", tornado}, {"notes", o.notes}});
        }
        nlohmann::json assumptions = nlohmann::json::array();
        for (const Assumption& a : study.assumptions.list())
            assumptions.push_back({{"key", a.key}, {"value", a.value}, {"unit", a.unit}, {"source", a.source}});
        printOut(nlohmann::json{{"currency", result.currency}, {"horizon_months", result.horizonMonths},
                                {"utilisation", result.utilisation}, {"options", options}, {"exchange_rates", result.fxUsed},
                                {"assumptions", assumptions}}
                     .dump(2) + "\n");
        return kExitOk;
    }

    std::string out = "Study: " + std::to_string(result.horizonMonths) + " months in " + result.currency + ", utilisation " +
                      formatPercent(result.utilisation) + "\n\n";
    // Side by side first: one column per option.
    auto rowText = [&](const std::string& label, const std::function<std::string(std::size_t)>& cell) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%-28s", label.c_str());
        std::string line = buffer;
        for (std::size_t i = 0; i < result.options.size(); ++i) {
            std::snprintf(buffer, sizeof buffer, "%-34s", cell(i).c_str());
            line += buffer;
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        return line + "\n";
    };
    const auto& opts = result.options;
    out += rowText("", [&](std::size_t i) { return opts[i].id.substr(0, 33); });
    out += rowText("GPUs", [&](std::size_t i) { return std::to_string(opts[i].gpus); });
    out += rowText("upfront", [&](std::size_t i) { return formatFixed(opts[i].monthly[0], 0); });
    out += rowText("per month", [&](std::size_t i) { return formatFixed(opts[i].monthly.back(), 0); });
    out += rowText("total over horizon", [&](std::size_t i) { return formatFixed(opts[i].cumulative.back(), 0); });
    out += rowText("NPV", [&](std::size_t i) { return formatFixed(opts[i].npv, 0); });
    out += rowText("per useful GPU-hour", [&](std::size_t i) { return formatFixed(opts[i].costPerUsefulGpuHour, 2); });
    out += rowText("same at 30 % utilisation", [&](std::size_t i) {
        for (const UtilisationPoint& p : result.sweep[i])
            if (std::fabs(p.utilisation - 0.3) < 1e-9)
                return formatFixed(p.costPerUsefulGpuHour, 2);
        return std::string("-");
    });
    out += rowText("break-even utilisation", [&](std::size_t i) {
        return opts[i].breakEvenUtilisation ? formatPercent(*opts[i].breakEvenUtilisation) : std::string("-");
    });
    if (study.jobGpuHours > 0)
        out += rowText("one-off job", [&](std::size_t i) { return opts[i].jobCost ? formatFixed(*opts[i].jobCost, 0) : "-"; });
    out += rowText("compliance", [&](std::size_t i) { return std::string(complianceStatus(findings[i])); });
    out += rowText("lead time", [&](std::size_t i) { return opts[i].attributes.leadTime; });
    out += rowText("NVLink", [&](std::size_t i) { return opts[i].attributes.nvlink.substr(0, 33); });
    out += "\n";
    for (std::size_t i = 0; i < result.options.size(); ++i) {
        const OptionCost& o = result.options[i];
        out += "[" + o.id + "] " + o.label + " — " + std::to_string(o.gpus) + " GPUs\n";
        out += "  upfront " + formatFixed(o.monthly[0], 0) + ", then " + formatFixed(o.monthly.back(), 0) + " " +
               result.currency + "/month; total " + formatFixed(o.cumulative.back(), 0) + ", NPV " + formatFixed(o.npv, 0) +
               "; " + formatFixed(o.costPerUsefulGpuHour, 2) + " per useful GPU-hour\n";
        for (const BreakEven& b : o.breakEven)
            out += "  vs " + b.otherId + ": " +
                   (b.nominalMonth ? (*b.nominalMonth == 0 ? std::string("cheaper from the start")
                                                           : "pays for itself after month " + formatFixed(*b.nominalMonth, 1))
                                   : std::string("never cheaper within the horizon")) + "\n";
        if (o.breakEvenUtilisation)
            out += "  break-even utilisation " + formatPercent(*o.breakEvenUtilisation) + "\n";
        for (const UtilisationPoint& p : result.sweep[i])
            if (std::fabs(p.utilisation - 0.3) < 1e-9)
                out += "  at 30 % utilisation: " + formatFixed(p.costPerUsefulGpuHour, 2) + " per useful GPU-hour, NPV " +
                       formatFixed(p.npv, 0) + "\n";
        if (o.fxLow)
            out += "  exchange-rate band (±1σ over the horizon): " + formatFixed(*o.fxLow, 0) + " – " + formatFixed(*o.fxHigh, 0) + "\n";
        out += "  compliance: " + std::string(complianceStatus(findings[i])) + "\n";
        for (const Finding& f : findings[i])
            out += "    " + std::string(effectName(f.effect)) + " " + f.ruleId + ": " + f.messageEn + " [" + f.citation + "]" +
                   (f.isLegal ? "" : " (company policy, not law)") + "\n";
        out += "\n";
    }
    out += "Exchange rates: ";
    for (const auto& used : result.fxUsed)
        out += used + "; ";
    out += "\n";
    printOut(out);
    return kExitOk;
}

} // namespace gpuadvisor::cli
