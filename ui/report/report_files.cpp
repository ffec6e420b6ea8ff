#include "ui/report/report_files.h"

#include "db/output_file.h"
#include "db/text_file.h"

#include <gpuadvisor/version.h>

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPdfWriter>

#include <optional>

namespace gpuadvisor::report {

namespace {} // namespace

QString footnoteFor(Language language) {
    return language == Language::PortugueseBrazil
               ? QStringLiteral("Estimativas indicativas; veja o Aviso")
               : QStringLiteral("Directional estimates; see the Disclaimer");
}

Result<int> writePdfReport(const ReportModel& model, const QString& path, const PdfFileOptions& options) {
    PageDecoration decoration;
    decoration.footnote = footnoteFor(model.language);
    if (!options.logoPath.isEmpty()) {
        // Through the bounded reader: a FIFO given as the logo would otherwise wait forever.
        const auto bytes = db::readTextFile(options.logoPath.toStdString(), "logo", 16LL * 1024 * 1024);
        if (!bytes)
            return Error{ErrorCode::InvalidInput, "logo",
                         "cannot read the logo '" + options.logoPath.toStdString() +
                             "': " + bytes.error().message};
        QByteArray data(bytes->data(), qsizetype(bytes->size()));
        QBuffer buffer(&data);
        QImageReader reader(&buffer);
        decoration.logo = reader.read();
        if (decoration.logo.isNull())
            return Error{ErrorCode::InvalidInput, "logo",
                         "cannot read the logo '" + options.logoPath.toStdString() +
                             "': " + reader.errorString().toStdString() + " (PNG, JPEG or SVG)"};
    }
    // Refused before the work of painting; the pages are painted in memory and written in one go.
    if (auto refused = db::refuseOutputPath(path, "pdf", options.inputs))
        return *refused;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    int pages = 0;
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(1200);
        writer.setPageLayout(QPageLayout(qtPageSize(options.pageSize), QPageLayout::Portrait,
                                         reportMarginsMm(), QPageLayout::Millimeter));
        writer.setTitle(QString::fromStdString(model.title));
        writer.setCreator(QStringLiteral("GPU Sizing Advisor %1").arg(QLatin1String(kVersion)));
        pages = paintReport(model, writer, decoration);
    }
    const QByteArray& bytes = buffer.data();
    if (auto failed = db::writeWholeFiles(
            {{path, "pdf", std::string(bytes.constData(), std::size_t(bytes.size()))}}, options.inputs))
        return *failed;
    return pages;
}

QString cashFlowPath(const QString& csvPath) {
    const QFileInfo info(csvPath);
    const QString base = info.suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0
                             ? info.completeBaseName()
                             : info.fileName();
    return info.dir().filePath(base + QStringLiteral("-cash-flow.csv"));
}

Result<QStringList> writeCsvReport(const StudyResult& study, const QString& path, const CsvStyle& style,
                                   const QStringList& inputs) {
    const QString flows = cashFlowPath(path);
    if (auto failed = db::writeWholeFiles(
            {{path, "csv", optionsCsv(study, style)}, {flows, "csv", cashFlowCsv(study, style)}}, inputs))
        return *failed;
    return QStringList{path, flows};
}

} // namespace gpuadvisor::report
