#pragma once

#include "core/catalog/catalog.h"
#include "db/catalog_database.h"

namespace gpuadvisor::db {

// core's Catalog read from an open catalog database: the GPUs and models every engine uses, as the user
// left them (edits made with the CLI, the GUI or the sqlite3 shell included).
class SqlCatalog : public Catalog {
  public:
    static Result<SqlCatalog> load(const CatalogDatabase& database);

    const std::vector<GpuSpec>& gpus() const override { return m_gpus; }
    const std::vector<ModelSpec>& models() const override { return m_models; }
    const std::vector<Assumption>& assumptions() const override { return m_assumptions; }
    const std::vector<FabricSpec>& fabrics() const override { return m_fabrics; }

  private:
    std::vector<GpuSpec> m_gpus;
    std::vector<ModelSpec> m_models;
    std::vector<Assumption> m_assumptions;
    std::vector<FabricSpec> m_fabrics;
};

} // namespace gpuadvisor::db
