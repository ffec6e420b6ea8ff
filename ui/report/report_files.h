#pragma once

#include "core/report/csv_writer.h"
#include "core/report/report_model.h"
#include "ui/report/report_document.h"

#include <QString>
#include <QStringList>

namespace gpuadvisor::report {

struct PdfFileOptions {
    PageSize pageSize = PageSize::A4;
    QString logoPath;   // empty: no logo
    QStringList inputs; // the files the command reads (scenario, catalog) or also writes: never replaced
};

// Writes the PDF whole or not at all (db::writeWholeFiles: a regular file, never one of the inputs, the
// earlier file kept on a full disk). Returns the page count, or an error naming the file (or the logo) and
// why.
Result<int> writePdfReport(const ReportModel& model, const QString& path, const PdfFileOptions& options = {});

// "costs.csv" -> "costs-cash-flow.csv": the monthly series go beside the options table.
QString cashFlowPath(const QString& csvPath);
// Writes the options table to `path` and the monthly cash flows to cashFlowPath(path), both or neither;
// `inputs` are never replaced. Returns both paths.
Result<QStringList> writeCsvReport(const StudyResult& study, const QString& path, const CsvStyle& style,
                                   const QStringList& inputs = {});

// The footer line of every page: the disclaimer in one line.
QString footnoteFor(Language language);

} // namespace gpuadvisor::report
