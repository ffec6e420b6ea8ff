// Switching to Brazilian Portuguese changes what the user reads, and money follows the locale.
#include "ui/common/display_format.h"
#include "ui/fit/fit_panel.h"
#include "ui/settings/app_settings.h"
#include "ui_fixture.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QChartView>
#include <QFontMetrics>
#include <QGroupBox>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextEdit>

using namespace gpuadvisor;
using namespace gpuadvisor::ui;
using namespace gpuadvisor::ui::testing;

TEST(Language, PortugueseChangesVisibleTextsAndNumbers) {
    WindowFixture f;
    f.window->setScenario(exampleScenario(QStringLiteral("chatbot-70b-200-users.json")));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    EXPECT_EQ(f.window->menuBar()->actions().front()->text(), QStringLiteral("&File"));
    f.window->switchLanguage(QStringLiteral("pt-BR"));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    EXPECT_EQ(f.window->menuBar()->actions().front()->text(), QStringLiteral("&Arquivo"));
    const QString headline = f.window->dashboard()->headline();
    EXPECT_TRUE(headline.startsWith(QStringLiteral("Recomendação: "))) << headline.toStdString();
    EXPECT_EQ(formatMoney(1234.56, QStringLiteral("BRL"), QLocale(), 2), QStringLiteral("R$\u00a01.234,56"));
    f.window->show();
    saveScreenshot(f.window.get(), QStringLiteral("dashboard-pt-BR.png"));
    f.window->resize(1366, 768); // a common laptop screen
    QCoreApplication::processEvents();
    saveScreenshot(f.window.get(), QStringLiteral("dashboard-pt-BR-1366x768.png"));
    f.window->switchLanguage(QStringLiteral("en"));
    EXPECT_EQ(f.window->menuBar()->actions().front()->text(), QStringLiteral("&File"));
    EXPECT_EQ(formatMoney(1234.56, QStringLiteral("BRL"), QLocale(), 2), QStringLiteral("R$1,234.56"));
}

// Issue 21: the dashboard on a 1366×768 laptop and a 1920×1080 screen, in both languages, every tab: the
// window keeps the size it is given (it grew to 1414 px wide in Portuguese and back to 800 px tall with each
// study), and every chart title fits its chart. The screenshots are for a person to look at.
TEST(Language, EveryTabFitsALaptopAndAFullHdScreenInBothLanguages) {
    WindowFixture f;
    f.window->show();
    f.window->setScenario(exampleScenario(QStringLiteral("chatbot-70b-200-users.json")));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("pt-BR")}) {
        f.window->switchLanguage(language);
        ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
        for (const QSize& screen : {QSize(1366, 768), QSize(1920, 1080)}) {
            SCOPED_TRACE(language.toStdString() + " " + std::to_string(screen.width()));
            f.window->resize(screen);
            QCoreApplication::processEvents();
            EXPECT_LE(f.window->minimumSizeHint().width(), screen.width());
            EXPECT_LE(f.window->minimumSizeHint().height(), screen.height());
            EXPECT_EQ(f.window->size(), screen);
            auto* tabs = f.window->dashboard()->findChild<QTabWidget*>();
            ASSERT_NE(tabs, nullptr);
            for (int t = 0; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                QCoreApplication::processEvents();
                saveScreenshot(f.window.get(), QStringLiteral("dashboard-%1-%2x%3-tab%4.png")
                                                   .arg(language)
                                                   .arg(screen.width())
                                                   .arg(screen.height())
                                                   .arg(t + 1));
            }
            tabs->setCurrentIndex(0);
            QCoreApplication::processEvents();
            for (auto* view : f.window->dashboard()->findChildren<QChartView*>()) {
                QChart* chart = view->chart();
                const int room =
                    int(chart->size().width()) - chart->margins().left() - chart->margins().right();
                EXPECT_LE(QFontMetrics(chart->titleFont()).horizontalAdvance(chart->title()), room)
                    << chart->title().toStdString();
            }
        }
    }
    f.window->switchLanguage(QStringLiteral("en"));
}

