#include "ui/report/report_files.h"

#include <gpuadvisor/version.h>

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPdfWriter>
#include <QSaveFile>

#include <optional>

namespace gpuadvisor::report {

namespace {

Error fileError(const QString& path, const QString& why) {
    return Error{ErrorCode::InvalidInput, "output",
                 "cannot write '" + path.toStdString() + "': " + why.toStdString()};
}

std::optional<Error> writeText(const QString& path, const std::string& text) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fileError(path, file.errorString());
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit())
        return fileError(path, file.errorString());
    return std::nullopt;
}

} // namespace

QString footnoteFor(Language language) {
    return language == Language::PortugueseBrazil
               ? QStringLiteral("Estimativas indicativas; veja o Aviso")
               : QStringLiteral("Directional estimates; see the Disclaimer");
}

Result<int> writePdfReport(const ReportModel& model, const QString& path, const PdfFileOptions& options) {
    PageDecoration decoration;
    decoration.footnote = footnoteFor(model.language);
    if (!options.logoPath.isEmpty()) {
        QImageReader reader(options.logoPath);
        decoration.logo = reader.read();
        if (decoration.logo.isNull())
            return Error{ErrorCode::InvalidInput, "logo",
                         "cannot read the logo '" + options.logoPath.toStdString() +
                             "': " + reader.errorString().toStdString() + " (PNG, JPEG or SVG)"};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fileError(path, file.errorString());
    int pages = 0;
    {
        QPdfWriter writer(&file);
        writer.setResolution(1200);
        writer.setPageLayout(QPageLayout(qtPageSize(options.pageSize), QPageLayout::Portrait,
                                         reportMarginsMm(), QPageLayout::Millimeter));
        writer.setTitle(QString::fromStdString(model.title));
        writer.setCreator(QStringLiteral("GPU Sizing Advisor %1").arg(QLatin1String(kVersion)));
        pages = paintReport(model, writer, decoration);
    }
    if (!file.commit())
        return fileError(path, file.errorString());
    return pages;
}

QString cashFlowPath(const QString& csvPath) {
    const QFileInfo info(csvPath);
    const QString base = info.suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0
                             ? info.completeBaseName()
                             : info.fileName();
    return info.dir().filePath(base + QStringLiteral("-cash-flow.csv"));
}

Result<QStringList> writeCsvReport(const StudyResult& study, const QString& path, const CsvStyle& style) {
    if (auto failed = writeText(path, optionsCsv(study, style)))
        return *failed;
    const QString flows = cashFlowPath(path);
    if (auto failed = writeText(flows, cashFlowCsv(study, style)))
        return *failed;
    return QStringList{path, flows};
}

} // namespace gpuadvisor::report
