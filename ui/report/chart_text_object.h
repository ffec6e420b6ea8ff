#pragma once

#include "core/report/report_model.h"

#include <QChart>
#include <QObject>
#include <QTextFormat>
#include <QTextObjectInterface>

#include <vector>

namespace gpuadvisor::report {

// Draws the dashboard's charts inside a report's text flow, as vectors: the chart is laid out at screen scale
// and painted through the page's QPainter, so a PDF keeps lines and text, not a screenshot.
class ChartTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

  public:
    // The report's HTML places charts as <img src="chart:N" width="…" height="…">; this object is registered
    // as the document's image handler and draws chart N of the list in their place.
    static inline const QString kPrefix = QStringLiteral("chart:");
    static int chartIndex(const QTextFormat& format); // -1 for anything else

    ChartTextObject(const StudyResult& study, std::vector<ReportChart> charts, QObject* parent = nullptr);

    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
                    const QTextFormat& format) override;

    // The chart itself (the caller owns it), with fonts in pixels so that its text keeps its size on a device
    // of any resolution.
    static QChart* makeChart(const StudyResult& study, const ReportChart& chart);

  private:
    const StudyResult& m_study;
    std::vector<ReportChart> m_charts;
};

} // namespace gpuadvisor::report
