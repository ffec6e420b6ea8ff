#pragma once

#include "core/catalog/catalog.h"

#include <string_view>

namespace gpuadvisor {

// A catalog held in memory: the built-in data, test fixtures, or a JSON catalog file's content.
class MemoryCatalog : public Catalog {
  public:
    MemoryCatalog() = default;
    MemoryCatalog(std::vector<GpuSpec> gpus, std::vector<ModelSpec> models);

    const std::vector<GpuSpec>& gpus() const override { return m_gpus; }
    const std::vector<ModelSpec>& models() const override { return m_models; }
    const std::vector<Assumption>& assumptions() const override { return m_assumptions; }
    void setAssumptions(std::vector<Assumption> assumptions) { m_assumptions = std::move(assumptions); }

    // Adds or replaces (same id) an entry; later files override the built-in data this way.
    void upsertGpu(GpuSpec gpu);
    void upsertModel(ModelSpec model);

  private:
    std::vector<GpuSpec> m_gpus;
    std::vector<ModelSpec> m_models;
    std::vector<Assumption> m_assumptions;
};

// The GPUs and models shipped with the application (resources/catalog/*.json, compiled in).
const MemoryCatalog& builtinCatalog();

// Reads catalog JSON: {"gpus": [...], "models": [...]} in the format of resources/catalog/*.json.
// Either list may be absent. Every entry needs an id, its numbers, a source and an as_of date.
Result<MemoryCatalog> catalogFromJson(std::string_view jsonText);

// Merges `overrides` over `base`: entries with the same id replace, new ids are added.
MemoryCatalog mergedCatalog(const Catalog& base, const Catalog& overrides);

} // namespace gpuadvisor
