#pragma once

#include "core/common/number_format.h"
#include "core/memory/fit_report.h"

#include <string>
#include <vector>

namespace gpuadvisor {

// One row of the per-GPU table, shared by the CLI's text output and the window's table.
enum class BreakdownLine {
    Weights,
    Gradients,
    Optimizer,
    Activations,
    KvCache,
    FrameworkPeak, // the tensors: what torch.cuda.max_memory_allocated reports
    Overhead,
    Total, // the device budget: peak + overhead
    Capacity,
    Free
};
struct BreakdownRow {
    BreakdownLine line{};
    std::string label;
    double bytes = 0;
};
// weights … total, capacity, free, named in `language`.
std::vector<BreakdownRow> breakdownRows(const MemoryBreakdown& breakdown,
                                        Language language = Language::English);

// One fact of the estimator as a sentence: why the verdict, or how a figure was obtained. The report gives
// the plan, the precisions and the model the fact's numbers were computed for.
std::string fitFactText(const FitFact& fact, const FitReport& report, Language language);
std::vector<std::string> fitFactTexts(const std::vector<FitFact>& facts, const FitReport& report,
                                      Language language);

// What a precision trades away, for the person choosing it (the fit panel shows it under the choice).
std::string precisionTradeoffText(Precision precision, Language language);

// The readable report of `gpu-advisor-cli fit` (GB = 1e9 B and GiB = 2^30 B, both labelled).
std::string fitReportText(const FitReport& report);

} // namespace gpuadvisor
