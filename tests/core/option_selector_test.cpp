// The `tco --option` selector reads back every way of sizing an option the search uses, so that a selector
// `recommend --json` prints prices exactly what was ranked (issue 37).
#include "core/cost/option_selector.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

TEST(OptionSelector, SizingPartsReadBackToTheSameDoubles) {
    OptionSelection s;
    s.kind = OptionKind::Cloud;
    s.id = "61";
    s.count = 2;
    s.utilisation = 0.19637791064380886; // a nightly batch's own share of the hours
    s.jobWallHours = 751.8671799065605;  // a job's wall-clock hours, not rounded
    const std::string text = optionSelectorText(s);
    EXPECT_EQ(text, "cloud:61:on-demand:2:utilisation=0.19637791064380886:job-hours=751.8671799065605");
    const auto back = parseOptionSelector(text);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->count, 2);
    EXPECT_EQ(*back->utilisation, *s.utilisation); // bit for bit: the cents follow
    EXPECT_EQ(back->jobWallHours, s.jobWallHours);
    EXPECT_EQ(optionSelectorText(*back), text);
}

TEST(OptionSelector, EveryKindTakesTheSizingParts) {
    const auto owned = parseOptionSelector("owned:hgx-h100-8:3:job-hours=12.5");
    ASSERT_TRUE(owned.ok()) << owned.error().message;
    EXPECT_EQ(owned->count, 3);
    EXPECT_EQ(owned->jobWallHours, 12.5);
    EXPECT_FALSE(owned->utilisation.has_value());
    const auto hybrid = parseOptionSelector("hybrid:hgx-h100-8:1/10:2@120:utilisation=0.5");
    ASSERT_TRUE(hybrid.ok()) << hybrid.error().message;
    EXPECT_EQ(hybrid->burstInstances, 2);
    EXPECT_EQ(hybrid->burstHoursPerMonth, 120);
    EXPECT_EQ(*hybrid->utilisation, 0.5);
    // Without sizing parts a selector reads as it always did.
    const auto plain = parseOptionSelector("bare-metal:lambda-8x-h100-month:2");
    ASSERT_TRUE(plain.ok());
    EXPECT_EQ(optionSelectorText(*plain), "bare-metal:lambda-8x-h100-month:2");
}

TEST(OptionSelector, ABadSizingPartIsNamedWithWhatIsAllowed) {
    const auto message = [](const char* text) {
        const auto parsed = parseOptionSelector(text);
        EXPECT_FALSE(parsed.ok()) << text;
        return parsed.ok() ? std::string() : parsed.error().message;
    };
    EXPECT_EQ(message("cloud:61:utilisation=1.5"),
              "'utilisation=1.5': utilisation must be above 0 and at most 1");
    EXPECT_EQ(message("cloud:61:job-hours=0"),
              "'job-hours=0': job-hours must be above 0 and at most 100000000");
    EXPECT_EQ(message("cloud:61:job-hours=1e300"),
              "'job-hours=1e300': job-hours must be above 0 and at most 100000000");
    EXPECT_EQ(message("cloud:61:job-hours=inf"), "'job-hours=inf': job-hours must be a number");
    EXPECT_EQ(message("cloud:61:utilisation=nan"), "'utilisation=nan': utilisation must be a number");
    EXPECT_EQ(message("owned:hgx-h100-8:job-hours=ten"), "'job-hours=ten': job-hours must be a number");
    EXPECT_EQ(message("cloud:61:hours=3"), "'hours=3': hours is not utilisation or job-hours");
}
