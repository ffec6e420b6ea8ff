#include "ui/charts/cost_chart.h"

#include "ui/charts/chart_style.h"

#include <QBarSet>
#include <QCoreApplication>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace gpuadvisor::ui::charts {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gpuadvisor::ui::charts", text);
}

// A job that runs once has no months to add up: each compared option's cost of the job (the options table's
// figure), one bar each, coloured by way of paying like the cumulative lines.
QChart* jobCostChart(const StudyResult& study) {
    auto* chart = new QChart;
    const QString currency = QString::fromStdString(study.scenario.constraints.currency);
    applyStyle(chart, tr("Cost of the job (%1)").arg(currency));
    std::vector<const Recommendation*> compared;
    for (const Recommendation& r : study.recommendations.options)
        compared.push_back(&r);
    for (const Recommendation& r : study.recommendations.alternatives)
        compared.push_back(&r);
    // One bar set per way of paying, stacked: a category holds one option, so each bar has its kind's colour.
    std::map<QString, QBarSet*> sets;
    auto* series = new QHorizontalStackedBarSeries;
    QStringList names;
    double top = 1;
    // Qt draws the first category at the bottom: the best-ranked option goes last, on top.
    for (std::size_t k = compared.size(); k-- > 0;) {
        names << optionTag(study, k);
        const QString kind = optionKindWord(study, k);
        if (!sets.count(kind)) {
            auto* set = new QBarSet(kind);
            set->setColor(optionLinePen(study, k).color());
            for (qsizetype before = 0; before + 1 < names.size(); ++before)
                *set << 0;
            sets[kind] = set;
            series->append(set);
        }
        for (auto& [name, set] : sets)
            *set << (name == kind ? compared[k]->totalCost : 0);
        top = std::max(top, compared[k]->totalCost);
    }
    chart->addSeries(series);
    attachHorizontalBarAxes(chart, series, names, 0, top, currency);
    return chart;
}

} // namespace

QChart* cumulativeCostChart(const StudyResult& study) {
    if (study.scenario.workload.runsOnce())
        return jobCostChart(study);
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
        line->setName(optionLineName(study, i)); // the options table names each tag
        line->setPen(optionLinePen(study, i));
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
    // One entry per option ("#106* bare metal"): below the plot a laptop's chart elided them; beside it
    // they stack.
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

} // namespace gpuadvisor::ui::charts
