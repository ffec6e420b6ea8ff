#include "core/catalog/memory_catalog.h"
#include "core/common/id_match.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

// The stable ids of DESIGN.md must resolve in the built-in catalog.
TEST(BuiltinCatalog, HasTheDocumentedIds) {
    for (const char* id : {"h100-sxm", "h100-pcie", "h200-sxm", "b200", "a100-40-sxm", "a100-80-sxm", "l40s",
                           "l4", "rtx-5090", "rtx-4090", "rtx-pro-6000", "mi300x"})
        EXPECT_TRUE(builtinCatalog().findGpu(id).ok()) << id;
    for (const char* id : {"llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "llama-2-7b", "llama-2-13b",
                           "llama-2-70b", "mistral-7b", "mixtral-8x7b", "qwen2.5-7b", "qwen2.5-72b",
                           "gemma-2-9b", "gemma-2-27b", "deepseek-v3"})
        EXPECT_TRUE(builtinCatalog().findModel(id).ok()) << id;
}

TEST(BuiltinCatalog, EveryEntryHasSourceAndDate) {
    // the 21 rows of the reference gpus.csv, then RTX PRO 6000 Server Edition, H200 NVL, B300, GB300, MI355X
    // and A10 (issue 15)
    EXPECT_EQ(builtinCatalog().gpus().size(), 27u);
    EXPECT_EQ(builtinCatalog().models().size(),
              24u); // the reference models.json, gpt-oss-120b/20b, Qwen3 8B/30B-A3B/235B-A22B, DeepSeek-R1,
                    // Llama 3.3 70B
    for (const auto& gpu : builtinCatalog().gpus()) {
        EXPECT_FALSE(gpu.source.empty()) << gpu.id;
        EXPECT_FALSE(gpu.asOf.empty()) << gpu.id;
        EXPECT_GT(gpu.memoryBytes, 0) << gpu.id;
    }
    for (const auto& model : builtinCatalog().models()) {
        EXPECT_FALSE(model.source.empty()) << model.id;
        EXPECT_FALSE(model.asOf.empty()) << model.id;
    }
}

// gpus.csv: H100 SXM5 80 GB, 3350 GB/s, 989 BF16 / 1979 FP8 dense TFLOP/s.
TEST(BuiltinCatalog, H100FiguresFromTheReference) {
    const GpuSpec h100 = *builtinCatalog().findGpu("h100-sxm");
    EXPECT_DOUBLE_EQ(h100.memoryBytes, 80e9);
    EXPECT_DOUBLE_EQ(h100.memoryBandwidthBps, 3350e9);
    EXPECT_DOUBLE_EQ(*h100.peakFlops(Precision::Bf16), 989e12);
    EXPECT_DOUBLE_EQ(*h100.peakFlops(Precision::Fp8), 1979e12);
    EXPECT_FALSE(builtinCatalog().findGpu("a100-80-sxm")->peakFlops(Precision::Fp8)); // no FP8 on Ampere
}

TEST(CatalogLookup, AcceptsCaseAndUnderscores) {
    EXPECT_TRUE(builtinCatalog().findGpu("H100_SXM").ok());
    EXPECT_TRUE(builtinCatalog().findModel("Llama_3.1_70B").ok());
}

TEST(CatalogLookup, UnknownIdNamesTheClosest) {
    auto gpu = builtinCatalog().findGpu("h100");
    ASSERT_FALSE(gpu.ok());
    EXPECT_EQ(gpu.error().code, ErrorCode::NotFound);
    EXPECT_NE(gpu.error().message.find("unknown GPU id 'h100'"), std::string::npos);
    EXPECT_NE(gpu.error().message.find("h100-sxm"), std::string::npos);
    auto model = builtinCatalog().findModel("llama-3-70b");
    ASSERT_FALSE(model.ok());
    EXPECT_NE(model.error().message.find("llama-3.1-70b"), std::string::npos);
}

TEST(CatalogJson, AddsAndReplacesEntries) {
    auto file =
        catalogFromJson(R"json({"gpus": [{"id": "H100_SXM", "name": "H100 (our quote)", "memory_gb": 80,
        "memory_bandwidth_gbps": 3350, "source": "vendor quote", "as_of": "2026-11-30"},
        {"id": "my-gpu", "memory_gb": 64, "memory_bandwidth_gbps": 1000, "source": "lab", "as_of": "2026-12-01"}]})json");
    ASSERT_TRUE(file.ok()) << file.error().message;
    const MemoryCatalog merged = mergedCatalog(builtinCatalog(), *file);
    EXPECT_EQ(merged.gpus().size(), builtinCatalog().gpus().size() + 1);
    EXPECT_EQ(merged.findGpu("h100-sxm")->name, "H100 (our quote)");
    EXPECT_DOUBLE_EQ(merged.findGpu("my-gpu")->memoryBytes, 64e9);
}

