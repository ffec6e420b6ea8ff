#pragma once

#include "core/common/result.h"
#include "core/model/model_spec.h"
#include "core/performance/serving_engine.h"
#include "core/workload/precision.h"
#include "core/workload/workload.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// Published measurements the performance engine is checked against (resources/calibration/measurements.json,
// issue 19). The file fixes, before any fit, which half the fit may read.
enum class CalibrationFamily { Serving, Training };
enum class CalibrationSplit { Fit, HeldOut };

struct CalibrationSource {
    std::string title, url, date, software, hardware, conditions;
};

struct CalibrationCase {
    std::string id;
    std::string source; // key into CalibrationSet::sources
    CalibrationFamily family = CalibrationFamily::Serving;
    CalibrationSplit split = CalibrationSplit::Fit;
    std::string modelId;                  // a catalog model, or
    std::optional<ModelSpec> inlineModel; // an architecture given in the case (a config.json object)
    std::string gpu;
    Precision precision = Precision::Bf16;
    std::optional<Precision> kvPrecision; // serving: the checkpoint's KV cache format, when it says
    int tp = 1, pp = 1, gpus = 1;
    // Serving: fixed request lengths; published = output tokens/s of all `gpus` at maximum load, or, with a
    // fixed `batch` (a latency table), the end-to-end seconds of that batch of requests.
    int promptTokens = 0, outputTokens = 0;
    ServingEngine engine = ServingEngine::TensorRtLlm;
    int batch = 0;                 // 0: maximum load
    std::optional<int> maxNumSeqs; // the engine's sequence limit as the source set it
    // Training: published = TFLOP/s per GPU, counted as the source counts them.
    std::string fabric;
    int sequenceLength = 0;
    double globalBatchSequences = 0;
    Recompute recompute = Recompute::None;
    int interleave = 1;
    int microBatch = 1;
    bool sequenceParallel = false;
    int zeroStage = 0;
    bool megatronFlopCount = false; // Narayanan et al. 2021 Eq. 3 (recomputation included); else model FLOPs
    double published = 0;
    // The parameter count the source prints for an architecture given in the case (a label such as
    // Megatron-LM's "1.7" billion, or llm-foundry's exact NumParams), as a count and as printed; 0 when the
    // source prints none (a catalog model: CalibrationSet::modelParameters).
    double sourceParameters = 0;
    std::string sourceParametersPrinted;
};

struct CalibrationSet {
    std::map<std::string, CalibrationSource> sources;
    std::vector<CalibrationCase> cases;
    double tolerance = 0.25; // a case "agrees" within ±tolerance of its published value
    // The published parameter count of each catalog model the cases name (checked against the architecture).
    std::map<std::string, double> modelParameters;
};

// Reads the data set; every case names a known source, a split and the fields its family needs.
Result<CalibrationSet> parseCalibrationSet(std::string_view jsonText);

// The data set compiled into the program from resources/calibration/measurements.json.
const CalibrationSet& builtinCalibrationSet();

std::string_view calibrationFamilyName(CalibrationFamily family); // "serving", "training"
std::string_view calibrationSplitName(CalibrationSplit split);    // "fit", "held-out"
// What ran a case: the serving engine ("TensorRT-LLM", "vLLM"), or the training source's key
// ("megatron-lm-2021", "llm-foundry-mpt", …). Accuracy is reported per family, GPU and this.
std::string caseSoftware(const CalibrationCase& c);

} // namespace gpuadvisor
