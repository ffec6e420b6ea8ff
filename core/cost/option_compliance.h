#pragma once

#include "core/common/result.h"
#include "core/compliance/compliance_engine.h"
#include "core/cost/cost_catalog.h"
#include "core/cost/cost_study.h"

#include <vector>

namespace gpuadvisor {

// Where an option runs, as the compliance rules see it: deployment and tenancy, data-centre country, the
// provider's parent jurisdiction, transfer instruments (ANPD and EU SCCs, HIPAA BAA), certifications and
// accreditations, whether it invoices in `buyerCountry`, the kind of supplier and the GPU's class.
// `alwaysOn`: the option serves production around the clock.
OptionSite optionSite(const OptionCost& option, const CostCatalog& catalog, bool alwaysOn = false,
                      const std::string& buyerCountry = {});

// The findings of one costed option. A hybrid's data also reaches its burst site, so the rules of both sites
// apply (each rule once).
Result<std::vector<Finding>> optionFindings(const OptionCost& option, const CustomerProfile& customer,
                                            const CostCatalog& catalog,
                                            const std::vector<ComplianceRule>& rules, bool alwaysOn = false);

} // namespace gpuadvisor
