#pragma once

#include "core/common/assumption.h"
#include "core/common/result.h"
#include "core/hardware/fabric.h"
#include "core/hardware/gpu_spec.h"
#include "core/model/model_spec.h"

#include <string_view>
#include <vector>

namespace gpuadvisor {

// What every engine reads hardware and models from. The SQLite catalog (db/) and the in-memory one
// below implement it; lookups accept any case and '_' for '-', and an unknown id names the closest ones.
class Catalog {
  public:
    virtual ~Catalog() = default;

    // References into the catalog, which outlives every estimate: a lookup per configuration copies nothing.
    virtual const std::vector<GpuSpec>& gpus() const = 0;
    virtual const std::vector<ModelSpec>& models() const = 0;
    // Named defaults the user may have edited (value, unit, source); empty when the catalog has none.
    virtual const std::vector<Assumption>& assumptions() const;
    // Links between GPUs and between nodes (catalog table fabrics); empty for catalogs without them.
    virtual const std::vector<FabricSpec>& fabrics() const;

    virtual Result<GpuSpec> findGpu(std::string_view id) const;
    virtual Result<ModelSpec> findModel(std::string_view id) const;
    virtual Result<FabricSpec> findFabric(std::string_view id) const;
};

} // namespace gpuadvisor
