// The business-case PDF as a director receives it: read back with pdftotext, pdfinfo and pdfimages, every
// section heading and key number must be there, in the scenario's language, on pages of the chosen size,
// with charts drawn as vectors, nothing off the page or elided. Every page is rendered to PNG in the build
// tree (build/<preset>/reports).
#include "core/present/report_text.h"
#include "ui/report/report_document.h"
#include "ui/report/report_files.h"
#include "ui/report/report_language_scope.h"

#include "report_test_support.h"

#include <QCoreApplication>
#include <QImage>
#include <QTemporaryDir>

using namespace gpuadvisor;
using namespace gpuadvisor::testing;

namespace {

ReportOptions dated(std::optional<Language> language = std::nullopt) {
    return ReportOptions{language, "2026-12-02", "Acme Consultoria", "", std::nullopt, ""};
}

// Every word pdftotext finds that lies outside the page's text area (a table wider than the page, a chart
// label drawn past its frame) or that Qt cut short with an ellipsis ("Activat…"), as "page N: word".
QStringList wordsOffThePageOrCut(const QString& pdf) {
    const QMarginsF marginsMm = report::reportMarginsMm();
    const double mmToPt = 72 / 25.4, slack = 1;
    const QString bbox = runTool(PDFTOTEXT, {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    static const QRegularExpression pageTag(
        QStringLiteral("<page width=\"([\\d.]+)\" height=\"([\\d.]+)\">"));
    static const QRegularExpression wordTag(QStringLiteral(
        "<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">([^<]*)</word>"));
    QStringList found;
    const QStringList pages = bbox.split(QStringLiteral("</page>"));
    for (int p = 0; p < pages.size(); ++p) {
        const auto page = pageTag.match(pages[p]);
        if (!page.hasMatch())
            continue;
        const double width = page.captured(1).toDouble(), height = page.captured(2).toDouble();
        const double left = marginsMm.left() * mmToPt - slack,
                     right = width - marginsMm.right() * mmToPt + slack;
        const double top = marginsMm.top() * mmToPt - slack,
                     bottom = height - marginsMm.bottom() * mmToPt + slack;
        for (auto it = wordTag.globalMatch(pages[p]); it.hasNext();) {
            const auto word = it.next();
            const QString text = word.captured(5);
            const bool outside = word.captured(1).toDouble() < left || word.captured(3).toDouble() > right ||
                                 word.captured(2).toDouble() < top || word.captured(4).toDouble() > bottom;
            const bool cut = text.endsWith(QChar(0x2026)) && text != QChar(0x2026);
            if (outside || cut)
                found << QStringLiteral("page %1: %2").arg(p + 1).arg(text);
        }
    }
    return found;
}

int pageCount(const QString& info) {
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

} // namespace

TEST(ReportPdf, EveryExampleHasEverySectionAndTheEnginesNumbers) {
    for (const QString& name : exampleNames()) {
        SCOPED_TRACE(name.toStdString());
        const StudyResult study = exampleStudy(name.toStdString());
        const ReportModel model = buildReportModel(study, dated());
        const QString base = reportsDir() + u'/' + QString(name).remove(QStringLiteral(".json"));
        const auto pages = report::writePdfReport(model, base + QStringLiteral(".pdf"));
        ASSERT_TRUE(pages.ok()) << pages.error().message;

        const QString info = runTool(PDFINFO, {base + QStringLiteral(".pdf")});
        EXPECT_TRUE(info.contains(QStringLiteral("595 x 842 pts (A4)"))) << info.toStdString();
        EXPECT_EQ(pageCount(info), *pages);
        EXPECT_GT(*pages, 1);

        const QString text = pdfText(base + QStringLiteral(".pdf"));
        // The body's letters without the page furniture, so that a paragraph running onto the next page reads
        // whole.
        QString letters = compact(runTool(PDFTOTEXT, {QStringLiteral("-enc"), QStringLiteral("UTF-8"),
                                                      base + QStringLiteral(".pdf"), QStringLiteral("-")}));
        letters.remove(compact(report::footnoteFor(model.language)))
            .remove(compact(QString::fromStdString(model.header)));
        letters.remove(QRegularExpression(
            compact(QString::fromStdString(fillPhrase(model.pageLabel, {"\\d+", "\\d+"})))));
        EXPECT_TRUE(text.contains(plain(model.title)));
        for (const ReportSection& section : model.sections)
            EXPECT_TRUE(text.contains(plain(section.heading))) << section.heading;
        // Every paragraph and bullet is drawn (Qt once left blocks unlaid after a format change).
        for (const ReportSection& section : model.sections)
            for (const ReportBlock& block : section.blocks) {
                if (const auto* p = std::get_if<ReportParagraph>(&block)) {
                    EXPECT_TRUE(letters.contains(compact(QString::fromStdString(p->text)))) << p->text;
                }
                if (const auto* b = std::get_if<ReportBullets>(&block)) {
                    for (const std::string& item : b->items)
                        EXPECT_TRUE(letters.contains(compact(QString::fromStdString(item)))) << item;
                }
            }
        // The key numbers are the engines' results, written as the report's language writes money.
        const std::string currency = study.scenario.constraints.currency;
        const Recommendation& top = study.recommendations.options.front();
        EXPECT_TRUE(text.contains(plain(reportMoney(top.totalCost, currency, model.language))));
        // A horizon's totals, or for a job that runs once each option's cost of the job (no year views).
        if (study.scenario.workload.runsOnce()) {
            EXPECT_FALSE(text.contains(plain(std::string(reportText(model.language).cashView))));
            for (const Recommendation& r : study.recommendations.alternatives)
                EXPECT_TRUE(text.contains(plain(reportMoney(r.totalCost, currency, model.language))))
                    << r.rank;
        } else {
            for (const OptionCost& option : study.costs->options)
                EXPECT_TRUE(
                    text.contains(plain(reportMoney(option.cumulative.back(), currency, model.language))))
                    << option.id;
        }
        const QString lastPage = QString::fromStdString(
            fillPhrase(model.pageLabel, {std::to_string(*pages), std::to_string(*pages)}));
        EXPECT_TRUE(text.contains(lastPage)) << lastPage.toStdString();

        // Nothing runs off the page or is cut short, on any page: tables, charts' legends, ticks and titles.
        EXPECT_EQ(
            wordsOffThePageOrCut(base + QStringLiteral(".pdf")).join(QStringLiteral("; ")).toStdString(), "");

        // Every page as a picture, for anyone to look at (build/<preset>/reports/<example>-page-NN.png).
        const QString stem = QString(name).remove(QStringLiteral(".json"));
        for (const QString& old : QDir(reportsDir()).entryList({stem + QStringLiteral("-page-*.png")}))
            QFile::remove(reportsDir() + u'/' + old); // a longer report's last pages from an earlier run
        runTool(PDFTOPPM, {QStringLiteral("-r"), QStringLiteral("60"), QStringLiteral("-png"),
                           base + QStringLiteral(".pdf"), base + QStringLiteral("-page")});
        EXPECT_TRUE(QImage(base + QStringLiteral("-page-01.png")).width() > 0 ||
                    QImage(base + QStringLiteral("-page-1.png")).width() > 0);
    }
}

TEST(ReportPdf, PortugueseReportUsesPortugueseHeadingsAndBrazilianNumbers) {
    const StudyResult study = exampleStudy("chatbot-70b-200-users.json"); // presentation.language: pt-BR
    const ReportModel model = buildReportModel(study, dated());
    const QString path = reportsDir() + QStringLiteral("/chatbot-pt-BR-letter.pdf");
    report::PdfFileOptions options;
    options.pageSize = report::PageSize::Letter;
    ASSERT_TRUE(report::writePdfReport(model, path, options).ok());
    EXPECT_TRUE(runTool(PDFINFO, {path}).contains(QStringLiteral("612 x 792 pts (letter)")));
    const QString text = pdfText(path);
    for (const char* heading :
         {"Resumo executivo", "Opções comparadas", "Custo ao longo do tempo", "Conformidade legal",
          "Registro de premissas", "Alternativas descartadas", "Aviso", "Página 1 de"})
        EXPECT_TRUE(text.contains(QString::fromUtf8(heading))) << heading;
    EXPECT_FALSE(text.contains(QStringLiteral("Executive summary")));
    // R$ 670.767: a space after the symbol, dots between thousands; never R$670,767.
    EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("R\\$ \\d{1,3}(\\.\\d{3})+"))));
    EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("R\\$\\d{1,3},\\d{3}"))));
    // The charts are drawn in Portuguese too (their titles come from the Qt translation).
    EXPECT_TRUE(text.contains(QStringLiteral("Custo acumulado em 36 meses")))
        << text.toStdString().substr(0, 2000);
}

