// KV cache bytes per token: 2 × layers × KV heads × head dim × bytes (PagedAttention §3; models.json
// "kv_cache_bytes_per_token_16bit").
#include "core/catalog/memory_catalog.h"
#include "core/memory/kv_cache.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

ModelSpec builtin(const char* id) {
    return *builtinCatalog().findModel(id);
}

} // namespace

TEST(KvCache, BytesPerTokenAt16Bit) {
    EXPECT_DOUBLE_EQ(kvCacheBytesPerToken(builtin("llama-2-7b"), 2), 524288);    // 2·32·32·128·2
    EXPECT_DOUBLE_EQ(kvCacheBytesPerToken(builtin("llama-3.1-8b"), 2), 131072);  // 2·32·8·128·2
    EXPECT_DOUBLE_EQ(kvCacheBytesPerToken(builtin("llama-3.1-70b"), 2), 327680); // 2·80·8·128·2
    // PagedAttention §3: OPT-13B, 2 × 5120 × 40 × 2 B = 800 KB (819,200 B); Llama-2-13B has the same shape.
    EXPECT_DOUBLE_EQ(kvCacheBytesPerToken(builtin("llama-2-13b"), 2), 819200);
    // MLA: (512 + 64) × 61 layers × 2 B = 70,272 B.
    EXPECT_DOUBLE_EQ(kvCacheBytesPerToken(builtin("deepseek-v3"), 2), 70272);
}

TEST(KvCache, PagedAttentionExampleOfOnePointSixGigabytes) {
    // PagedAttention §3: up to 2048 tokens × 800 KB = 1.6 GB per request (KiB/GiB-style units there).
    KvCacheShape shape{1, 1, 2.0, 2048, 1, 16};
    EXPECT_DOUBLE_EQ(kvCacheBytesPerGpu(builtin("llama-2-13b"), shape), 819200.0 * 2048);
}

TEST(KvCache, TensorParallelSplitsKvHeadsAndReplicatesBeyondThem) {
    const ModelSpec llama = builtin("llama-3.1-70b"); // 8 KV heads
    KvCacheShape shape{2, 1, 2.0, 1024, 1, 16};
    EXPECT_DOUBLE_EQ(kvCacheBytesPerGpu(llama, shape), 327680.0 / 2 * 1024);
    shape.tensorParallel = 16; // more ranks than KV heads: one head per rank
    EXPECT_EQ(kvHeadsPerGpu(llama, 16), 1);
    EXPECT_DOUBLE_EQ(kvCacheBytesPerGpu(llama, shape), 327680.0 / 8 * 1024);
}

TEST(KvCache, PipelineStageHoldsItsLayers) {
    KvCacheShape shape{1, 4, 2.0, 1024, 1, 16};
    EXPECT_DOUBLE_EQ(kvCacheBytesPerGpu(builtin("llama-3.1-70b"), shape), 327680.0 / 4 * 1024);
}

TEST(KvCache, BlocksRoundEachSequenceUp) {
    KvCacheShape shape{1, 1, 2.0, 1000, 3, 16}; // 1000 tokens -> 63 blocks = 1008 tokens
    EXPECT_DOUBLE_EQ(kvCacheBytesPerGpu(builtin("llama-3.1-8b"), shape), 131072.0 * 1008 * 3);
}

TEST(KvCache, SlidingWindowCapsMistral) {
    // Mistral 7B: W = 4096 on every layer, so 32k of context costs as much as 4096 tokens.
    KvCacheShape shape{1, 1, 2.0, 8192, 1, 16};
    EXPECT_DOUBLE_EQ(kvCacheBytesPerGpu(builtin("mistral-7b"), shape), 131072.0 * 4096);
}

TEST(KvCache, GemmaCapsOnlyTheLocalLayers) {
    // Gemma 2 9B: 21 of 42 layers local (4096); at 8192 tokens half the layers hold 8192, half 4096.
    KvCacheShape shape{1, 1, 2.0, 8192, 1, 16};
    const double perToken = 344064.0; // models.json, all layers full
    EXPECT_DOUBLE_EQ(kvCacheBytesPerGpu(builtin("gemma-2-9b"), shape), perToken * (0.5 * 8192 + 0.5 * 4096));
}

TEST(KvCache, MlaLatentIsReplicatedAcrossTensorParallelRanks) {
    KvCacheShape shape{8, 1, 2.0, 1024, 1, 16};
    EXPECT_DOUBLE_EQ(kvCacheBytesPerGpu(builtin("deepseek-v3"), shape), 70272.0 * 1024);
}
