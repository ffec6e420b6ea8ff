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

// Numbers as the report's language writes them, so a director reads 1.234,5 in Portuguese and 1,234.5 in
// English: the same conventions as QLocale, which the GUI uses (en_US and pt_BR).
std::string reportNumber(double value, int decimals, Language language);
// "R$670,767" in English, "R$ 670.767" in Portuguese (a no-break space keeps the symbol with the number).
std::string reportMoney(double amount, std::string_view currency, Language language, int decimals = 0);
std::string reportPercent(double fraction, Language language, int decimals = 0); // "45 %"
std::string reportDuration(double seconds, Language language);                   // "3.2 h", "176 dias"
std::string currencySymbolOf(std::string_view currency);                         // BRL -> R$

// Replaces {1}, {2}, … in a phrase of the report's phrasebook.
std::string fillPhrase(std::string_view phrase, const std::vector<std::string>& arguments);

} // namespace gpuadvisor
