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

    // What a framework's allocator counts at its peak (torch.cuda.max_memory_allocated): the tensors, without
    // the CUDA context, the framework's reserve and fragmentation (issue 40: users compare this figure).
    double frameworkPeak() const { return weights + gradients + optimizer + activations + kvCache; }
    // What the device must hold: the peak plus the overhead. Fit verdicts are taken on this one.
    double total() const { return frameworkPeak() + overhead; }
    double free() const { return capacity - total(); }
};

} // namespace gpuadvisor
