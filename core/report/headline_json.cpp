#include "core/report/headline_json.h"

#include "core/present/recommendation_json.h"

namespace gpuadvisor {

nlohmann::json reportHeadlineJson(const StudyResult& study, const ReportHeadline& h) {
    const std::string& currency = study.scenario.constraints.currency;
    auto optional = [](const std::optional<double>& value) {
        return value ? nlohmann::json(*value) : nlohmann::json();
    };
    nlohmann::json headline = {
        {"recommended", h.hasRecommendation ? study.recommendations.options.front().id : ""},
        {"total", moneyJson(h.totalCost, currency)},
        {"monthly", moneyJson(h.monthlyCost, currency)},
        {"horizon_months",
         study.costs ? study.costs->horizonMonths : study.scenario.constraints.horizonMonths},
        {"break_even_month", optional(h.breakEvenMonth)},
        {"break_even_utilisation", optional(h.breakEvenUtilisation)},
        {"break_even_between", h.breakEvenBetween}};
    nlohmann::json stale = nlohmann::json::array();
    for (const StalePrice& p : h.stalePrices)
        stale.push_back({{"option", p.id}, {"as_of", p.asOf}, {"months", p.months}});
    headline["stale_prices"] = stale;
    headline["estimated_price"] = h.estimatedPrice;
    headline["region_unconfirmed"] = h.regionUnconfirmed;
    return headline;
}

} // namespace gpuadvisor
