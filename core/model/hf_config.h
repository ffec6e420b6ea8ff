#pragma once

#include "core/common/result.h"
#include "core/model/model_spec.h"

#include <string_view>

namespace gpuadvisor {

// Reads the `config.json` of a Hugging Face transformers model (the file users actually have) into a
// ModelSpec. Understands the Llama, Mistral, Mixtral, Qwen2, Gemma/Gemma 2, DeepSeek-V2/V3 and Falcon
// families and any config that uses the same standard keys; a missing or invalid key is reported by name.
Result<ModelSpec> modelFromHfConfig(std::string_view jsonText, std::string_view displayName = {});

} // namespace gpuadvisor
