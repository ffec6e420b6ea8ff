#include "core/cost/option_compliance.h"

#include <algorithm>
#include <set>

namespace gpuadvisor {

namespace {

std::set<std::string> listed(const std::string& text) {
    std::set<std::string> items;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(';', start);
        if (end == std::string::npos)
            end = text.size();
        std::string item = text.substr(start, end - start);
        item.erase(0, item.find_first_not_of(' '));
        item.erase(item.find_last_not_of(' ') + 1);
        if (!item.empty())
            items.insert(item);
        start = end + 1;
    }
    return items;
}

// Cloud list prices are for instances on shared hosts (default tenancy); a rented server is the buyer's
// alone.
std::string tenancyOf(const std::string& deployment) {
    if (deployment == "on_premises")
        return "owned";
    return deployment == "bare_metal" ? "dedicated_host" : "multi_tenant";
}

} // namespace

OptionSite optionSite(const OptionCost& o, const CostCatalog& catalog, bool alwaysOn,
                      const std::string& buyerCountry) {
    OptionSite site;
    site.deployment = o.deployment;
    site.tenancy = tenancyOf(o.deployment);
    site.dcCountry = o.country;
    site.alwaysOn = alwaysOn;
    site.providerKind = o.selection.kind == OptionKind::Owned ? "owned" : "";
    site.invoicedLocally = o.selection.kind == OptionKind::Owned;
    if (const GpuSpec* gpu = catalog.gpu(o.gpuId))
        site.gpuClass = std::string(gpuClassName(gpu->gpuClass));
    if (const ProviderInfo* p = catalog.provider(o.providerId)) {
        site.providerKind = p->kind;
        site.providerJurisdiction = p->parentJurisdiction;
        site.anpdScc = p->anpdScc.value_or(false);
        site.euScc = p->euScc.value_or(false);
        site.baa = p->baa.value_or(false);
        site.certifications = listed(p->certifications);
        site.accreditations = listed(p->accreditations);
        site.invoicedLocally =
            !buyerCountry.empty() &&
            (p->parentJurisdiction == buyerCountry ||
             std::any_of(catalog.invoicing.begin(), catalog.invoicing.end(), [&](const Invoicing& i) {
                 return i.providerId == p->id && i.buyerCountry == buyerCountry;
             }));
    }
    return site;
}

Result<std::vector<Finding>> optionFindings(const OptionCost& option, const CustomerProfile& customer,
                                            const CostCatalog& catalog,
                                            const std::vector<ComplianceRule>& rules, bool alwaysOn) {
    auto atSite =
        evaluateCompliance(rules, customer, optionSite(option, catalog, alwaysOn, customer.jurisdiction));
    if (!atSite || option.burstProviderId.empty())
        return atSite;
    std::vector<Finding> found = std::move(atSite).value();
    OptionCost burst = option;
    burst.deployment = "public_cloud";
    burst.providerId = option.burstProviderId;
    burst.country = option.burstCountry;
    burst.selection.kind = OptionKind::Cloud;
    auto atBurst =
        evaluateCompliance(rules, customer, optionSite(burst, catalog, alwaysOn, customer.jurisdiction));
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
