#include "ui/charts/cost_chart.h"

#include "ui/charts/chart_style.h"

#include <QCoreApplication>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::ui::charts {

QChart* cumulativeCostChart(const StudyResult& study) {
    auto tr = [](const char* text) { return QCoreApplication::translate("gpuadvisor::ui::charts", text); };
    auto* chart = new QChart;
    const QString currency = QString::fromStdString(study.scenario.constraints.currency);
    applyStyle(chart, tr("Cumulative cost over %1 months").arg(study.scenario.constraints.horizonMonths));
    if (!study.costs)
        return chart;
    const CostComparison& costs = *study.costs;
    double top = 1;
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto* crossings = new QScatterSeries;
    crossings->setName(tr("Break-even"));
    crossings->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    crossings->setMarkerSize(11);
    crossings->setColor(Qt::black);
    for (std::size_t i = 0; i < costs.options.size(); ++i) {
        const OptionCost& o = costs.options[i];
        auto* line = new QLineSeries;
        line->setName(optionTag(study, i)); // the table names each option
        line->setPen(QPen(seriesColor(int(i)), 2.5));
        for (std::size_t m = 0; m < o.cumulative.size(); ++m) {
            line->append(double(m), o.cumulative[m] / 1e3);
            top = std::max(top, o.cumulative[m] / 1e3);
        }
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        for (const BreakEven& b : o.breakEven)
            if (paysBack(b) && *b.nominalMonth <= study.scenario.constraints.horizonMonths) {
                // Interpolate the option's own cumulative cost at the fractional month.
                const double month = *b.nominalMonth;
                const std::size_t lo = std::min(o.cumulative.size() - 1, std::size_t(std::floor(month)));
                const std::size_t hi = std::min(o.cumulative.size() - 1, lo + 1);
                const double value =
                    o.cumulative[lo] + (o.cumulative[hi] - o.cumulative[lo]) * (month - double(lo));
                crossings->append(month, value / 1e3);
            }
    }
    chart->addSeries(crossings);
    crossings->attachAxis(x);
    crossings->attachAxis(y);
    setMonthRange(x, study.scenario.constraints.horizonMonths);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("Month"));
    setRoundRange(y, 0, top, 5);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(tr("k %1").arg(currency)); // short: a laptop's chart is 110 px tall
    keepLabelsWhole(chart);
    return chart;
}

} // namespace gpuadvisor::ui::charts
