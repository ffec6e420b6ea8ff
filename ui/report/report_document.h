#pragma once

#include "core/report/report_model.h"

#include <QImage>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QString>

namespace gpuadvisor::report {

enum class PageSize { A4, Letter };
QPageSize qtPageSize(PageSize size);
// "A4", "Letter" (any case); anything else is an error naming the allowed values.
Result<PageSize> parsePageSize(const QString& text);

struct PageDecoration {
    QImage logo;      // drawn at the left of every page header; none when null
    QString footnote; // at the left of every footer
};

// Lays out the report on the device's pages (its own page size, margins and resolution: a QPdfWriter, or a
// QPrinter for the preview and for printing) and paints every page: a header with the logo and company, the
// text with its tables and vector charts, a footer with "Page n of N". Returns the number of pages.
int paintReport(const ReportModel& model, QPagedPaintDevice& device, const PageDecoration& decoration = {});

// The page margins every report uses (millimetres), set by the writers before painting.
QMarginsF reportMarginsMm();

} // namespace gpuadvisor::report
