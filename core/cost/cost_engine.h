#pragma once

#include "core/common/result.h"
#include "core/cost/cost_study.h"

namespace gpuadvisor {

// Monthly cash flows of every option over the horizon (docs/cost-model.md §7 F-1…F-15), in the study's
// currency.
Result<CostComparison> compareCosts(const CostStudy& study, const CostCatalog& catalog);

// Cost of a one-off job: GPUs × price per GPU-hour × wall-clock hours (pay-per-use options).
double jobCost(double gpus, double pricePerGpuHour, double hours);

// docs/cost-model.md §7 F-12 Young/Daly goodput for a job on `gpus` GPUs: γ = 1 − C/τ* − (τ*/2 + R)/M, τ* =
// √(2CM), M = MTBI/N.
double goodputForGpus(int gpus, const CostAssumptions& assumptions);

} // namespace gpuadvisor
