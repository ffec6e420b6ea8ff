// Issue 17's scope bar: for every example study, each throughput, latency and cost the PDF and the CSV print
// is the engine's figure of the same scope (all replicas, one replica, per million tokens, the horizon or the
// job), never one multiplied again on the way.
#include "core/common/csv.h"
#include "core/common/number_format.h"
#include "ui/report/report_files.h"

#include "report_test_support.h"

#include <QFile>
#include <QTemporaryDir>

using namespace gpuadvisor;
using namespace gpuadvisor::testing;

namespace {

std::vector<Recommendation> comparedOptions(const StudyResult& study) {
    std::vector<Recommendation> all = study.recommendations.options;
    all.insert(all.end(), study.recommendations.alternatives.begin(),
               study.recommendations.alternatives.end());
    return all;
}

// A line of `pdftotext -layout` that holds every cell in order: one row of a PDF table.
bool hasRow(const QString& layout, const QStringList& cells) {
    for (const QString& line : layout.split(u'\n')) {
        const QString row = normalised(line);
        qsizetype at = 0;
        bool all = true;
        for (const QString& cell : cells) {
            at = row.indexOf(normalised(cell), at);
            if (at < 0) {
                all = false;
                break;
            }
            at += cell.size();
        }
        if (all)
            return true;
    }
    return false;
}

} // namespace

TEST(ReportFiguresAgree, EveryExamplesPdfAndCsvPrintTheEnginesFigures) {
    for (const QString& name : exampleNames()) {
        SCOPED_TRACE(name.toStdString());
        const StudyResult study = exampleStudy(name.toStdString());
        ASSERT_FALSE(study.recommendations.options.empty());
        const ReportModel model =
            buildReportModel(study, {std::nullopt, "2026-12-04", "Acme", "", std::nullopt, ""});
        const Language lang = model.language;
        const std::string currency = study.scenario.constraints.currency;
        const std::vector<Recommendation> compared = comparedOptions(study);
        const WorkloadKind kind = study.scenario.workload.kind;
        const bool serving = kind == WorkloadKind::Inference, batch = kind == WorkloadKind::BatchInference;

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("study.pdf"));
        ASSERT_TRUE(report::writePdfReport(model, pdf).ok());
        const QString layout = runTool(PDFTOTEXT, {QStringLiteral("-layout"), QStringLiteral("-enc"),
                                                   QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
        const QString text = normalised(layout);

        // The performance table: one row per compared option, each cell the engine's figure formatted once.
        for (const Recommendation& r : compared) {
            SCOPED_TRACE(r.id);
            // A long GPU id wraps after a hyphen in its cell: its first word starts the row.
            const QString gpus =
                QString::fromStdString(std::to_string(r.gpus) + " × " + r.gpuId.substr(0, r.gpuId.find('-')));
            QStringList cells{gpus};
            if (serving || batch)
                cells << QString::fromStdString(reportDuration(batch ? r.timeSeconds : r.ttftSeconds, lang))
                      << QString::fromStdString(reportDuration(r.tpotSeconds, lang))
                      << QString::fromStdString(reportNumber(r.throughputTokensPerSecond, 0, lang))
                      << QString::number(r.concurrencyPerReplica) << QString::number(r.replicas);
            else
                cells << QString::fromStdString(reportDuration(r.timeSeconds, lang));
            EXPECT_TRUE(hasRow(layout, cells)) << cells.join(u'|').toStdString();
        }
        // The summary's figures: option 1's total and, where tokens are served, its cost per million tokens.
        const Recommendation& first = compared.front();
        EXPECT_TRUE(text.contains(plain(reportMoney(first.totalCost, currency, lang))));
        if (first.costPerMillionTokens > 0) {
            EXPECT_TRUE(text.contains(plain(reportMoney(first.costPerMillionTokens, currency, lang, 2))));
            EXPECT_TRUE(
                text.contains(plain(reportMoney(first.costPerMillionOutputTokens, currency, lang, 2))));
        }

        // The CSV: every figure of the same scope as the engine's, to the digits it writes.
        const QString csvPath = dir.filePath(QStringLiteral("study.csv"));
        const CsvStyle style = defaultCsvStyle(Language::English);
        ASSERT_TRUE(report::writeCsvReport(study, csvPath, style).ok());
        QFile file(csvPath);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const auto csv = parseCsv(file.readAll().toStdString(), style.separator);
        ASSERT_TRUE(csv.ok());
        auto cell = [&](std::size_t row, const char* column) {
            return std::stod(csv->records[row].fields[std::size_t(csv->column(column))]);
        };
        ASSERT_GE(csv->records.size(), compared.size());
        for (std::size_t i = 0; i < compared.size(); ++i) {
            const Recommendation& r = compared[i];
            SCOPED_TRACE(r.id);
            EXPECT_NEAR(cell(i, "total"), r.totalCost, 0.005);
            EXPECT_NEAR(cell(i, "monthly"), r.monthlyCost, 0.005);
            EXPECT_NEAR(cell(i, "ttft_s"), r.ttftSeconds, 5e-7);
            EXPECT_NEAR(cell(i, "tpot_s"), r.tpotSeconds, 5e-7);
            EXPECT_NEAR(cell(i, "time_s"), r.timeSeconds, 0.05);
            EXPECT_NEAR(cell(i, "throughput_tokens_per_s"), r.throughputTokensPerSecond, 0.005);
            EXPECT_NEAR(cell(i, "throughput_tokens_per_s_per_replica"), r.throughputPerReplicaTokensPerSecond,
                        0.005);
            EXPECT_EQ(int(cell(i, "replicas")), r.replicas);
            EXPECT_NEAR(cell(i, "cost_per_million_tokens"), r.costPerMillionTokens, 5e-5);
            EXPECT_NEAR(cell(i, "cost_per_million_output_tokens"), r.costPerMillionOutputTokens, 5e-5);
            if (serving) {
                // One scope, two figures: all replicas never exceed the replicas times one replica's rate.
                EXPECT_LE(r.throughputTokensPerSecond,
                          r.throughputPerReplicaTokensPerSecond * r.replicas + 0.01);
                // Per million tokens × the tokens served is the whole cost.
                EXPECT_NEAR(r.costPerMillionTokens * (r.promptTokens + r.outputTokens) / 1e6, r.totalCost,
                            0.01 + r.totalCost * 1e-9);
            }
        }
    }
}
