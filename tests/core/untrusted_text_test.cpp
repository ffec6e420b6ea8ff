// What core does with text from outside before anything reads it (issue 18): the JSON depth check, the CSV
// cell that a spreadsheet must not run, and the bound on names printed on the report.
#include "core/common/csv.h"
#include "core/common/json_input.h"
#include "core/scenario/scenario.h"

#include <gtest/gtest.h>

#include <string>

using namespace gpuadvisor;

namespace {

std::string nested(int depth) {
    return std::string(std::size_t(depth), '[') + std::string(std::size_t(depth), ']');
}

} // namespace

TEST(JsonInput, DepthIsMeasuredOutsideStringsAndStopsAtTheLimit) {
    EXPECT_EQ(measureJsonDepth("{}").depth, 1);
    EXPECT_EQ(measureJsonDepth(R"({"a": [1, {"b": [2]}]})").depth, 4);
    // Brackets in strings, escaped quotes included, are text.
    EXPECT_EQ(measureJsonDepth(R"({"a": "[[[[{{{{\"[[["})").depth, 1);
    EXPECT_EQ(measureJsonDepth(nested(64)).tooDeepAt, std::string_view::npos);
    const JsonDepth deep = measureJsonDepth(nested(150000));
    EXPECT_EQ(deep.tooDeepAt, 64u); // the 65th '[' is at byte 64: the scan stops there
    EXPECT_EQ(deep.depth, 65);
}

TEST(JsonInput, ParseRefusesDeepAndInvalidTextNamingTheInput) {
    EXPECT_TRUE(parseUserJson(nested(64), "scenario").ok());
    for (const std::string& text : {nested(65), nested(150000), std::string(100000, '{')}) {
        const auto parsed = parseUserJson(text, "scenario");
        ASSERT_FALSE(parsed.ok());
        EXPECT_NE(parsed.error().message.find("scenario: the JSON nests more than 64 levels deep"),
                  std::string::npos)
            << parsed.error().message;
    }
    const auto invalid = parseUserJson("{\"a\": ", "catalog export");
    ASSERT_FALSE(invalid.ok());
    EXPECT_EQ(invalid.error().message, "catalog export: the file is not valid JSON");
}

TEST(CsvField, CellsASpreadsheetWouldRunGetAnApostrophe) {
    // OWASP's list: = + - @ first, or a tab or carriage return; also after spaces and in full width.
    EXPECT_EQ(csvField("=HYPERLINK(\"http://x\";\"y\")", ';'), "\"'=HYPERLINK(\"\"http://x\"\";\"\"y\"\")\"");
    EXPECT_EQ(csvField("+cmd|' /C calc'!A0"), "'+cmd|' /C calc'!A0");
    EXPECT_EQ(csvField("-2+3"), "'-2+3");
    EXPECT_EQ(csvField("@SUM(A1:A2)"), "'@SUM(A1:A2)");
    EXPECT_EQ(csvField("\t=1"), "'\t=1");
    EXPECT_EQ(csvField("\r=1"), "\"'\r=1\"");
    EXPECT_EQ(csvField("  =1+1"), "'  =1+1");
    EXPECT_EQ(csvField("\xEF\xBC\x9D"
                       "1+1"),
              "'\xEF\xBC\x9D"
              "1+1"); // full-width equals sign
    // Ordinary text is untouched, quoted only where the separator, a quote or a line break needs it.
    EXPECT_EQ(csvField("owned 8x H100 SXM (BR)"), "owned 8x H100 SXM (BR)");
    EXPECT_EQ(csvField("a,b"), "\"a,b\"");
    EXPECT_EQ(csvField("1=1"), "1=1");
    EXPECT_EQ(csvField(""), "");
}

TEST(ScenarioNames, AreBoundedInCharactersNotBytes) {
    EXPECT_FALSE(refuseLongName("presentation.title", std::string(200, 'x')).has_value());
    // 200 characters of two bytes each (ç) are 400 bytes and still a valid name.
    std::string cedillas;
    for (int i = 0; i < 200; ++i)
        cedillas += "\xC3\xA7";
    EXPECT_FALSE(refuseLongName("presentation.title", cedillas).has_value());
    const auto tooLong = refuseLongName("presentation.customer", std::string(201, 'x'));
    ASSERT_TRUE(tooLong.has_value());
    EXPECT_EQ(tooLong->message,
              "presentation.customer: 201 characters, more than the 200 a name on the report may have");
}
