#include "core/cost/cost_engine.h"

#include "core/common/number_format.h"
#include "core/cost/control_costs.h"
#include "core/cost/invoice_tax.h"
#include "core/cost/option_compliance.h"
#include "core/scenario/scenario_limits.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpuadvisor {

std::string_view optionKindName(OptionKind kind) {
    switch (kind) {
    case OptionKind::Cloud:
        return "cloud";
    case OptionKind::BareMetal:
        return "bare-metal";
    case OptionKind::Owned:
        return "owned";
    case OptionKind::Hybrid:
        return "hybrid";
    }
    return "cloud";
}

std::string_view cloudBillingName(CloudBilling b) {
    switch (b) {
    case CloudBilling::OnDemand:
        return "on-demand";
    case CloudBilling::Spot:
        return "spot";
    case CloudBilling::Reserved1y:
        return "reserved-1y";
    case CloudBilling::Reserved3y:
        return "reserved-3y";
    }
    return "on-demand";
}

std::string_view costLineKey(CostLineKind kind) {
    switch (kind) {
    case CostLineKind::Compute:
        return "compute";
    case CostLineKind::Egress:
        return "egress";
    case CostLineKind::Storage:
        return "storage";
    case CostLineKind::MonthlyRent:
        return "monthly_rent";
    case CostLineKind::LoanInstalments:
        return "loan_instalments";
    case CostLineKind::Servers:
        return "servers";
    case CostLineKind::NetworkStorage:
        return "network_storage_installation";
    case CostLineKind::Energy:
        return "energy";
    case CostLineKind::Colocation:
        return "colocation";
    case CostLineKind::Maintenance:
        return "maintenance";
    case CostLineKind::Staff:
        return "staff";
    case CostLineKind::Insurance:
        return "insurance";
    case CostLineKind::SoftwareLicences:
        return "software_licences";
    case CostLineKind::ServiceImportTaxes:
        return "service_import_taxes";
    case CostLineKind::TermBeyondHorizon:
        return "term_beyond_horizon";
    case CostLineKind::LocalInvoiceTaxes:
        return "local_invoice_taxes";
    case CostLineKind::NonDeductibleVat:
        return "non_deductible_vat";
    case CostLineKind::ComplianceControls:
        return "compliance_controls";
    case CostLineKind::CloudBurst:
        break;
    }
    return "cloud_burst";
}

bool pricedInSupplierCurrency(CostLineKind kind) {
    switch (kind) {
    case CostLineKind::Energy:
    case CostLineKind::Colocation:
    case CostLineKind::Staff:
    case CostLineKind::Insurance:
    case CostLineKind::ComplianceControls:
        return false;
    default:
        return true;
    }
}

bool isInvoiceTax(CostLineKind kind) {
    return kind == CostLineKind::ServiceImportTaxes || kind == CostLineKind::LocalInvoiceTaxes ||
           kind == CostLineKind::NonDeductibleVat;
}

double jobCost(double gpus, double pricePerGpuHour, double hours) {
    return gpus * pricePerGpuHour * hours;
}

double jobCostOn(const OptionCost& o, double wallHours, double hoursPerMonth) {
    // A pay-per-use job pays its conditions' one-off work and their upkeep for the months it runs.
    if (o.hourlyPricePerGpu > 0)
        return jobCost(o.gpus, o.hourlyPricePerGpu, wallHours) + o.dataPerMonth * wallHours / hoursPerMonth +
               o.conditions.upfront +
               o.conditions.perMonth * std::max(1.0, std::ceil(wallHours / hoursPerMonth));
    const auto months =
        std::max<std::size_t>({1, static_cast<std::size_t>(std::ceil(wallHours / hoursPerMonth)),
                               static_cast<std::size_t>(std::max(0, o.minimumTermMonths))});
    return o.cumulative[std::min(o.cumulative.size() - 1, months)];
}

double goodputForGpus(int gpus, const CostAssumptions& a) {
    const double m = a.mtbiGpuHours * 3600.0 / std::max(1, gpus); // seconds between interruptions
    const double c = a.checkpointSeconds, r = a.restartSeconds;
    const double tau = std::sqrt(2.0 * c * m);
    return std::clamp(1.0 - (c / tau + (tau / 2.0 + r) / m), 0.0, 1.0);
}

namespace {

struct Context {
    const CostStudy& study;
    const CostCatalog& catalog;
    const FxTable& fx; // built once per comparison: every pass reads the same rates
    std::vector<std::string> fxUsed;
    std::vector<std::string> fxCurrencies; // those fxUsed describes, so each is described once

