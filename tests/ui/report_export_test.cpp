// Reports from the window: the Export menu and the dashboard's buttons, enabled only while the figures are
// current; the PDF says word for word what the CLI's says for the same scenario; the CSV follows the chosen
// spreadsheet convention; the preview lays out the same pages.
#include "core/common/csv.h"
#include "ui/report/report_document.h"
#include "ui/report/report_files.h"

#include "ui_fixture.h"

#include <QAction>
#include <QDate>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>

using namespace gpuadvisor;
using namespace gpuadvisor::ui;
using namespace gpuadvisor::ui::testing;

namespace {

QString run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    EXPECT_TRUE(process.waitForFinished(60'000)) << program.toStdString();
    EXPECT_EQ(process.exitCode(), 0) << program.toStdString() << ": "
                                     << process.readAllStandardError().toStdString();
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString pdfText(const QString& path) {
    return run(QStringLiteral(PDFTOTEXT), {QStringLiteral("-layout"), path, QStringLiteral("-")});
}

int pdfPages(const QString& path) {
    const auto match =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(run(QStringLiteral(PDFINFO), {path}));
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

} // namespace

TEST(ReportExport, ActionsFollowTheFiguresOnScreen) {
    WindowFixture f;
    ASSERT_EQ(f.window->exportActions().size(), 3);
    for (QAction* action : f.window->exportActions())
        EXPECT_FALSE(action->isEnabled()) << action->objectName().toStdString(); // no study yet
    QString why;
    EXPECT_FALSE(f.window->reportModel(&why));
    EXPECT_TRUE(why.contains(QLatin1String("Open or create a study first")));

    f.window->setScenario(exampleScenario(QStringLiteral("lora-8b.json")));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    for (QAction* action : f.window->exportActions())
        EXPECT_TRUE(action->isEnabled()) << action->objectName().toStdString();
    auto* button = f.window->dashboard()->findChild<QPushButton*>(QStringLiteral("exportPdf"));
    ASSERT_NE(button, nullptr);
    EXPECT_TRUE(button->isEnabled());

    // A what-if makes the figures stale until the worker answers: nothing can be exported meanwhile.
    f.window->dashboard()->utilisationBox()->setValue(35);
    for (QAction* action : f.window->exportActions())
        EXPECT_FALSE(action->isEnabled()) << action->objectName().toStdString();
    EXPECT_FALSE(f.window->reportModel(&why));
    EXPECT_TRUE(why.contains(QLatin1String("recomputed")));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    EXPECT_TRUE(f.window->exportActions().at(1)->isEnabled());
}

// The GUI and the CLI call the same engines and must print the same numbers: the two PDFs read the same.
TEST(ReportExport, WindowPdfReadsLikeTheCliPdf) {
    WindowFixture f;
    const QString name = QStringLiteral("br-8xh100-tco.json");
    f.window->setScenario(exampleScenario(name));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    const QString gui = f.dir.filePath(QStringLiteral("gui.pdf")),
                  cli = f.dir.filePath(QStringLiteral("cli.pdf"));
    QString error;
    ASSERT_TRUE(f.window->exportPdf(gui, &error)) << error.toStdString();
    run(QStringLiteral(GPUADVISOR_CLI_PATH),
        {QStringLiteral("report"), QStringLiteral("--scenario"),
         QStringLiteral(GPUADVISOR_SCENARIOS_DIR "/") + name, QStringLiteral("--pdf"), cli,
         QStringLiteral("--catalog"), f.window->database().path(), QStringLiteral("--date"),
         QDate::currentDate().toString(Qt::ISODate)});
    const QString guiText = pdfText(gui);
    EXPECT_GT(pdfPages(gui), 1);
    EXPECT_EQ(pdfPages(gui), pdfPages(cli));
    EXPECT_EQ(guiText.toStdString(), pdfText(cli).toStdString());
    EXPECT_TRUE(guiText.contains(QStringLiteral("Executive summary")));
}

TEST(ReportExport, CsvFollowsTheChosenConventionAndPreviewHasThePdfsPages) {
    WindowFixture f;
    f.window->setScenario(exampleScenario(QStringLiteral("chatbot-70b-200-users.json")));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    QString error;
    const QString csv = f.dir.filePath(QStringLiteral("chatbot.csv"));
    ASSERT_TRUE(f.window->exportCsv(csv, CsvStyle{';', ','}, &error)) << error.toStdString();
    QFile file(csv);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const auto table = parseCsv(file.readAll().toStdString(), ';');
    ASSERT_TRUE(table.ok());
    const auto study = f.window->dashboard()->shownStudy();
    ASSERT_EQ(table->records.size(),
              study->recommendations.options.size() + study->recommendations.alternatives.size());
    std::string total = table->records[0].fields[std::size_t(table->column("total"))];
    std::replace(total.begin(), total.end(), ',', '.');
    EXPECT_NEAR(std::stod(total), study->recommendations.options.front().totalCost, 0.005);
    EXPECT_TRUE(QFile::exists(f.dir.filePath(QStringLiteral("chatbot-cash-flow.csv"))));

    const auto model = f.window->reportModel();
    ASSERT_TRUE(model);
    const QString pdf = f.dir.filePath(QStringLiteral("chatbot.pdf"));
    ASSERT_TRUE(f.window->exportPdf(pdf, &error)) << error.toStdString();
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                      report::reportMarginsMm(), QPageLayout::Millimeter));
    QPrintPreviewWidget preview(&printer);
    QObject::connect(&preview, &QPrintPreviewWidget::paintRequested,
                     [&](QPrinter* target) { report::paintReport(*model, *target); });
    preview.resize(900, 1100);
    preview.updatePreview();
    EXPECT_EQ(preview.pageCount(), pdfPages(pdf));
    preview.setCurrentPage(2);
    preview.show();
    saveScreenshot(&preview, QStringLiteral("report-preview.png"));
}
