// Korthikanti et al. 2022 (arXiv:2205.05198), Table 2 / Eq. 1–6. Expected values are the equations
// evaluated by hand for GPT-3 175B's shape (s = 2048, h = 12288, a = 96, L = 96, v = 51200) at t = 8.
#include "core/memory/activation_memory.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

ActivationShape gpt3(Recompute recompute, bool sequenceParallel, bool flash) {
    ActivationShape shape;
    shape.sequence = 2048;
    shape.microBatch = 1;
    shape.hidden = 12288;
    shape.heads = 96;
    shape.tensorParallel = 8;
    shape.pipelineParallel = 8;
    shape.layers = 96;
    shape.vocab = 51200;
    shape.sequenceParallel = sequenceParallel;
    shape.flashAttention = flash;
    shape.recompute = recompute;
    return shape;
}

constexpr double kSbh = 2048.0 * 12288.0; // s·b·h = 25,165,824

} // namespace

TEST(Korthikanti, Eq2TensorParallelNoRecompute) {
    // sbh(10 + 24/8 + 5·96·2048/(12288·8)) = sbh · 23 = 578,813,952 B.
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3(Recompute::None, false, false)), kSbh * 23.0);
}

TEST(Korthikanti, Eq4TensorAndSequenceParallel) {
    // sbh(34/8 + 10) = sbh · 14.25.
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3(Recompute::None, true, false)), kSbh * 14.25);
}

TEST(Korthikanti, SelectiveRecomputeDropsTheQuadraticTerm) {
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3(Recompute::Selective, false, false)), kSbh * 13.0);
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3(Recompute::Selective, true, false)), kSbh * 34.0 / 8.0);
}

TEST(Korthikanti, FlashAttentionNeverStoresTheScores) {
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3(Recompute::None, false, true)),
                     activationBytesPerLayer(gpt3(Recompute::Selective, false, true)));
}

TEST(Korthikanti, FullRecomputeKeepsTheLayerInput) {
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3(Recompute::Full, false, false)), 2.0 * kSbh);
}

TEST(Korthikanti, Eq6FirstStageHoldsAllLayersWorth) {
    // Eq. 6: 34·sbhL/t, plus sbh·p/t for the in-flight embedding dropout masks (p > 1, no logits term).
    const double expected = 34.0 * kSbh * 96.0 / 8.0 + kSbh * 8.0 / 8.0;
    EXPECT_DOUBLE_EQ(activationBytesFirstStage(gpt3(Recompute::Selective, true, false)), expected);
}

TEST(Korthikanti, SingleStageAddsLogitsInFp32) {
    ActivationShape shape = gpt3(Recompute::Selective, true, false);
    shape.pipelineParallel = 1;
    // (sbhL/t)(1/L + (4/L)(1 + v/h)) on top of the layers.
    const double extra = kSbh / 8.0 + 4.0 * kSbh / 8.0 * (1.0 + 51200.0 / 12288.0);
    EXPECT_DOUBLE_EQ(activationBytesFirstStage(shape), 34.0 * kSbh * 96.0 / 8.0 + extra);
}
