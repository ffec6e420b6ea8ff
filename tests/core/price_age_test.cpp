// How old a catalog price is (core/cost/price_age.h): the earliest month the row's as_of can mean against
// today.
#include "core/cost/price_age.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(PriceAge, ReadsTheEarliestMonthTheAsOfTextCanMean) {
    EXPECT_EQ(monthsOld("2024-08", "2026-12-03"), 28); // 2 years + 4 months
    EXPECT_EQ(monthsOld("2026-05-20 (commit date)", "2026-12-03"), 7);
    EXPECT_EQ(monthsOld("commit date not recorded; as of 2026-12-02", "2026-12-03"), 0);
    // Issue 38: a year, or a range of years, is as old as its first January (gaudi3-8's "2024", gb200-nvl72's
    // "2024-2026" on 2026-12-03: 35 months), a half year as its first month.
    EXPECT_EQ(monthsOld("2024", "2026-12-03"), 35);
    EXPECT_EQ(monthsOld("2024-2026", "2026-12-03"), 35);
    EXPECT_EQ(monthsOld("2026", "2026-12-03"), 11);
    EXPECT_EQ(monthsOld("2025-H2 (date not shown)", "2026-12-03"), 17); // July 2025
    EXPECT_EQ(monthsOld("2025-Q1", "2026-12-03"), 23);
    EXPECT_EQ(monthsOld("specs 2026-08; prices 2025-2026", "2027-01-01"), 24); // the prices' January 2025
    EXPECT_FALSE(monthsOld("undated", "2026-12-03").has_value());
    EXPECT_FALSE(monthsOld("CMN 4893", "2026-12-03").has_value()); // a number, not a year
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