    Result<double> toStudy(double amount, const std::string& currency) {
        if (currency == study.currency)
            return amount;
        auto rate = fx.rate(currency, study.currency);
        if (!rate)
            return rate.error();
        if (std::find(fxCurrencies.begin(), fxCurrencies.end(), currency) == fxCurrencies.end()) {
            fxCurrencies.push_back(currency);
            const std::string used = fx.describe(currency, study.currency);
            if (std::find(fxUsed.begin(), fxUsed.end(), used) == fxUsed.end())
                fxUsed.push_back(used);
        }
        return amount * *rate;
    }
};

// Egress priced tier by tier (each TB at its tier's rate); false when the catalog has no tier for `provider`.
bool egressCost(const CostCatalog& catalog, const std::string& provider, double tb, Context& ctx,
                double* cost, std::string* source) {
    bool known = false;
    for (const EgressTier& tier : catalog.egress) {
        if (tier.providerId != provider)
            continue;
        known = true;
        if (tb <= tier.fromTb)
            continue;
        const double upper = tier.toTb ? std::min(tb, *tier.toTb) : tb;
        auto price = ctx.toStudy(tier.pricePerGb, tier.currency);
        if (price)
            *cost += (upper - tier.fromTb) * 1000.0 * *price;
        *source = tier.source;
    }
    return known;
}

// The declared egress and storage of the study as monthly lines of one option: the provider's catalog rates,
// or the labelled default rates where the catalog has none, so no option is cheaper for lack of data.
// Owned hardware keeps its disks in the network-and-storage share of the capex (`withStorage` false).
struct DataCosts {
    double egress = 0, storage = 0;
    std::string egressSource, storageSource;
    void addLines(std::vector<CostLine>& lines) const {
        if (egress > 0)
            lines.push_back({CostLineKind::Egress, 0, egress, egressSource});
        if (storage > 0)
            lines.push_back({CostLineKind::Storage, 0, storage, storageSource});
    }
};

DataCosts dataCosts(const std::string& provider, bool withStorage, Context& ctx, const CostAssumptions& a) {
    DataCosts d;
    auto converted = [&](double amount, const std::string& currency) {
        auto value = ctx.toStudy(amount, currency);
        return value ? *value : 0.0; // the study's currency was checked against USD before any option
    };
    const double egressTb = ctx.study.egressTbPerMonth, storageTb = withStorage ? ctx.study.storageTb : 0;
    if (egressTb > 0 && !egressCost(ctx.catalog, provider, egressTb, ctx, &d.egress, &d.egressSource)) {
        d.egress = egressTb * 1000.0 * converted(a.defaultEgressUsdPerGb, "USD");
        d.egressSource =
            "ASSUMPTION: no egress rate for " + (provider.empty() ? "owned sites" : provider) +
            " in the catalog; default_egress_usd_per_gb = " + formatFixed(a.defaultEgressUsdPerGb, 3) +
            " USD/GB (AWS first tier)";
    }
    if (storageTb > 0) {
        const auto it = std::find_if(ctx.catalog.storage.begin(), ctx.catalog.storage.end(),
                                     [&](const StoragePrice& p) { return p.providerId == provider; });
        if (it != ctx.catalog.storage.end()) {
            d.storage = storageTb * 1000.0 * converted(it->pricePerGbMonth, it->currency);
            d.storageSource = it->item + ": " + it->source;
        } else {
            d.storage = storageTb * 1000.0 * converted(a.defaultStorageUsdPerGbMonth, "USD");
            d.storageSource = "ASSUMPTION: no storage rate for " + provider +
                              " in the catalog; default_storage_usd_per_gb_month = " +
                              formatFixed(a.defaultStorageUsdPerGbMonth, 3) + " USD/GB-month (AWS EBS gp3)";
        }
    }
    return d;
}

struct Flows {
    double upfront = 0;
    std::function<double(double utilisation)> monthly; // a month's cost at a utilisation
    std::vector<CostLine> lines;
    double fixedPerGpuHour = 0; // F-9 A
    double loadPerGpuHour = 0;  // F-9 B
    bool payPerUse = false;
    double pricePerGpuHour = 0;
    double capex = 0;         // owned hardware: what is depreciated in the P&L view
    double loanPayment = 0;   // F-4 instalment when the capex is financed, else 0
    double lastMonthLump = 0; // a contract's months past the horizon, paid in its last month
};

// A contract longer than the study (a 12-month lease on a 2-month horizon, a 1-year reservation over six
// months) is owed in full whatever the study's horizon: the months past it are paid in its last month, and a
// cost line says how many (issue 38: a 2-month study showed 2 of a 12-month lease's payments and ranked it
// first). Added before the taxes, which apply to the whole invoice.
void billTheWholeTerm(Flows& f, int termMonths, double monthlyCharge, const std::string& source,
                      const Context& ctx) {
    const int horizon = ctx.study.horizonMonths;
    if (termMonths <= horizon || monthlyCharge <= 0 || horizon < 1)
        return;
    const int beyond = termMonths - horizon;
    const double owed = beyond * monthlyCharge;
    f.lines.push_back(
        {CostLineKind::TermBeyondHorizon, 0, owed / horizon, source, double(termMonths), double(beyond)});
    f.monthly = [base = f.monthly, owed, horizon, month = 0](double u) mutable {
        return base(u) + (++month == horizon ? owed : 0.0);
    };
    f.lastMonthLump = owed;
}

// The taxes the buyer adds to the supplier's invoice, by who issues it (core/cost/invoice_tax.h): a
// Brazilian buyer pays the service-import taxes on a foreign invoice and PIS/COFINS and ISS on a local one;
// a Portuguese buyer the VAT (charged or reverse-charged) it cannot deduct. Applied to the whole invoice,
// term included.
void addInvoiceTaxes(Flows& f, const std::string& providerId, const std::string& priceCurrency,
                     const Context& ctx, const CostAssumptions& a) {
    const InvoiceTax tax = invoiceTax(ctx.catalog, providerId, ctx.study.country, priceCurrency, a);
    const double rate = tax.rate;
    if (rate <= 0)
        return;
    double upfront = 0, monthly = 0;
    for (const CostLine& line : f.lines) {
        upfront += line.upfront;
        monthly += line.monthly;
    }
    const CostLineKind kind = tax.regime == InvoiceRegime::LocalService ? CostLineKind::LocalInvoiceTaxes
                              : tax.regime == InvoiceRegime::Vat        ? CostLineKind::NonDeductibleVat
                                                                        : CostLineKind::ServiceImportTaxes;
    f.lines.push_back({kind, upfront * rate, monthly * rate,
                       tax.source + "; rates in the assumptions register — tax estimate, not advice", rate, 0,
                       tax.entity});
    f.upfront *= 1 + rate;
    f.monthly = [base = f.monthly, rate](double u) { return base(u) * (1 + rate); };
    f.pricePerGpuHour *= 1 + rate;
    f.fixedPerGpuHour *= 1 + rate;
    f.lastMonthLump *= 1 + rate;
}

Result<Flows> cloudFlows(OptionCost& o, const OptionSelection& s, Context& ctx, const CostAssumptions& a) {
    const auto& offers = ctx.catalog.cloudOffers;
    const auto it =
        std::find_if(offers.begin(), offers.end(), [&](const CloudOffer& c) { return c.id == s.id; });
    if (it == offers.end())
        return invalidInput("option", "unknown cloud offer id '" + s.id +
                                          "' (see 'gpu-advisor-cli catalog list offers')");
    const CloudOffer& offer = *it;
    o.providerId = offer.providerId;
    o.country = offer.country;
    o.nativeCurrency = offer.currency;
    o.gpuId = offer.gpuId;
    o.priceAsOf = offer.asOf;
    if (offer.source.rfind("ASSUMPTION", 0) == 0)
        o.notes.push_back({CostNoteCode::HourlyPriceAssumed, {}, {}});
    if (!offer.regionConfirmed)
        o.notes.push_back({CostNoteCode::RegionUnconfirmed, {}, offer.region});
    if (isUserEdit(offer.source))
        o.notes.push_back({CostNoteCode::PriceEdited, {}, offer.source});
    o.gpus = static_cast<int>(std::ceil(offer.gpuCount * s.count));
    o.nodes = s.count;
    o.deployment = "public_cloud";
    o.name = {OptionKind::Cloud, offer.providerId, offer.instanceType,
              offer.country.empty() ? offer.region : offer.country};
    o.label = offer.providerId + " " + offer.instanceType + " " + offer.region + " (" +
              std::string(cloudBillingName(s.billing)) + (s.alwaysOn ? ", always on" : "") + ")";
    // A price the catalog holds as 0 is unknown, not free (Vast lists "SpotPrice 0.00" for "no spot price").
    auto known = [](const std::optional<double>& price) {
        return price && *price > 0 ? price : std::optional<double>();
    };
    std::optional<double> hourly = known(offer.onDemandHourly);
    double discount = 0;
    std::string priceSource = offer.source + " (" + offer.asOf + ")";
    switch (s.billing) {
    case CloudBilling::Spot:
        hourly = known(offer.spotHourly);
        break;
    case CloudBilling::Reserved1y:
        if (known(offer.reserved1yHourly))
            hourly = offer.reserved1yHourly;
        else {
            discount = a.reserved1yDiscount;
            priceSource += "; 1-year discount " + formatPercent(discount) + " (gpu-tco proxy)";
        }
        break;
    case CloudBilling::Reserved3y:
        if (known(offer.reserved3yHourly))
            hourly = offer.reserved3yHourly;
        else {
            discount = a.reserved3yDiscount;
            priceSource += "; 3-year discount " + formatPercent(discount) + " (gpu-tco proxy)";
        }
        break;
    default:
        break;
    }
    if (!hourly) {
        const std::string column = s.billing == CloudBilling::Spot ? "spot_hourly" : "on_demand_hourly";
        return invalidInput("option", "cloud offer " + s.id + " (" + offer.providerId + " " +
                                          offer.instanceType + ") has no " +
                                          std::string(cloudBillingName(s.billing)) + " price: its " + column +
                                          " is empty or 0, which means unknown, not free (choose another "
                                          "billing, or set it with 'catalog set offers " +
                                          s.id + " " + column + " VALUE')");
    }
    auto price = ctx.toStudy(*hourly * (1 - discount), offer.currency);
    if (!price)
        return price.error();
    const double instanceHour = *price;
    const bool reserved = s.billing == CloudBilling::Reserved1y || s.billing == CloudBilling::Reserved3y;
    Flows f;
    f.payPerUse = !reserved && !s.alwaysOn;
    f.pricePerGpuHour = instanceHour / offer.gpuCount;
    const double hours = a.hoursPerMonth;
    const double count = s.count;
    const DataCosts data = dataCosts(offer.providerId, true, ctx, a);
    f.monthly = [=](double u) {
        return count * instanceHour * hours * (f.payPerUse ? u : 1.0) + data.egress + data.storage;
    };
    f.lines = {
        {CostLineKind::Compute, 0,
         count * instanceHour * hours *
             (f.payPerUse ? s.utilisation.value_or(ctx.study.utilisation.value_or(a.utilisation)) : 1.0),
         priceSource, 0, 0, std::string(cloudBillingName(s.billing))}};
    data.addLines(f.lines);
    if (reserved) {
        f.fixedPerGpuHour = f.pricePerGpuHour;
        o.minimumTermMonths = s.billing == CloudBilling::Reserved1y ? 12 : 36;
        billTheWholeTerm(f, o.minimumTermMonths, count * instanceHour * hours, priceSource, ctx);
        if (o.minimumTermMonths > ctx.study.horizonMonths)
            o.notes.push_back({CostNoteCode::MinimumTermBeyondHorizon, {double(o.minimumTermMonths)}, {}});
    }
    addInvoiceTaxes(f, offer.providerId, offer.currency, ctx, a);
    o.attributes = {LeadTime::Minutes, reserved ? Elasticity::FixedForTerm : Elasticity::ByTheHour,
                    RootAccess::ProviderAudited, EgressExposure::ProviderPriced, ""};
    return f;
}

Result<Flows> bareMetalFlows(OptionCost& o, const OptionSelection& s, Context& ctx,
                             const CostAssumptions& a) {
    const auto& offers = ctx.catalog.bareMetalOffers;
    const auto it =
        std::find_if(offers.begin(), offers.end(), [&](const BareMetalOffer& b) { return b.id == s.id; });
    if (it == offers.end())
        return invalidInput("option", "unknown bare-metal offer '" + s.id +
                                          "' (see 'gpu-advisor-cli catalog list bare-metal')");
    const BareMetalOffer& offer = *it;
    const NodeType* node = ctx.catalog.nodeType(offer.nodeTypeId);
    if (!node)
        return invalidInput("option",
                            "bare-metal offer " + s.id + " names unknown node type " + offer.nodeTypeId);
    o.providerId = offer.providerId;
    o.country = offer.country;
    o.nativeCurrency = offer.currency;
    o.gpuId = node->gpuId;
    o.priceAsOf = offer.asOf;
    o.nodes = s.count;
    o.gpus = node->gpusPerNode * s.count;
    o.deployment = "bare_metal";
    o.name = {OptionKind::BareMetal, offer.providerId, node->name, offer.country};
    o.label = offer.providerId + " " + node->name + " × " + std::to_string(s.count) + " (monthly)";
    auto monthly = ctx.toStudy(offer.monthlyPrice * s.count, offer.currency);
    auto setup = ctx.toStudy(offer.setupFee * s.count, offer.currency);
    if (!monthly)
        return monthly.error();
    if (!setup)
        return setup.error();
    Flows f;
    f.upfront = *setup;
    const double rent = *monthly;
    const DataCosts data = dataCosts(offer.providerId, true, ctx, a);
    f.monthly = [=](double) { return rent + data.egress + data.storage; };
    f.fixedPerGpuHour = rent / (o.gpus * a.hoursPerMonth);
    f.lines = {{CostLineKind::MonthlyRent, *setup, rent,
                offer.source + " (" + offer.asOf + ")" + (offer.isAssumption ? " — ASSUMPTION" : "")}};
    data.addLines(f.lines);
    o.minimumTermMonths = offer.minTermMonths;
    billTheWholeTerm(f, offer.minTermMonths, rent, "bare_metal_offers.min_term_months of " + offer.id, ctx);
    if (offer.minTermMonths > ctx.study.horizonMonths)
        o.notes.push_back({CostNoteCode::MinimumTermBeyondHorizon, {double(offer.minTermMonths)}, {}});
    if (offer.isAssumption)
        o.notes.push_back({CostNoteCode::MonthlyPriceAssumed, {}, offer.note});
    if (isUserEdit(offer.source))
        o.notes.push_back({CostNoteCode::PriceEdited, {}, offer.source});
    addInvoiceTaxes(f, offer.providerId, offer.currency, ctx, a);
    o.attributes = {LeadTime::DaysToWeeks, Elasticity::FixedPerMonth, RootAccess::Dedicated,
                    EgressExposure::UsuallyIncluded, ""};
    return f;
}

Result<Flows> ownedFlows(OptionCost& o, const OptionSelection& s, Context& ctx, const CostAssumptions& a,
                         double u) {
    const NodeType* node = ctx.catalog.nodeType(s.id);
    if (!node)
        return invalidInput("option", "unknown node type '" + s.id +
                                          "' (see 'gpu-advisor-cli catalog list node-types')");
    if (!node->purchasePrice)
        return invalidInput("option", "node type " + s.id +
                                          " has no purchase price in the catalog; set one with "
                                          "'gpu-advisor-cli catalog set node-types " +
                                          s.id + " purchase_price N'");
    if (!node->powerMaxKw)
        return invalidInput("option",
                            "node type " + s.id + " has no maximum power; set power_max_kw in the catalog");
    const std::string country = s.siteCountry.empty() ? ctx.study.country : s.siteCountry;
    const PowerTariff* tariff = ctx.catalog.tariffFor(country);
    if (!tariff)
        return invalidInput("option", "no power tariff for country " + country +
                                          " in the catalog (catalog list power)");
    o.providerId = "owned";
    o.country = country;
    o.nativeCurrency = node->currency;
    o.gpuId = node->gpuId;
    o.priceAsOf = node->asOf;
    o.nodes = s.count;
    o.gpus = node->gpusPerNode * s.count;
    o.deployment = "on_premises";
    o.name = {OptionKind::Owned, "", node->name, country};
    o.label = node->name + " × " + std::to_string(s.count) + " owned (" + country + ")";

    const double nodes = s.count;
    auto server = ctx.toStudy(*node->purchasePrice * nodes, node->currency);
    auto kwh = ctx.toStudy(tariff->pricePerKwh, tariff->currency);
    auto colo = ctx.toStudy(a.colocationUsdPerKwMonth, "USD");
    auto staffYear = ctx.toStudy(a.staffUsdPerFteYear, "USD");
    auto licence = ctx.toStudy(a.licenceUsdPerGpuYear, "USD");
    auto storagePerTb = ctx.toStudy(a.ownedStorageUsdPerTb, "USD");
    for (const auto* r : {&server, &kwh, &colo, &staffYear, &licence, &storagePerTb})
        if (!*r)
            return r->error();
    const double importTax = country == "BR" ? a.brImportTaxFraction : 0.0;
    const double hardware = *server * (1 + importTax);
    // The study's declared storage, bought with the servers (the rented options pay their provider's rate
    // for the same volume): beyond the servers' own disks in the network-and-storage share.
    const double storage = ctx.study.storageTb * *storagePerTb * (1 + importTax);
    const double capex = hardware * (1 + a.networkStorageShare) + storage; // F-2
    const double maxKw = *node->powerMaxKw * nodes;
    const double idleKw = node->powerIdleKw ? *node->powerIdleKw * nodes : maxKw * a.idlePowerFraction;
    const double tariffPerKwh = *kwh;
    const double pue = a.pue, hours = a.hoursPerMonth;
    auto energy = [=](double util) {
        return (idleKw + (maxKw - idleKw) * util) * pue * hours * tariffPerKwh;
    };                                                                  // F-5
    const double colocation = maxKw * *colo;                            // F-6: billed on contracted kW
    const double maintenance = a.maintenanceFraction * hardware / 12.0; // F-7
    const double fte = std::max(a.minimumFte, o.gpus / a.gpusPerFte) + a.opsFtePerAddedNode * (nodes - 1);
    const double staff = fte * *staffYear / 12.0;
    const double licences = o.gpus * *licence / 12.0;
    const double insurance = a.insuranceFraction * capex / 12.0;
    const double fixed = colocation + maintenance + staff + licences + insurance;

    Flows f;
    f.upfront = capex;
    f.capex = capex;
    const DataCosts data = dataCosts("", false, ctx, a); // the storage is bought above
    f.monthly = [=](double util) { return fixed + energy(util) + data.egress; };
    if (ctx.study.financingAnnualRate && ctx.study.financingMonths > 0) {
        // F-4: PMT = P·r/(1 − (1 + r)^−k) with r the monthly rate; the instalments replace the upfront capex.
        const double r = *ctx.study.financingAnnualRate / 12.0;
        const int k = ctx.study.financingMonths;
        const double pmt = r > 0 ? capex * r / (1 - std::pow(1 + r, -k)) : capex / k;
        const int horizon = ctx.study.horizonMonths;
        f.upfront = 0;
        f.loanPayment = pmt;
        auto base = f.monthly;
        int month = 0; // the lambda is called once per month in order
        f.monthly = [=](double util) mutable { return base(util) + (++month <= k ? pmt : 0.0); };
        f.lines.push_back({CostLineKind::LoanInstalments, 0, pmt, "docs/cost-model.md F-4 (PMT)", double(k),
                           *ctx.study.financingAnnualRate});
        if (k > horizon)
            o.notes.push_back({CostNoteCode::LoanPastHorizon, {double(k - horizon)}, {}});
    }
    // F-9: A = (annualised capex + fixed opex) per GPU-hour; B = energy per GPU-hour at load.
    f.fixedPerGpuHour = (capex / a.depreciationYears / 12.0 + fixed + energy(0)) / (o.gpus * hours);
    f.loadPerGpuHour = (energy(1) - energy(0)) / (o.gpus * hours);
    const std::string tariffNote =
        tariff->source + " (" + tariff->asOf + ")" + (tariff->isAssumption ? " — ASSUMPTION" : "");
    f.lines.insert(
        f.lines.begin(),
        {{CostLineKind::Servers, hardware, 0,
          node->source + (importTax > 0
                              ? "; import taxes: industry-cited upper bound, docs/cost-model.md §1.2 #2 "
                                "(ASSUMPTION: ask a customs broker)"
                              : ""),
          importTax},
         {CostLineKind::NetworkStorage, capex - hardware - storage, 0,
          "docs/cost-model.md F-2 (worked example)", a.networkStorageShare},
         {CostLineKind::Energy, 0, energy(u), tariffNote, pue},
         {CostLineKind::Colocation, 0, colocation,
          "CBRE colocation figures, converted (docs/cost-model.md F-6)", maxKw},
         {CostLineKind::Maintenance, 0, maintenance, "10 %/yr of hardware (gpu-tco; docs/cost-model.md F-7)"},
         {CostLineKind::Staff, 0, staff, "docs/cost-model.md F-7 staffing rule; loaded cost ASSUMPTION", fte},
         {CostLineKind::Insurance, 0, insurance, "ASSUMPTION 0.5 %/yr (docs/cost-model.md F-7)"}});
    if (storage > 0)
        f.lines.push_back({CostLineKind::Storage, storage, 0,
                           "owned_storage_usd_per_tb = " + formatFixed(a.ownedStorageUsdPerTb, 0) +
                               " USD per usable TB (ASSUMPTION)" +
                               (importTax > 0 ? " with the hardware import taxes" : "")});
    if (licences > 0)
        f.lines.push_back({CostLineKind::SoftwareLicences, 0, licences,
                           "NVIDIA AI Enterprise list price (docs/cost-model.md §1.2 #15)"});
    data.addLines(f.lines);
    if (node->isAssumption)
        o.notes.push_back({CostNoteCode::PurchasePriceAssumed, {}, {}});
    if (isUserEdit(node->source))
        o.notes.push_back({CostNoteCode::PriceEdited, {}, node->source});
    o.notes.push_back(
        {CostNoteCode::Depreciation, {capex / (a.depreciationYears * 12.0), a.depreciationYears}, {}});
    o.attributes = {LeadTime::Months, Elasticity::Fixed, RootAccess::Full, EgressExposure::None, ""};
    return f;
}

// docs/cost-model.md §7 F-18: base load on owned nodes, bursts above it on cloud instances billed for the
// burst hours only.
Result<Flows> hybridFlows(OptionCost& o, const OptionSelection& s, Context& ctx, const CostAssumptions& a,
                          double u) {
    if (s.burstInstances < 1 || !(s.burstHoursPerMonth > 0) || s.burstHoursPerMonth > a.hoursPerMonth)
        return invalidInput("option",
                            "a hybrid option needs burst instances >= 1 and burst hours between 0 and " +
                                formatFixed(a.hoursPerMonth, 0) + " a month");
    auto owned = ownedFlows(o, s, ctx, a, u);
    if (!owned)
        return owned.error();
    OptionCost burstCost;
    OptionSelection burst{OptionKind::Cloud,      s.burstOfferId, s.burstInstances,
                          CloudBilling::OnDemand, false,          ""};
    auto cloud = cloudFlows(burstCost, burst, ctx, a);
    if (!cloud)
        return cloud.error();
    const double burstMonthly = cloud->pricePerGpuHour * burstCost.gpus * s.burstHoursPerMonth;
    Flows f = *owned;
    auto base = f.monthly;
    f.monthly = [=](double util) mutable { return base(util) + burstMonthly; };
    f.lines.push_back({CostLineKind::CloudBurst, 0, burstMonthly, cloud->lines.front().source,
                       double(s.burstInstances), s.burstHoursPerMonth, burstCost.label});
    o.label += " + burst on " + burstCost.label;
    // docs/cost-model.md §7 F-18
    o.notes.push_back(
        {CostNoteCode::Burst, {double(burstCost.gpus), s.burstHoursPerMonth, double(o.gpus)}, {}});
    o.burstProviderId = burstCost.providerId;
    o.burstGpuHoursPerMonth = burstCost.gpus * s.burstHoursPerMonth;
    o.burstCountry = burstCost.country;
    o.attributes.elasticity = Elasticity::OwnedBaseCloudPeaks;
    o.attributes.egressExposure = EgressExposure::BurstShare;
    return f;
}

void cumulate(OptionCost& o, double monthlyRate) {
    o.cumulative.assign(o.monthly.size(), 0);
    o.cumulativeDiscounted.assign(o.monthly.size(), 0);
    double nominal = 0, discounted = 0,
           factor = 1; // factor = (1 + r)^-m, by multiplication: no pow per month
    const double step = 1 / (1 + monthlyRate);
    for (std::size_t m = 0; m < o.monthly.size(); ++m, factor *= step) {
        nominal += o.monthly[m];
        discounted += o.monthly[m] * factor;
        o.cumulative[m] = nominal;
        o.cumulativeDiscounted[m] = discounted;
    }
    o.npv = discounted;
}

// The (fractional) month from which `a`'s cumulative cost stays at or below `b`'s: 0 when it never exceeds
// it, none when it still costs more at the horizon (F-11).
std::optional<double> crossing(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.empty() || a.back() > b.back())
        return std::nullopt;
    for (std::size_t m = a.size() - 1; m > 0; --m) {
        if (a[m - 1] > b[m - 1]) {
            const double before = a[m - 1] - b[m - 1], after = a[m] - b[m];
            return double(m - 1) + before / (before - after);
        }
    }
    return a[0] <= b[0] ? std::optional<double>(0.0) : std::nullopt;
}

