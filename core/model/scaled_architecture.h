#pragma once

#include "core/model/model_spec.h"

#include <optional>
#include <vector>

namespace gpuadvisor {

// An architecture for a model known only by its size: the catalog's nearest dense model with its layer count
// scaled so the total matches. Parameters of a dense transformer grow linearly with depth at a fixed width
// (Kaplan et al. 2020, "Scaling Laws for Neural Language Models", eq. 2.1: N ≈ 12·n_layer·d_model²), so
// this keeps the width, heads and vocabulary of a real model. An ASSUMPTION the user should replace with
// the real config.json when there is one; the result's source says so.
std::optional<ModelSpec> scaledArchitecture(double targetParameters, const std::vector<ModelSpec>& catalog);

} // namespace gpuadvisor
