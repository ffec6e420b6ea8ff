#include "core/study/scenario_vocabulary.h"

#include "core/common/id_match.h"
#include "core/compliance/customer_vocabulary.h"
#include "core/scenario/scenario_limits.h"

#include <cctype>
#include <set>
#include <string>

namespace gpuadvisor {

namespace {

Error unknownWord(const std::string& key, const std::string& word, const std::set<std::string>& allowed) {
    return invalidInput(key, "scenario: '" + key + "' has '" + word +
                                 "', which the catalog does not know (allowed: " +
                                 joinedIds({allowed.begin(), allowed.end()}) + ")");
}

// The places the catalog knows: where offers run, where power is priced, where providers and rules belong
// (EU: the data subjects' and rules' union of member states).
std::set<std::string> knownPlaces(const AdvisorCatalog& catalog) {
    std::set<std::string> out;
    const auto add = [&](const std::string& place) { // ISO 3166 codes and EU, not a rule's wildcard
        if (place.size() == 2 && std::isupper(static_cast<unsigned char>(place[0])) &&
            std::isupper(static_cast<unsigned char>(place[1])))
            out.insert(place);
    };
    for (const CloudOffer& o : catalog.costs.cloudOffers)
        add(o.country);
    for (const BareMetalOffer& b : catalog.costs.bareMetalOffers)
        add(b.country);
    for (const PowerTariff& t : catalog.costs.powerTariffs)
        add(t.country);
    for (const ProviderInfo& p : catalog.costs.providers)
        add(p.parentJurisdiction);
    for (const ComplianceRule& r : catalog.rules)
        add(r.jurisdiction);
    return out;
}

} // namespace

std::optional<Error> refuseUnknownScenarioWords(const Scenario& scenario, const AdvisorCatalog& catalog) {
    const Scenario::Constraints& k = scenario.constraints;
    const std::vector<std::string> known = catalogCurrencies(catalog.costs.fxRates); // scenario_limits
    const std::set<std::string> currencies(known.begin(), known.end());
    if (!currencies.count(k.currency))
        return unknownWord("constraints.currency", k.currency, currencies);
    if (k.budget && !currencies.count(k.budget->currency))
        return unknownWord("constraints.budget.currency", k.budget->currency, currencies);
    const std::set<std::string> places = knownPlaces(catalog);
    if (!places.count(k.country))
        return unknownWord("constraints.country", k.country, places);
    for (const std::string& c : k.countries)
        if (!places.count(c))
            return unknownWord("constraints.countries", c, places);
    for (const std::string& s : scenario.customer.subjects)
        if (!places.count(s))
            return unknownWord("compliance.subjects", s, places);
    if (!places.count(scenario.customer.jurisdiction))
        return unknownWord("compliance.jurisdiction", scenario.customer.jurisdiction, places);
    for (const std::string& g : k.gpus)
        if (auto gpu = catalog.catalog.findGpu(g); !gpu)
            return invalidInput("constraints.gpus", "scenario: 'constraints.gpus': " + gpu.error().message);
    std::set<std::string> providers;
    for (const ProviderInfo& p : catalog.costs.providers)
        providers.insert(p.id);
    for (const std::string& p : k.providers)
        if (!providers.count(normalizeId(p)))
            return unknownWord("constraints.providers", p, providers);
    return std::nullopt;
}

} // namespace gpuadvisor
