#pragma once

#include "core/common/result.h"
#include "core/hardware/gpu_spec.h"
#include "core/model/model_spec.h"

#include <QSqlDatabase>
#include <QStringList>

namespace gpuadvisor::db {

// The tables each schema version creates, in an order that satisfies foreign keys.
QStringList tablesOfSchemaVersion(int version);

// Fills the tables created by `version` with the factory data: GPUs and models from the built-in catalog
// (resources/catalog/*.json), everything else from db/seed/<table>.csv compiled into the binary.
Result<bool> seedSchemaVersion(const QSqlDatabase& database, int version, int targetVersion);

// Writes one GPU or model row (used by the seed and by the config.json importer).
Result<bool> writeGpu(const QSqlDatabase& database, const GpuSpec& gpu);
Result<bool> writeModel(const QSqlDatabase& database, const ModelSpec& model);

} // namespace gpuadvisor::db
