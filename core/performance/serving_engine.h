#pragma once

#include "core/common/result.h"

#include <string>
#include <string_view>

namespace gpuadvisor {

// The serving engine a replica runs (issue 40): each has its own fitted efficiencies and scheduling limits
// (PerfAssumptions::servingConstants). TensorRT-LLM's are fitted on NVIDIA's tables, vLLM's on AMD's.
enum class ServingEngine { TensorRtLlm, Vllm };

std::string_view servingEngineName(ServingEngine engine);  // "tensorrt-llm", "vllm"
std::string_view servingEngineTitle(ServingEngine engine); // "TensorRT-LLM", "vLLM"
Result<ServingEngine> parseServingEngine(std::string_view text, const std::string& field = "engine");

// The engine a study gets when it names none: each vendor's own published serving stack, the one its
// performance tables use (NVIDIA: TensorRT-LLM, perf-overview; AMD: vLLM on ROCm, the ROCm AI developer
// hub's performance results); vLLM for any other vendor (it runs on more hardware than any other engine).
ServingEngine defaultServingEngine(std::string_view gpuVendor);

} // namespace gpuadvisor