// docs/cost-model.md §5.1 item 4, P&L view: the capex is expensed as straight-line depreciation over its life
// (docs/cost-model.md §1.2 #6) instead of when it is paid; a loan's principal is not an expense, its interest
// is (F-4, on the declining balance).
std::vector<double> profitAndLoss(const std::vector<double>& cash, const Flows& f, const CostStudy& study,
                                  const CostAssumptions& a) {
    std::vector<double> expense(cash);
    if (f.capex <= 0)
        return expense;
    const double lifeMonths = std::max(1.0, a.depreciationYears * 12.0);
    const double depreciation = f.capex / lifeMonths;
    const bool financed = f.loanPayment > 0;
    const double rate = financed ? *study.financingAnnualRate / 12.0 : 0;
    double balance = financed ? f.capex : 0;
    expense[0] -= financed ? 0 : f.capex;
    for (std::size_t m = 1; m < expense.size(); ++m) {
        if (double(m) <= lifeMonths)
            expense[m] += depreciation;
        if (financed && m <= std::size_t(study.financingMonths)) {
            const double interest = balance * rate;
            const double principal = f.loanPayment - interest;
            balance -= principal;
            expense[m] -= principal;
        }
    }
    return expense;
}

// The rules' findings for the option and what the controls they require cost (issue 39): a cost line, not
// taxed on the supplier's invoice (the work is the buyer's own or its advisers'), and a lead time on each
// finding. Only with the study's customer and rules.
Result<bool> addConditions(OptionCost& o, Flows& f, Context& ctx, const CostAssumptions& a) {
    const CostStudy& study = ctx.study;
    if (!study.customer || !study.rules)
        return true;
    auto found = optionFindings(o, *study.customer, ctx.catalog, *study.rules,
                                study.alwaysOnService || o.selection.alwaysOn);
    if (!found)
        return found.error();
    o.findings = std::move(found).value();
    o.findingsEvaluated = true;
    o.conditions = conditionsOf(o.findings, ctx.catalog.controls, 0);
    if (o.conditions.oneOffDays <= 0 && o.conditions.yearlyDays <= 0)
        return true;
    auto rate = ctx.toStudy(a.complianceDayRateEur, "EUR");
    if (!rate)
        return rate.error();
    o.conditions = conditionsOf(o.findings, ctx.catalog.controls, *rate);
    const double upfront = o.conditions.upfront, perMonth = o.conditions.perMonth;
    std::string codes;
    for (const std::string& code : o.conditions.costed)
        codes += (codes.empty() ? "" : ";") + code;
    f.lines.push_back({CostLineKind::ComplianceControls, upfront, perMonth,
                       "compliance_controls person-days x compliance_day_rate_eur = " +
                           formatFixed(a.complianceDayRateEur, 0) + " EUR (ASSUMPTION)",
                       o.conditions.oneOffDays, o.conditions.yearlyDays, codes});
    f.upfront += upfront;
    f.monthly = [base = f.monthly, perMonth](double util) { return base(util) + perMonth; };
    return true;
}

