#include "core/advisor/recommender.h"
#include "core/scenario/scenario_cost_study.h"

#include "core/advisor/api_alternatives.h"
#include "core/advisor/cluster_topology.h"
#include "core/advisor/engine_assumptions.h"
#include "core/advisor/serving_request.h"
#include "core/cost/cost_engine.h"
#include "core/cost/option_compliance.h"
#include "core/memory/memory_assumptions.h"
#include "core/memory/memory_estimator.h"
#include "core/model/param_count.h"
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>

namespace gpuadvisor {

namespace {

// A target or rate the scenario gives (a zero or absent one is none).
std::optional<double> positive(const std::optional<double>& value) {
    return value && *value > 0 ? value : std::nullopt;
}

std::string str(long long v) {
    return std::to_string(v);
}

// One way to acquire GPUs: a cloud instance type, a bare-metal node or a node type to buy, as units of
// `gpus`.
struct Unit {
    OptionSelection selection;
    std::string label, gpuId, providerId,
        country; // label: English, the sort key and the id of a rejected shape
    OptionName name;
    int gpus = 0;
    double nodePowerKw = 0; // owned and bare-metal nodes: the most one node draws (0: a cloud instance)
    int deliveryDays = 0;   // owned: the node type's procurement lead time
};

// What a supplier is, as the policy and the tie-breaks see it.
struct Supplier {
    std::string tier; // providers.kind, or "owned"
    std::optional<double> slaPercent;
};

Supplier supplierOf(const Unit& unit, const CostCatalog& costs) {
    if (unit.selection.kind == OptionKind::Owned)
        return {"owned", std::nullopt};
    const ProviderInfo* p = costs.provider(unit.providerId);
    return p ? Supplier{p->kind, p->slaPercent} : Supplier{"", std::nullopt};
}

// Higher is more accountable: a contract, an SLA and an audit trail the buyer can hold someone to. Used only
// to break near-ties in cost (kTieBand).
int tierStanding(const std::string& tier) {
    if (tier == "hyperscaler")
        return 6;
    if (tier == "neocloud" || tier == "local_cloud")
        return 5;
    if (tier == "bare_metal_host" || tier == "colocation" || tier == "owned")
        return 4;
    if (tier == "user")
        return 3;
    return tier == "marketplace" ? 1 : 2;
}

// Options whose totals are within this share of the cheapest of their group are ranked by quality instead
// of cost: higher precision, fewer legal conditions, fewer hosts, a more accountable supplier, an earlier
// start. 3 % is inside the
// catalog's own price uncertainty (list prices, exchange rates), so cost alone cannot tell them apart.
constexpr double kTieBand = 0.03;

// "2026-12-03" + 60 days = "2027-02-01"; "" when there is no start date.
std::string dayAfter(const std::string& start, int days) {
    if (start.size() != 10)
        return {};
    using namespace std::chrono;
    const year_month_day day{year(std::stoi(start.substr(0, 4))),
                             month(unsigned(std::stoi(start.substr(5, 2)))),
                             std::chrono::day(unsigned(std::stoi(start.substr(8, 2))))};
    const year_month_day later{sys_days(day) + std::chrono::days(days)};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", int(later.year()), unsigned(later.month()),
                  unsigned(later.day()));
    return text;
}

bool allowed(const std::vector<std::string>& list, const std::string& value) {
    return list.empty() || std::find(list.begin(), list.end(), value) != list.end();
}

// Acquisition units the constraints allow; per GPU shape and provider-country only the cheapest cloud offer
// is kept (the same hardware in the same place at a higher price can never rank first).
std::vector<Unit> units(const Scenario& s, const AdvisorCatalog& c) {
    std::vector<Unit> out;
    const auto& k = s.constraints;
    if (allowed(k.acquisitions, "cloud")) {
        std::map<std::string, const CloudOffer*> cheapest;
        for (const CloudOffer& o : c.costs.cloudOffers) {
            if (!o.onDemandHourly || o.gpuCount < 1 || std::floor(o.gpuCount) != o.gpuCount)
                continue;
            if (!allowed(k.gpus, o.gpuId) || !allowed(k.providers, o.providerId) ||
                !allowed(k.countries, o.country))
                continue;
            const std::string key = o.gpuId + "|" + str(static_cast<long long>(o.gpuCount)) + "|" +
                                    o.providerId + "|" + o.country;
            auto& best = cheapest[key];
            if (!best || *o.onDemandHourly < *best->onDemandHourly ||
                (*o.onDemandHourly == *best->onDemandHourly && o.id < best->id))
                best = &o;
        }
        for (const auto& [key, o] : cheapest) {
            const std::string place = o->country.empty() ? o->region : o->country;
            out.push_back({{OptionKind::Cloud, o->id, 1, CloudBilling::OnDemand, false, ""},
                           o->providerId + " " + o->instanceType + " (" + place + ")",
                           o->gpuId,
                           o->providerId,
                           o->country,
                           {OptionKind::Cloud, o->providerId, o->instanceType, place},
                           static_cast<int>(o->gpuCount)});
        }
    }
    if (allowed(k.acquisitions, "bare-metal"))
        for (const BareMetalOffer& b : c.costs.bareMetalOffers) {
            const NodeType* node = c.costs.nodeType(b.nodeTypeId);
            if (!node || !allowed(k.gpus, node->gpuId) || !allowed(k.providers, b.providerId) ||
                !allowed(k.countries, b.country))
                continue;
            out.push_back({{OptionKind::BareMetal, b.id, 1, CloudBilling::OnDemand, false, ""},
                           b.providerId + " bare metal " + node->name + " (" + b.country + ")",
                           node->gpuId,
                           b.providerId,
                           b.country,
                           {OptionKind::BareMetal, b.providerId, node->name, b.country},
                           node->gpusPerNode,
                           0}); // the provider's racks, not the buyer's
        }
    if (allowed(k.acquisitions, "owned"))
        for (const NodeType& n : c.costs.nodeTypes) {
            if (!n.purchasePrice || !n.powerMaxKw || !allowed(k.gpus, n.gpuId) ||
                !allowed(k.countries, k.country))
                continue;
            out.push_back({{OptionKind::Owned, n.id, 1, CloudBilling::OnDemand, false, k.country},
                           "owned " + n.name + " (" + k.country + ")",
                           n.gpuId,
                           "owned",
                           k.country,
                           {OptionKind::Owned, "", n.name, k.country},
                           n.gpusPerNode,
                           *n.powerMaxKw,
                           n.leadTimeWeeks.value_or(0) * 7});
        }
    std::sort(out.begin(), out.end(), [](const Unit& a, const Unit& b) { return a.label < b.label; });
    return out;
}

std::vector<Precision> requestedPrecisions(const Scenario& s) {
    if (!s.workload.precisions.empty())
        return s.workload.precisions;
    if (s.workload.kind == WorkloadKind::Qlora)
        return {Precision::Nf4};
    if (isTraining(s.workload.kind))
        return {Precision::Bf16};
    return {Precision::Fp8, Precision::Bf16};
}

// The precisions the policy accepts: 4-bit weights only where the data allows them (QLoRA's NF4 base is
// training-time storage, kept).
std::vector<Precision> allowedPrecisions(const Scenario& s, const ProcurementPolicy& policy) {
    std::vector<Precision> out = requestedPrecisions(s);
    if (!policy.fourBitWeights && s.workload.kind != WorkloadKind::Qlora)
        std::erase_if(out, [](Precision p) { return isFourBit(p); });
    return out;
}

struct Search {
    const Scenario& s;
    const AdvisorCatalog& c;
    const EngineAssumptions assumptions; // read once: the user's catalog edits count
    const ProcurementPolicy policy;
    RecommendationSet result;
    std::vector<Recommendation> accepted;

