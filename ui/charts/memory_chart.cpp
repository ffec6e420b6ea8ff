#include "ui/charts/memory_chart.h"

#include "ui/charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCoreApplication>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace gpuadvisor::ui::charts {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gpuadvisor::ui::charts", text);
}

// A short horizontal mark over bar `index` (category axes span index ± 0.5).
QLineSeries* barMark(double index, double value, const QColor& color, Qt::PenStyle style) {
    auto* line = new QLineSeries;
    line->append(index - 0.4, value);
    line->append(index + 0.4, value);
    QPen pen(color);
    pen.setWidthF(2.5);
    pen.setStyle(style);
    line->setPen(pen);
    return line;
}

} // namespace

QChart* memoryChart(const StudyResult& study, double weightsShareLimit) {
    auto* chart = new QChart;
    applyStyle(chart, tr("Memory per GPU (GB)"));
    const auto& options = study.recommendations.options;
    struct Part {
        const char* name;
        double MemoryBreakdown::*member;
    };
    const Part parts[] = {
        {QT_TRANSLATE_NOOP("gpuadvisor::ui::charts", "Weights"), &MemoryBreakdown::weights},
        {QT_TRANSLATE_NOOP("gpuadvisor::ui::charts", "Gradients"), &MemoryBreakdown::gradients},
        {QT_TRANSLATE_NOOP("gpuadvisor::ui::charts", "Optimizer"), &MemoryBreakdown::optimizer},
        {QT_TRANSLATE_NOOP("gpuadvisor::ui::charts", "Activations"), &MemoryBreakdown::activations},
        {QT_TRANSLATE_NOOP("gpuadvisor::ui::charts", "KV cache"), &MemoryBreakdown::kvCache},
        {QT_TRANSLATE_NOOP("gpuadvisor::ui::charts", "Overhead"), &MemoryBreakdown::overhead}};
    auto* bars = new QStackedBarSeries;
    int colour = 0;
    for (const Part& part : parts) {
        const bool used = std::any_of(options.begin(), options.end(),
                                      [&](const Recommendation& r) { return r.perGpu.*part.member > 0; });
        if (!used)
            continue;
        auto* set = new QBarSet(tr(part.name));
        set->setColor(seriesColor(colour++));
        for (const Recommendation& r : options)
            *set << r.perGpu.*part.member / 1e9;
        bars->append(set);
    }
    chart->addSeries(bars);
    QStringList categories;
    double top = 0;
    for (const Recommendation& r : options) {
        categories << QStringLiteral("#%1").arg(r.rank); // the table names each option
        top = std::max({top, r.perGpu.capacity / 1e9, r.perGpu.total() / 1e9});
    }
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    auto* y = new QValueAxis;
    setRoundRange(y, 0, top, 5);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(tr("GB per GPU"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    for (std::size_t i = 0; i < options.size(); ++i) {
        const double capacity = options[i].perGpu.capacity / 1e9;
        for (QLineSeries* mark :
             {barMark(double(i), capacity, Qt::black, Qt::SolidLine),
              barMark(double(i), capacity * weightsShareLimit, QColor(0xD5, 0x5E, 0x00), Qt::DashLine)}) {
            const bool isCapacity = mark->pen().style() == Qt::SolidLine;
            mark->setName(isCapacity ? tr("Capacity")
                                     : tr("Weights limit (%1 %)").arg(weightsShareLimit * 100, 0, 'f', 0));
            chart->addSeries(mark);
            mark->attachAxis(x);
            mark->attachAxis(y);
            if (i > 0) // one legend entry per kind of mark
                for (QLegendMarker* marker : chart->legend()->markers(mark))
                    marker->setVisible(false);
        }
    }
    // Six entries do not fit under a dashboard-sized chart: listed beside it, none is cut to "Overhe…".
    chart->legend()->setAlignment(Qt::AlignRight);
    keepLabelsWhole(chart);
    return chart;
}

} // namespace gpuadvisor::ui::charts