Result<OptionCost> costOption(const OptionSelection& s, Context& ctx, const CostAssumptions& a, double u) {
    OptionCost o;
    o.selection = s;
    o.id = std::string(optionKindName(s.kind)) + ":" + s.id;
    if (s.count < 1 || s.count > 100'000)
        return invalidInput("option", "option " + o.id + ": count " + std::to_string(s.count) +
                                          " is out of range (1 to 100000)");
    Result<Flows> flows = s.kind == OptionKind::Cloud       ? cloudFlows(o, s, ctx, a)
                          : s.kind == OptionKind::BareMetal ? bareMetalFlows(o, s, ctx, a)
                          : s.kind == OptionKind::Hybrid    ? hybridFlows(o, s, ctx, a, u)
                                                            : ownedFlows(o, s, ctx, a, u);
    if (!flows)
        return flows.error();
    if (auto ok = addConditions(o, flows.value(), ctx, a); !ok)
        return ok.error();
    o.goodput = o.nodes > 1 ? goodputForGpus(o.gpus, a) : 1.0; // a single node carries no multi-node loss
    o.monthly.assign(ctx.study.horizonMonths + 1, 0);
    o.monthly[0] = flows->upfront;
    for (int m = 1; m <= ctx.study.horizonMonths; ++m)
        o.monthly[m] = flows->monthly(u);
    cumulate(o, std::pow(1 + a.discountRate(ctx.study.currency), 1.0 / 12) - 1);
    o.capex = flows->capex;
    o.termPaidInLastMonth = flows->lastMonthLump;
    o.monthlyExpense = profitAndLoss(o.monthly, *flows, ctx.study, a);
    const double years = ctx.study.horizonMonths / 12.0;
    const double r = a.discountRate(ctx.study.currency);
    o.eac = r > 0 ? o.npv * r / (1 - std::pow(1 + r, -years)) : o.npv / years;
    o.usefulGpuHoursPerMonth = o.gpus * a.hoursPerMonth * u * o.goodput + o.burstGpuHoursPerMonth; // F-1
    double discountedHours = 0;
    const double rm = std::pow(1 + r, 1.0 / 12) - 1;
    for (double factor = 1 / (1 + rm), m = 1; m <= ctx.study.horizonMonths; ++m, factor /= 1 + rm)
        discountedHours += o.usefulGpuHoursPerMonth * factor;
    o.costPerUsefulGpuHour = discountedHours > 0 ? o.npv / discountedHours : 0; // F-13 levelised
    o.hourlyPricePerGpu = flows->payPerUse ? flows->pricePerGpuHour : 0;
    o.lines = flows->lines;
    double taxRate = 0;
    for (const CostLine& line : o.lines) {
        if (line.kind == CostLineKind::Egress || line.kind == CostLineKind::Storage)
            o.dataPerMonth += line.monthly;
        if (isInvoiceTax(line.kind))
            taxRate = line.n0;
    }
    o.dataPerMonth *= 1 + taxRate;
    // Pay-per-use: the billed hours and their storage and egress; otherwise the share of a fixed cost the
    // job uses (the hardware or lease stays in use for other work).
    // A job the search sized on this option: the hours it is billed (pay-per-use) or the months it is held,
    // at least the minimum term (jobCostOn) — the cost it was ranked by.
    if (s.jobWallHours > 0)
        o.jobCost = jobCostOn(o, s.jobWallHours, a.hoursPerMonth);
    else if (ctx.study.jobGpuHours > 0)
        o.jobCost = flows->payPerUse ? jobCostOn(o, ctx.study.jobGpuHours / o.goodput / std::max(1, o.gpus),
                                                 a.hoursPerMonth)
                                     : ctx.study.jobGpuHours * o.costPerUsefulGpuHour;
    if (o.goodput < 1)
        o.notes.push_back(
            {CostNoteCode::Goodput, {o.goodput, double(o.gpus)}, {}}); // docs/cost-model.md §7 F-12
    // Qualitative attributes the source articles weigh.
    const GpuSpec* gpu = ctx.catalog.gpu(o.gpuId);
    if (gpu && gpu->interconnect.find("NVLink") != std::string::npos &&
        gpu->interconnect.find("bridge") == std::string::npos)
        o.attributes.nvlink = gpu->interconnect;
    // FX band: a foreign-priced option's horizon total if the study currency moves by ±1σ·√years, on the
    // share priced in the supplier's currency only (issue 39: local staff, energy and compliance work carry
    // no exchange-rate risk).
    const double sigma = std::max(a.volatility(ctx.study.currency), a.volatility(o.nativeCurrency));
    if (o.nativeCurrency != ctx.study.currency && sigma > 0) {
        double exposed = 0, all = 0;
        for (const CostLine& line : o.lines) {
            const double amount = line.upfront + line.monthly * ctx.study.horizonMonths;
            all += amount;
            if (pricedInSupplierCurrency(line.kind))
                exposed += amount;
        }
        const double band = sigma * std::sqrt(years);
        o.fxBand = band;
        o.fxExposedShare = all > 0 ? std::clamp(exposed / all, 0.0, 1.0) : 1.0;
        o.fxLow = o.cumulative.back() * (1 - band * o.fxExposedShare);
        o.fxHigh = o.cumulative.back() * (1 + band * o.fxExposedShare);
    }
    return o;
}

} // namespace

