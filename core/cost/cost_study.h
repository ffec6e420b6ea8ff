#pragma once

#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_assumptions.h"
#include "core/cost/cost_catalog.h"
#include "core/cost/cost_option.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

// The cost part of a study: options, currency, horizon, load.
struct CostStudy {
    std::string currency = "USD";
    int horizonMonths = 60;            // docs/cost-model.md §7: default 60, offer 36
    std::optional<double> utilisation; // default CostAssumptions::utilisation
    std::string country = "BR";        // where the buyer is (owned sites default here)
    double egressTbPerMonth = 0;
    double storageTb = 0;
    // F-4: owned hardware bought on credit: annual rate and term; the cash view pays instalments, not capex.
    std::optional<double> financingAnnualRate;
    int financingMonths = 0;
    double jobGpuHours = 0; // a one-off job's useful GPU-hours, priced per option
    bool sensitivity =
        true; // utilisation sweep and tornado (a search that costs many options turns them off)
    std::vector<OptionSelection> options;
    CostAssumptions assumptions;
    // Who buys and the rules (issue 39): with both set, every option's findings are evaluated once, kept in
    // OptionCost::findings, and the controls its REQUIRES findings name become its compliance_controls cost
    // line and lead time. Not owned: they point at the caller's scenario and catalog for the call.
    const CustomerProfile* customer = nullptr;
    const std::vector<ComplianceRule>* rules = nullptr;
    bool alwaysOnService = false; // the workload serves production around the clock (rule GEN-GPU-01)
};

// What a cost line is, as a fact; core/present/cost_text names it in English or Portuguese.
enum class CostLineKind {
    Compute, // detail: the billing (on-demand, spot, reserved-1y, reserved-3y)
    Egress,
    Storage,
    MonthlyRent,
    LoanInstalments, // n0: months, n1: annual rate
    Servers,         // n0: import-tax share (0: none)
    NetworkStorage,  // n0: share of the hardware
    Energy,          // n0: PUE
    Colocation,      // n0: contracted kW
    Maintenance,
    Staff, // n0: FTE
    Insurance,
    SoftwareLicences,
    CloudBurst,         // n0: instances, n1: hours a month; detail: the burst offer's label
    ServiceImportTaxes, // n0: share of the foreign invoice (Brazilian buyer, foreign-billed service)
    TermBeyondHorizon,  // n0: the contract's term (months), n1: months of it past the horizon, paid in its
                        // last month (monthly: that sum over the horizon's months)
    LocalInvoiceTaxes,  // n0: share added by PIS/COFINS and ISS on a Brazilian invoice; detail: the entity
    NonDeductibleVat,   // n0: the VAT the buyer cannot deduct, as a share of the invoice; detail: the entity
    ComplianceControls, // n0: person-days once, n1: person-days a year; detail: the costed controls,
                        // ';'-separated
};
// Whether a line moves with the supplier's price currency: rent, hardware and what is priced off it, and the
// taxes on a foreign invoice do; energy, colocation, staff, insurance and compliance work are paid locally.
bool pricedInSupplierCurrency(CostLineKind kind);
// The lines that are taxes on the supplier's invoice (one per option at most: core/cost/invoice_tax.h).
bool isInvoiceTax(CostLineKind kind);
std::string_view costLineKey(CostLineKind kind); // "compute", "servers", … (ids for the assumptions register)

struct CostLine {
    CostLineKind kind = CostLineKind::Compute;
    double upfront = 0; // study currency
    double monthly = 0; // study currency, average month
    std::string source;
    double n0 = 0, n1 = 0;
    std::string detail = {};
};

struct BreakEven {
    std::string otherId;
    std::optional<double>
        nominalMonth; // fractional month where this option's cumulative cost drops to the other's
    std::optional<double> discountedMonth;
};

// Whether the crossing is a payback: two pay-as-you-go options "cross" at month 0, and a crossing in the
// first half-month is a rounding of the same thing, so neither counts as paying back (F-11).
inline bool paysBack(const BreakEven& b) {
    return b.nominalMonth && *b.nominalMonth >= 0.5;
}

// Qualitative attributes the source articles weigh, as facts; core/present/cost_text names them.
enum class LeadTime { Minutes, DaysToWeeks, Months };
enum class Elasticity { ByTheHour, FixedForTerm, FixedPerMonth, Fixed, OwnedBaseCloudPeaks };
enum class RootAccess { ProviderAudited, Dedicated, Full };
enum class EgressExposure { ProviderPriced, UsuallyIncluded, None, BurstShare };
struct OptionAttributes {
    LeadTime leadTime = LeadTime::Minutes;
    Elasticity elasticity = Elasticity::ByTheHour;
    RootAccess rootAccess = RootAccess::ProviderAudited;
    EgressExposure egressExposure = EgressExposure::ProviderPriced;
    std::string nvlink; // the GPU's NVLink interconnect ("NVLink 4"); empty for PCIe-only GPUs
};

