#pragma once

#include "core/advisor/advice.h"
#include "core/catalog/catalog.h"
#include "core/common/result.h"
#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_catalog.h"
#include "core/cost/cost_option.h"
#include "core/cost/cost_study.h"
#include "core/cost/invoice_tax.h"
#include "core/memory/fit_report.h"
#include "core/memory/memory_breakdown.h"
#include "core/scenario/scenario.h"
#include "core/workload/parallel_plan.h"

#include <string>
#include <vector>

namespace gpuadvisor {

// What the recommender searches: hardware and models, prices, and the rules.
struct AdvisorCatalog {
    const Catalog& catalog;
    const CostCatalog& costs;
    const std::vector<ComplianceRule>& rules;
};

struct Recommendation {
    int rank = 0;
    std::string id; // stable, for scripts: "owned:hgx-h100-8 ×1, tp=2 ×4 replicas, fp8"
    std::string gpuId;
    int gpus = 0, nodes = 0; // nodes: servers or instances, spare ones included
    int sites = 1;           // failure domains the servers are spread over (policy.redundancy)
    ParallelPlan layout;
    int replicas = 1;
    Precision precision = Precision::Bf16;
    OptionSelection acquisition;
    std::string acquisitionLabel; // English, for scripts and sorting; people read optionLabel(name, language)
    std::string priceAsOf;        // the as_of of the catalog row its price comes from
    bool priceAssumed = false;    // the catalog labels that price an estimate (ASSUMPTION) to replace
    std::string priceEdited;      // the price row's source when a user typed it (isUserEdit), else empty
    std::string regionUnconfirmed; // the offer's region when its list prices the shape everywhere, else empty
    // A price to confirm before deciding: an estimate, or a region the provider may not sell the shape in.
    bool priceUnconfirmed() const { return priceAssumed || !regionUnconfirmed.empty(); }
    OptionName name;
    FitVerdict memoryVerdict = FitVerdict::Fits;
    MemoryBreakdown perGpu;
    // Performance
    double timeSeconds = 0; // training: time to train; batch: time for the corpus; serving: 0
    double tpotSeconds = 0, scalingEfficiency = 1;
    double ttftSeconds = 0; // serving: at the load served, the percentile queue wait included
    // Serving: output tokens/s of the load served, all replicas together; batch: all replicas running;
    // training: the whole job's training tokens/s. Never to be multiplied by replicas again.
    double throughputTokensPerSecond = 0;
    double throughputPerReplicaTokensPerSecond =
        0;                           // one replica at the load (spares idle), = sequences / TPOT
    double inputTokensPerSecond = 0; // prompt tokens/s, all replicas (serving and batch)
    int concurrencyPerReplica = 0;   // the most sequences a replica holds within the targets
    double sequencesPerReplica = 0;  // at the load served (= concurrencyPerReplica for batch)
    // Serving: the whole load's decoding sequences at once, all serving replicas (Little's law for a request
    // rate or users with a think time; the users themselves otherwise). What "N requests per second" means.
    double concurrentSequences = 0;
    double queueWaitSeconds = 0; // part of ttftSeconds: the percentile wait for a slot
    // What a million tokens costs on this option at the study's utilisation (serving) or for the job (batch);
    // 0 for training.
    double costPerMillionTokens = 0;           // prompt and output tokens together
    double costPerMillionOutputTokens = 0;     // the whole cost over output tokens alone
    double promptTokens = 0, outputTokens = 0; // the tokens those figures divide by (horizon or job)
    // Cost, in the study currency
    double utilisation = 0; // the share of hours the option was priced as busy
    double totalCost = 0; // serving: horizon total; training/batch: the job (or the nights over the horizon)
    double monthlyCost = 0, upfrontCost = 0, costPerUsefulGpuHour = 0;
    std::string currency;
    // Set (in the study currency) when totalCost is above the scenario's budget: such an option is never
    // ranked, only shown as its kind's comparison row, marked as over budget.
    std::optional<double> budget;
    // Supplier and timing
    std::string supplierTier; // providers.kind of the supplier, or "owned"
    int leadTimeDays = 0;     // before work can start: the required controls, then delivery of owned hardware
    double redundancyCost = 0; // what the spare servers add to totalCost
    // Compliance
    ComplianceStatus compliance = ComplianceStatus::Allowed;
    std::vector<Finding> findings;
    Conditions conditions; // what the required controls cost (in totalCost) and take (in leadTimeDays)
    int decisionStep = 0;
    std::vector<Advice> why; // facts; core/present/advice_text phrases them
};

struct RejectedOption {
    std::string id; // a ranked option's id, or the unit's English label and precision
    OptionName name;
    Precision precision = Precision::Bf16;
    Advice reason;
    std::optional<OptionKind> kind = {}; // how it would have been paid for, when the search got that far
};

// A hosted model API set against the first option for the same prompt and output tokens (issue 17): the
// catalog's per-token price, in the study currency, and what the compliance rules say of sending the data
// there.
struct ApiAlternative {
    std::string id, providerId, providerName, apiModel;
    bool sameModel = false; // serves the study's model; otherwise a different model of a comparable class
    std::string country, source, asOf, note;          // country: where requests are processed, "" not stated
    std::string priceCurrency;                        // the currency the provider publishes its price in
    double inputPerMillion = 0, outputPerMillion = 0; // study currency
    InvoiceTax tax;                  // the taxes the buyer adds to the provider's invoice (rate 0: none)
    double totalCost = 0;            // the first option's prompt and output tokens at these prices, taxed
    double costPerMillionTokens = 0; // totalCost over those tokens
    double versusFirst = 0; // totalCost − the first option's totalCost (negative: the API is cheaper)
    ComplianceStatus compliance = ComplianceStatus::Allowed;
    std::vector<Finding> findings;
    std::optional<Advice> policyRefusal; // the procurement policy would not accept this supplier
};

struct RecommendationSet {
    std::vector<Recommendation> options; // ranked, best first
    // The cheapest option of each acquisition kind (cloud, bare-metal, owned) missing from `options`, rank
    // kept, so cost comparisons always set renting against buying where the scenario allows both. When every
    // option of a kind is above the budget, its cheapest one, with `budget` set and ranked after the rest;
    // a kind with no row at all has a note (KindOverBudget, KindRemoved, KindNotOffered) saying why.
    std::vector<Recommendation> alternatives;
    std::vector<RejectedOption> rejected;
    std::vector<std::string> pareto; // ids on the cost–time (or cost–latency) front
    int evaluated = 0;               // configurations costed
    std::vector<Advice> notes;
    std::vector<ApiAlternative> apis; // cheapest first; empty for training or when no API serves the model
};

// The procurement policy's word on a supplier: its tier (providers.kind, or "owned") and committed SLA;
// nullopt when the policy accepts it.
std::optional<Advice> supplierRefusal(const ProcurementPolicy& policy, const std::string& tier,
                                      std::optional<double> slaPercent);

// Joins the memory, performance, cost and compliance engines: enumerates GPU types × node layouts ×
// precisions × acquisitions, prunes what cannot fit or is blocked, and ranks the rest by cost.
// Deterministic: the same scenario and catalog give the same ranking.
Result<RecommendationSet> recommend(const Scenario& scenario, const AdvisorCatalog& catalog, int topN = 4);

// The precisions the recommender will try for `scenario`: those it names, or the workload's defaults, less
// 4-bit weights where the data's policy forbids them (what a review page states before the run).
std::vector<Precision> precisionsConsidered(const Scenario& scenario);

} // namespace gpuadvisor
