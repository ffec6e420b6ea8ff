#include "core/catalog/memory_catalog.h"
#include "core/memory/memory_estimator.h"
#include "core/present/fit_json.h"
#include "core/present/fit_text.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using namespace gpuadvisor;

// The stable keys of `gpu-advisor-cli fit --json` (issue: the JSON contract).
TEST(FitJson, HasTheContractKeys) {
    FitRequest r;
    r.model = *builtinCatalog().findModel("llama-3.1-8b");
    r.gpu = *builtinCatalog().findGpu("l40s");
    const auto report = estimateFit(r);
    ASSERT_TRUE(report.ok());
    const nlohmann::json json = fitReportToJson(*report);
    for (const char* key :
         {"parameters", "active_parameters", "kv_cache_bytes_per_token", "per_gpu", "verdict", "min_gpus",
          "max_concurrent_sequences", "notes", "assumptions", "plan", "gpu"})
        EXPECT_TRUE(json.contains(key)) << key;
    for (const char* key : {"weights_bytes", "gradients_bytes", "optimizer_bytes", "activations_bytes",
                            "kv_cache_bytes", "overhead_bytes", "total_bytes", "capacity_bytes"})
        EXPECT_TRUE(json["per_gpu"].contains(key)) << key;
    EXPECT_EQ(json["parameters"].get<std::int64_t>(), 8030261248);
    EXPECT_DOUBLE_EQ(json["per_gpu"]["total_bytes"].get<double>(), report->perGpu.total());
    EXPECT_EQ(json["verdict"], "fits");
}

TEST(FitText, LabelsBothUnits) {
    FitRequest r;
    r.model = *builtinCatalog().findModel("llama-3.1-8b");
    r.gpu = *builtinCatalog().findGpu("l4");
    const auto report = estimateFit(r);
    ASSERT_TRUE(report.ok());
    const std::string text = fitReportText(*report);
    EXPECT_NE(text.find("GB (1e9 B)"), std::string::npos);
    EXPECT_NE(text.find("GiB (2^30 B)"), std::string::npos);
    EXPECT_NE(text.find("Verdict"), std::string::npos);
}