    std::vector<Recommendation> overBudget = {}; // fully estimated, kept for their kind's comparison row

    void reject(const Unit& unit, Precision precision, Advice reason) {
        result.rejected.push_back({unit.label + ", " + std::string(precisionName(precision)), unit.name,
                                   precision, std::move(reason), unit.selection.kind});
    }
    // An owned node the buyer's racks cannot power is left out, with the reason, before any estimate.
    bool fitsTheRack(const Unit& unit) {
        const double limit = s.constraints.rackPowerKw.value_or(assumptions.cost.siteRackPowerKw);
        if (unit.nodePowerKw <= limit)
            return true;
        for (const Precision precision : precisions())
            reject(unit, precision, fact::AboveRackPower{unit.nodePowerKw, limit});
        return false;
    }
    std::vector<Precision> precisions() const { return allowedPrecisions(s, policy); }
    void reject(const Recommendation& r, Advice reason) {
        result.rejected.push_back({r.id, r.name, r.precision, std::move(reason), r.acquisition.kind});
    }
    // An estimated option is ranked, or, above the budget, listed as rejected with what it costs.
    void keep(Recommendation r) {
        if (!r.budget) {
            accepted.push_back(std::move(r));
            return;
        }
        reject(r, fact::OverBudget{r.acquisition.kind, r.currency, r.totalCost, *r.budget});
        overBudget.push_back(std::move(r));
    }
    static Advice refused(const Error& error) { return fact::EngineRefused{error.message}; }

    Topology topologyFor(const GpuSpec& gpu, int gpusPerNode) const {
        return clusterTopology(c.catalog, gpu, gpusPerNode);
    }

    Result<CostComparison> costs(const Unit& unit, int count, double utilisation, bool alwaysOn,
                                 double jobHours = 0) {
        CostStudy study = costStudyOf(s, assumptions.cost);
        study.sensitivity = false;
        study.customer = &s.customer; // the rules are evaluated with the price: their controls cost
        study.rules = &c.rules;
        OptionSelection selection = unit.selection;
        selection.count = count;
        selection.alwaysOn = alwaysOn;
        selection.utilisation = std::clamp(utilisation, limits::utilisation.min, limits::utilisation.max);
        selection.jobWallHours = jobHours;
        study.options = {selection};
        ++result.evaluated;
        return compareCosts(study, c.costs);
    }

    // What the option is ranked by: the job's cost, or the horizon's cash (costStudyOf's horizon).
    static double totalOf(const OptionCost& o) { return o.jobCost.value_or(o.cumulative.back()); }

