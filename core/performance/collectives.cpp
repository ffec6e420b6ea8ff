#include "core/performance/collectives.h"

namespace gpuadvisor {

double allReduceSeconds(double bytes, int ranks, double bandwidthBps, double latencySeconds) {
    if (ranks <= 1 || bandwidthBps <= 0)
        return 0;
    const double n = ranks;
    return 2.0 * (n - 1) / n * bytes / bandwidthBps + 2.0 * (n - 1) * latencySeconds;
}

double allGatherSeconds(double bytes, int ranks, double bandwidthBps, double latencySeconds) {
    if (ranks <= 1 || bandwidthBps <= 0)
        return 0;
    const double n = ranks;
    return (n - 1) / n * bytes / bandwidthBps + (n - 1) * latencySeconds;
}

double pointToPointSeconds(double bytes, double bandwidthBps, double latencySeconds) {
    if (bandwidthBps <= 0)
        return 0;
    return bytes / bandwidthBps + latencySeconds;
}

} // namespace gpuadvisor
