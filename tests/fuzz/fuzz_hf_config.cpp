// libFuzzer target: a Hugging Face config.json downloaded from anywhere gives a model or an error.
#include "core/model/hf_config.h"
#include "core/model/param_count.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto model =
        gpuadvisor::modelFromHfConfig(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
    if (model && model->hasArchitecture())
        (void)gpuadvisor::countParameters(*model); // what was read must be usable by the engines
    return 0;
}
