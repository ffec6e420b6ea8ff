#include "core/advisor/cluster_topology.h"

namespace gpuadvisor {

Topology clusterTopology(const Catalog& catalog, const GpuSpec& gpu, int gpusPerNode) {
    Topology t;
    t.gpusPerNode = gpusPerNode;
    t.intraNode = defaultIntraNodeFabric(gpu);
    const bool hgx = gpusPerNode >= 8 && defaultNicsPerNode(gpu, gpusPerNode) == gpusPerNode;
    const char* fabric = hgx ? "ib-ndr" : "eth-25";
    if (auto found = catalog.findFabric(fabric))
        t.interNode = *found;
    else // ml-engineering network/README.md figures (docs/catalog-sources.md R11), for a catalog without the
         // fabric rows
        t.interNode = hgx ? FabricSpec{"ib-ndr", "InfiniBand NDR", 50e9, 0,
                                       "ml-engineering network/README.md (docs/catalog-sources.md R11)"}
                          : FabricSpec{"eth-25", "Ethernet 25GbE", 3.125e9, 0,
                                       "ml-engineering network/README.md (docs/catalog-sources.md R11)"};
    t.nicsPerNode = hgx ? gpusPerNode : 1;
    return t;
}

} // namespace gpuadvisor
