#pragma once

#include "core/common/number_format.h"

#include <string>
#include <string_view>

namespace gpuadvisor {

// The controls a compliance rule requires, in words. Rules name them by code in the catalog
// (compliance_rules.controls, "ART11_BASIS;RIPD;INCIDENT_PLAN_3D"), so that a code is tested and stored
// once; people read these phrases. A code the catalog's user invented is shown as they wrote it, with its
// underscores read as spaces.
std::string controlText(std::string_view code, Language language);
bool isKnownControl(std::string_view code);
// A rule's whole list, "; "-separated, in words ("" when the rule names none).
std::string controlsText(std::string_view codes, Language language);

} // namespace gpuadvisor
