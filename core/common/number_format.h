#pragma once

#include "core/common/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// The languages a report is written in (the scenario's presentation.language).
enum class Language { English, PortugueseBrazil };

Result<Language> parseReportLanguage(std::string_view code); // "en", "pt-BR" (also "pt_BR", "pt")
std::string_view reportLanguageCode(Language language);      // "en", "pt-BR"

// The one formatter of numbers, money and durations, for every front end and both languages: the CLI, the
// window, the PDF and the CSV print the same figure the same way.

// Numbers as the report's language writes them, so a director reads 1.234,5 in Portuguese and 1,234.5 in
// English: the same conventions as QLocale, which the GUI uses (en_US and pt_BR).
std::string reportNumber(double value, int decimals, Language language);
// "R$670,767" in English, "R$ 670.767" in Portuguese (a no-break space keeps the symbol with the number).
std::string reportMoney(double amount, std::string_view currency, Language language, int decimals = 0);
std::string reportPercent(double fraction, Language language, int decimals = 0); // "45 %"
std::string reportDuration(double seconds, Language language);                   // "3.2 h", "176 dias"
std::string currencySymbolOf(std::string_view currency);                         // BRL -> R$

// Plain numbers for the CLI's text and the notes (no grouping, a point or, in Portuguese, a comma):
std::string formatFixed(double value, int decimals, Language language = Language::English);
std::string formatGB(double bytes, Language language = Language::English);         // "36.42 GB"
std::string formatGiB(double bytes, Language language = Language::English);        // "33.92 GiB"
std::string formatCount(double value, Language language = Language::English);      // 70553706496 -> "70.55 B"
std::string formatPercent(double fraction, Language language = Language::English); // 0.455 -> "45.5 %"
// "850 µs", "12.40 ms", "61.8 s", "4.2 min", "3.1 h", "177.9 days"
std::string formatDuration(double seconds, Language language = Language::English);

// Replaces {1}, {2}, … in a phrase of the report's phrasebook.
std::string fillPhrase(std::string_view phrase, const std::vector<std::string>& arguments);

} // namespace gpuadvisor
