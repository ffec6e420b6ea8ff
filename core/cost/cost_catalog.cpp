#include "core/cost/cost_catalog.h"

#include "core/compliance/customer_vocabulary.h"

#include <algorithm>
#include <array>

namespace gpuadvisor {

namespace {

template <class T> const T* byId(const std::vector<T>& items, const std::string& id) {
    const auto it = std::find_if(items.begin(), items.end(), [&](const T& item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}

} // namespace

const ProviderInfo* CostCatalog::provider(const std::string& id) const {
    return byId(providers, id);
}
const GpuSpec* CostCatalog::gpu(const std::string& id) const {
    return byId(gpus, id);
}
const NodeType* CostCatalog::nodeType(const std::string& id) const {
    return byId(nodeTypes, id);
}

const PowerTariff* CostCatalog::tariffFor(const std::string& country) const {
    for (const char* market : {"industrial", "commercial", "non_household", "residential"}) {
        const PowerTariff* best = nullptr;
        for (const PowerTariff& t : powerTariffs)
            if (t.country == country && t.market == market && (!best || t.asOf > best->asOf))
                best = &t;
        if (best)
            return best;
    }
    if (isEuMember(country))
        return tariffFor("EU");
    return nullptr;
}

} // namespace gpuadvisor