// How a figure of an option was obtained, or what limits it: a code, its numbers and, where it quotes the
// catalog, its text (an offer's note, the reference option's label). core/present/cost_text phrases it.
enum class CostNoteCode {
    MinimumTermBeyondHorizon, // n: minimum term (months)
    MonthlyPriceAssumed,      // text: the offer's note
    PurchasePriceAssumed,     // the node type's price is an estimate (is_assumption) to replace with a quote
    HourlyPriceAssumed,       // the cloud offer's price is an estimate (its source starts "ASSUMPTION")
    LoanPastHorizon,          // n: months the loan runs past the horizon
    Depreciation,             // n: per month (study currency), years
    Burst,                    // n: cloud GPUs, hours a month, owned GPUs
    Goodput,                  // n: goodput, GPUs
    BreakEvenAgainst,  // n: fixed, load, reference per GPU-hour (study currency); text: reference label
    PriceEdited,       // text: the row's source, which says who changed what (isUserEdit)
    RegionUnconfirmed, // the offer's list prices the shape in every region: confirm it is sold in this one
};
struct CostNote {
    CostNoteCode code{};
    std::array<double, 3> n{};
    std::string text;
};

// What the controls an option's REQUIRES findings name cost and take (core/cost/control_costs.h).
struct Conditions {
    double upfront = 0, perMonth = 0; // study currency
    double oneOffDays = 0, yearlyDays = 0;
    int leadTimeDays = 0;                  // the slowest control's
    std::vector<std::string> costed;       // controls with a cost estimate
    std::vector<std::string> notEstimated; // controls without one (or unknown to the catalog)
};

struct OptionCost {
    OptionSelection selection;
    std::string id;    // "cloud:12", "bare-metal:lambda-8x-h100-month", "owned:hgx-h100-8"
    std::string label; // "Lambda gpu_8x_h100_sxm5 (on-demand)": English, for scripts and the CLI's tco table
    OptionName name;   // what a person reads, phrased by core/present (optionLabel)
    std::string providerId, country, nativeCurrency, gpuId;
    std::string priceAsOf; // the as_of of the catalog row its price comes from (offer or node type)
    int gpus = 0, nodes = 0;
    std::string deployment;                    // public_cloud, bare_metal, on_premises (for compliance)
    std::string burstProviderId, burstCountry; // hybrid: where the burst runs (a second site for compliance)
    double burstGpuHoursPerMonth = 0;          // hybrid: useful GPU-hours the burst adds
    std::vector<double> monthly;               // index 0 = upfront, 1..T = months, study currency
    std::vector<double> cumulative;            // nominal
    std::vector<double> cumulativeDiscounted;
    // P&L view of the same months: capex as depreciation, loan interest but not principal (index 0 =
    // upfront).
    std::vector<double> monthlyExpense;
    double capex = 0; // owned hardware bought (study currency); 0 for rented options
    double npv = 0, eac = 0;
    double goodput = 1;
    double usefulGpuHoursPerMonth = 0;
    double costPerUsefulGpuHour = 0; // levelised (NPV / discounted useful hours)
    double hourlyPricePerGpu = 0;    // pay-per-use options, study currency
    int minimumTermMonths = 0;       // rented by contract: the fewest months a job is billed
    double termPaidInLastMonth = 0;  // a contract's months past the horizon, paid in its last month (taxed)
    double dataPerMonth = 0;         // the egress and storage lines a month, service-import taxes included
    std::optional<double> jobCost;   // the one-off job of the study, when one is given
    std::optional<double> breakEvenUtilisation; // fixed-cost options against the first on-demand option
    std::vector<BreakEven> breakEven;
    std::vector<CostLine> lines;
    OptionAttributes attributes;
    std::optional<double> fxLow, fxHigh; // horizon total if the study currency moves by ±1σ·√years
    double fxBand = 0;                   // that move, σ·√years, as a fraction (0.268 = ±26.8 %)
    double fxExposedShare = 0;           // the share of the total priced in the supplier's currency
    std::vector<CostNote> notes;
    // The rules' findings for this option (CostStudy::customer and rules set), most severe first, each with
    // the lead time of its slowest control; what its conditions cost, in the compliance_controls line.
    std::vector<Finding> findings;
    bool findingsEvaluated = false;
    Conditions conditions;
};

// What the option costs in a usual month of the horizon: the last month without a contract's months past the
// horizon that it also pays (what "per month" means in every front end).
inline double typicalMonth(const OptionCost& o) {
    return o.monthly.empty() ? 0 : o.monthly.back() - o.termPaidInLastMonth;
}

// What the tornado varies (F-15) and the sensitivity sentence reads against: a job's cost for a job (issue
// 17), the horizon's present cost otherwise.
inline double sensitivityFigure(const OptionCost& o) {
    return o.jobCost.value_or(o.npv);
}

struct TornadoBar {
    std::string driver;
    double low = 0, high = 0; // sensitivityFigure with the driver at −20 % / +20 % (study currency)
};

struct UtilisationPoint {
    double utilisation = 0;
    double npv = 0;
    double costPerUsefulGpuHour = 0;
};

struct CostComparison {
    std::string currency;
    int horizonMonths = 0;
    double utilisation = 0;
    std::vector<OptionCost> options;
    std::vector<std::vector<TornadoBar>> tornado;     // per option, widest first
    std::vector<std::vector<UtilisationPoint>> sweep; // per option, 10 … 100 %
    std::vector<std::string> fxUsed;
};

} // namespace gpuadvisor
