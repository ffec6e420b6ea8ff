#pragma once

#include "core/common/number_format.h"
#include "core/common/result.h"
#include "core/performance/accuracy_band.h"
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <utility>
#include <vector>

namespace gpuadvisor {

// How a performance figure was obtained, in English or Brazilian Portuguese.
std::string perfFactText(const PerfFact& fact, Language language);
std::vector<std::string> perfFactTexts(const std::vector<PerfFact>& facts, Language language);

// The `perf --json` contract and its readable text (README "CLI"): one training or serving estimate, and the
// training scaling sweep (a GPU count with its estimate, or why that count cannot run).
nlohmann::json trainingJson(const TrainingEstimate& estimate);
std::string trainingText(const TrainingEstimate& estimate);
nlohmann::json inferenceJson(const InferenceEstimate& estimate);
std::string inferenceText(const InferenceEstimate& estimate);
// "Accuracy: ±9.8 % (median error of 15 held-out published cases on h100-sxm, TensorRT-LLM 1.0) …", and
// plainly when the case lies outside what was measured (another GPU, a mixture-of-experts model).
std::string accuracyText(const AccuracyBand& band, Language language);
nlohmann::json accuracyJson(const AccuracyBand& band);

using SweepPoints = std::vector<std::pair<int, Result<TrainingEstimate>>>;
nlohmann::json sweepJson(const SweepPoints& points);
std::string sweepText(const SweepPoints& points, bool planAsGiven);

} // namespace gpuadvisor
