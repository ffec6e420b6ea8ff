#pragma once

#include "core/common/result.h"
#include "core/cost/cost_study.h"

#include <string_view>

namespace gpuadvisor {

// Monthly cash flows of every option over the horizon (docs/cost-model.md §7 F-1…F-15), in the study's
// currency.
Result<CostComparison> compareCosts(const CostStudy& study, const CostCatalog& catalog);

// Cost of a one-off job: GPUs × price per GPU-hour × wall-clock hours (pay-per-use options).
double jobCost(double gpus, double pricePerGpuHour, double hours);

// What a one-off job of `wallHours` costs on a costed option (issue 17: jobs priced as jobs): pay-per-use
// options the hours billed plus the storage and egress of those hours; rented by the month or bought, the
// cumulative cost of the months it holds the option, at least one and at least the contract's minimum term
// (a 12-month bare-metal lease is 12 months for a 12-hour job).
double jobCostOn(const OptionCost& option, double wallHours, double hoursPerMonth);

// docs/cost-model.md §7 F-12 Young/Daly goodput for a job on `gpus` GPUs: γ = 1 − C/τ* − (τ*/2 + R)/M, τ* =
// √(2CM), M = MTBI/N.
double goodputForGpus(int gpus, const CostAssumptions& assumptions);

} // namespace gpuadvisor
