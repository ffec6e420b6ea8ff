// How old a catalog price is (core/cost/price_age.h): the first YYYY-MM in the row's as_of against today.
#include "core/cost/price_age.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(PriceAge, ReadsTheFirstYearMonthOfTheAsOfText) {
    EXPECT_EQ(monthsOld("2024-08", "2026-12-03"), 28); // 2 years + 4 months
    EXPECT_EQ(monthsOld("2026-05-20 (commit date)", "2026-12-03"), 7);
    EXPECT_EQ(monthsOld("commit date not recorded; as of 2026-12-02", "2026-12-03"), 0);
    EXPECT_EQ(monthsOld("specs 2026-08; prices 2025-2026", "2027-01-01"), 5); // the first date
    EXPECT_FALSE(monthsOld("2025-2026", "2026-12-03").has_value());           // a range of years is no month
    EXPECT_FALSE(monthsOld("", "2026-12-03").has_value());
}

TEST(PriceAge, NamesEachStaleOptionOnce) {
    const auto stale = stalePrices(
        {{"owned:hgx-h100-8", "2024-08"}, {"cloud:68", "2026-05-20"}, {"owned:hgx-h100-8", "2024-08"}},
        "2026-12-03", 12);
    ASSERT_EQ(stale.size(), 1u);
    EXPECT_EQ(stale.front().id, "owned:hgx-h100-8");
    EXPECT_EQ(stale.front().months, 28);
    EXPECT_TRUE(stalePrices({{"cloud:68", "2026-05-20"}}, "2026-12-03", 12).empty());
}
