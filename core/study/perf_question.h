#pragma once

#include "core/catalog/catalog.h"
#include "core/common/result.h"
#include "core/performance/accuracy_band.h"
#include "core/performance/inference_latency.h"
#include "core/performance/training_time.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuadvisor {

// "How fast is this configuration?": the question `perf` asks. The cluster is the one `recommend` assumes
// (clusterTopology), changed only where the user names a figure, so the same configuration gives the same
// figures in both; the engines' assumptions are the catalog's, with the global batch where one is given.
struct PerfQuestion {
    FitRequest fit;                         // model, workload, GPU, plan, precision, …
    std::optional<int> gpusPerNode;         // default: fit.assumptions.gpusPerNode
    std::optional<std::string> intraFabric; // catalog fabric id; default: the GPU's NVLink/xGMI, else PCIe
    std::optional<std::string> interFabric; // default: ib-ndr for 8-GPU SXM-class nodes, else eth-25
    std::optional<int> nicsPerNode;
    std::optional<double> globalBatchTokens;
    // Training
    double tokens = 0;
    int interleave = 1;
    std::optional<Precision> mathPrecision;
    bool planAsGiven = false;   // the user fixed tp/pp/dp: no search for a better plan
    std::vector<int> sweepGpus; // scaling over these GPU counts
    // Serving: prompt and output lengths, targets, the load and a batch corpus (the fit, topology and
    // assumptions are filled in by answerPerfQuestion).
    InferenceRequest serving;
};

struct PerfAnswer {
    FitRequest fit; // as estimated (gpus per node set from the topology)
    Topology topology;
    PerfAssumptions assumptions;
    std::optional<TrainingEstimate> training;
    std::vector<std::pair<int, Result<TrainingEstimate>>> sweep;
    std::optional<InferenceEstimate> serving;
    AccuracyBand accuracy; // how far figures like these have been from published measurements
};

Result<PerfAnswer> answerPerfQuestion(PerfQuestion question, const Catalog& catalog);

// `perf --json`: the estimate, the configuration (model, workload, GPU, topology) and the assumptions.
nlohmann::json perfAnswerJson(const PerfAnswer& answer);
// `perf`'s text: the estimate, then the sweep.
std::string perfAnswerText(const PerfAnswer& answer, bool planAsGiven);

} // namespace gpuadvisor
