#pragma once
// Studies of the example scenarios on the seeded catalog, and poppler's tools to read the PDFs back.
#include "core/report/report_model.h"
#include "core/study/run_study.h"

#include "../support/seeded_catalog.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

namespace gpuadvisor::testing {

inline StudyResult exampleStudy(const std::string& name) {
    auto result = runStudy(scenario(name), seeded().advisor());
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().message);
    return result.ok() ? *result : StudyResult{};
}

inline QStringList exampleNames() {
    return QDir(QStringLiteral(GPUADVISOR_SCENARIOS_DIR))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

// The build tree's folder of generated reports, kept so that anyone can open them.
inline QString reportsDir() {
    QDir().mkpath(QStringLiteral(GPUADVISOR_REPORTS_DIR));
    return QStringLiteral(GPUADVISOR_REPORTS_DIR);
}

inline QString runTool(const char* tool, const QStringList& arguments) {
    QProcess process;
    process.start(QString::fromUtf8(tool), arguments);
    EXPECT_TRUE(process.waitForFinished(60'000)) << tool;
    EXPECT_EQ(process.exitCode(), 0) << tool << ": " << process.readAllStandardError().toStdString();
    return QString::fromUtf8(process.readAllStandardOutput());
}

// pdftotext's words with every run of white space made one space, ligatures undone and no-break spaces
// made plain, so that a phrase wrapped over two lines is still found.
inline QString normalised(QString text) {
    text.replace(QChar(0xFB00), QStringLiteral("ff"))
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
    text.replace(QChar(0xFB03), QStringLiteral("ffi"))
        .replace(QChar(0xFB04), QStringLiteral("ffl"))
        .replace(QChar(0x00A0), u' ');
    return text.simplified();
}

// Without white space or hyphens: pdftotext joins a line broken after a hyphen ("1x-" / "RTX") as "1xRTX".
inline QString compact(const QString& text) {
    QString out;
    for (const QChar c : normalised(text))
        if (!c.isSpace() && c != u'-')
            out += c;
    return out;
}

inline QString pdfText(const QString& pdf) {
    return normalised(
        runTool(PDFTOTEXT, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));
}

inline QString plain(const std::string& text) {
    return normalised(QString::fromStdString(text));
}

} // namespace gpuadvisor::testing
