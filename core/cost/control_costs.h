#pragma once

#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_catalog.h"
#include "core/cost/cost_study.h"

#include <vector>

namespace gpuadvisor {

// F-17 (docs/cost-model.md §7; issue 39): what the controls an option's REQUIRES findings name cost and take.
// Each control counts once per option however many rules name it; its person-days are priced at
// `dayRate` (study currency per day). A control the catalog does not price is listed as not estimated,
// never as free. Each finding's lead time becomes at least that of its slowest control.
Conditions conditionsOf(std::vector<Finding>& findings, const std::vector<ComplianceControl>& controls,
                        double dayRate);

// The control codes of a finding ("A;B" → {"A", "B"}).
std::vector<std::string> controlCodes(const std::string& controls);

} // namespace gpuadvisor
