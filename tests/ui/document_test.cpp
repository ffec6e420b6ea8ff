// Studies saved and opened exactly; bad files refused without losing the study on screen; the autosave.
#include "ui/main_window/study_document.h"
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

// The document on its own, without a window: what a crash leaves, what a save clears, what recovery returns.
TEST(StudyDocument, AutosaveIsWrittenOnlyWhileModifiedAndRecoveredWithItsFile) {
    QTemporaryDir dir;
    Scenario current = exampleScenario(QStringLiteral("pretrain-7b-1t.json"));
    StudyDocument document([&] { return current; });
    EXPECT_TRUE(document.displayName().isEmpty());
    EXPECT_FALSE(document.writeAutosave()); // no study yet
    const QString path = dir.filePath(QStringLiteral("pretrain.gpuadvisor.json"));
    document.set(current, path, false);
    EXPECT_EQ(document.displayName(), QStringLiteral("pretrain.gpuadvisor.json"));
    EXPECT_FALSE(document.writeAutosave()); // nothing unsaved
    current.constraints.horizonMonths = 24;
    document.setModified(true);
    ASSERT_TRUE(document.writeAutosave());
    const auto recovery = StudyDocument::recoverable();
    ASSERT_TRUE(recovery.has_value());
    EXPECT_EQ(recovery->origin, path);
    EXPECT_EQ(recovery->scenario.constraints.horizonMonths, 24);

    QString problem;
    ASSERT_TRUE(document.saveTo(path, &problem)) << problem.toStdString();
    EXPECT_FALSE(document.isModified());
    EXPECT_EQ(document.scenario().constraints.horizonMonths, 24);
    EXPECT_FALSE(StudyDocument::recoverable().has_value()); // a save removes the autosave
    EXPECT_FALSE(document.open(dir.filePath(QStringLiteral("missing.json")), &problem));
    EXPECT_EQ(document.path(), path); // a failed open keeps the document
}
