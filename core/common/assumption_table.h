#pragma once

#include "core/common/assumption.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace gpuadvisor {

// Where the catalog's values of an assumptions struct come from, shared between copies (copy on write): the
// engines copy their requests, assumptions included, for every configuration a search evaluates.
class AssumptionSources {
  public:
    const std::string* find(const std::string& key) const {
        if (!m_sources)
            return nullptr;
        const auto it = m_sources->find(key);
        return it == m_sources->end() ? nullptr : &it->second;
    }
    void set(const std::string& key, const std::string& source) {
        auto copy = m_sources ? std::make_shared<std::map<std::string, std::string>>(*m_sources)
                              : std::make_shared<std::map<std::string, std::string>>();
        (*copy)[key] = source;
        m_sources = std::move(copy);
    }

  private:
    std::shared_ptr<const std::map<std::string, std::string>> m_sources;
};

// A named, bounded, sourced double member of an assumptions struct: the register the user sees and edits.
template <class Owner> struct AssumptionField {
    const char* key;
    double Owner::*member;
    const char* unit;
    const char* source;
    double minimum, maximum;
};

// The fields' current values, with the catalog's source where a catalog value replaced the default.
template <class Owner, std::size_t N>
std::vector<Assumption> listAssumptions(const Owner& owner, const AssumptionField<Owner> (&fields)[N],
                                        const AssumptionSources& catalogSources) {
    std::vector<Assumption> out;
    for (const auto& f : fields) {
        const std::string* source = catalogSources.find(f.key);
        out.push_back({f.key, owner.*f.member, f.unit, source ? *source : std::string(f.source), ""});
    }
    return out;
}

// The fields as definitions: key, default, unit, source and the range applyAssumptions accepts.
template <class Owner, std::size_t N>
std::vector<AssumptionDefinition> defineAssumptions(const AssumptionField<Owner> (&fields)[N]) {
    const Owner defaults{};
    std::vector<AssumptionDefinition> out;
    for (const auto& f : fields)
        out.push_back({{f.key, defaults.*f.member, f.unit, f.source, ""}, f.minimum, f.maximum});
    return out;
}

// Takes the catalog's values for known keys within bounds, remembering their sources.
template <class Owner, std::size_t N>
void applyAssumptions(Owner& owner, const AssumptionField<Owner> (&fields)[N],
                      const std::vector<Assumption>& values, AssumptionSources& catalogSources) {
    for (const Assumption& value : values)
        for (const auto& f : fields)
            if (value.key == f.key && value.value >= f.minimum && value.value <= f.maximum) {
                owner.*f.member = value.value;
                catalogSources.set(value.key, value.source);
            }
}

} // namespace gpuadvisor
