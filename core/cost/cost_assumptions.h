#pragma once

#include "core/common/assumption_table.h"

#include "core/common/assumption.h"

#include <map>
#include <string>
#include <vector>

namespace gpuadvisor {

// Defaults of the cost engine (docs/cost-model.md §7 F-1…F-18 and docs/catalog-costs.md), each with its
// source. Money-valued defaults are in USD and converted to the study's currency.
struct CostAssumptions {
    double hoursPerMonth = 730;   // 8760 / 12
    double utilisation = 0.60;    // docs/cost-model.md §2: a dedicated team's allocation
    double depreciationYears = 5; // docs/cost-model.md §1.2 #6 base case (sensitivity 3–6)
    double maintenanceFraction =
        0.10; // of hardware capex per year (gpu-tco default, docs/cost-model.md §1.2 #13)
    double insuranceFraction = 0.005; // ASSUMPTION docs/cost-model.md §7 F-7 (0.5 %/yr, no source found)
    double networkStorageShare =
        0.15; // docs/cost-model.md §8: capex = server × 1.15 (network and storage share)
    double staffUsdPerFteYear =
        150'000; // docs/cost-model.md §8 worked example (US loaded cost) — ASSUMPTION outside the US
    double gpusPerFte = 128; // docs/cost-model.md §7 F-7 explicit assumption (sensitivity 64–256)
    double minimumFte =
        0.25; // docs/cost-model.md §8 uses 0.25 FTE for one node (F-7 suggests 0.5 for <= 16 GPUs)
    double opsFtePerAddedNode = 0.05; // ASSUMPTION: operations effort per node beyond the first
    double licenceUsdPerGpuYear =
        0; // NVIDIA AI Enterprise lists $4,500/GPU/yr (docs/cost-model.md §1.2 #15); 0 = none bought
    double idlePowerFraction = 0.25; // docs/cost-model.md §7 F-5: idle ≈ 20–30 % of max (ASSUMPTION)
    double pue = 1.56;               // Uptime Institute 2024 average (docs/catalog-costs.md §7)
    double colocationUsdPerKwMonth = 184.06; // CBRE North America H2 2024 (docs/catalog-costs.md §5)
    double reserved1yDiscount = 0.35;        // gpu-tco proxy (docs/cost-model.md §1.2 #19)
    double reserved3yDiscount = 0.55;        // gpu-tco proxy (docs/cost-model.md §1.2 #19)
    double mtbiGpuHours =
        50'700; // docs/cost-model.md §3.1: Llama 3 derived, one interruption per 50,700 GPU-hours
    double checkpointSeconds = 120; // docs/cost-model.md §7 F-12 default C
    double restartSeconds = 600;    // docs/cost-model.md §7 F-12 default R
    double brImportTaxFraction =
        0.527; // docs/cost-model.md §1.2 #2: industry-cited upper bound of Brazilian customs taxes — VERIFY
    // Taxes a Brazilian buyer pays on a cloud service billed from abroad (docs/cost-model.md §1.2 #23), as
    // shares of the invoice: tax estimates, not advice (rates per contract: VERIFY with a tax adviser).
    double brServiceIrrf = 0.15;    // IRRF on technical services paid abroad, MP 2.159-70/2001 art. 3
    double brServiceCide = 0.10;    // CIDE-Remessas, Lei 10.168/2000 art. 2 §4
    double brServicePis = 0.0165;   // PIS/Pasep-Importação, Lei 10.865/2004 art. 8 I
    double brServiceCofins = 0.076; // COFINS-Importação, Lei 10.865/2004 art. 8 II
    double brServiceIss = 0.05;     // ISS on imported services, LC 116/2003 art. 8 II maximum (ASSUMPTION)
    double brServiceIof = 0.035;    // IOF-câmbio on payments for services abroad, Decreto 12.499/2025
    double brServiceImportTaxFraction() const {
        return brServiceIrrf + brServiceCide + brServicePis + brServiceCofins + brServiceIss + brServiceIof;
    }
    // Taxes on a Brazilian entity's invoice (NFS-e) for a cloud service, as AWS SBL lists them
    // (aws.amazon.com/tax-help/Brazil): PIS/COFINS 9.25 % and São Paulo's ISS 2.9 %, included in the invoice
    // ("por dentro"), so the list price is grossed up by 1 / (1 − 12.15 %) = +13.83 %. The buyer may credit
    // part of the PIS/COFINS (non-cumulative regime): the share it credits is an ASSUMPTION, 0 until its
    // adviser says.
    double brLocalPisCofins = 0.0925;
    double brLocalIss = 0.029;
    double brLocalPisCofinsCreditable = 0;
    double brLocalServiceTaxFraction() const {
        return (1 - brLocalPisCofins * brLocalPisCofinsCreditable) / (1 - brLocalPisCofins - brLocalIss) - 1;
    }
    // A Portuguese business pays VAT on a supplier's invoice (a local branch charges it; a foreign supplier's
    // is self-assessed, CIVA art. 6 n.º 6 a)) and deducts it; a buyer whose activity is exempt (banks,
    // insurers, hospitals: CIVA art. 9) deducts only its pro-rata. The share it cannot deduct is an
    // ASSUMPTION (0: a taxable business).
    double ptVatRate = 0.23;
    double vatNonDeductibleShare = 0;
    // A typical air-cooled colocation rack: AFCOM State of the Data Center 2024, average density about 12 kW
    // (blog.enconnex.com/data-center-rack-density); ASSUMPTION until the site says otherwise.
    double siteRackPowerKw = 12;
    // Older prices are named as stale in the dashboard, the report and the CLI (ASSUMPTION: a year, about the
    // life of a GPU generation's price; set your own).
    double priceMaxAgeMonths = 12;
    // Where the catalog has no storage or egress rate for a provider, these apply (labelled ASSUMPTION in
    // the cost line), so that no provider looks cheaper for lack of data (issue 17): AWS's EBS gp3 list price
    // and first egress tier, the catalog's own rows aws-ebs-gp3 and egress_prices aws 0-10 TB.
    double defaultStorageUsdPerGbMonth = 0.08;
    // What an owned option pays, once, per usable TB of the study's declared storage (issue 38: owned options
    // carried it for free while rented ones paid for it). ASSUMPTION with its method: flash at 0.095 USD/GB
    // (TrendForce via hdt-project.org, early 2024) × 2 copies for redundancy = 190 USD per usable TB; the
    // 2025–2026 enterprise SSD prices rose steeply, so replace it with your storage quote.
    double ownedStorageUsdPerTb = 190;
    double defaultEgressUsdPerGb = 0.09;
    // What a day of the work a compliance control needs costs (issue 39: conditions were free): a privacy
    // specialist's day, data-privacy-office.com's DPIA service at "from 200 EUR per hour" x 8 h, a lower
    // bound (ASSUMPTION: in-house staff cost less, a law firm more). compliance_controls gives the days.
    double complianceDayRateEur = 1600;
    double brlVolatility = 0.155; // docs/catalog-costs.md §9: BRL 10-year annualised volatility (BlackRock)
    double eurVolatility = 0.074; // docs/catalog-costs.md §9
    std::map<std::string, double> discountRates{
        {"USD", 0.08}, {"EUR", 0.07}, {"BRL", 0.15}}; // ASSUMPTION: use your WACC

    std::vector<Assumption> list() const;
    static CostAssumptions fromCatalog(const std::vector<Assumption>& catalogValues);
    static std::vector<AssumptionDefinition> definitions(); // discount rates included, 0 to 0.99
    double discountRate(const std::string& currency) const;
    double volatility(const std::string& currency) const; // of `currency` against the USD; 0 for USD

  private:
    AssumptionSources m_sources;
};

} // namespace gpuadvisor
