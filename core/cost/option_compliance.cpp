#include "core/cost/option_compliance.h"

#include <algorithm>

namespace gpuadvisor {

OptionSite optionSite(const OptionCost& o, const CostCatalog& catalog, bool alwaysOn) {
    OptionSite site;
    site.deployment = o.deployment;
    site.dcCountry = o.country;
    site.alwaysOn = alwaysOn;
    site.providerKind = o.selection.kind == OptionKind::Owned ? "owned" : "";
    if (const GpuSpec* gpu = catalog.gpu(o.gpuId))
        site.gpuClass = std::string(gpuClassName(gpu->gpuClass));
    if (const ProviderInfo* p = catalog.provider(o.providerId)) {
        site.providerKind = p->kind;
        site.providerJurisdiction = p->parentJurisdiction;
        site.anpdScc = p->anpdScc.value_or(false);
        site.euScc = p->euScc.value_or(false);
        site.baa = p->baa.value_or(false);
    }
    return site;
}

Result<std::vector<Finding>> optionFindings(const OptionCost& option, const CustomerProfile& customer,
                                            const CostCatalog& catalog,
                                            const std::vector<ComplianceRule>& rules, bool alwaysOn) {
    auto atSite = evaluateCompliance(rules, customer, optionSite(option, catalog, alwaysOn));
    if (!atSite || option.burstProviderId.empty())
        return atSite;
    std::vector<Finding> found = std::move(atSite).value();
    OptionCost burst = option;
    burst.deployment = "public_cloud";
    burst.providerId = option.burstProviderId;
    burst.country = option.burstCountry;
    auto atBurst = evaluateCompliance(rules, customer, optionSite(burst, catalog, alwaysOn));
    if (!atBurst)
        return atBurst.error();
    for (const Finding& f : *atBurst)
        if (std::none_of(found.begin(), found.end(), [&](const Finding& g) { return g.ruleId == f.ruleId; }))
            found.push_back(f);
    std::stable_sort(found.begin(), found.end(),
                     [](const Finding& l, const Finding& r) { return int(l.effect) < int(r.effect); });
    return found;
}

} // namespace gpuadvisor
