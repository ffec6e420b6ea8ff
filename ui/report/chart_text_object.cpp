#include "ui/report/chart_text_object.h"

#include "ui/charts/cost_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/sensitivity_charts.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QTextDocument>
#include <QXYSeries>

#include <cmath>
#include <memory>

namespace gpuadvisor::report {

namespace {

constexpr double kLayoutDpi = 96.0; // the charts are laid out as on a screen, then scaled onto the page

QFont inPixels(QFont font) {
    if (font.pointSizeF() > 0)
        font.setPixelSize(int(std::lround(font.pointSizeF() * kLayoutDpi / 72.0)));
    return font;
}

// A font in points is sized by the painter's device (1200 dpi in a PDF) while the chart measured it on the
// screen; in pixels it scales with the chart as a whole.
void usePixelFonts(QChart* chart) {
    chart->setTitleFont(inPixels(chart->titleFont()));
    chart->legend()->setFont(inPixels(chart->legend()->font()));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(inPixels(axis->labelsFont()));
        axis->setTitleFont(inPixels(axis->titleFont()));
    }
    for (QAbstractSeries* series : chart->series()) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            for (QBarSet* set : bars->barSets())
                set->setLabelFont(inPixels(set->labelFont()));
        if (auto* xy = qobject_cast<QXYSeries*>(series))
            xy->setPointLabelsFont(inPixels(xy->pointLabelsFont()));
    }
}

} // namespace

ChartTextObject::ChartTextObject(const StudyResult& study, std::vector<ReportChart> charts, QObject* parent)
    : QObject(parent), m_study(study), m_charts(std::move(charts)) {}

QChart* ChartTextObject::makeChart(const StudyResult& study, const ReportChart& chart) {
    QChart* made = nullptr;
    switch (chart.kind) {
    case ReportChartKind::Memory:
        made = ui::charts::memoryChart(study);
        break;
    case ReportChartKind::Scaling:
        made = ui::charts::scalingChart(study);
        break;
    case ReportChartKind::CumulativeCost:
        made = ui::charts::cumulativeCostChart(study);
        break;
    case ReportChartKind::Tornado:
        made = ui::charts::tornadoChart(study, chart.option);
        break;
    case ReportChartKind::Utilisation:
        made = ui::charts::utilisationChart(study);
        break;
    }
    usePixelFonts(made);
    made->setBackgroundVisible(false); // white paper, no grey box
    return made;
}

int ChartTextObject::chartIndex(const QTextFormat& format) {
    const QString name = format.toImageFormat().name();
    bool ok = false;
    const int index = name.startsWith(kPrefix) ? name.mid(kPrefix.size()).toInt(&ok) : -1;
    return ok ? index : -1;
}

QSizeF ChartTextObject::intrinsicSize(QTextDocument*, int, const QTextFormat& format) {
    const QTextImageFormat image = format.toImageFormat();
    return {image.width(), image.height()};
}

void ChartTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                                 const QTextFormat& format) {
    const int index = chartIndex(format);
    if (index < 0 || index >= int(m_charts.size()) || rect.width() <= 0)
        return;
    // A chart starting on the next page is offered to this one when it begins a rounding error above the page
    // break; QtCharts' line items replace the painter's clip with their plot area, so it would draw into this
    // page's footer.
    if (painter->hasClipping() && painter->clipBoundingRect().intersected(rect).height() < 1)
        return;
    // Laid out 760 pixels wide, the width of a page's text at screen resolution, then scaled to the
    // rectangle.
    const QRectF layout(0, 0, 760, 760 * rect.height() / rect.width());
    QGraphicsScene scene;
    QChart* chart = makeChart(m_study, m_charts[std::size_t(index)]);
    scene.addItem(chart); // the scene owns it
    chart->setGeometry(layout);
    if (chart->layout())
        chart->layout()->activate();
    scene.setSceneRect(layout);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    scene.render(painter, rect, layout, Qt::KeepAspectRatio);
    painter->restore();
}

} // namespace gpuadvisor::report
