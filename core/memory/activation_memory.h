#pragma once

#include "core/workload/workload.h"

namespace gpuadvisor {

// Inputs of the activation formulas of Korthikanti et al. 2022, "Reducing Activation Recomputation in
// Large Transformer Models" (arXiv:2205.05198): s sequence, b micro-batch, h hidden, a heads,
// t tensor parallel, p pipeline stages, L layers, v vocabulary.
struct ActivationShape {
    double sequence = 0;
    double microBatch = 1;
    double hidden = 0;
    double heads = 0;
    double tensorParallel = 1;
    double pipelineParallel = 1;
    double layers = 0;
    double vocab = 0;
    bool sequenceParallel = false;
    bool flashAttention = true; // fused attention never materialises the 5·a·s²·b term
    Recompute recompute = Recompute::Selective;
    double lossChunks = 1; // chunked cross-entropy: the fp32 logits of one chunk at a time
};

// Bytes of one layer's stored activations with 16-bit activations (Table 2 / Eq. 1–4):
//   TP:               sbh(10 + 24/t + 5as/(ht))
//   TP + SP:          sbh(34/t + 5as/(ht))
//   selective:        drops the 5as/(ht) term (and so does FlashAttention)
//   full recompute:   2sbh (only the layer input is kept)
double activationBytesPerLayer(const ActivationShape& shape);

// Bytes held by the first pipeline stage, which keeps p in-flight micro-batches of L/p layers, i.e. L
// layers' worth whatever p is (Eq. 5, 6), plus embedding dropout, final norm and the fp32 logits when
// p = 1: (sbhL/t)·(p/L + δ(p=1)·(4/L)(1 + v/h)) (docs/cost-model.md §4.3 "Other factors").
// With full recompute one layer's complete activations are added: the layer being recomputed.
double activationBytesFirstStage(const ActivationShape& shape);

} // namespace gpuadvisor