// Charts are painted as vectors: the PDF holds their words (titles, axes) and no picture at all.
TEST(ReportPdf, ChartsAreVectorsAndALogoIsTheOnlyImage) {
    const StudyResult study = exampleStudy("br-8xh100-tco.json");
    const ReportModel model = buildReportModel(study, dated(Language::English));
    const QString plainPath = reportsDir() + QStringLiteral("/br-8xh100-tco-en.pdf");
    ASSERT_TRUE(report::writePdfReport(model, plainPath).ok());
    const QStringList imageRows =
        runTool(PDFIMAGES, {QStringLiteral("-list"), plainPath}).split(u'\n', Qt::SkipEmptyParts);
    EXPECT_EQ(imageRows.size(), 2) << imageRows.join(u'\n').toStdString(); // the two header lines, no image
    const QString text = pdfText(plainPath);
    EXPECT_TRUE(text.contains(QStringLiteral("Cumulative cost over 60 months")));
    EXPECT_TRUE(text.contains(QStringLiteral("Per-GPU memory")) ||
                text.contains(QStringLiteral("Memory per GPU")));

    QTemporaryDir dir;
    QImage logo(120, 40, QImage::Format_RGB32);
    logo.fill(QColor(0x1f, 0x3b, 0x57));
    ASSERT_TRUE(logo.save(dir.filePath(QStringLiteral("logo.png"))));
    report::PdfFileOptions branded;
    branded.logoPath = dir.filePath(QStringLiteral("logo.png"));
    const QString brandedPath = dir.filePath(QStringLiteral("branded.pdf"));
    const auto pages = report::writePdfReport(model, brandedPath, branded);
    ASSERT_TRUE(pages.ok());
    const QStringList brandedRows =
        runTool(PDFIMAGES, {QStringLiteral("-list"), brandedPath}).split(u'\n', Qt::SkipEmptyParts);
    EXPECT_EQ(brandedRows.size(), 2 + *pages); // the logo in every page header
}