TEST(CatalogJson, RejectsEntriesWithoutSourceOrWithImpossibleNumbers) {
    auto noSource = catalogFromJson(R"({"gpus": [{"id": "x", "memory_gb": 80, "memory_bandwidth_gbps": 1,
                                        "as_of": "2026"}]})");
    ASSERT_FALSE(noSource.ok());
    EXPECT_EQ(noSource.error().field, "source");
    auto zeroMemory = catalogFromJson(R"({"gpus": [{"id": "x", "memory_gb": 0, "memory_bandwidth_gbps": 1,
                                          "source": "s", "as_of": "2026"}]})");
    ASSERT_FALSE(zeroMemory.ok());
    EXPECT_EQ(zeroMemory.error().field, "memory_gb");
    EXPECT_FALSE(catalogFromJson("[1, 2]").ok());
    EXPECT_FALSE(catalogFromJson("{}").ok());
    auto badClass = catalogFromJson(R"({"gpus": [{"id": "x", "memory_gb": 8, "memory_bandwidth_gbps": 1,
                                        "source": "s", "as_of": "2026", "class": "gaming"}]})");
    ASSERT_FALSE(badClass.ok());
    EXPECT_EQ(badClass.error().field, "class");
    auto badPrecision = catalogFromJson(R"({"gpus": [{"id": "x", "memory_gb": 8, "memory_bandwidth_gbps": 1,
                                        "source": "s", "as_of": "2026", "no_tensor_cores": ["fp6"]}]})");
    ASSERT_FALSE(badPrecision.ok());
    EXPECT_EQ(badPrecision.error().field, "no_tensor_cores");
    EXPECT_NE(badPrecision.error().message.find("got fp6"), std::string::npos)
        << badPrecision.error().message;
}

// Issue 15: who each card is built for, and which precisions it has no tensor cores for, as the catalog says.
TEST(BuiltinCatalog, ClassAndMissingTensorCores) {
    EXPECT_EQ(builtinCatalog().findGpu("rtx-4090")->gpuClass, GpuClass::Consumer);
    EXPECT_EQ(builtinCatalog().findGpu("rtx-6000-ada")->gpuClass, GpuClass::Workstation);
    EXPECT_EQ(builtinCatalog().findGpu("rtx-pro-6000-server")->gpuClass, GpuClass::Datacenter);
    const GpuSpec a100 = *builtinCatalog().findGpu("a100-80-sxm"); // findGpu returns a copy
    EXPECT_TRUE(a100.lacksTensorCores(Precision::Fp8));            // Ampere: no FP8
    EXPECT_TRUE(a100.lacksTensorCores(Precision::Mxfp4));
    EXPECT_FALSE(a100.lacksTensorCores(Precision::Int8));
    EXPECT_EQ(a100.noTensorCoresList(), "fp8;fp4");
    EXPECT_FALSE(builtinCatalog().findGpu("b200")->lacksTensorCores(Precision::Nvfp4));
}

// The catalog check of issue 15: every GPU that an offer or a node type of the factory catalog uses has the
// figures the engines need. Memory, bandwidth, TDP and the dense BF16 rate always; FP8, INT8 and FP4 either
// a rate or the statement that the card has no tensor cores for them. A gap is a failure here, not a silent
// rejection later.
TEST(BuiltinCatalog, EveryGpuHasTheFiguresTheEnginesNeed) {
    for (const GpuSpec& gpu : builtinCatalog().gpus()) {
        EXPECT_GT(gpu.memoryBytes, 0) << gpu.id;
        EXPECT_GT(gpu.memoryBandwidthBps, 0) << gpu.id;
        EXPECT_GT(gpu.tdpWatts, 0) << gpu.id;
        EXPECT_GT(gpu.bf16Flops, 0) << gpu.id;
        EXPECT_NE(gpu.gpuClass, GpuClass::Unknown) << gpu.id;
        EXPECT_TRUE(gpu.fp8Flops > 0 || gpu.noFp8) << gpu.id << ": fp8 rate missing";
        EXPECT_TRUE(gpu.int8Ops > 0 || gpu.noInt8) << gpu.id << ": int8 rate missing";
        EXPECT_TRUE(gpu.fp4Flops > 0 || gpu.noFp4) << gpu.id << ": fp4 rate missing";
        EXPECT_FALSE(gpu.fp8Flops > 0 && gpu.noFp8) << gpu.id << ": a rate for a precision it lacks";
        EXPECT_FALSE(gpu.fp4Flops > 0 && gpu.noFp4) << gpu.id;
    }
}

TEST(IdMatch, NormalisesIds) {
    EXPECT_EQ(normalizeId("RTX_PRO 6000"), "rtx-pro-6000");
    const auto closest = closestIds("mi300", {"h100-sxm", "mi300x", "mi325x", "l4"}, 2);
    ASSERT_EQ(closest.size(), 2u);
    EXPECT_EQ(closest.front(), "mi300x");
}
