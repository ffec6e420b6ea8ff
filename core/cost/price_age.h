#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuadvisor {

// Whole months from the first date written in `asOf` ("2026-05-20 (commit date)", "specs 2026-08; prices
// 2025-2026", "as of 2026-12-02") to `today` (YYYY-MM-DD); none when either holds no YYYY-MM date.
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
