#include "core/present/recommendation_text.h"

#include "core/common/number_format.h"
#include "core/present/advice_text.h"

#include <cstdio>

namespace gpuadvisor {

namespace {

std::string tableRow(const Recommendation& r) {
    char line[400];
    std::snprintf(line, sizeof line, "%-4d %-44s %6d %-9s %14s %-24s\n", r.rank,
                  r.acquisitionLabel.substr(0, 44).c_str(), r.gpus,
                  std::string(precisionName(r.precision)).c_str(), formatFixed(r.totalCost, 0).c_str(),
                  std::string(complianceStatusText(r.compliance, Language::English)).c_str());
    if (!r.budget)
        return line;
    std::string row = line;
    row.insert(row.size() - 1, " over budget (" + formatFixed(*r.budget, 0) + ")");
    return row;
}

} // namespace

std::vector<StalePrice> staleRecommendedPrices(const RecommendationSet& set, std::string_view today,
                                               double maxMonths, Language language) {
    std::vector<std::pair<std::string, std::string>> priced;
    for (const auto* list : {&set.options, &set.alternatives})
        for (const Recommendation& r : *list)
            priced.push_back({optionLabel(r.name, language) + " [" +
                                  std::string(optionKindName(r.acquisition.kind)) + ":" + r.acquisition.id +
                                  "]",
                              r.priceAsOf});
    return stalePrices(priced, today, maxMonths);
}

std::string recommendationSetText(const RecommendationSet& set, const std::string& scenarioTitle,
                                  const std::string& currency, const std::string& staleNote) {
    constexpr Language en = Language::English;
    std::string out = (scenarioTitle.empty() ? std::string("Recommendation") : scenarioTitle) + " — " +
                      std::to_string(set.evaluated) + " configurations costed\n\n";
    if (!staleNote.empty())
        out += staleNote + "\n\n";
    char line[400];
    std::snprintf(line, sizeof line, "%-4s %-44s %6s %-9s %14s %-24s\n", "#", "configuration", "GPUs",
                  "precision", ("total " + currency).c_str(), "compliance");
    out += line;
    for (const Recommendation& r : set.options)
        out += tableRow(r);
    if (!set.alternatives.empty())
        out += "For comparison, the cheapest option of each way of paying left out above:\n";
    for (const Recommendation& r : set.alternatives)
        out += tableRow(r);
    if (!set.apis.empty()) {
        out += "\n" + std::string(apiAlternativesHeading(en)) + ":\n";
        for (const ApiAlternative& api : set.apis)
            out += "   - " + apiAlternativeText(api, currency, en) + "\n";
    }
    for (const Recommendation& r : set.options) {
        out += "\n" + std::to_string(r.rank) + ". " + r.id + "\n";
        for (const Advice& why : r.why)
            out += "   - " + adviceText(why, en) + "\n";
    }
    if (!set.rejected.empty()) {
        constexpr std::size_t kShown = 8;
        out += "\nNotable alternatives that lost:\n";
        for (std::size_t i = 0; i < set.rejected.size() && i < kShown; ++i)
            out += "   - " + set.rejected[i].id + ": " + adviceText(set.rejected[i].reason, en) + "\n";
        if (set.rejected.size() > kShown)
            out += "   (" + std::to_string(set.rejected.size() - kShown) + " more in --json)\n";
    }
    for (const Advice& note : set.notes)
        out += adviceText(note, en) + "\n";
    return out;
}

} // namespace gpuadvisor
