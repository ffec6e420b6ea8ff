#pragma once

#include "core/common/number_format.h"

#include <string>
#include <string_view>

namespace gpuadvisor {

// The unit of an assumption in the register ("fraction of HBM bandwidth", "USD per kW-month", "BRL/month"),
// in the reader's language; a unit it does not know is returned as given.
std::string unitText(std::string_view unit, Language language);

} // namespace gpuadvisor
