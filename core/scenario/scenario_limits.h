#pragma once

#include "core/cost/money.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// The allowed range and default of every number a study takes from a person: declared here once and asked by
// the scenario reader, the CLI flags, the what-if levers, the wizard and the settings, so that a value one of
// them accepts is one every other can show (issue 37: the window capped a 180-month study at 120 in silence).
struct NumberLimit {
    std::string_view key;  // the scenario key or what-if field it names in a refusal
    std::string_view unit; // said after the range: "months", "kW"; empty for a fraction or a factor
    double defaultValue = 0;
    double min = 0, max = 0;
    bool minExclusive = false; // the minimum itself is not allowed (an exchange rate of 0)

    bool allows(double value) const { return (minExclusive ? value > min : value >= min) && value <= max; }
    // "300 is out of range (allowed: 1 to 240 months)": `shown` is the value as the person typed it; the
    // caller names the field as its front end spells it ("--horizon-months: ", "horizon_months: ").
    std::string refusal(const std::string& shown) const;
};

namespace limits {
// docs/cost-model.md §7: a horizon is a leasing or depreciation term; 20 years covers a building's fit-out.
inline constexpr NumberLimit horizonMonths{"horizon_months", "months", 36, 1, 240};
// A share of the hours the GPUs do useful work; 1 % is the least a study can price meaningfully.
inline constexpr NumberLimit utilisation{"utilisation", "", 0.6, 0.01, 1}; // a fraction of the hours
inline constexpr NumberLimit rackPowerKw{"rack_power_kw", "kW", 0, 0.5, 1000};
// The what-if lever that multiplies every GPU price (cloud hourly, bare-metal monthly, node purchase).
inline constexpr NumberLimit gpuPriceFactor{"gpu_price", "", 1, 0.1, 10}; // a factor
// 1 USD = this many units of the study currency, typed over the catalog's rate.
inline constexpr NumberLimit usdRate{"fx_rate", "per USD", 0, 0, 1e4, true};
inline constexpr NumberLimit financingAnnualRate{"annual_rate", "per year", 0, 0, 1};
inline constexpr NumberLimit financingMonths{"months", "months", 0, 1, 360};
} // namespace limits

// The currencies a study may be priced in: USD and every currency the catalog has an exchange rate for,
// sorted. A study in any of them works in the window as in the CLI.
std::vector<std::string> catalogCurrencies(const std::vector<FxRate>& rates);
// Refuses a currency the catalog has no rate for, naming `field` and the currencies it knows.
std::optional<Error> refuseUnknownCurrency(const std::string& field, const std::string& currency,
                                           const std::vector<FxRate>& rates);

} // namespace gpuadvisor
