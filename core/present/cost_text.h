#pragma once

#include "core/common/number_format.h"
#include "core/cost/cost_study.h"

#include <string>

namespace gpuadvisor {

// A cost line's name, in English or Brazilian Portuguese ("energy at PUE 1.40", "energia com PUE 1,40").
std::string costLineName(const CostLine& line, Language language);
std::string billingText(std::string_view billing, Language language); // "on-demand" / "sob demanda"

} // namespace gpuadvisor
