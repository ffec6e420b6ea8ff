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

    virtual std::vector<GpuSpec> gpus() const = 0;
    virtual std::vector<ModelSpec> models() const = 0;
    // Named defaults the user may have edited (value, unit, source); empty when the catalog has none.
    virtual std::vector<Assumption> assumptions() const { return {}; }
    // Links between GPUs and between nodes (catalog table fabrics); empty for catalogs without them.
    virtual std::vector<FabricSpec> fabrics() const { return {}; }

    virtual Result<GpuSpec> findGpu(std::string_view id) const;
    virtual Result<ModelSpec> findModel(std::string_view id) const;
    virtual Result<FabricSpec> findFabric(std::string_view id) const;
};

} // namespace gpuadvisor
