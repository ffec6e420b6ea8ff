#pragma once

namespace gpuadvisor {

// Bytes one GPU needs, component by component (the GPU that needs the most: the first pipeline stage).
struct MemoryBreakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double overhead = 0; // CUDA context + framework reserve + fragmentation
    double capacity = 0;

    double total() const { return weights + gradients + optimizer + activations + kvCache + overhead; }
    double free() const { return capacity - total(); }
};

} // namespace gpuadvisor
