#include "core/advisor/api_alternatives.h"

#include "core/cost/invoice_tax.h"

#include <algorithm>

namespace gpuadvisor {

Result<std::vector<ApiAlternative>> apiAlternatives(const Scenario& scenario, const Recommendation& first,
                                                    const AdvisorCatalog& catalog,
                                                    const ProcurementPolicy& policy,
                                                    const CostAssumptions& assumptions) {
    std::vector<ApiAlternative> out;
    if (first.promptTokens + first.outputTokens <= 0)
        return out;
    const std::string& model = scenario.workload.model;
    const FxTable fx(catalog.costs.fxRates);
    for (const ApiPrice& price : catalog.costs.apiPrices) {
        const bool same = price.modelId == model;
        const auto& comparable = price.comparableModels;
        if (!same && std::find(comparable.begin(), comparable.end(), model) == comparable.end())
            continue;
        ApiAlternative a;
        a.id = price.id;
        a.providerId = price.providerId;
        a.apiModel = price.apiModel;
        a.sameModel = same;
        a.country = price.country;
        a.source = price.source;
        a.asOf = price.asOf;
        a.note = price.note;
        a.priceCurrency = price.currency;
        auto input = fx.convert({price.inputPerMillion, price.currency}, first.currency);
        auto output = fx.convert({price.outputPerMillion, price.currency}, first.currency);
        if (!input)
            return input.error();
        if (!output)
            return output.error();
        a.inputPerMillion = input->amount;
        a.outputPerMillion = output->amount;
        // Tokens × price per million (the provider's bill: prompt and output tokens metered apart), with the
        // taxes of the provider's invoice, by the rule that taxes rented GPUs (issue 38: the API was compared
        // untaxed with GPUs that carried them).
        a.tax = invoiceTax(catalog.costs, price.providerId, scenario.constraints.country, price.currency,
                           assumptions);
        a.totalCost = (first.promptTokens * a.inputPerMillion + first.outputTokens * a.outputPerMillion) /
                      1e6 * (1 + a.tax.rate);
        a.costPerMillionTokens = a.totalCost / (first.promptTokens + first.outputTokens) * 1e6;
        a.versusFirst = a.totalCost - first.totalCost;
        // The data goes to the API provider's public multi-tenant service, wherever it processes requests.
        OptionSite site;
        site.deployment = "public_cloud";
        site.tenancy = "multi_tenant"; // a hosted API serves every customer from the same fleet
        site.dcCountry = price.country;
        site.alwaysOn = scenario.workload.kind == WorkloadKind::Inference;
        if (const ProviderInfo* p = catalog.costs.provider(price.providerId)) {
            a.providerName = p->name;
            site.providerKind = p->kind;
            site.providerJurisdiction = p->parentJurisdiction;
            site.anpdScc = p->anpdScc.value_or(false);
            site.euScc = p->euScc.value_or(false);
            site.baa = p->baa.value_or(false);
            a.policyRefusal = supplierRefusal(policy, p->kind, p->slaPercent);
        }
        auto findings = evaluateCompliance(catalog.rules, scenario.customer, site);
        if (!findings)
            return findings.error();
        a.findings = std::move(findings).value();
        a.compliance = overallStatus(a.findings);
        out.push_back(std::move(a));
    }
    std::stable_sort(out.begin(), out.end(), [](const ApiAlternative& l, const ApiAlternative& r) {
        return l.totalCost < r.totalCost;
    });
    return out;
}

} // namespace gpuadvisor
