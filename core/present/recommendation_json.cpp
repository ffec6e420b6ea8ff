#include "core/present/recommendation_json.h"

#include "core/cost/invoice_tax.h"
#include "core/cost/option_selector.h"

#include "core/present/advice_text.h"

namespace gpuadvisor {

nlohmann::json moneyJson(double amount, const std::string& currency) {
    return {{"amount", amount}, {"currency", currency}};
}

nlohmann::json findingJson(const Finding& f) {
    return {{"rule", f.ruleId},          {"effect", effectName(f.effect)},  {"message", f.messageEn},
            {"message_pt", f.messagePt}, {"citation", f.citation},          {"controls", f.controls},
            {"is_law", f.isLegal},       {"lead_time_days", f.leadTimeDays}};
}

nlohmann::json findingsJson(const std::vector<Finding>& findings) {
    nlohmann::json out = nlohmann::json::array();
    for (const Finding& f : findings)
        out.push_back(findingJson(f));
    return out;
}

nlohmann::json adviceJson(const Advice& a) {
    return adviceText(a, Language::English);
}

namespace {

nlohmann::json adviceArray(const std::vector<Advice>& advice) {
    nlohmann::json out = nlohmann::json::array();
    for (const Advice& a : advice)
        out.push_back(adviceJson(a));
    return out;
}

} // namespace

nlohmann::json recommendationJson(const Recommendation& r) {
    return {{"rank", r.rank},
            {"id", r.id},
            {"gpu", r.gpuId},
            {"gpus", r.gpus},
            {"nodes", r.nodes},
            {"servers", r.nodes}, // servers or instances, the spare ones included
            {"sites", r.sites},
            {"replicas", r.replicas},
            {"supplier_tier", r.supplierTier},
            {"lead_time_days", r.leadTimeDays},
            {"layout",
             {{"tp", r.layout.tp}, {"pp", r.layout.pp}, {"dp", r.layout.dp}, {"zero", r.layout.zeroStage}}},
            {"precision", precisionName(r.precision)},
            {"acquisition",
             {{"kind", optionKindName(r.acquisition.kind)},
              {"offer", r.acquisition.id},
              {"count", r.acquisition.count},
              {"label", r.acquisitionLabel},
              {"selector", optionSelectorText(r.acquisition)}}},
            {"fit",
             {{"verdict", verdictName(r.memoryVerdict)},
              {"total_bytes", r.perGpu.total()},
              {"capacity_bytes", r.perGpu.capacity},
              {"weights_bytes", r.perGpu.weights},
              {"kv_cache_bytes", r.perGpu.kvCache}}},
            {"performance",
             {{"time_s", r.timeSeconds},
              {"tpot_s", r.tpotSeconds},
              {"ttft_s", r.ttftSeconds},
              {"queue_wait_s", r.queueWaitSeconds},
              {"throughput_tokens_per_s", r.throughputTokensPerSecond},
              {"throughput_tokens_per_s_per_replica", r.throughputPerReplicaTokensPerSecond},
              {"input_tokens_per_s", r.inputTokensPerSecond},
              {"concurrency_per_replica", r.concurrencyPerReplica},
              {"sequences_per_replica", r.sequencesPerReplica},
              {"scaling_efficiency", r.scalingEfficiency}}},
            {"cost",
             {{"total", moneyJson(r.totalCost, r.currency)},
              {"per_million_tokens", moneyJson(r.costPerMillionTokens, r.currency)},
              {"per_million_output_tokens", moneyJson(r.costPerMillionOutputTokens, r.currency)},
              {"upfront", moneyJson(r.upfrontCost, r.currency)},
              {"monthly", moneyJson(r.monthlyCost, r.currency)},
              {"per_useful_gpu_hour", moneyJson(r.costPerUsefulGpuHour, r.currency)},
              {"redundancy", moneyJson(r.redundancyCost, r.currency)},
              // a comparison row above the scenario's budget: never ranked (issue 21)
              {"over_budget", r.budget ? moneyJson(*r.budget, r.currency) : nlohmann::json()}}},
            {"compliance", complianceStatusName(r.compliance)},
            {"findings", findingsJson(r.findings)},
            {"decision_step", r.decisionStep},
            {"why", adviceArray(r.why)}};
}

nlohmann::json recommendationSetJson(const RecommendationSet& set, const std::string& scenarioTitle) {
    nlohmann::json options = nlohmann::json::array(), alternatives = nlohmann::json::array(),
                   rejected = nlohmann::json::array();
    for (const Recommendation& r : set.options)
        options.push_back(recommendationJson(r));
    for (const Recommendation& r : set.alternatives)
        alternatives.push_back(recommendationJson(r));
    for (const RejectedOption& r : set.rejected)
        rejected.push_back({{"id", r.id}, {"reason", adviceJson(r.reason)}});
    nlohmann::json apis = nlohmann::json::array();
    for (const ApiAlternative& a : set.apis) {
        const std::string currency = set.options.empty() ? std::string() : set.options.front().currency;
        apis.push_back({{"id", a.id},
                        {"provider", a.providerId},
                        {"api_model", a.apiModel},
                        {"same_model", a.sameModel},
                        {"country", a.country},
                        {"input_per_million", moneyJson(a.inputPerMillion, currency)},
                        {"output_per_million", moneyJson(a.outputPerMillion, currency)},
                        {"price_currency", a.priceCurrency},
                        {"tax_regime", invoiceRegimeKey(a.tax.regime)},
                        {"tax_rate", a.tax.rate},
                        {"invoiced_by", a.tax.entity},
                        {"total", moneyJson(a.totalCost, currency)},
                        {"per_million_tokens", moneyJson(a.costPerMillionTokens, currency)},
                        {"versus_option_1", moneyJson(a.versusFirst, currency)},
                        {"compliance", complianceStatusName(a.compliance)},
                        {"findings", findingsJson(a.findings)},
                        {"source", a.source},
                        {"as_of", a.asOf}});
    }
    return {{"scenario", scenarioTitle},
            {"options", options},
            {"alternatives", alternatives},
            {"rejected", rejected},
            {"pareto", set.pareto},
            {"evaluated", set.evaluated},
            {"notes", adviceArray(set.notes)},
            {"api_alternatives", apis}};
}

} // namespace gpuadvisor