    // What a million tokens cost on a costed serving or batch option: the whole cost (upfront included) over
    // the tokens it serves — at the load for the study's utilisation of the hours (serving), every night over
    // the horizon (recurring batch), or the corpus (a one-off batch).
    void tokenCost(Recommendation& r, bool batch, bool once) const {
        const double months = s.constraints.horizonMonths,
                     secondsPerMonth = assumptions.cost.hoursPerMonth * 3600;
        double output = 0, input = 0;
        if (!batch) {
            output = r.throughputTokensPerSecond * secondsPerMonth * s.constraints.utilisation * months;
            input = r.inputTokensPerSecond * secondsPerMonth * s.constraints.utilisation * months;
        } else {
            const double runs = once ? 1 : months * assumptions.cost.hoursPerMonth / 24;
            input = s.workload.corpusTokens * runs;
            output = s.workload.corpusTokens / s.workload.promptTokens * s.workload.outputTokens * runs;
        }
        if (output <= 0)
            return;
        r.promptTokens = input;
        r.outputTokens = output;
        r.costPerMillionTokens = r.totalCost / (input + output) * 1e6;
        r.costPerMillionOutputTokens = r.totalCost / output * 1e6;
        r.why.push_back(fact::TokenCost{r.currency, r.costPerMillionTokens, r.costPerMillionOutputTokens,
                                        batch ? std::nullopt : std::optional(s.constraints.utilisation)});
    }

    // The policy's word on a supplier and its GPU; nullopt when it accepts them.
    std::optional<Advice> policyRefusal(const Unit& unit, const Supplier& supplier) const {
        if (auto refused = supplierRefusal(policy, supplier.tier, supplier.slaPercent))
            return refused;
        const GpuSpec* gpu = c.costs.gpu(unit.gpuId);
        if (!policy.consumerGpus && gpu && gpu->gpuClass == GpuClass::Consumer)
            return Advice{fact::PolicyConsumerGpu{unit.gpuId}};
        return std::nullopt;
    }

    // Costs `unit` × count and evaluates the rules and the policy for it; false when blocked or refused by
    // the policy. Over the budget it is still true, with r.budget set.
    bool price(Recommendation& r, const Unit& unit, int count, double utilisation, bool alwaysOn,
               double jobHours) {
        auto compared = costs(unit, count, utilisation, alwaysOn, jobHours);
        if (!compared) {
            reject(r, refused(compared.error()));
            return false;
        }
        const OptionCost& o = compared->options.front();
        r.priceAsOf = o.priceAsOf;
        r.priceAssumed = std::any_of(o.notes.begin(), o.notes.end(), [](const CostNote& n) {
            return n.code == CostNoteCode::MonthlyPriceAssumed ||
                   n.code == CostNoteCode::PurchasePriceAssumed || n.code == CostNoteCode::HourlyPriceAssumed;
        });
        for (const CostNote& n : o.notes) {
            if (n.code == CostNoteCode::PriceEdited)
                r.priceEdited = n.text;
            if (n.code == CostNoteCode::RegionUnconfirmed)
                r.regionUnconfirmed = n.text;
        }
        r.acquisition = o.selection; // with its utilisation and job hours: the study prices it the same way
        r.utilisation = *o.selection.utilisation;
        r.currency = compared->currency;
        r.upfrontCost = o.monthly.front();
        r.monthlyCost = typicalMonth(o);
        r.costPerUsefulGpuHour = o.costPerUsefulGpuHour;
        r.totalCost = totalOf(o);
        const std::vector<Finding>* findings = &o.findings;
        r.findings = o.findings;
        r.conditions = o.conditions;
        r.compliance = overallStatus(*findings);
        if (r.compliance == ComplianceStatus::Blocked) {
            const auto block = std::find_if(findings->begin(), findings->end(),
                                            [](const Finding& f) { return f.effect == Effect::Block; });
            reject(r,
                   fact::BlockedByRule{block->ruleId, block->citation, block->messageEn, block->messagePt});
            return false;
        }
        const Supplier supplier = supplierOf(unit, c.costs);
        r.supplierTier = supplier.tier;
        if (auto refusal = policyRefusal(unit, supplier)) {
            reject(r, std::move(*refusal));
            return false;
        }
        // Work starts when the slowest required control is in place and the hardware has arrived.
        int controlDays = 0;
        for (const Finding& f : *findings)
            if (f.effect == Effect::Requires)
                controlDays = std::max(controlDays, f.leadTimeDays);
        r.leadTimeDays = controlDays + unit.deliveryDays;
        if (s.constraints.budget) {
            FxTable fx(c.costs.fxRates);
            auto budget = fx.convert(*s.constraints.budget, r.currency);
            if (budget && r.totalCost > budget->amount)
                r.budget = budget->amount; // estimated in full all the same: keep() lists it with its cost
        }
        return true;
    }

    void leadTimeWhy(Recommendation& r, const Unit& unit) const {
        if (r.leadTimeDays > 0)
            r.why.push_back(fact::LeadTime{dayAfter(s.constraints.startDate, r.leadTimeDays), r.leadTimeDays,
                                           r.leadTimeDays - unit.deliveryDays, unit.deliveryDays});
    }

    // What to confirm about the price before deciding (issue 38): an estimate, a region the provider may
    // not sell the shape in, a value a user typed.
    static void priceCaveats(Recommendation& r) {
        if (r.priceAssumed)
            r.why.push_back(fact::PriceAssumed{});
        if (!r.regionUnconfirmed.empty())
            r.why.push_back(fact::RegionUnconfirmed{r.regionUnconfirmed});
        if (!r.priceEdited.empty())
            r.why.push_back(fact::PriceEdited{r.priceEdited});
    }

