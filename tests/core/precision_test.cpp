#include "core/present/fit_text.h"
#include "core/workload/precision.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(Precision, BytesPerElement) {
    EXPECT_DOUBLE_EQ(bytesPerElement(Precision::Fp32), 4.0);
    EXPECT_DOUBLE_EQ(bytesPerElement(Precision::Bf16), 2.0);
    EXPECT_DOUBLE_EQ(bytesPerElement(Precision::Fp16), 2.0);
    EXPECT_DOUBLE_EQ(bytesPerElement(Precision::Fp8), 1.0);
    EXPECT_DOUBLE_EQ(bytesPerElement(Precision::Int8), 1.0);
    // int4, group 128 with an fp16 scale and a 4-bit zero: (4 + 20/128) / 8 = 0.51953125 B.
    EXPECT_DOUBLE_EQ(bytesPerElement(Precision::Int4), 0.51953125);
    // NF4 with double quantisation: QLoRA §3 says 0.127 bits of constants per parameter.
    EXPECT_NEAR(bytesPerElement(Precision::Nf4) * 8.0 - 4.0, 0.127, 0.0005);
}

TEST(Precision, ParsesNamesCaseInsensitively) {
    EXPECT_EQ(*parsePrecision("FP8", "precision"), Precision::Fp8);
    EXPECT_EQ(*parsePrecision("nf4", "precision"), Precision::Nf4);
    auto bad = parsePrecision("fp6", "kv-precision");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().field, "kv-precision");
    EXPECT_NE(bad.error().message.find("'fp6'"), std::string::npos);
    EXPECT_NE(bad.error().message.find("fp32, bf16, fp16, fp8, int8, int4, nf4"), std::string::npos);
}

TEST(Precision, TradeoffNoteWarnsAboutFourBitForCriticalUse) {
    EXPECT_NE(precisionTradeoffText(Precision::Int4, Language::English).find("medical"), std::string::npos);
    EXPECT_NE(precisionTradeoffText(Precision::Int4, Language::PortugueseBrazil).find("médica"),
              std::string::npos);
}

// OCP MX v1.0 §5.3: MXFP4 = 32 E2M1 values + one E8M0 scale = 4.25 bits; NVFP4 = 16 E2M1 + one E4M3 = 4.5
// bits.
TEST(Precision, BlockScaledFp4BytesPerWeight) {
    EXPECT_DOUBLE_EQ(bytesPerElement(Precision::Mxfp4), 0.53125);
    EXPECT_DOUBLE_EQ(bytesPerElement(Precision::Nvfp4), 0.5625);
    EXPECT_TRUE(isFourBit(Precision::Mxfp4));
    EXPECT_EQ(*parsePrecision("MXFP4", "precision"), Precision::Mxfp4);
}
