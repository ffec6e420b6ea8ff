// GUI tests need one QApplication for the whole run; they work offscreen (QT_QPA_PLATFORM=offscreen) and
// keep their settings and autosaves in a temporary home, never the user's.
#include "ui/settings/app_settings.h"

#include <QApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GPU Sizing Advisor Tests"));
    QApplication::setApplicationName(QStringLiteral("GPU Sizing Advisor Tests"));
    gpuadvisor::ui::applyLanguage(QStringLiteral("en"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
