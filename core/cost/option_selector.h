#pragma once

#include "core/common/result.h"
#include "core/cost/cost_option.h"

#include <string>
#include <string_view>

namespace gpuadvisor {

// The selector syntax shared by `tco --option` and a scenario's cost.options:
//   cloud:OFFER_ID[:on-demand|spot|reserved-1y|reserved-3y][:always-on][:COUNT]
//   bare-metal:OFFER_ID[:COUNT]   owned:NODE_TYPE[:COUNT]
//   hybrid:NODE_TYPE[:COUNT]/OFFER_ID[:INSTANCES]@HOURS_PER_MONTH   (owned base + cloud burst, F-18)
// Errors name the selector and what is allowed (field "option"); the caller prefixes where it came from.
Result<OptionSelection> parseOptionSelector(std::string_view text);

// The selector that parses back into `selection` (a site country is not part of the syntax): what
// `recommend --json` prints so that `tco --option` prices exactly the recommended option.
std::string optionSelectorText(const OptionSelection& selection);

} // namespace gpuadvisor
