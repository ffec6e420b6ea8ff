#pragma once

#include "core/advisor/recommender.h"
#include "core/common/number_format.h"
#include "core/cost/price_age.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// The options of `set` (ranked and compared) whose price row is older than `maxMonths` on `today`, named as
// a person reads them with the catalog row ("vast 1x-RTX_5090-32-65536 (DK) [cloud:64]").
std::vector<StalePrice> staleRecommendedPrices(const RecommendationSet& set, std::string_view today,
                                               double maxMonths, Language language);

// The CLI's text answer to `recommend`: the ranked table, each option's reasons, the notable losers and the
// notes, in English with plain figures (tests/cli/golden holds what it prints for every example).
std::string recommendationSetText(const RecommendationSet& set, const std::string& scenarioTitle,
                                  const std::string& currency, const std::string& staleNote = {});

} // namespace gpuadvisor