Result<CostComparison> compareCosts(const CostStudy& study, const CostCatalog& catalog) {
    if (!limits::horizonMonths.allows(study.horizonMonths))
        return invalidInput("horizon-months", "horizon-months: " + limits::horizonMonths.refusal(
                                                                       std::to_string(study.horizonMonths)));
    const double u = study.utilisation.value_or(study.assumptions.utilisation);
    if (!(u > 0 && u <= 1))
        return invalidInput("utilisation", "utilisation = " + formatFixed(u, 3) +
                                               " is out of range (allowed: above 0, up to 1)");
    if (study.currency.size() != 3)
        return invalidInput("currency",
                            "currency '" + study.currency + "' is not an ISO 4217 code (e.g. BRL, USD, EUR)");
    if (study.options.empty())
        return invalidInput(
            "option", "give at least one option (cloud:OFFER_ID, bare-metal:OFFER_ID, owned:NODE_TYPE)");
    if (study.financingAnnualRate && (!limits::financingAnnualRate.allows(*study.financingAnnualRate) ||
                                      !limits::financingMonths.allows(study.financingMonths)))
        return invalidInput("financing-rate",
                            "financing needs a rate between 0 and 1 per year and 1 to 360 months");
    if (study.jobGpuHours < 0)
        return invalidInput("job-gpu-hours", "job-gpu-hours must not be negative");
    if (study.egressTbPerMonth < 0 || study.storageTb < 0)
        return invalidInput("egress-tb-per-month", "egress and storage volumes must not be negative");

    const FxTable fx(catalog.fxRates);
    Context ctx{study, catalog, fx, {}, {}};
    if (auto check = ctx.fx.rate("USD", study.currency); !check)
        return invalidInput("currency", "currency '" + study.currency +
                                            "' has no exchange rate in the catalog (known: "
                                            "add one with 'catalog import' or the fx_rates table)");
    CostComparison result;
    result.currency = study.currency;
    result.horizonMonths = study.horizonMonths;
    result.utilisation = u;
    for (const OptionSelection& s : study.options) {
        auto o = costOption(s, ctx, study.assumptions, s.utilisation.value_or(u));
        if (!o)
            return o.error();
        result.options.push_back(std::move(o).value());
    }
    // Break-even months between every pair (F-11), nominal and discounted.
    for (OptionCost& a : result.options)
        for (const OptionCost& b : result.options)
            if (&a != &b)
                a.breakEven.push_back({b.id, crossing(a.cumulative, b.cumulative),
                                       crossing(a.cumulativeDiscounted, b.cumulativeDiscounted)});
    // Break-even utilisation (F-9) of fixed-cost options against the first pay-per-use option.
    const auto reference = std::find_if(result.options.begin(), result.options.end(),
                                        [](const OptionCost& o) { return o.hourlyPricePerGpu > 0; });
    if (reference != result.options.end()) {
        for (std::size_t i = 0; i < result.options.size(); ++i) {
            OptionCost& o = result.options[i];
            if (o.hourlyPricePerGpu > 0)
                continue;
            Context again{study, catalog, fx, {}, {}};
            OptionCost
                scratch; // the builders fill in labels and notes; only their F-9 figures are wanted here
            auto flows = o.selection.kind == OptionKind::Owned || o.selection.kind == OptionKind::Hybrid
                             ? ownedFlows(scratch, o.selection, again, study.assumptions,
                                          o.selection.utilisation.value_or(u))
                         : o.selection.kind == OptionKind::BareMetal
                             ? bareMetalFlows(scratch, o.selection, again, study.assumptions)
                             : cloudFlows(scratch, o.selection, again, study.assumptions);
            if (!flows)
                continue;
            const double denominator =
                reference->hourlyPricePerGpu * o.goodput / reference->goodput - flows->loadPerGpuHour;
            if (denominator > 0)
                o.breakEvenUtilisation = flows->fixedPerGpuHour / denominator;
            o.notes.push_back({CostNoteCode::BreakEvenAgainst,
                               {flows->fixedPerGpuHour, flows->loadPerGpuHour, reference->hourlyPricePerGpu},
                               reference->label});
        }
    }
    // Utilisation sweep 10–100 % and ±20 % tornado (F-15).
    for (const OptionCost& o : result.options) {
        if (!study.sensitivity) {
            result.sweep.emplace_back();
            result.tornado.emplace_back();
            continue;
        }
        std::vector<UtilisationPoint> points;
        for (int step = 1; step <= 10; ++step) {
            Context sweepCtx{study, catalog, fx, {}, {}};
            auto p = costOption(o.selection, sweepCtx, study.assumptions, step / 10.0);
            if (p)
                points.push_back({step / 10.0, p->npv, p->costPerUsefulGpuHour});
        }
        result.sweep.push_back(points);

        std::vector<TornadoBar> bars;
        // A one-off job's sensitivity is about the job, not the horizon (issue 17).
        const double ou = o.selection.utilisation.value_or(u);
        auto bar = [&](const std::string& driver, const std::function<void(CostStudy&, double)>& apply) {
            double values[2] = {0, 0};
            int k = 0;
            for (const double factor : {0.8, 1.2}) {
                CostStudy varied = study;
                varied.utilisation = ou; // this option's, which the utilisation driver varies
                apply(varied, factor);
                Context vctx{varied, catalog, fx, {}, {}};
                auto v = costOption(o.selection, vctx, varied.assumptions,
                                    std::min(1.0, varied.utilisation.value_or(ou)));
                values[k++] = sensitivityFigure(v ? *v : o);
            }
            if (std::fabs(values[1] - values[0]) > 1e-9)
                bars.push_back({driver, values[0], values[1]});
        };
        bar("utilisation", [ou](CostStudy& s, double f) { s.utilisation = ou * f; });
        bar("power price, PUE", [](CostStudy& s, double f) { s.assumptions.pue *= f; });
        bar("colocation price", [](CostStudy& s, double f) { s.assumptions.colocationUsdPerKwMonth *= f; });
        bar("staff cost", [](CostStudy& s, double f) { s.assumptions.staffUsdPerFteYear *= f; });
        bar("maintenance", [](CostStudy& s, double f) { s.assumptions.maintenanceFraction *= f; });
        bar("network and storage share",
            [](CostStudy& s, double f) { s.assumptions.networkStorageShare *= f; });
        bar("discount rate", [](CostStudy& s, double f) {
            for (auto& [c, r] : s.assumptions.discountRates)
                r *= f;
        });
        bar("egress volume", [](CostStudy& s, double f) { s.egressTbPerMonth *= f; });
        // The option's own price (and, for foreign-priced options, the exchange rate) scales its whole NPV.
        bars.push_back({"price and exchange rate", 0.8 * sensitivityFigure(o), 1.2 * sensitivityFigure(o)});
        std::sort(bars.begin(), bars.end(), [](const TornadoBar& l, const TornadoBar& r) {
            return std::fabs(l.high - l.low) > std::fabs(r.high - r.low);
        });
        result.tornado.push_back(bars);
    }
    result.fxUsed = ctx.fxUsed;
    return result;
}

} // namespace gpuadvisor
