#include "core/model/scaled_architecture.h"

#include "core/common/number_format.h"
#include "core/model/param_count.h"

#include <cmath>

namespace gpuadvisor {

std::optional<ModelSpec> scaledArchitecture(double target, const std::vector<ModelSpec>& catalog) {
    if (!(target >= 1e8 && target <= 1e13))
        return std::nullopt;
    const ModelSpec* nearest = nullptr;
    double best = 0;
    for (const ModelSpec& m : catalog) {
        if (!m.hasArchitecture() || m.moe.enabled() || m.mla.enabled())
            continue;
        const double distance = std::abs(std::log(double(countParameters(m).total) / target));
        if (!nearest || distance < best) {
            nearest = &m;
            best = distance;
        }
    }
    if (!nearest)
        return std::nullopt;
    const ParameterCounts counts = countParameters(*nearest);
    const double perLayer =
        double(counts.layers + counts.layerNorms + counts.layerBiases) / nearest->numLayers;
    const double outside = double(counts.total) - perLayer * nearest->numLayers;
    ModelSpec scaled = *nearest;
    scaled.numLayers = std::max(1, int(std::lround((target - outside) / perLayer)));
    scaled.id.clear();
    scaled.hfId.clear();
    scaled.name = formatFixed(target / 1e9, 1) + "B (layers scaled from " + nearest->name + ")";
    scaled.source =
        "ASSUMPTION: " + nearest->name + " with " + std::to_string(scaled.numLayers) +
        " layers to reach the stated size (Kaplan et al. 2020 eq. 2.1); replace with the real config.json";
    return scaled;
}

} // namespace gpuadvisor
