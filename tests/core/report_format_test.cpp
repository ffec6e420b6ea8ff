// What the report and its CSV write, checked on values derived by hand: numbers in each language's
// conventions (as QLocale writes en_US and pt_BR), year sums, phrase filling, and RFC 4180 fields that
// survive a spreadsheet's separator.
#include "core/common/csv.h"
#include "core/common/number_format.h"
#include "core/present/report_text.h"
#include "core/report/csv_writer.h"
#include "core/report/report_model.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {
const std::string kNbsp = "\u00a0";
constexpr auto en = Language::English;
constexpr auto pt = Language::PortugueseBrazil;
} // namespace

TEST(ReportFormat, NumbersFollowTheLanguage) {
    EXPECT_EQ(reportNumber(670766.78, 0, en), "670,767");
    EXPECT_EQ(reportNumber(670766.78, 0, pt), "670.767");
    EXPECT_EQ(reportNumber(1234567.891, 2, en), "1,234,567.89");
    EXPECT_EQ(reportNumber(1234567.891, 2, pt), "1.234.567,89");
    EXPECT_EQ(reportNumber(-0.004, 2, en), "0.00"); // no "-0.00"
    EXPECT_EQ(reportNumber(-1500, 0, pt), "-1.500");
    EXPECT_EQ(reportNumber(999, 0, en), "999");
    EXPECT_EQ(reportMoney(670766.78, "BRL", en), "R$670,767");
    EXPECT_EQ(reportMoney(670766.78, "BRL", pt), "R$" + kNbsp + "670.767");
    EXPECT_EQ(reportMoney(18632.41, "USD", pt, 2), "US$" + kNbsp + "18.632,41");
    EXPECT_EQ(reportMoney(-250, "EUR", en), "-€250");
    EXPECT_EQ(reportPercent(0.7, pt), "70" + kNbsp + "%");
    EXPECT_EQ(reportPercent(0.3456, en, 1), "34.6" + kNbsp + "%");
    EXPECT_EQ(reportDuration(0.05, en), "50 ms");
    EXPECT_EQ(reportDuration(30 * 86400.0, pt), "30 dias");
}

TEST(ReportFormat, LanguagesAreParsedOrRefusedByName) {
    EXPECT_EQ(*parseReportLanguage("pt-BR"), pt);
    EXPECT_EQ(*parseReportLanguage("pt_BR"), pt);
    EXPECT_EQ(*parseReportLanguage("en"), en);
    const auto bad = parseReportLanguage("fr");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().field, "lang");
    EXPECT_NE(bad.error().message.find("allowed: en, pt-BR"), std::string::npos);
}

TEST(ReportFormat, PhrasesAndEngineWords) {
    EXPECT_EQ(fillPhrase("Page {1} of {2}", {"3", "12"}), "Page 3 of 12");
    EXPECT_EQ(fillPhrase("{2} before {1}", {"a", "b"}), "b before a");
    EXPECT_EQ(fillPhrase("{1} and {3}", {"x"}), "x and "); // a missing argument leaves nothing, not a crash
    EXPECT_EQ(reportWord("staff cost", pt), "custo de pessoal");
    EXPECT_EQ(reportWord("allowed_with_conditions", en), "allowed with conditions");
    EXPECT_EQ(reportWord("something new", pt), "something new");
    EXPECT_EQ(reportText(pt).summary, "Resumo executivo");
    EXPECT_EQ(reportText(en).summary, "Executive summary");
}

// Upfront 100, then 10 a month for 18 months: year 1 is 120, year 2 (six months) 60.
TEST(ReportFormat, YearlyTotalsKeepTheUpfrontApart) {
    std::vector<double> monthly{100};
    for (int m = 0; m < 18; ++m)
        monthly.push_back(10);
    EXPECT_EQ(yearlyTotals(monthly), (std::vector<double>{100, 120, 60}));
    EXPECT_TRUE(yearlyTotals({}).empty());
}