    static void complianceWhy(Recommendation& r) {
        fact::Compliance compliance{r.compliance, {}};
        compliance.currency = r.currency;
        compliance.upfront = r.conditions.upfront;
        compliance.perYear = r.conditions.perMonth * 12;
        compliance.costedControls = int(r.conditions.costed.size());
        compliance.controlsNotEstimated = int(r.conditions.notEstimated.size());
        compliance.leadTimeDays = r.conditions.leadTimeDays;
        for (const Finding& f : r.findings)
            if (f.effect == Effect::Requires || f.effect == Effect::Flag)
                compliance.conditions.push_back({f.effect, f.ruleId, f.citation});
        r.why.push_back(std::move(compliance));
    }

    void serving(const ModelSpec& model) {
        const bool batch = s.workload.kind == WorkloadKind::BatchInference;
        const int context = s.workload.promptTokens + s.workload.outputTokens;
        for (const Unit& unit : units(s, c)) {
            const auto gpu = c.catalog.findGpu(unit.gpuId);
            if (!gpu || !fitsTheRack(unit))
                continue;
            // One request per unit, with the model, GPU, fabric and assumptions copied in once; each
            // precision and tensor-parallel width below changes only those fields.
            InferenceRequest request =
                servingRequest(s, assumptions, model, *gpu, Precision::Bf16, 1, topologyFor(*gpu, unit.gpus));
            const int fitContext = static_cast<int>(
                std::min<long long>(context, model.maxContext > 0 ? model.maxContext : context));
            for (const Precision precision : precisions()) {
                // The smallest tensor-parallel replica inside the unit that fits with headroom.
                std::optional<int> tp;
                MemoryBreakdown breakdown;
                FitRequest& fit = request.fit;
                fit.precision = precision;
                fit.context = fitContext;
                for (int t = 1; t <= unit.gpus; t *= 2) {
                    if (unit.gpus % t || model.numAttentionHeads % t ||
                        (model.numKvHeads % t && t % model.numKvHeads))
                        continue;
                    fit.plan.tp = t;
                    auto settings = resolveFitRequest(fit);
                    if (!settings)
                        break;
                    breakdown = computeMemoryBreakdown(fit, *settings);
                    if (breakdown.total() <= breakdown.capacity &&
                        breakdown.weights <= fit.assumptions.weightsShareLimit * breakdown.capacity) {
                        tp = t;
                        break;
                    }
                }
                if (!tp) {
                    reject(unit, precision, fact::NoFitInOneUnit{unit.gpuId, unit.gpus});
                    continue;
                }
                fit.plan.tp = *tp;
                fit.context = context; // what estimateInference sizes (servingRequest)
                auto perf = estimateInference(request);
                if (!perf || perf->maxConcurrency < 1) {
                    if (perf)
                        reject(unit, precision,
                               fact::NoLatencyMeetsTarget{perf->tpotSingleSeconds, perf->ttftSeconds});
                    else if (perf.error().field == "gpu")
                        reject(unit, precision,
                               fact::GpuLacksFigures{gpu->id, servingMathPrecision(precision)});
                    else
                        reject(unit, precision, refused(perf.error()));
                    continue;
                }
                Recommendation r;
                r.gpuId = unit.gpuId;
                r.precision = precision;
                r.layout = ParallelPlan{*tp, 1, 1, 0, false};
                // Memory at the load the replica holds (its sequences at the full context), as `fit
                // --concurrency N` states it, not one sequence's: a buyer sizes VRAM for the busy hour.
                fit.concurrency = perf->maxConcurrency;
                if (auto atLoad = resolveFitRequest(fit)) {
                    r.perGpu = computeMemoryBreakdown(fit, *atLoad);
                    r.memoryVerdict = judgeFit(fit, r.perGpu);
                } else {
                    r.perGpu = breakdown;
                    r.memoryVerdict = FitVerdict::Fits;
                }
                fit.concurrency = 1;
                r.concurrencyPerReplica = perf->maxConcurrency;
                r.ttftSeconds = perf->ttftAtLoadSeconds;
                r.queueWaitSeconds = perf->queueWaitSeconds;
                double nights = 0;
                const int perUnit = unit.gpus / *tp;
                int needed = 1;    // replicas the load needs
                int baseUnits = 1; // units those need, packed
                int count = 1;
                if (batch) {
                    // Replicas that finish the corpus before it is due, with the policy's margin to spare, at
                    // the memory-bound batch.
                    const double perReplica = perf->outputTokensPerSecondPerReplica;
                    const double outputTokens =
                        s.workload.corpusTokens / s.workload.promptTokens * s.workload.outputTokens;
                    const double due = s.workload.dueHours.value_or(24) * 3600 / (1 + policy.deadlineMargin);
                    r.replicas = needed = std::max(1, int(std::ceil(outputTokens / (perReplica * due))));
                    r.timeSeconds = outputTokens / (perReplica * r.replicas);
                    nights = r.timeSeconds / 3600;
                    count = baseUnits = (r.replicas + perUnit - 1) / perUnit;
                } else {
                    // Source article 001: "se uma falha, a outra mantém o serviço" — a spare replica in the
                    // same chassis fails with it, so N+1 means one more server, and across sites one whole
                    // copy of the service per site.
                    needed =
                        perf->replicasNeeded; // the load at its TPOT and TTFT targets (inference_latency)
                    baseUnits = (needed + perUnit - 1) / perUnit;
                    switch (policy.redundancy) {
                    case Redundancy::None:
                        count = baseUnits;
                        r.replicas = needed;
                        break;
                    case Redundancy::AcrossServers: // any one server can fail: the others still hold `needed`
                        count = baseUnits + 1;
                        r.replicas = count * int(std::ceil(double(needed) / baseUnits));
                        break;
                    case Redundancy::AcrossSites: // either site alone holds the load
                        count = 2 * baseUnits;
                        r.replicas = 2 * needed;
                        r.sites = 2;
                        break;
                    }
                }
                r.layout.dp = r.replicas;
                r.gpus = r.replicas * *tp;
                r.nodes = count;
                r.acquisition = unit.selection;
                r.acquisition.count = count;
                r.acquisitionLabel = unit.label;
                r.name = unit.name;
                r.tpotSeconds = perf->tpotSeconds;
                // Spare replicas share the load but add no traffic: the load's tokens/s is what is served.
                r.throughputPerReplicaTokensPerSecond = perf->outputTokensPerSecondPerReplica;
                r.sequencesPerReplica = batch ? perf->concurrency : perf->concurrencyAtLoad;
                r.concurrentSequences = batch ? 0.0 : perf->concurrencyAtLoad * needed;
                const double servingReplicas = batch ? r.replicas : needed;
                r.throughputTokensPerSecond = perf->outputTokensPerSecondPerReplica * servingReplicas;
                r.inputTokensPerSecond = perf->inputTokensPerSecondPerReplica * servingReplicas;
                r.id = std::string(optionKindName(unit.selection.kind)) + ":" + unit.selection.id + " ×" +
                       str(count) + ", tp=" + str(*tp) + " ×" + str(r.replicas) +
                       (r.replicas == 1 ? " replica, " : " replicas, ") +
                       std::string(precisionName(precision));
                // Production serving keeps cloud instances running; a nightly batch pays for its hours each
                // night over the horizon; a one-off batch for the hours it runs.
                const bool once = batch && s.workload.runsOnce();
                const double utilisation = once ? 1.0 : batch ? nights / 24.0 : s.constraints.utilisation;
                if (!price(r, unit, count, utilisation, !batch, once ? nights : 0))
                    continue;
                if (count > baseUnits)
                    if (auto base = costs(unit, baseUnits, utilisation, !batch))
                        r.redundancyCost = r.totalCost - totalOf(base->options.front());
                const bool oneNode = count == 1 && unit.gpus <= 8;
                r.decisionStep = !oneNode || r.replicas > 1 ? 3 : (isFourBit(precision) ? 2 : 1);
                r.why.push_back(fact::ServingFits{model.name, unit.gpuId, precision, *tp, r.perGpu.total(),
                                                  r.perGpu.capacity, r.perGpu.weights / r.perGpu.capacity,
                                                  r.concurrencyPerReplica});
                if (r.gpus < count * unit.gpus)
                    r.why.push_back(fact::SpareGpus{r.gpus, count * unit.gpus});
                if (batch)
                    r.why.push_back(fact::BatchReplicas{r.replicas, perf->outputTokensPerSecondPerReplica,
                                                        r.timeSeconds, s.workload.dueHours.value_or(24)});
                else
                    r.why.push_back(fact::ServingReplicas{
                        perf->maxConcurrency, needed, perf->tpotSeconds, perf->ttftAtLoadSeconds,
                        positive(s.workload.tpotTargetMs), positive(s.workload.ttftTargetMs),
                        s.workload.requestsPerSecond ? 0 : s.workload.users,
                        positive(s.workload.requestsPerSecond)});
                r.why.push_back(fact::Placement{r.currency, r.replicas, r.gpus, count, r.sites,
                                                batch ? Redundancy::None : policy.redundancy, baseUnits,
                                                r.redundancyCost});
                if (isFourBit(precision))
                    r.why.push_back(fact::FourBitQuality{});
                r.why.push_back(fact::DecisionStep{r.decisionStep});
                r.why.push_back(fact::ServingCost{r.currency, r.totalCost, s.constraints.horizonMonths,
                                                  r.costPerUsefulGpuHour});
                tokenCost(r, batch, once);
                priceCaveats(r);
                complianceWhy(r);
                leadTimeWhy(r, unit);
                keep(std::move(r));
            }
        }
    }

