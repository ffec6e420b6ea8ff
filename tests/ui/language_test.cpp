// Switching to Brazilian Portuguese changes what the user reads, and money follows the locale.
#include "ui/common/display_format.h"
#include "ui/settings/app_settings.h"
#include "ui_fixture.h"

#include <QMenuBar>

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
    EXPECT_TRUE(headline.startsWith(QStringLiteral("Recomendado: "))) << headline.toStdString();
    EXPECT_EQ(formatMoney(1234.56, QStringLiteral("BRL"), QLocale(), 2), QStringLiteral("R$\u00a01.234,56"));
    f.window->show();
    saveScreenshot(f.window.get(), QStringLiteral("dashboard-pt-BR.png"));
    f.window->switchLanguage(QStringLiteral("en"));
    EXPECT_EQ(f.window->menuBar()->actions().front()->text(), QStringLiteral("&File"));
    EXPECT_EQ(formatMoney(1234.56, QStringLiteral("BRL"), QLocale(), 2), QStringLiteral("R$1,234.56"));
}
