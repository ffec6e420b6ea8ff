#include "core/scenario/scenario_limits.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace gpuadvisor {

namespace {

// The shortest form that reads back the same: 240, 0.01, 0.5.
std::string shownNumber(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

} // namespace

std::string NumberLimit::refusal(const std::string& shown) const {
    const std::string low = minExclusive ? "above " + shownNumber(min) : shownNumber(min);
    return shown + " is out of range (allowed: " + low + " to " + shownNumber(max) +
           (unit.empty() ? "" : " " + std::string(unit)) + ")";
}

std::vector<std::string> catalogCurrencies(const std::vector<FxRate>& rates) {
    std::set<std::string> codes{"USD"};
    for (const FxRate& r : rates)
        if (r.rate > 0) {
            codes.insert(r.base);
            codes.insert(r.quote);
        }
    // Only currencies a rate reaches from USD (directly, inverted, or through one other currency) can price
    // a USD offer; FxTable converts along the same paths.
    const FxTable table(rates);
    std::vector<std::string> out;
    for (const std::string& code : codes)
        if (table.rate("USD", code))
            out.push_back(code);
    return out;
}

std::optional<Error> refuseUnknownCurrency(const std::string& field, const std::string& currency,
                                           const std::vector<FxRate>& rates) {
    const std::vector<std::string> known = catalogCurrencies(rates);
    if (std::find(known.begin(), known.end(), currency) != known.end())
        return std::nullopt;
    std::string list;
    for (const std::string& code : known)
        list += (list.empty() ? "" : ", ") + code;
    return Error{ErrorCode::InvalidInput, field,
                 field + ": '" + currency + "' has no exchange rate in the catalog (known: " + list +
                     "; add one with 'catalog import' or the fx_rates table)"};
}

} // namespace gpuadvisor
