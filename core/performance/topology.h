#pragma once

#include "core/hardware/fabric.h"
#include "core/hardware/gpu_spec.h"

#include <algorithm>

namespace gpuadvisor {

// Where the ranks of a job sit: nodes of `gpusPerNode` GPUs filled in order (tensor parallel innermost,
// then pipeline stages, then data-parallel replicas), joined inside a node by `intraNode` and between
// nodes by `interNode` through `nicsPerNode` ports.
struct Topology {
    int gpusPerNode = 8;
    FabricSpec intraNode;
    FabricSpec interNode;
    int nicsPerNode = 8;

    // A ring collective that spans nodes crosses each node boundary once per ring, and NCCL runs one ring
    // per NIC: its bandwidth is the node's NIC bandwidth (capped by the intra-node link it also uses).
    double interNodeRingBandwidth() const {
        const double nics = interNode.bandwidthBps * nicsPerNode;
        return intraNode.bandwidthBps > 0 ? std::min(nics, intraNode.bandwidthBps) : nics;
    }
    // `senders` GPUs of a node sending at once across the boundary share its NICs.
    double interNodeBandwidthPerSender(int senders) const {
        return interNode.bandwidthBps * nicsPerNode / std::max(1, std::min(senders, gpusPerNode));
    }
    int nodesFor(int gpus) const { return (gpus + gpusPerNode - 1) / gpusPerNode; }
};

// The GPU's own link: NVLink / Infinity Fabric / Gaudi RoCE when the catalog lists its bandwidth, otherwise
// PCIe of its generation (ml-engineering network/README.md, docs/catalog-sources.md R11: Gen4 x16 31 GB/s,
// Gen5 x16 63 GB/s per direction).
FabricSpec defaultIntraNodeFabric(const GpuSpec& gpu);

// SXM-class parts (with their own GPU link) are built as HGX/DGX nodes with one NIC per GPU (DGX H100:
// 8×400G); PCIe cards sit in servers with one NIC. Both are ASSUMPTIONS the user can override.
int defaultNicsPerNode(const GpuSpec& gpu, int gpusPerNode);

} // namespace gpuadvisor
