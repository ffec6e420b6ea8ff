#pragma once

#include <string>

namespace gpuadvisor {

// A link between GPUs as the collective-communication model sees it.
struct FabricSpec {
    std::string id; // "nvlink-4", "ib-ndr", "pcie-gen5"
    std::string name;
    double bandwidthBps = 0;   // unidirectional, per GPU (intra-node) or per port (inter-node)
    double latencySeconds = 0; // per hop (α of the α–β model); 0 when the catalog has none
    std::string source;
};

} // namespace gpuadvisor
