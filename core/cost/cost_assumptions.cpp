#include "core/cost/cost_assumptions.h"

#include "core/common/assumption_table.h"

namespace gpuadvisor {

namespace {

constexpr AssumptionField<CostAssumptions> kFields[] = {
    {"hours_per_month", &CostAssumptions::hoursPerMonth, "hours", "8760 h / 12 (derived)", 1, 744},
    {"utilisation", &CostAssumptions::utilisation, "fraction", "docs/cost-model.md §2: dedicated team ~60 %",
     0.01, 1},
    {"depreciation_years", &CostAssumptions::depreciationYears, "years",
     "docs/cost-model.md §1.2 #6: base case 5 (hyperscalers 5-6)", 1, 15},
    {"maintenance_fraction", &CostAssumptions::maintenanceFraction, "of hardware capex per year",
     "gpu-tco default 10 %/yr (docs/cost-model.md §1.2 #13)", 0, 1},
    {"insurance_fraction", &CostAssumptions::insuranceFraction, "of capex per year",
     "ASSUMPTION (docs/cost-model.md §7 F-7: no source found)", 0, 1},
    {"network_storage_share", &CostAssumptions::networkStorageShare, "of server price",
     "docs/cost-model.md §8 worked example: server x 1.15", 0, 5},
    {"staff_usd_per_fte_year", &CostAssumptions::staffUsdPerFteYear, "USD per FTE-year",
     "docs/cost-model.md §8 worked example (US loaded cost); ASSUMPTION elsewhere", 0, 1e7},
    {"gpus_per_fte", &CostAssumptions::gpusPerFte, "GPUs",
     "docs/cost-model.md §7 F-7 explicit assumption (64-256)", 1, 1e5},
    {"minimum_fte", &CostAssumptions::minimumFte, "FTE",
     "docs/cost-model.md §8 worked example: 0.25 FTE for one node", 0, 100},
    {"ops_fte_per_added_node", &CostAssumptions::opsFtePerAddedNode, "FTE per node beyond the first",
     "ASSUMPTION: operations effort grows per node (docs/cost-model.md §3.3)", 0, 10},
    {"licence_usd_per_gpu_year", &CostAssumptions::licenceUsdPerGpuYear, "USD per GPU-year",
     "0 = none bought; NVIDIA AI Enterprise lists 4,500 (docs/cost-model.md §1.2 #15)", 0, 1e6},
    {"idle_power_fraction", &CostAssumptions::idlePowerFraction, "of max power",
     "docs/cost-model.md §7 F-5: idle 20-30 % of max (ASSUMPTION)", 0, 1},
    {"pue", &CostAssumptions::pue, "ratio", "Uptime Institute 2024 average 1.56 (docs/catalog-costs.md §7)",
     1, 3},
    {"colocation_usd_per_kw_month", &CostAssumptions::colocationUsdPerKwMonth, "USD per kW-month",
     "CBRE North America H2 2024: 184.06 (docs/catalog-costs.md §5)", 0, 1e5},
    {"reserved_1y_discount", &CostAssumptions::reserved1yDiscount, "fraction",
     "gpu-tco proxy 35 % (docs/cost-model.md §1.2 #19)", 0, 0.95},
    {"reserved_3y_discount", &CostAssumptions::reserved3yDiscount, "fraction",
     "gpu-tco proxy 55 % (docs/cost-model.md §1.2 #19)", 0, 0.95},
    {"mtbi_gpu_hours", &CostAssumptions::mtbiGpuHours, "GPU-hours",
     "docs/cost-model.md §3.1: Llama 3 derived (419 interruptions, 16,384 GPUs, 54 days)", 1, 1e9},
    {"checkpoint_seconds", &CostAssumptions::checkpointSeconds, "seconds",
     "docs/cost-model.md §7 F-12 default C", 0, 1e5},
    {"restart_seconds", &CostAssumptions::restartSeconds, "seconds", "docs/cost-model.md §7 F-12 default R",
     0, 1e5},
    {"br_import_tax_fraction", &CostAssumptions::brImportTaxFraction, "of hardware price",
     "docs/cost-model.md §1.2 #2: industry-cited upper bound 52.7 % (to be confirmed with a customs broker)",
     0, 3},
    {"br_service_irrf", &CostAssumptions::brServiceIrrf, "of a foreign cloud invoice",
     "MP 2.159-70/2001 art. 3 (IRRF 15 % on technical services paid abroad; 25 % to low-tax jurisdictions); "
     "docs/cost-model.md §1.2 #23 — tax estimate, to be confirmed with a tax adviser",
     0, 1},
    {"br_service_cide", &CostAssumptions::brServiceCide, "of a foreign cloud invoice",
     "Lei 10.168/2000 art. 2 §4 (CIDE 10 % on technical services paid abroad) — tax estimate, to be "
     "confirmed with a tax adviser",
     0, 1},
    {"br_service_pis", &CostAssumptions::brServicePis, "of a foreign cloud invoice",
     "Lei 10.865/2004 art. 8 I (PIS/Pasep-Importação 1.65 %) — tax estimate, to be confirmed with a tax "
     "adviser",
     0, 1},
    {"br_service_cofins", &CostAssumptions::brServiceCofins, "of a foreign cloud invoice",
     "Lei 10.865/2004 art. 8 II (COFINS-Importação 7.6 %) — tax estimate, to be confirmed with a tax adviser",
     0, 1},
    {"br_service_iss", &CostAssumptions::brServiceIss, "of a foreign cloud invoice",
     "ASSUMPTION: LC 116/2003 art. 8 II maximum 5 % (at least 2 %, LC 157/2016); set your municipality's "
     "rate",
     0, 1},
    {"br_service_iof", &CostAssumptions::brServiceIof, "of a foreign cloud invoice",
     "Decreto 12.499/2025: IOF-câmbio 3.5 % on payments for services abroad, in force since 2025-07-16 "
     "(asconnet.com, 2025-08) — tax estimate, to be confirmed with a tax adviser",
     0, 1},
    {"br_local_pis_cofins", &CostAssumptions::brLocalPisCofins, "of a Brazilian cloud invoice",
     "Lei 10.637/2002 art. 2 (PIS 1.65 %) and Lei 10.833/2003 art. 2 (COFINS 7.6 %): 9.25 % combined, as AWS "
     "SBL's NFS-e lists it (aws.amazon.com/tax-help/Brazil, 2020-11)",
     0, 0.5}, // with br_local_iss below 1 in all: the taxes are inside the invoice (÷ (1 − both))
    {"br_local_iss", &CostAssumptions::brLocalIss, "of a Brazilian cloud invoice",
     "ISS 2.9 % of the municipality of São Paulo, charged by AWS SBL (aws.amazon.com/tax-help/Brazil) and "
     "Microsoft do Brasil (help.ads.microsoft.com, Imposto sobre Serviços); set your supplier's municipality",
     0, 0.2},
    {"br_local_pis_cofins_creditable", &CostAssumptions::brLocalPisCofinsCreditable,
     "share of the invoice's PIS/COFINS",
     "ASSUMPTION: 0 = no credit taken (lucro presumido, or cloud not treated as an input); up to 1 under the "
     "non-cumulative regime (Lei 10.833/2003 art. 3) if your tax adviser agrees",
     0, 1},
    {"pt_vat_rate", &CostAssumptions::ptVatRate, "of the invoice",
     "CIVA art. 18 n.º 1 c): mainland Portugal standard rate 23 %", 0, 1},
    {"vat_non_deductible_share", &CostAssumptions::vatNonDeductibleShare, "of the reverse-charged VAT",
     "ASSUMPTION: 0 = a taxable business deducts it all (CIVA art. 19); a bank, insurer or hospital with "
     "exempt activity (CIVA art. 9) sets its non-deductible pro-rata",
     0, 1},
    {"site_rack_power_kw", &CostAssumptions::siteRackPowerKw, "kW",
     "ASSUMPTION: a typical air-cooled colocation rack, AFCOM State of the Data Center 2024 average ~12 kW "
     "(blog.enconnex.com/data-center-rack-density, 2024); set your site's limit",
     0.5, 1000},
    {"price_max_age_months", &CostAssumptions::priceMaxAgeMonths, "months",
     "ASSUMPTION: a price older than a year is named as stale (GPU rental prices change within a "
     "generation); "
     "set your own",
     1, 240},
    {"default_storage_usd_per_gb_month", &CostAssumptions::defaultStorageUsdPerGbMonth, "USD per GB-month",
     "ASSUMPTION for providers without a storage rate in the catalog: AWS EBS gp3 list price (storage_prices "
     "aws-ebs-gp3)",
     0, 10},
    {"owned_storage_usd_per_tb", &CostAssumptions::ownedStorageUsdPerTb, "USD per usable TB, bought once",
     "ASSUMPTION: flash 0.095 USD/GB (TrendForce via hdt-project.org, early 2024) x 2 copies for redundancy; "
     "enterprise SSD prices rose in 2025-2026: set your storage quote",
     0, 1e5},
    {"default_egress_usd_per_gb", &CostAssumptions::defaultEgressUsdPerGb, "USD per GB",
     "ASSUMPTION for providers without an egress rate in the catalog: AWS first tier (egress_prices aws, "
     "SkyPilot aws.py get_egress_cost())",
     0, 10},
    {"compliance_day_rate_eur", &CostAssumptions::complianceDayRateEur, "EUR per person-day",
     "ASSUMPTION: data-privacy-office.com DPIA service, from 200 EUR per hour x 8 h (a lower bound); the "
     "days "
     "each control takes are in compliance_controls",
     0, 1e5},
    {"brl_volatility", &CostAssumptions::brlVolatility, "annualised",
     "BlackRock Brazil, 10 years to March 2024 (docs/catalog-costs.md §9)", 0, 2},
    {"eur_volatility", &CostAssumptions::eurVolatility, "annualised",
     "BlackRock Brazil, 10 years to March 2024 (docs/catalog-costs.md §9)", 0, 2},
};

} // namespace

std::vector<Assumption> CostAssumptions::list() const {
    std::vector<Assumption> out = listAssumptions(*this, kFields, m_sources);
    for (const auto& [currency, rate] : discountRates)
        out.push_back({"discount_rate_" + currency, rate, "per year",
                       "ASSUMPTION: replace with your cost of capital (docs/cost-model.md §7 F-13)", ""});
    return out;
}

std::vector<AssumptionDefinition> CostAssumptions::definitions() {
    std::vector<AssumptionDefinition> out = defineAssumptions(kFields);
    const CostAssumptions defaults;
    for (const Assumption& a : defaults.list())
        if (a.key.rfind("discount_rate_", 0) == 0)
            out.push_back({a, 0, 0.99});
    return out;
}

CostAssumptions CostAssumptions::fromCatalog(const std::vector<Assumption>& catalogValues) {
    CostAssumptions a;
    applyAssumptions(a, kFields, catalogValues, a.m_sources);
    for (const Assumption& value : catalogValues) {
        if (value.key.rfind("discount_rate_", 0) == 0 && value.value >= 0 && value.value <= 0.99)
            a.discountRates[value.key.substr(14)] = value.value;
    }
    return a;
}

double CostAssumptions::discountRate(const std::string& currency) const {
    const auto it = discountRates.find(currency);
    return it != discountRates.end() ? it->second : 0.08;
}

double CostAssumptions::volatility(const std::string& currency) const {
    if (currency == "BRL")
        return brlVolatility;
    if (currency == "EUR")
        return eurVolatility;
    return 0;
}

} // namespace gpuadvisor
