#pragma once

#include "core/common/assumption.h"

#include <map>
#include <string>
#include <vector>

namespace gpuadvisor {

// A named, bounded, sourced double member of an assumptions struct: the register the user sees and edits.
template <class Owner>
struct AssumptionField {
    const char* key;
    double Owner::* member;
    const char* unit;
    const char* source;
    double minimum, maximum;
};

// The fields' current values, with the catalog's source where a catalog value replaced the default.
template <class Owner, std::size_t N>
std::vector<Assumption> listAssumptions(const Owner& owner, const AssumptionField<Owner> (&fields)[N],
                                        const std::map<std::string, std::string>& catalogSources) {
    std::vector<Assumption> out;
    for (const auto& f : fields) {
        const auto it = catalogSources.find(f.key);
        out.push_back({f.key, owner.*f.member, f.unit, it != catalogSources.end() ? it->second : f.source, ""});
    }
    return out;
}

// Takes the catalog's values for known keys within bounds, remembering their sources.
template <class Owner, std::size_t N>
void applyAssumptions(Owner& owner, const AssumptionField<Owner> (&fields)[N], const std::vector<Assumption>& values,
                      std::map<std::string, std::string>& catalogSources) {
    for (const Assumption& value : values)
        for (const auto& f : fields)
            if (value.key == f.key && value.value >= f.minimum && value.value <= f.maximum) {
                owner.*f.member = value.value;
                catalogSources[value.key] = value.source;
            }
}

} // namespace gpuadvisor
