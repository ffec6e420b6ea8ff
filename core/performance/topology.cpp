#include "core/performance/topology.h"

namespace gpuadvisor {

namespace {

bool hasOwnLink(const GpuSpec& gpu) {
    const std::string& link = gpu.interconnect;
    const bool bridgeOnly =
        link.find("bridge") != std::string::npos || link.find("optional") != std::string::npos;
    return gpu.interconnectBandwidthBps > 0 && !bridgeOnly &&
           (link.find("NVLink") != std::string::npos || link.find("Infinity") != std::string::npos ||
            link.find("RoCE") != std::string::npos);
}

} // namespace

FabricSpec defaultIntraNodeFabric(const GpuSpec& gpu) {
    if (hasOwnLink(gpu)) {
        // gpus.csv quotes NVLink and Gaudi figures bidirectional, AMD's xGMI figure per direction.
        const bool perDirection = gpu.vendor == "AMD";
        return {"gpu-link", gpu.interconnect,
                perDirection ? gpu.interconnectBandwidthBps : gpu.interconnectBandwidthBps / 2, 0,
                "catalog GPU interconnect (" + gpu.id + ")"};
    }
    if (gpu.pcieGeneration >= 5)
        return {"pcie-gen5", "PCIe 5.0 x16", 63e9, 0,
                "ml-engineering network/README.md (docs/catalog-sources.md R11): PCIe 5.0 x16, 63 GB/s per "
                "direction"};
    return {"pcie-gen4", "PCIe 4.0 x16", 31e9, 0,
            "ml-engineering network/README.md (docs/catalog-sources.md R11): PCIe 4.0 x16, 31 GB/s per "
            "direction"};
}

int defaultNicsPerNode(const GpuSpec& gpu, int gpusPerNode) {
    return hasOwnLink(gpu) ? gpusPerNode : 1;
}

} // namespace gpuadvisor
