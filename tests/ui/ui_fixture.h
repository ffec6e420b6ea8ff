#pragma once
// A main window over a fresh catalog in a temporary directory, and helpers that wait for the worker thread.
#include "core/scenario/scenario.h"
#include "ui/dashboard/dashboard.h"
#include "ui/main_window/main_window.h"
#include "ui/runner/study_runner.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QWidget>

#include <gtest/gtest.h>

#include <memory>

namespace gpuadvisor::ui::testing {

inline Scenario exampleScenario(const QString& name) {
    QFile file(QStringLiteral(GPUADVISOR_SCENARIOS_DIR "/") + name);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name.toStdString();
    const QByteArray text = file.readAll();
    return *scenarioFromJson(std::string_view(text.constData(), std::size_t(text.size())));
}

inline const QStringList& exampleNames() {
    static const QStringList names = {
        QStringLiteral("chatbot-70b-200-users.json"), QStringLiteral("lora-8b.json"),
        QStringLiteral("pretrain-7b-1t.json"),        QStringLiteral("batch-summarisation.json"),
        QStringLiteral("bank-fraud-br.json"),         QStringLiteral("br-8xh100-tco.json")};
    return names;
}

// Pumps events until the dashboard shows results for the latest inputs (or a failure), at most 20 s.
inline bool waitForResults(Dashboard* dashboard, StudyRunner* runner) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 20000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        if (!runner->isBusy() && dashboard->isCurrent())
            return true;
        if (!runner->isBusy() && dashboard->statusText().contains(QLatin1String(":")) &&
            !dashboard->isCurrent() && clock.elapsed() > 500)
            return false;
    }
    return false;
}

inline void saveScreenshot(QWidget* widget, const QString& name) {
    QDir().mkpath(QStringLiteral(GPUADVISOR_SCREENSHOT_DIR));
    EXPECT_TRUE(widget->grab().save(QStringLiteral(GPUADVISOR_SCREENSHOT_DIR "/") + name))
        << name.toStdString();
}

struct WindowFixture {
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;
    WindowFixture() {
        auto database = db::CatalogDatabase::open(dir.filePath(QStringLiteral("catalog.sqlite")));
        EXPECT_TRUE(database.ok());
        window = std::make_unique<MainWindow>(std::move(database).value());
        window->resize(1360, 900);
    }
};

} // namespace gpuadvisor::ui::testing