TEST(ReportPdf, BadLogoOrFolderIsAClearErrorAndWritesNothing) {
    const StudyResult study = exampleStudy("lora-8b.json");
    const ReportModel model = buildReportModel(study, dated());
    QTemporaryDir dir;
    report::PdfFileOptions options;
    options.logoPath = dir.filePath(QStringLiteral("missing.png"));
    const QString path = dir.filePath(QStringLiteral("out.pdf"));
    const auto noLogo = report::writePdfReport(model, path, options);
    ASSERT_FALSE(noLogo.ok());
    EXPECT_EQ(noLogo.error().field, "logo");
    EXPECT_NE(noLogo.error().message.find("missing.png"), std::string::npos);
    EXPECT_FALSE(QFile::exists(path));

    const QString nowhere = dir.filePath(QStringLiteral("no-such-folder/out.pdf"));
    const auto noFolder = report::writePdfReport(model, nowhere);
    ASSERT_FALSE(noFolder.ok());
    EXPECT_NE(noFolder.error().message.find("no-such-folder/out.pdf"), std::string::npos);
}

// A report in English drawn while the window speaks Portuguese (and back): Qt's strings and numbers follow
// the report inside the scope and the window's language after it.
TEST(ReportPdf, LanguageScopeFollowsTheReportAndRestoresTheWindow) {
    QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
    {
        const report::ReportLanguageScope english(Language::English);
        EXPECT_EQ(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1,234.5"));
    }
    EXPECT_EQ(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1.234,5"));
    {
        const report::ReportLanguageScope portuguese(Language::PortugueseBrazil);
        EXPECT_EQ(QCoreApplication::translate("gpuadvisor::ui::charts", "Month"), QStringLiteral("Mês"));
    }
    EXPECT_EQ(QCoreApplication::translate("gpuadvisor::ui::charts", "Month"), QStringLiteral("Month"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}