namespace {

// Two options with hand-set numbers; the second's label holds both separators and a quote.
StudyResult handMadeStudy() {
    StudyResult s;
    s.scenario.constraints.currency = "BRL";
    s.scenario.constraints.horizonMonths = 2;
    Recommendation a;
    a.rank = 1;
    a.id = "cloud:1 ×2";
    a.acquisitionLabel = "vast 1x-H200 (FR)";
    a.totalCost = 1234.5;
    a.monthlyCost = 617.25;
    a.currency = "BRL";
    Recommendation b = a;
    b.rank = 9;
    b.id = "owned:node ×1";
    b.acquisition.kind = OptionKind::Owned;
    b.acquisitionLabel = "8x \"H100\"; SXM, owned";
    b.totalCost = 100000;
    b.upfrontCost = 99000;
    s.recommendations.options = {a};
    s.recommendations.alternatives = {b};
    CostComparison c;
    c.currency = "BRL";
    c.horizonMonths = 2;
    OptionCost ca, cb;
    ca.id = "cloud:1";
    ca.monthly = {0, 617.25, 617.25};
    ca.cumulative = {0, 617.25, 1234.5};
    cb.id = "owned:node";
    cb.monthly = {99000, 500, 500};
    cb.cumulative = {99000, 99500, 100000};
    cb.breakEvenUtilisation = 0.3456;
    c.options = {ca, cb};
    s.costs = c;
    return s;
}

} // namespace

TEST(ReportCsv, OptionsTableParsesBackInEitherStyle) {
    const StudyResult study = handMadeStudy();
    for (const CsvStyle style : {defaultCsvStyle(en), defaultCsvStyle(pt)}) {
        SCOPED_TRACE(std::string(1, style.separator));
        const std::string text = optionsCsv(study, style);
        EXPECT_NE(text.find("\r\n"), std::string::npos); // RFC 4180 line ends
        const auto table = parseCsv(text, style.separator);
        ASSERT_TRUE(table.ok());
        ASSERT_EQ(table->records.size(), 2u);
        const auto& second = table->records[1].fields;
        EXPECT_EQ(second[std::size_t(table->column("option"))],
                  "8x \"H100\"; SXM, owned"); // quoted, then unquoted
        EXPECT_EQ(second[std::size_t(table->column("role"))], "comparison");
        EXPECT_EQ(second[std::size_t(table->column("rank"))], "9");
        std::string total = table->records[0].fields[std::size_t(table->column("total"))];
        EXPECT_EQ(total, style.decimal == ',' ? "1234,50" : "1234.50"); // no digit grouping
        std::string breakEven = second[std::size_t(table->column("break_even_utilisation"))];
        EXPECT_EQ(breakEven, style.decimal == ',' ? "0,3456" : "0.3456");
        EXPECT_EQ(table->records[0].fields[std::size_t(table->column("break_even_utilisation"))],
                  ""); // none: empty
    }
}

TEST(ReportCsv, CashFlowHasAMonthPerRowAndAColumnPerOption) {
    const auto table = parseCsv(cashFlowCsv(handMadeStudy(), defaultCsvStyle(pt)), ';');
    ASSERT_TRUE(table.ok());
    EXPECT_EQ(table->header, (std::vector<std::string>{"month", "#1 cloud:1 cash", "#9 owned:node cash",
                                                       "#1 cloud:1 cumulative", "#9 owned:node cumulative"}));
    ASSERT_EQ(table->records.size(), 3u); // months 0, 1, 2
    EXPECT_EQ(table->records[0].fields,
              (std::vector<std::string>{"0", "0,00", "99000,00", "0,00", "99000,00"}));
    EXPECT_EQ(table->records[2].fields[4], "100000,00");
}

// The CLI-style counts and durations follow the language too: the short scale is "bi" in Portuguese.
TEST(NumberFormat, CountsAndDurationsInBothLanguages) {
    EXPECT_EQ(formatCount(70'553'706'496, Language::English), "70.55 B");
    EXPECT_EQ(formatCount(70'553'706'496, Language::PortugueseBrazil), "70,55 bi");
    EXPECT_EQ(formatCount(2'101'000, Language::PortugueseBrazil), "2,10 mi");
    EXPECT_EQ(formatDuration(0.0123), "12.30 ms");
    EXPECT_EQ(formatDuration(177.9 * 86400, Language::PortugueseBrazil), "177,9 dias");
    EXPECT_EQ(reportDuration(177.9 * 86400, Language::PortugueseBrazil), "178 dias");
    EXPECT_EQ(reportDuration(0.0012, Language::English), "1 ms"); // reports start at milliseconds
}
