#include "core/performance/serving_engine.h"

namespace gpuadvisor {

std::string_view servingEngineName(ServingEngine engine) {
    return engine == ServingEngine::Vllm ? "vllm" : "tensorrt-llm";
}

std::string_view servingEngineTitle(ServingEngine engine) {
    return engine == ServingEngine::Vllm ? "vLLM" : "TensorRT-LLM";
}

Result<ServingEngine> parseServingEngine(std::string_view text, const std::string& field) {
    if (text == "tensorrt-llm" || text == "trtllm")
        return ServingEngine::TensorRtLlm;
    if (text == "vllm")
        return ServingEngine::Vllm;
    return invalidInput(field, field + " '" + std::string(text) +
                                   "' is not a serving engine with measured constants (allowed: "
                                   "tensorrt-llm, vllm)");
}

ServingEngine defaultServingEngine(std::string_view gpuVendor) {
    return gpuVendor == "NVIDIA" ? ServingEngine::TensorRtLlm : ServingEngine::Vllm;
}

} // namespace gpuadvisor
