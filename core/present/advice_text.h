#pragma once

#include "core/advisor/advice.h"
#include "core/advisor/recommender.h"
#include "core/common/number_format.h"
#include "core/compliance/compliance_engine.h"
#include "core/memory/fit_report.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// The one place where the recommender's facts become sentences, in English or Brazilian Portuguese. The
// window, the PDF, the CSV and the CLI text all phrase a fact through these functions, so a Portuguese
// study reads Portuguese everywhere and the English CLI text stays what its golden files say.

std::string adviceText(const Advice& advice, Language language);
std::vector<std::string> adviceTexts(const std::vector<Advice>& advice, Language language);

// Source article 002's decision flow, one step in words (1–5; "" otherwise).
std::string_view decisionStepText(int step, Language language);

// "vast 1x-H200 (FR)", "owned 8x H100 SXM (BR)" / "própria: 8x H100 SXM (BR)".
std::string optionLabel(const OptionName& name, Language language);
// The label of a rejected configuration: the unit and its precision, or the ranked option's label.
std::string rejectedLabel(const RejectedOption& rejected, Language language);

// A kind of supplier (providers.kind, or "owned") in words: "community marketplace", "hardware próprio".
std::string supplierTierText(std::string_view tier, Language language);

// A hosted API set against the first option: its price, what the same tokens cost there and against option
// 1, where it processes the data and what the rules say, with its source and date; and the heading above such
// lines ("Calling a hosted API instead, for the same tokens").
std::string apiAlternativeText(const ApiAlternative& api, const std::string& currency, Language language);
std::string_view apiAlternativesHeading(Language language);

std::string_view complianceStatusText(ComplianceStatus status,
                                      Language language);               // "allowed with conditions"
std::string_view fitVerdictText(FitVerdict verdict, Language language); // "fits", "cabe"
std::string_view effectText(Effect effect, Language language);          // "REQUIRES", "EXIGE"

} // namespace gpuadvisor
