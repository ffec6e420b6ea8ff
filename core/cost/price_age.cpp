#include "core/cost/price_age.h"

#include <algorithm>
#include <cctype>

namespace gpuadvisor {

namespace {

bool isDigit(std::string_view text, std::size_t i) {
    return i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]));
}

// The month a date starting at `i` ("2026-05-20", "2026-05", "2025-H2", "2025-Q1", "2024") can be earliest:
// year * 12 + month − 1. A bare year or a range of years ("2024-2026") gives its January, a half or a
// quarter its first month (issue 38: "2024" and "2024-2026" were never stale).
std::optional<int> earliestMonthAt(std::string_view text, std::size_t i) {
    const int year = std::stoi(std::string(text.substr(i, 4)));
    if (year < 1990 || year > 2100) // a number, not a year
        return std::nullopt;
    const std::size_t after = i + 4;
    if (after < text.size() && text[after] == '-') {
        if (isDigit(text, after + 1) && isDigit(text, after + 2) && !isDigit(text, after + 3)) {
            const int month = std::stoi(std::string(text.substr(after + 1, 2)));
            if (month >= 1 && month <= 12)
                return year * 12 + month - 1;
        }
        const char part = after + 2 < text.size() ? text[after + 1] : '\0';
        if ((part == 'H' || part == 'Q') && isDigit(text, after + 2)) {
            const int n = text[after + 2] - '0';
            const int firstMonth = part == 'H' ? (n - 1) * 6 + 1 : (n - 1) * 3 + 1;
            if (n >= 1 && firstMonth <= 12)
                return year * 12 + firstMonth - 1;
        }
    }
    return year * 12;
}

// The earliest month any date in the text can mean, or none when it holds no year.
std::optional<int> earliestMonth(std::string_view text) {
    std::optional<int> earliest;
    for (std::size_t i = 0; i + 4 <= text.size(); ++i) {
        if ((i > 0 && isDigit(text, i - 1)) || isDigit(text, i + 4) ||
            !(isDigit(text, i) && isDigit(text, i + 1) && isDigit(text, i + 2) && isDigit(text, i + 3)))
            continue;
        if (const auto month = earliestMonthAt(text, i); month && (!earliest || *month < *earliest))
            earliest = month;
    }
    return earliest;
}

} // namespace

std::optional<int> monthsOld(std::string_view asOf, std::string_view today) {
    const auto then = earliestMonth(asOf), now = earliestMonth(today);
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
