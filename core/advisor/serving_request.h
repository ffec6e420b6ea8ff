#pragma once

#include "core/advisor/engine_assumptions.h"
#include "core/performance/inference_latency.h"
#include "core/scenario/scenario.h"

namespace gpuadvisor {

// The serving estimate of a scenario's workload on `gpu` in `precision` with tensor parallelism `tp`. Built
// in one place so that the ranking and the dashboard's scaling curve read the same latency targets and the
// same memory and performance assumptions from the catalog (a value the user edits moves both). Notes are
// off: the searches read the numbers only.
InferenceRequest servingRequest(const Scenario& scenario, const EngineAssumptions& assumptions,
                                const ModelSpec& model, const GpuSpec& gpu, Precision precision, int tp,
                                const Topology& topology);

} // namespace gpuadvisor
