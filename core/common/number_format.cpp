#include "core/common/number_format.h"

#include "core/common/units.h"

#include <cmath>
#include <cstdio>

namespace gpuadvisor {

namespace {

constexpr std::string_view kNoBreakSpace = "\u00a0";

bool portuguese(Language language) {
    return language == Language::PortugueseBrazil;
}

} // namespace

Result<Language> parseReportLanguage(std::string_view code) {
    if (code == "en" || code == "en-US" || code == "en_US" || code == "en-GB")
        return Language::English;
    if (code == "pt-BR" || code == "pt_BR" || code == "pt")
        return Language::PortugueseBrazil;
    return invalidInput("lang", "language '" + std::string(code) + "' is not offered (allowed: en, pt-BR)");
}

std::string_view reportLanguageCode(Language language) {
    return portuguese(language) ? "pt-BR" : "en";
}

std::string reportNumber(double value, int decimals, Language language) {
    if (!std::isfinite(value))
        return "—";
    char digits[64];
    std::snprintf(digits, sizeof digits, "%.*f", decimals, std::fabs(value));
    std::string text(digits);
    const std::size_t point = text.find('.');
    std::string whole = text.substr(0, point),
                fraction = point == std::string::npos ? "" : text.substr(point + 1);
    const char group = portuguese(language) ? '.' : ',';
    std::string grouped;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (i > 0 && (whole.size() - i) % 3 == 0)
            grouped += group;
        grouped += whole[i];
    }
    const bool negative = value < 0 && std::stod(digits) != 0; // "-0" is written 0
    std::string out = (negative ? "-" : "") + grouped;
    if (!fraction.empty())
        out += (portuguese(language) ? ',' : '.') + fraction;
    return out;
}

std::string currencySymbolOf(std::string_view currency) {
    if (currency == "BRL")
        return "R$";
    if (currency == "EUR")
        return "€";
    if (currency == "USD")
        return "US$";
    return std::string(currency);
}

std::string reportMoney(double amount, std::string_view currency, Language language, int decimals) {
    const std::string number = reportNumber(std::fabs(amount), decimals, language);
    const std::string sign = amount < 0 && number.find_first_not_of("0.,") != std::string::npos ? "-" : "";
    if (portuguese(language))
        return sign + currencySymbolOf(currency) + std::string(kNoBreakSpace) + number;
    return sign + currencySymbolOf(currency) + number;
}

std::string reportPercent(double fraction, Language language, int decimals) {
    return reportNumber(fraction * 100, decimals, language) + std::string(kNoBreakSpace) + "%";
}

namespace {

// One scale of units for both duration styles: a report rounds (3.2 h, 176 days) and groups thousands; the
// CLI keeps two significant decimals and goes down to microseconds.
std::string durationText(double seconds, Language language, bool precise) {
    struct Unit {
        double below, scale;
        const char *en, *pt;
        int reportDecimals, cliDecimals;
    };
    static constexpr Unit units[] = {{1e-3, 1e6, " µs", " µs", 0, 0},
                                     {1, 1e3, " ms", " ms", 0, 2},
                                     {120, 1, " s", " s", 1, 2},
                                     {7200, 1.0 / 60, " min", " min", 0, 1},
                                     {3 * 86400, 1.0 / 3600, " h", " h", 1, 1}};
    const bool pt = portuguese(language);
    for (const Unit& u : units) {
        if (!precise && u.below <= 1e-3)
            continue; // reports start at milliseconds
        if (seconds < u.below)
            return (precise ? formatFixed(seconds * u.scale, u.cliDecimals, language)
                            : reportNumber(seconds * u.scale, u.reportDecimals, language)) +
                   (pt ? u.pt : u.en);
    }
    return (precise ? formatFixed(seconds / 86400, 1, language)
                    : reportNumber(seconds / 86400, 0, language)) +
           (pt ? " dias" : " days");
}

} // namespace

std::string reportDuration(double seconds, Language language) {
    return durationText(seconds, language, false);
}

std::string formatFixed(double value, int decimals, Language language) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string text(buffer);
    if (portuguese(language))
        for (char& c : text)
            if (c == '.')
                c = ',';
    return text;
}

std::string formatGB(double bytes, Language language) {
    return formatFixed(units::toGB(bytes), 2, language) + " GB";
}

std::string formatGiB(double bytes, Language language) {
    return formatFixed(units::toGiB(bytes), 2, language) + " GiB";
}

std::string formatCount(double value, Language language) {
    // Short scale in both languages: 70.55 B in English is 70,55 bi in Portuguese (bilhões), 2.1 M 2,1 mi.
    const bool pt = portuguese(language);
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e12)
        return formatFixed(value / 1e12, 2, language) + (pt ? " tri" : " T");
    if (magnitude >= 1e9)
        return formatFixed(value / 1e9, 2, language) + (pt ? " bi" : " B");
    if (magnitude >= 1e6)
        return formatFixed(value / 1e6, 2, language) + (pt ? " mi" : " M");
    if (magnitude >= 1e3)
        return formatFixed(value / 1e3, 2, language) + (pt ? " mil" : " k");
    return formatFixed(value, 0, language);
}

std::string formatPercent(double fraction, Language language) {
    return formatFixed(fraction * 100.0, 1, language) + " %";
}

std::string formatDuration(double seconds, Language language) {
    return durationText(seconds, language, true);
}

std::string fillPhrase(std::string_view phrase, const std::vector<std::string>& arguments) {
    std::string out;
    for (std::size_t i = 0; i < phrase.size(); ++i) {
        if (phrase[i] == '{' && i + 2 < phrase.size() && phrase[i + 2] == '}' && phrase[i + 1] >= '1' &&
            phrase[i + 1] <= '9') {
            const std::size_t index = std::size_t(phrase[i + 1] - '1');
            if (index < arguments.size())
                out += arguments[index];
            i += 2;
            continue;
        }
        out += phrase[i];
    }
    return out;
}

} // namespace gpuadvisor
