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
    else // interconnects.csv figures, for a catalog without the fabric rows
        t.interNode = hgx ? FabricSpec{"ib-ndr", "InfiniBand NDR", 50e9, 0, "interconnects.csv"}
                          : FabricSpec{"eth-25", "Ethernet 25GbE", 3.125e9, 0, "interconnects.csv"};
    t.nicsPerNode = hgx ? gpusPerNode : 1;
    return t;
}

} // namespace gpuadvisor
