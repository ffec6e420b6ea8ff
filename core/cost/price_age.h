#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuadvisor {

// Whole months from the earliest month any date written in `asOf` can mean ("2026-05-20 (commit date)",
// "as of 2026-12-02"; a year or a range of years from its January, "2025-H2" from July, "2025-Q1" from
// January) to `today` (YYYY-MM-DD); none when either holds no year.
std::optional<int> monthsOld(std::string_view asOf, std::string_view today);

// A price a study used that is older than the catalog's limit (price_max_age_months).
struct StalePrice {
    std::string id; // the option ("cloud:68", "owned:hgx-h100-8")
    std::string asOf;
    int months = 0;
};
// The options (id, as_of of their price) whose price is more than `maxMonths` old on `today`, each once.
std::vector<StalePrice> stalePrices(const std::vector<std::pair<std::string, std::string>>& priced,
                                    std::string_view today, double maxMonths);

} // namespace gpuadvisor