    void training(const ModelSpec& model) {
        const double deadline = s.workload.deadlineDays.value_or(0) * 86400;
        const double params = static_cast<double>(countParameters(model).total);
        for (const Unit& unit : units(s, c)) {
            const auto gpu = c.catalog.findGpu(unit.gpuId);
            if (!gpu || !fitsTheRack(unit))
                continue;
            // Hardware that arrives after the deadline cannot train in time, however many units are bought.
            if (deadline > 0 && unit.deliveryDays * 86400.0 >= deadline) {
                for (const Precision precision : precisions())
                    reject(unit, precision,
                           fact::StartsTooLate{dayAfter(s.constraints.startDate, unit.deliveryDays),
                                               unit.deliveryDays, deadline / 86400, std::nullopt});
                continue;
            }
            for (const Precision precision : precisions()) {
                TrainingRequest tr;
                tr.fit.model = model;
                tr.fit.workload = s.workload.kind;
                tr.fit.gpu = *gpu;
                tr.fit.precision = precision;
                tr.fit.sequenceLength = s.workload.sequenceLength;
                tr.topology = topologyFor(*gpu, unit.gpus);
                tr.tokens = s.workload.tokens;
                tr.perf = assumptions.perf;
                tr.fit.assumptions = assumptions.memory; // the user's edits count
                tr.fit.explain = false;
                tr.fit.assumptions.gpusPerNode = unit.gpus;
                // Fewest units first: gradient accumulation on fewer GPUs is cheaper when the deadline
                // allows.
                std::optional<TrainingEstimate> chosen;
                int count = 0;
                std::optional<Advice> why;
                // A training cluster is built from server-class nodes of one provider; separate small
                // instances of a marketplace, each on its own host and often in its own country, are not one.
                const ProviderInfo* provider = c.costs.provider(unit.providerId);
                const bool clusterable = unit.gpus >= 8 && !(provider && provider->kind == "marketplace");
                const int maxUnits = clusterable ? 128 : 1;
                // Said with a reason it could not train: one instance is all such an offer gives.
                const auto single = clusterable
                                        ? std::nullopt
                                        : std::optional(fact::SingleInstance{
                                              unit.gpus, provider && provider->kind == "marketplace"});
                for (int k = 1; k <= maxUnits; k *= 2) {
                    auto e = estimateTrainingWithBestPlan(tr, k * unit.gpus);
                    if (!e || e->memoryVerdict == FitVerdict::DoesNotFit) {
                        why = fact::NoMemoryOnGpus{k * unit.gpus, single};
                        continue;
                    }
                    if (e->gpus > unit.gpus && e->scalingEfficiency < 0.60) {
                        why = fact::LowScalingEfficiency{e->gpus, e->scalingEfficiency, single};
                        break;
                    }
                    chosen = *e;
                    count = k;
                    // The run, with the policy's margin to spare, after the hardware has arrived.
                    if (deadline <= 0 || e->timeToTrainSeconds * (1 + policy.deadlineMargin) <=
                                             deadline - unit.deliveryDays * 86400.0)
                        break;
                    why = fact::MissesDeadline{deadline / 86400, e->timeToTrainSeconds, e->gpus,
                                               policy.deadlineMargin, single};
                    chosen.reset();
                }
                if (!chosen) {
                    reject(unit, precision, why.value_or(Advice{fact::NoLayoutFits{}}));
                    continue;
                }
                const TrainingEstimate& e = *chosen;
                Recommendation r;
                r.gpuId = unit.gpuId;
                r.precision = precision;
                r.layout = e.plan;
                r.gpus = e.gpus;
                r.nodes = count;
                r.memoryVerdict = e.memoryVerdict;
                r.perGpu = e.perGpu;
                r.timeSeconds = e.timeToTrainSeconds;
                r.scalingEfficiency = e.scalingEfficiency;
                r.throughputTokensPerSecond = e.tokensPerSecond;
                r.acquisition = unit.selection;
                r.acquisition.count = count;
                r.acquisitionLabel = unit.label;
                r.name = unit.name;
                r.id = std::string(optionKindName(unit.selection.kind)) + ":" + unit.selection.id + " ×" +
                       str(count) + ", tp=" + str(e.plan.tp) + " pp=" + str(e.plan.pp) +
                       " dp=" + str(e.plan.dp) + ", " + std::string(precisionName(precision));
                if (!price(r, unit, count, 1.0, false, e.timeToTrainSeconds / 3600))
                    continue;
                // Controls that take longer than the deadline leaves (a 60-day authorisation for a 7-day job)
                // make the option unlawful to start in time, however fast it runs.
                const double runDays = e.timeToTrainSeconds * (1 + policy.deadlineMargin) / 86400;
                if (deadline > 0 && r.leadTimeDays + runDays > deadline / 86400) {
                    reject(r, fact::StartsTooLate{dayAfter(s.constraints.startDate, r.leadTimeDays),
                                                  r.leadTimeDays, deadline / 86400, runDays});
                    continue;
                }
                const bool frontier = s.workload.kind == WorkloadKind::Pretrain && params >= 70e9;
                r.decisionStep = frontier ? 5 : (count > 1 ? 4 : 1);
                r.why.push_back(
                    fact::TrainingRun{unit.gpuId, e.gpus, count, s.workload.tokens, e.timeToTrainSeconds,
                                      deadline > 0 ? std::optional(deadline / 86400) : std::nullopt, e.mfu,
                                      e.scalingEfficiency});
                r.why.push_back(fact::TrainingLayout{e.plan.tp, e.plan.pp, e.plan.dp, e.plan.zeroStage,
                                                     count > 1 ? tr.topology.interNode.name : std::string()});
                if (count == 1 && deadline > 0)
                    r.why.push_back(fact::OneUnitMeetsDeadline{});
                r.why.push_back(fact::DecisionStep{r.decisionStep});
                r.why.push_back(fact::JobCost{r.currency, r.totalCost});
                priceCaveats(r);
                complianceWhy(r);
                leadTimeWhy(r, unit);
                keep(std::move(r));
            }
        }
    }
};

// The criterion that puts `a` before `b` when their costs are near-tied, in the order a consultant argues
// it: quality of the answer first (precision), then fewer legal conditions, a price that is a list price or
// a quote rather than an estimate, fewer hosts to run, a more accountable supplier, an earlier start. None
// when none does.
std::optional<fact::TieCriterion> betterBy(const Recommendation& a, const Recommendation& b) {
    using C = fact::TieCriterion;
    const auto when = [](bool better, C criterion) {
        return better ? std::optional(criterion) : std::nullopt;
    };
    if (bytesPerElement(a.precision) != bytesPerElement(b.precision))
        return when(bytesPerElement(a.precision) > bytesPerElement(b.precision), C::Precision);
    if (a.compliance != b.compliance) // allowed before allowed with conditions
        return when(int(a.compliance) < int(b.compliance), C::Conditions);
    if (a.priceUnconfirmed() != b.priceUnconfirmed()) // a list price or quote before an estimate or a region
        return when(!a.priceUnconfirmed(), C::ConfirmedPrice); // to confirm (issue 38)
    if (a.nodes != b.nodes)
        return when(a.nodes < b.nodes, C::Hosts);
    if (tierStanding(a.supplierTier) != tierStanding(b.supplierTier))
        return when(tierStanding(a.supplierTier) > tierStanding(b.supplierTier), C::Tier);
    if (a.leadTimeDays != b.leadTimeDays)
        return when(a.leadTimeDays < b.leadTimeDays, C::LeadTime);
    return std::nullopt;
}

// Options sorted by cost are taken in groups: the cheapest left and every option within kTieBand of it.
// Inside a group the order is by betterBy, cost breaking what remains; an option that passes a cheaper one
// says which and why. Groups are fixed before reordering, so the result does not depend on the input order
// beyond the cost sort (deterministic).
void rankNearTies(std::vector<Recommendation>& sorted) {
    for (std::size_t first = 0; first < sorted.size();) {
        std::size_t end = first + 1;
        while (end < sorted.size() && sorted[end].totalCost <= sorted[first].totalCost * (1 + kTieBand))
            ++end;
        const double cheapest = sorted[first].totalCost;
        const Recommendation leader = sorted[first];
        std::stable_sort(
            sorted.begin() + std::ptrdiff_t(first), sorted.begin() + std::ptrdiff_t(end),
            [](const Recommendation& a, const Recommendation& b) { return betterBy(a, b).has_value(); });
        if (sorted[first].id != leader.id) {
            Recommendation& promoted = sorted[first];
            promoted.why.push_back(fact::TieBreak{*betterBy(promoted, leader),
                                                  {leader.name, leader.precision},
                                                  cheapest > 0 ? promoted.totalCost / cheapest - 1 : 0,
                                                  kTieBand});
        }
        first = end;
    }
}

} // namespace

