// What a report costs once the study is computed: the model (what it says), the PDF (layout, charts painted
// as vectors, file written) and the two CSV files. Target: a PDF within 1 s, so an export feels immediate.
#include "core/report/csv_writer.h"
#include "core/report/report_model.h"
#include "core/study/run_study.h"
#include "db/catalog_database.h"
#include "db/cost_catalog_source.h"
#include "db/sql_catalog.h"
#include "ui/report/report_files.h"

#include <QApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>

using namespace gpuadvisor;

namespace {

const StudyResult& chatbotStudy() {
    static const StudyResult study = [] {
        QTemporaryDir dir;
        auto database = std::move(db::CatalogDatabase::open(dir.filePath("c.sqlite"))).value();
        const db::SqlCatalog catalog = *db::SqlCatalog::load(*database);
        const CostCatalog costs = *db::loadCostCatalog(*database);
        const auto rules = *db::loadComplianceRules(*database);
        std::ifstream in(std::string(GPUADVISOR_SCENARIOS_DIR) + "/chatbot-70b-200-users.json");
        std::stringstream text;
        text << in.rdbuf();
        return *runStudy(*scenarioFromJson(text.str()), AdvisorCatalog{catalog, costs, rules});
    }();
    return study;
}

void BM_ReportModel_Chatbot(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(
            buildReportModel(chatbotStudy(), {std::nullopt, "2026-12-02", "Acme", "", std::nullopt, ""}));
}
BENCHMARK(BM_ReportModel_Chatbot)->Unit(benchmark::kMicrosecond);

void BM_ReportPdf_Chatbot(benchmark::State& state) {
    const ReportModel model =
        buildReportModel(chatbotStudy(), {std::nullopt, "2026-12-02", "Acme", "", std::nullopt, ""});
    QTemporaryDir dir;
    for (auto _ : state)
        benchmark::DoNotOptimize(report::writePdfReport(model, dir.filePath("chatbot.pdf")));
}
BENCHMARK(BM_ReportPdf_Chatbot)->Unit(benchmark::kMillisecond);

void BM_ReportCsv_Chatbot(benchmark::State& state) {
    QTemporaryDir dir;
    for (auto _ : state)
        benchmark::DoNotOptimize(
            report::writeCsvReport(chatbotStudy(), dir.filePath("chatbot.csv"), CsvStyle{';', ','}));
}
BENCHMARK(BM_ReportCsv_Chatbot)->Unit(benchmark::kMicrosecond);

} // namespace

// Charts need a QApplication; offscreen, as the CLI draws them.
int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
