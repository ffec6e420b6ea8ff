#include "core/cost/control_costs.h"

#include <algorithm>

namespace gpuadvisor {

std::vector<std::string> controlCodes(const std::string& controls) {
    std::vector<std::string> codes;
    std::size_t start = 0;
    while (start < controls.size()) {
        const std::size_t end = std::min(controls.find(';', start), controls.size());
        if (end > start)
            codes.push_back(controls.substr(start, end - start));
        start = end + 1;
    }
    return codes;
}

Conditions conditionsOf(std::vector<Finding>& findings, const std::vector<ComplianceControl>& controls,
                        double dayRate) {
    Conditions c;
    auto seen = [&](const std::string& code) {
        return std::find(c.costed.begin(), c.costed.end(), code) != c.costed.end() ||
               std::find(c.notEstimated.begin(), c.notEstimated.end(), code) != c.notEstimated.end();
    };
    for (Finding& f : findings) {
        if (f.effect != Effect::Requires)
            continue;
        for (const std::string& code : controlCodes(f.controls)) {
            const auto control = std::find_if(controls.begin(), controls.end(),
                                              [&](const ComplianceControl& k) { return k.code == code; });
            if (control != controls.end())
                f.leadTimeDays = std::max(f.leadTimeDays, control->leadTimeDays);
            if (seen(code))
                continue;
            if (control == controls.end() || (!control->oneOffDays && !control->yearlyDays)) {
                c.notEstimated.push_back(code);
                continue;
            }
            c.costed.push_back(code);
            c.oneOffDays += control->oneOffDays.value_or(0);
            c.yearlyDays += control->yearlyDays.value_or(0);
        }
        if (f.effect == Effect::Requires)
            c.leadTimeDays = std::max(c.leadTimeDays, f.leadTimeDays);
    }
    c.upfront = c.oneOffDays * dayRate;
    c.perMonth = c.yearlyDays * dayRate / 12;
    return c;
}

} // namespace gpuadvisor