std::optional<Advice> supplierRefusal(const ProcurementPolicy& policy, const std::string& tier,
                                      std::optional<double> slaPercent) {
    const auto& tiers = policy.supplierTiers;
    if (!tiers.empty() && std::find(tiers.begin(), tiers.end(), tier) == tiers.end())
        return Advice{fact::PolicyTier{tier}};
    // Hardware the customer owns has no supplier SLA to compare.
    if (policy.minSlaPercent > 0 && tier != "owned" && slaPercent.value_or(-1) < policy.minSlaPercent)
        return Advice{fact::PolicySla{slaPercent, policy.minSlaPercent}};
    return std::nullopt;
}

Result<RecommendationSet> recommend(const Scenario& scenario, const AdvisorCatalog& catalog, int topN) {
    if (topN < 1 || topN > 100)
        return invalidInput("top", "top = " + str(topN) + " is out of range (allowed: 1 to 100)");
    auto model = catalog.catalog.findModel(scenario.workload.model);
    if (!model) {
        Error error = model.error();
        error.field = "workload.model";
        return error;
    }
    if (!model->hasArchitecture())
        return invalidInput("workload.model", "the recommender needs the model's architecture");
    const EngineAssumptions engine = EngineAssumptions::fromCatalog(catalog.catalog.assumptions());
    // An interactive study that states no latency target gets the default service level, and says so
    // (issue 39); 0 is "no target", chosen explicitly.
    Scenario resolved = scenario;
    fact::DefaultServiceLevel defaults;
    if (scenario.workload.kind == WorkloadKind::Inference) {
        if (!scenario.workload.tpotTargetMs)
            resolved.workload.tpotTargetMs = defaults.tpotMs = engine.perf.interactiveTpotTargetMs;
        if (!scenario.workload.ttftTargetMs)
            resolved.workload.ttftTargetMs = defaults.ttftMs = engine.perf.interactiveTtftTargetMs;
    }
    Search search{
        resolved, catalog,
        engine,   effectivePolicy(scenario.policy, scenario.customer, scenario.workload.redundancy).policy,
        {},       {}};
    if (defaults.tpotMs || defaults.ttftMs)
        search.result.notes.push_back(defaults);
    if (search.precisions().size() < requestedPrecisions(scenario).size())
        search.result.notes.push_back(fact::PolicyNoFourBit{});
    if (search.precisions().empty())
        return invalidInput(
            "workload.precisions",
            "every precision asked for is 4-bit, which policy.four_bit_weights = false excludes");
    if (isTraining(scenario.workload.kind))
        search.training(*model);
    else
        search.serving(*model);

    auto& accepted = search.accepted;
    std::stable_sort(accepted.begin(), accepted.end(), [](const Recommendation& a, const Recommendation& b) {
        if (a.totalCost != b.totalCost)
            return a.totalCost < b.totalCost;
        if (a.timeSeconds != b.timeSeconds)
            return a.timeSeconds < b.timeSeconds;
        if (bytesPerElement(a.precision) !=
            bytesPerElement(b.precision)) // same money: the wider format keeps quality
            return bytesPerElement(a.precision) > bytesPerElement(b.precision);
        return a.id < b.id;
    });
    rankNearTies(accepted);
    // The same hardware bought the same way appears once: its best precision.
    {
        std::vector<Recommendation> unique;
        for (Recommendation& r : accepted) {
            const bool seen = std::any_of(unique.begin(), unique.end(), [&](const Recommendation& u) {
                return u.acquisition.kind == r.acquisition.kind && u.acquisition.id == r.acquisition.id &&
                       u.acquisition.count == r.acquisition.count;
            });
            if (!seen)
                unique.push_back(std::move(r));
        }
        accepted = std::move(unique);
    }
    // Pareto front: cost against time (training, batch) or against TPOT (serving).
    auto axis = [&](const Recommendation& r) {
        return isServing(scenario.workload.kind) && scenario.workload.kind != WorkloadKind::BatchInference
                   ? r.tpotSeconds
                   : r.timeSeconds;
    };
    double best = std::numeric_limits<double>::infinity();
    for (const Recommendation& r : accepted)
        if (axis(r) < best) {
            best = axis(r);
            search.result.pareto.push_back(r.id);
        }
    for (std::size_t i = 0; i < accepted.size() && int(i) < topN; ++i) {
        accepted[i].rank = int(i) + 1;
        search.result.options.push_back(accepted[i]);
    }
    // A business case compares every way of paying (docs/cost-model.md §5.1 item 3): the cheapest option of
    // each acquisition kind the top N leaves out is carried along, with its true rank.
    for (const OptionKind kind : {OptionKind::Cloud, OptionKind::BareMetal, OptionKind::Owned}) {
        const auto shown = [&](const Recommendation& r) { return r.acquisition.kind == kind; };
        if (std::any_of(search.result.options.begin(), search.result.options.end(), shown))
            continue;
        for (std::size_t i = std::size_t(topN); i < accepted.size(); ++i)
            if (shown(accepted[i])) {
                accepted[i].rank = int(i) + 1;
                search.result.alternatives.push_back(accepted[i]);
                break;
            }
    }
    // A way of paying with no row at all is said, with why: every one above the budget (its cheapest then
    // stands as the comparison row), every one removed by the rules, the policy or the engines, or none
    // offered.
    std::stable_sort(
        search.overBudget.begin(), search.overBudget.end(),
        [](const Recommendation& a, const Recommendation& b) { return a.totalCost < b.totalCost; });
    for (const OptionKind kind : {OptionKind::Cloud, OptionKind::BareMetal, OptionKind::Owned}) {
        const std::string name(optionKindName(kind));
        const auto& allowed = scenario.constraints.acquisitions;
        if (std::find(allowed.begin(), allowed.end(), name) == allowed.end())
            continue;
        const auto ofKind = [&](const Recommendation& r) { return r.acquisition.kind == kind; };
        if (std::any_of(search.result.options.begin(), search.result.options.end(), ofKind) ||
            std::any_of(search.result.alternatives.begin(), search.result.alternatives.end(), ofKind))
            continue;
        const auto cheapest = std::find_if(search.overBudget.begin(), search.overBudget.end(), ofKind);
        if (cheapest != search.overBudget.end()) {
            search.result.notes.push_back(fact::KindOverBudget{kind,
                                                               cheapest->currency,
                                                               {cheapest->name, cheapest->precision},
                                                               cheapest->totalCost,
                                                               *cheapest->budget});
            if (!search.result.options.empty()) {
                Recommendation row = *cheapest;
                row.rank = int(accepted.size() + 1 + (cheapest - search.overBudget.begin()));
                search.result.alternatives.push_back(std::move(row));
            }
            continue;
        }
        std::map<AdviceCode, std::pair<int, const RejectedOption*>> reasons; // code: count, first example
        int removed = 0;
        for (const RejectedOption& r : search.result.rejected)
            if (r.kind == kind) {
                ++removed;
                auto& [count, example] = reasons[r.reason.code()];
                if (!count++)
                    example = &r;
            }
        if (!removed) {
            search.result.notes.push_back(fact::KindNotOffered{kind});
            continue;
        }
        const auto most = std::max_element(reasons.begin(), reasons.end(), [](const auto& a, const auto& b) {
            return a.second.first < b.second.first;
        });
        const RejectedOption& example = *most->second.second;
        search.result.notes.push_back(
            fact::KindRemoved{kind, {example.name, example.precision}, removed, {example.reason}});
    }
    std::sort(search.result.alternatives.begin(), search.result.alternatives.end(),
              [](const Recommendation& a, const Recommendation& b) { return a.rank < b.rank; });
    // Notable losers first: those that met every requirement but cost more, then the rest with their reasons.
    std::vector<RejectedOption> losers;
    for (std::size_t i = std::size_t(topN); i < accepted.size() && i < std::size_t(topN) + 5; ++i)
        losers.push_back({accepted[i].id, accepted[i].name, accepted[i].precision,
                          fact::CostsMore{accepted[i].currency, accepted[i].totalCost}});
    search.result.rejected.insert(search.result.rejected.begin(), losers.begin(), losers.end());
    const auto& k = scenario.constraints;
    if (!k.countries.empty() || !k.providers.empty() || !k.gpus.empty() || k.acquisitions.size() < 3)
        search.result.notes.push_back(fact::ConstraintsFiltered{});
    if (search.result.options.empty())
        search.result.notes.push_back(fact::NoConfiguration{});
    else if (auto apis = apiAlternatives(scenario, search.result.options.front(), catalog, search.policy,
                                         search.assumptions.cost);
             !apis)
        return apis.error();
    else
        search.result.apis = std::move(apis).value();
    return search.result;
}

std::vector<Precision> precisionsConsidered(const Scenario& scenario) {
    return allowedPrecisions(
        scenario, effectivePolicy(scenario.policy, scenario.customer, scenario.workload.redundancy).policy);
}

} // namespace gpuadvisor
