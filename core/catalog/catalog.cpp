#include "core/catalog/catalog.h"

#include "core/common/id_match.h"

namespace gpuadvisor {

namespace {

template <class Spec>
Result<Spec> findById(const std::vector<Spec>& items, std::string_view id, std::string_view what,
                      std::string_view field) {
    for (const auto& item : items) // the ids as written, the common case, before any normalising copy
        if (item.id == id)
            return item;
    const std::string wanted = normalizeId(id);
    std::vector<std::string> ids;
    for (const auto& item : items) {
        if (normalizeId(item.id) == wanted)
            return item;
        ids.push_back(item.id);
    }
    return Error{ErrorCode::NotFound, std::string(field), unknownIdMessage(what, id, ids)};
}

} // namespace

const std::vector<Assumption>& Catalog::assumptions() const {
    static const std::vector<Assumption> none;
    return none;
}

const std::vector<FabricSpec>& Catalog::fabrics() const {
    static const std::vector<FabricSpec> none;
    return none;
}

Result<GpuSpec> Catalog::findGpu(std::string_view id) const {
    return findById(gpus(), id, "GPU", "gpu");
}

Result<FabricSpec> Catalog::findFabric(std::string_view id) const {
    return findById(fabrics(), id, "fabric", "fabric");
}

Result<ModelSpec> Catalog::findModel(std::string_view id) const {
    return findById(models(), id, "model", "model");
}

} // namespace gpuadvisor
