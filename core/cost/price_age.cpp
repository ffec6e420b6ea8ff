#include "core/cost/price_age.h"

#include <algorithm>
#include <cctype>

namespace gpuadvisor {

namespace {

// The first "YYYY-MM" in the text, as year * 12 + month − 1.
std::optional<int> firstMonth(std::string_view text) {
    auto digits = [&](std::size_t at, std::size_t n) {
        for (std::size_t i = at; i < at + n; ++i)
            if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i])))
                return false;
        return true;
    };
    for (std::size_t i = 0; i + 7 <= text.size(); ++i) {
        if (!digits(i, 4) || text[i + 4] != '-' || !digits(i + 5, 2))
            continue;
        if (i > 0 && std::isdigit(static_cast<unsigned char>(text[i - 1])))
            continue;
        const int year = std::stoi(std::string(text.substr(i, 4)));
        const int month = std::stoi(std::string(text.substr(i + 5, 2)));
        if (month >= 1 && month <= 12)
            return year * 12 + month - 1;
    }
    return std::nullopt;
}

} // namespace

std::optional<int> monthsOld(std::string_view asOf, std::string_view today) {
    const auto then = firstMonth(asOf), now = firstMonth(today);
    if (!then || !now)
        return std::nullopt;
    return *now - *then;
}

std::vector<StalePrice> stalePrices(const std::vector<std::pair<std::string, std::string>>& priced,
                                    std::string_view today, double maxMonths) {
    std::vector<StalePrice> out;
    for (const auto& row : priced) {
        const auto months = monthsOld(row.second, today);
        if (!months || *months <= maxMonths)
            continue;
        if (std::none_of(out.begin(), out.end(), [&row](const StalePrice& s) { return s.id == row.first; }))
            out.push_back({row.first, row.second, *months});
    }
    return out;
}

} // namespace gpuadvisor
