// How --gpus is split when only some degrees are given (core/workload/parallel_plan.h).
#include "core/workload/parallel_plan.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(SplitGpus, ServingPutsEveryGpuIntoOneTensorParallelReplica) {
    const auto plan = splitGpus(8, std::nullopt, 1, std::nullopt, true);
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(plan->tp, 8);
    EXPECT_EQ(plan->dp, 1);
}

TEST(SplitGpus, TrainingFillsDataParallelismAroundTheGivenTensorAndPipelineDegrees) {
    const auto plan = splitGpus(64, 8, 2, std::nullopt, false); // 64 / (8 × 2) = 4 replicas
    ASSERT_TRUE(plan.ok());
    EXPECT_EQ(plan->dp, 4);
    const auto byDp = splitGpus(64, std::nullopt, 1, 16, false); // dp given: tp takes the rest, 64 / 16
    ASSERT_TRUE(byDp.ok());
    EXPECT_EQ(byDp->tp, 4);
}

TEST(SplitGpus, DegreesThatDoNotMultiplyToTheCountAreRefusedWithTheArithmetic) {
    const auto plan = splitGpus(6, 4, 1, std::nullopt, false);
    ASSERT_FALSE(plan.ok());
    EXPECT_EQ(plan.error().field, "gpus");
    EXPECT_NE(plan.error().message.find("tp*pp*dp = 4*1*1 = 4 must equal --gpus 6"), std::string::npos);
    EXPECT_FALSE(splitGpus(0, std::nullopt, 1, std::nullopt, true).ok());
}
