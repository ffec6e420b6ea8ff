// Studies saved and opened exactly; bad files refused without losing the study on screen; the autosave.
#include "ui_fixture.h"

#include <QFile>

using namespace gpuadvisor;
using namespace gpuadvisor::ui;
using namespace gpuadvisor::ui::testing;

TEST(Documents, SaveThenOpenIsExact) {
    WindowFixture f;
    const Scenario s = exampleScenario(QStringLiteral("bank-fraud-br.json"));
    f.window->setScenario(s);
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    const QString path = f.dir.filePath(QStringLiteral("study.gpuadvisor.json"));
    QString error;
    ASSERT_TRUE(f.window->saveTo(path, &error)) << error.toStdString();
    EXPECT_FALSE(f.window->isModified());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray first = file.readAll();
    EXPECT_EQ(first.toStdString(), scenarioToJson(s));
    ASSERT_TRUE(f.window->openScenarioFile(path, &error)) << error.toStdString();
    EXPECT_EQ(scenarioToJson(f.window->documentScenario()), scenarioToJson(s));
    ASSERT_TRUE(f.window->saveTo(path, &error));
    file.seek(0);
    file.close();
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), first);
}

TEST(Documents, WhatIfEditsMarkTheStudyModifiedAndAreSaved) {
    WindowFixture f;
    f.window->setScenario(exampleScenario(QStringLiteral("chatbot-70b-200-users.json")));
    EXPECT_FALSE(f.window->isModified());
    f.window->dashboard()->horizonBox()->setValue(48);
    EXPECT_TRUE(f.window->isModified());
    EXPECT_EQ(f.window->documentScenario().constraints.horizonMonths, 48);
    ASSERT_TRUE(f.window->writeAutosave()); // what a crash would leave behind
    QFile autosave(MainWindow::autosavePath());
    ASSERT_TRUE(autosave.open(QIODevice::ReadOnly));
    const QByteArray text = autosave.readAll();
    EXPECT_EQ(scenarioFromJson(std::string_view(text.constData(), std::size_t(text.size())))
                  ->constraints.horizonMonths,
              48);
    autosave.remove();
}

TEST(Documents, ABadFileIsRefusedAndTheStudyOnScreenKept) {
    WindowFixture f;
    const Scenario s = exampleScenario(QStringLiteral("lora-8b.json"));
    f.window->setScenario(s);
    const QString path = f.dir.filePath(QStringLiteral("broken.gpuadvisor.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-70b", "users": -3}})");
    file.close();
    QString error;
    EXPECT_FALSE(f.window->openScenarioFile(path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("users"))) << error.toStdString();
    EXPECT_TRUE(error.startsWith(path)) << error.toStdString();
    EXPECT_EQ(scenarioToJson(f.window->documentScenario()), scenarioToJson(s));
    EXPECT_FALSE(f.window->openScenarioFile(f.dir.filePath(QStringLiteral("missing.json")), &error));
    EXPECT_TRUE(error.startsWith(QLatin1String("Cannot open"))) << error.toStdString();
}
