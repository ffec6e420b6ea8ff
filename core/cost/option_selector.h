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
// and, after any of them, how the option is sized: [:utilisation=U] (the share of hours it is busy, 0-1,
// instead of the study's) and [:job-hours=H] (a one-off job's wall-clock hours on it: the job is priced as
// those hours billed, or the months the option is held, at least its minimum term).
// Errors name the selector and what is allowed (field "option"); the caller prefixes where it came from.
Result<OptionSelection> parseOptionSelector(std::string_view text);

// The selector that parses back into `selection` (a site country is not part of the syntax): what
// `recommend --json` prints so that `tco --option` prices exactly the recommended option, its utilisation
// and a job's hours included (issue 37: a one-off batch's top option cost 2,704 in `recommend` and 26,420 in
// `tco` on the same selector).
std::string optionSelectorText(const OptionSelection& selection);

} // namespace gpuadvisor
