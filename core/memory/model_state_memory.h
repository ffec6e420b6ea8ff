#pragma once

namespace gpuadvisor {

// Bytes per GPU of weights, gradients and optimizer states (the "model states" of the ZeRO paper).
struct ModelStateBytes {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double total() const { return weights + gradients + optimizer; }
};

// ZeRO (Rajbhandari et al. 2020, arXiv:1910.02054, §5 and Table 1), for `parameters` held by this GPU
// before data-parallel partitioning:
//   stage 0: (w + g + K)Ψ;  stage 1 (P_os): (w + g)Ψ + KΨ/Nd;  stage 2 (P_os+g): wΨ + (g + K)Ψ/Nd;
//   stage 3 (P_os+g+p): (w + g + K)Ψ/Nd.   With w = g = 2 B and K = 12 this is the paper's 2Ψ + 2Ψ + KΨ.
ModelStateBytes zeroModelStates(double parameters, double weightBytes, double gradientBytes,
                                double optimizerBytes, int dataParallel, int zeroStage);

} // namespace gpuadvisor
