#pragma once

#include "core/advisor/recommender.h"

#include <string>

namespace gpuadvisor {

// The CLI's text answer to `recommend`: the ranked table, each option's reasons, the notable losers and the
// notes, in English with plain figures (tests/cli/golden holds what it prints for every example).
std::string recommendationSetText(const RecommendationSet& set, const std::string& scenarioTitle,
                                  const std::string& currency);

} // namespace gpuadvisor