namespace {

// Every word the window shows: labels, buttons, group and tab titles, text boxes, and the cells and headers
// of its tables, less the columns that quote the catalog as it holds it (sources, citations).
QString visibleText(QWidget* root) {
    QStringList out;
    for (auto* label : root->findChildren<QLabel*>())
        out << label->text();
    for (auto* button : root->findChildren<QAbstractButton*>())
        out << button->text();
    for (auto* box : root->findChildren<QGroupBox*>())
        out << box->title();
    for (auto* tabs : root->findChildren<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i)
            out << tabs->tabText(i);
    for (auto* edit : root->findChildren<QPlainTextEdit*>())
        out << edit->toPlainText();
    for (auto* edit : root->findChildren<QTextEdit*>())
        out << edit->toPlainText();
    for (auto* view : root->findChildren<QAbstractItemView*>()) {
        const QAbstractItemModel* model = view->model();
        if (!model)
            continue;
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString header = model->headerData(c, Qt::Horizontal).toString();
            if (header.contains(QStringLiteral("Fonte")) || header.contains(QStringLiteral("Source")))
                continue;
            out << header;
            static const QRegularExpression id(
                QStringLiteral("^[a-z0-9_:.\\-]+( · [a-z0-9_\\-]+)?$")); // a key the user types
            for (int r = 0; r < model->rowCount(); ++r)
                if (const QString cell = model->index(r, c).data().toString(); !id.match(cell).hasMatch())
                    out << cell;
        }
    }
    return out.join(u'\n');
}

// Words of English sentences the presenter and the Qt translation write; none of them is Portuguese.
const QStringList& englishMarkers() {
    static const QStringList markers = {
        QStringLiteral("fits a "),     QStringLiteral(" replica"),      QStringLiteral("costs "),
        QStringLiteral("per GPU"),     QStringLiteral("weights"),       QStringLiteral("activations"),
        QStringLiteral("overhead"),    QStringLiteral("capacity"),      QStringLiteral("does not fit"),
        QStringLiteral("Minimum"),     QStringLiteral("concurrent"),    QStringLiteral("parameters"),
        QStringLiteral(" layers"),     QStringLiteral("sequences"),     QStringLiteral("blocked by"),
        QStringLiteral("owned "),      QStringLiteral("energy at PUE"), QStringLiteral("maintenance"),
        QStringLiteral("Recommended"), QStringLiteral("report…"),       QStringLiteral("Compare")};
    return markers;
}

QString around(const QString& text, qsizetype at) {
    return text.mid(std::max<qsizetype>(0, at - 60), 160);
}

} // namespace

// In Portuguese, the dashboard and the memory-fit tab show no English sentence for any example study.
TEST(Language, PortugueseWindowShowsNoEnglishForAnyExample) {
    WindowFixture f;
    f.window->switchLanguage(QStringLiteral("pt-BR"));
    for (const QString& name : exampleNames()) {
        SCOPED_TRACE(name.toStdString());
        f.window->setScenario(exampleScenario(name));
        ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
        const QString text = visibleText(f.window.get());
        EXPECT_TRUE(
            text.contains(QStringLiteral("sobrecarga: contexto CUDA"))); // the fit tab's notes are read
        EXPECT_TRUE(text.contains(f.window->dashboard()->headline()));
        for (const QString& marker : englishMarkers()) {
            const qsizetype at = text.indexOf(marker);
            EXPECT_LT(at, 0) << marker.toStdString() << " in: " << around(text, at).toStdString();
        }
    }
    // Widgets made after the switch write numbers the Brazilian way too (8.192 tokens, not 8,192).
    const auto* context = f.window->fitPanel()->findChild<QSpinBox*>(QStringLiteral("context"));
    ASSERT_NE(context, nullptr);
    EXPECT_EQ(context->locale().language(), QLocale::Portuguese);
    f.window->fitPanel()->resize(1280, 860);
    saveScreenshot(f.window->fitPanel(), QStringLiteral("fit-panel-pt-BR.png"));
    f.window->switchLanguage(QStringLiteral("en"));
}

// And in English, no Portuguese: the same words, the other way round.
TEST(Language, EnglishWindowShowsNoPortugueseForAnyExample) {
    const QStringList portugueseMarkers = {
        QStringLiteral("Recomendação"), QStringLiteral("pesos"),    QStringLiteral("sobrecarga"),
        QStringLiteral("Conformidade"), QStringLiteral("por mês"),  QStringLiteral("réplica"),
        QStringLiteral("própria"),      QStringLiteral("energia"),  QStringLiteral("cabe "),
        QStringLiteral("Alternativa"),  QStringLiteral("Premissa"), QStringLiteral("meses")};
    WindowFixture f;
    for (const QString& name : exampleNames()) {
        SCOPED_TRACE(name.toStdString());
        f.window->setScenario(exampleScenario(name)); // some examples ask for Portuguese reports
        ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
        const QString text = visibleText(f.window.get());
        EXPECT_TRUE(text.contains(QStringLiteral("overhead: CUDA context")));
        for (const QString& marker : portugueseMarkers) {
            const qsizetype at = text.indexOf(marker);
            EXPECT_LT(at, 0) << marker.toStdString() << " in: " << around(text, at).toStdString();
        }
    }
}
