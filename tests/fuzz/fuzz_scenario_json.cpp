// libFuzzer target: scenario files come from colleagues and customers. Any text must give a scenario or an
// error, never a crash; a scenario that was read must write and read back.
#include "core/scenario/scenario.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto scenario = gpuadvisor::scenarioFromJson(text);
    if (scenario && !gpuadvisor::scenarioFromJson(gpuadvisor::scenarioToJson(*scenario)))
        std::abort(); // what we write we must read
    return 0;
}
