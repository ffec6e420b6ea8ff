// ZeRO paper (Rajbhandari et al. 2020, arXiv:1910.02054), Table 1 / Figure 1: a 7.5B-parameter model on
// 64 GPUs with mixed-precision Adam (K = 12) needs 120 / 31.4 / 16.6 / 1.88 GB per GPU (GB = 1e9 B).
#include "core/memory/model_state_memory.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

struct ZeroCase {
    int stage;
    double expectedGB;
    double toleranceGB; // the paper rounds to 3 significant figures
};

void PrintTo(const ZeroCase& c, std::ostream* out) {
    *out << "stage " << c.stage;
}

class ZeroTable1 : public ::testing::TestWithParam<ZeroCase> {};

} // namespace

TEST_P(ZeroTable1, SevenPointFiveBillionOnSixtyFourGpus) {
    const ModelStateBytes bytes = zeroModelStates(7.5e9, 2, 2, 12, 64, GetParam().stage);
    EXPECT_NEAR(bytes.total() / 1e9, GetParam().expectedGB, GetParam().toleranceGB);
}

INSTANTIATE_TEST_SUITE_P(Paper, ZeroTable1,
                         ::testing::Values(ZeroCase{0, 120.0, 1e-9}, ZeroCase{1, 31.4, 0.01},
                                           ZeroCase{2, 16.6, 0.05}, ZeroCase{3, 1.88, 0.01}));

TEST(ZeroModelStates, StageOnePartitionsOnlyOptimizerStates) {
    // 4Ψ + KΨ/Nd exactly: 30 GB + 1.40625 GB.
    const ModelStateBytes bytes = zeroModelStates(7.5e9, 2, 2, 12, 64, 1);
    EXPECT_DOUBLE_EQ(bytes.weights, 15e9);
    EXPECT_DOUBLE_EQ(bytes.gradients, 15e9);
    EXPECT_DOUBLE_EQ(bytes.optimizer, 90e9 / 64);
}

TEST(ZeroModelStates, SingleGpuIsUnpartitioned) {
    const ModelStateBytes bytes = zeroModelStates(1e9, 2, 2, 12, 1, 3);
    EXPECT_DOUBLE_EQ(bytes.total(), 16e9);
}
