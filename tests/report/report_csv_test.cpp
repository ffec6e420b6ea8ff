// The CSV files a finance analyst opens: written beside each other, RFC 4180, and parsed back into the
// engines' numbers in the pt-BR style (';' and ',') as in the English one.
#include "core/common/csv.h"
#include "ui/report/report_files.h"

#include "report_test_support.h"

#include <QFile>
#include <QTemporaryDir>

using namespace gpuadvisor;
using namespace gpuadvisor::testing;

namespace {

double number(std::string text, char decimal) {
    if (decimal == ',')
        std::replace(text.begin(), text.end(), ',', '.');
    return std::stod(text);
}

std::string readFile(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll().toStdString();
}

} // namespace

TEST(ReportCsvFiles, ParseBackIntoTheEnginesNumbers) {
    const StudyResult study = exampleStudy("chatbot-70b-200-users.json");
    for (const CsvStyle style :
         {defaultCsvStyle(Language::PortugueseBrazil), defaultCsvStyle(Language::English)}) {
        SCOPED_TRACE(std::string(1, style.separator));
        QTemporaryDir dir;
        const auto written =
            report::writeCsvReport(study, dir.filePath(QStringLiteral("chatbot.csv")), style);
        ASSERT_TRUE(written.ok()) << written.error().message;
        EXPECT_EQ(written->at(1), dir.filePath(QStringLiteral("chatbot-cash-flow.csv")));

        const auto options = parseCsv(readFile(written->at(0)), style.separator);
        ASSERT_TRUE(options.ok());
        std::vector<Recommendation> compared = study.recommendations.options;
        compared.insert(compared.end(), study.recommendations.alternatives.begin(),
                        study.recommendations.alternatives.end());
        ASSERT_EQ(options->records.size(), compared.size());
        for (std::size_t i = 0; i < compared.size(); ++i) {
            const auto& row = options->records[i].fields;
            EXPECT_EQ(row[std::size_t(options->column("id"))], compared[i].id);
            EXPECT_NEAR(number(row[std::size_t(options->column("total"))], style.decimal),
                        compared[i].totalCost, 0.005);
            EXPECT_NEAR(number(row[std::size_t(options->column("monthly"))], style.decimal),
                        compared[i].monthlyCost, 0.005);
            // All replicas, as recommend --json says (not multiplied by the replicas a second time).
            EXPECT_NEAR(number(row[std::size_t(options->column("throughput_tokens_per_s"))], style.decimal),
                        compared[i].throughputTokensPerSecond, 0.005);
        }

        const auto flows = parseCsv(readFile(written->at(1)), style.separator);
        ASSERT_TRUE(flows.ok());
        ASSERT_EQ(flows->records.size(), std::size_t(study.scenario.constraints.horizonMonths) + 1);
        const std::size_t options_ = study.costs->options.size();
        ASSERT_EQ(flows->header.size(), 1 + 2 * options_);
        for (std::size_t o = 0; o < options_; ++o) {
            const auto& last = flows->records.back().fields;
            EXPECT_NEAR(number(last[1 + options_ + o], style.decimal),
                        study.costs->options[o].cumulative.back(), 0.005);
        }
    }
}

TEST(ReportCsvFiles, UnwritableFolderNamesThePath) {
    QTemporaryDir dir;
    const auto written =
        report::writeCsvReport(exampleStudy("lora-8b.json"), dir.filePath(QStringLiteral("gone/x.csv")),
                               defaultCsvStyle(Language::English));
    ASSERT_FALSE(written.ok());
    EXPECT_NE(written.error().message.find("gone/x.csv"), std::string::npos);
}

// Issue 18: text from the catalog reaches the CSV (an offer's instance type and country, a provider's id in
// the label); a shared catalog can carry anyone's. Every text cell a spreadsheet would run is neutralised.
TEST(ReportCsvFiles, CatalogTextThatLooksLikeAFormulaIsNeutralised) {
    StudyResult study = exampleStudy("lora-8b.json");
    ASSERT_FALSE(study.recommendations.options.empty());
    Recommendation& top = study.recommendations.options.front();
    top.acquisitionLabel = "=HYPERLINK(\"http://example.invalid\",\"click\")";
    top.gpuId = "+cmd|' /C calc'!A0";
    top.id = "@SUM(1+1)*cmd|' /C calc'!A0";
    const CsvStyle style{',', '.'};
    const auto table = parseCsv(optionsCsv(study, style), style.separator);
    ASSERT_TRUE(table.ok());
    const auto& row = table->records.front().fields;
    const auto column = [&](const char* name) {
        const auto at = std::find(table->header.begin(), table->header.end(), name);
        return row.at(std::size_t(at - table->header.begin()));
    };
    EXPECT_EQ(column("option"), "'=HYPERLINK(\"http://example.invalid\",\"click\")");
    EXPECT_EQ(column("gpu"), "'+cmd|' /C calc'!A0");
    EXPECT_EQ(column("id"), "'@SUM(1+1)*cmd|' /C calc'!A0");
    // Numbers, negative ones included, stay numbers.
    for (const auto& record : table->records)
        for (const std::string& field : record.fields)
            EXPECT_TRUE(field.empty() ||
                        std::string_view("=+-@").find(field.front()) == std::string_view::npos)
                << field;
    // The cash-flow series are named "#1 <id> cash": they start with '#', never with a formula.
    const auto flows = parseCsv(cashFlowCsv(study, style), style.separator);
    ASSERT_TRUE(flows.ok());
    for (const std::string& name : flows->header)
        EXPECT_TRUE(name.empty() || std::string_view("=+-@").find(name.front()) == std::string_view::npos)
            << name;
}
