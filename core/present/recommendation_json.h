#pragma once

#include "core/advisor/recommender.h"
#include "core/compliance/compliance_engine.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor {

// The one JSON encoding of each of these types (the CLI's --json; the DESIGN's contract: bytes as numbers of
// bytes, times in seconds, money as {"amount", "currency"}). Reasons carry their code and arguments and,
// for people reading the JSON, the English sentence.
nlohmann::json moneyJson(double amount, const std::string& currency);
nlohmann::json findingJson(const Finding& finding);
nlohmann::json findingsJson(const std::vector<Finding>& findings);
nlohmann::json adviceJson(const Advice& advice);
nlohmann::json recommendationJson(const Recommendation& recommendation);
nlohmann::json recommendationSetJson(const RecommendationSet& set, const std::string& scenarioTitle);

} // namespace gpuadvisor
