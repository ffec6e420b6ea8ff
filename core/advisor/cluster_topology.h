#pragma once

#include "core/catalog/catalog.h"
#include "core/hardware/gpu_spec.h"
#include "core/performance/topology.h"

namespace gpuadvisor {

// How the recommender assumes units of `gpusPerNode` GPUs are joined. HGX-class units (8 NVLink GPUs:
// DGX/HGX, AWS p5, Azure ND, GCP a3) come with a cluster fabric, one 400G port per GPU; any other instance
// or server is ASSUMED joined by 25 GbE with one port (source article 002: a slow fabric is a cliff), so
// spreading a job over them is priced honestly.
Topology clusterTopology(const Catalog& catalog, const GpuSpec& gpu, int gpusPerNode);

} // namespace gpuadvisor
