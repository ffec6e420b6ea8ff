#include "ui/charts/sensitivity_charts.h"

#include "core/present/report_text.h"
#include "ui/charts/chart_style.h"
#include "ui/common/display_format.h"

#include <QBarSet>
#include <QCoreApplication>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace gpuadvisor::ui::charts {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("gpuadvisor::ui::charts", text);
}
} // namespace

QChart* tornadoChart(const StudyResult& study, std::size_t index) {
    auto* chart = new QChart;
    const QString currency = QString::fromStdString(study.scenario.constraints.currency);
    if (!study.costs || index >= study.costs->tornado.size() || index >= study.costs->options.size()) {
        applyStyle(chart, tr("Sensitivity"));
        return chart;
    }
    const OptionCost& option = study.costs->options[index];
    applyStyle(chart, tr("What moves the cost of %1").arg(optionTag(study, index)));
    // A job's bars are its cost of the job (the tornado's low and high are job costs there), in currency
    // units; a horizon's are its NPV, in thousands.
    const bool job = study.scenario.workload.runsOnce() && option.jobCost.has_value();
    const double base = job ? *option.jobCost : option.npv;
    const double unit = job ? 1 : 1e3;
    auto* low = new QBarSet(tr("Driver −20 %"));
    auto* high = new QBarSet(tr("Driver +20 %"));
    low->setColor(seriesColor(2));
    high->setColor(seriesColor(5));
    QStringList drivers;
    double extent = 1;
    // Qt draws the first category at the bottom: add narrowest first so the widest bar sits on top.
    const auto& bars = study.costs->tornado[index];
    for (auto it = bars.rbegin(); it != bars.rend(); ++it) {
        drivers << QString::fromStdString(reportWord(it->driver, presentLanguage()));
        *low << (it->low - base) / unit;
        *high << (it->high - base) / unit;
        extent = std::max({extent, std::abs(it->low - base) / unit, std::abs(it->high - base) / unit});
    }
    auto* series = new QHorizontalBarSeries;
    series->append(low);
    series->append(high);
    chart->addSeries(series);
    attachHorizontalBarAxes(chart, series, drivers, -extent, extent,
                            job ? tr("Change in the job's cost (%1)").arg(currency)
                                : tr("Change in NPV (%1 thousands)").arg(currency));
    return chart;
}

QChart* utilisationChart(const StudyResult& study) {
    auto* chart = new QChart;
    const QString currency = QString::fromStdString(study.scenario.constraints.currency);
    applyStyle(chart, tr("Cost per useful GPU-hour (%1)").arg(currency));
    if (!study.costs)
        return chart;
    auto* x = new QValueAxis;
    auto* y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double top = 1;
    for (std::size_t i = 0; i < study.costs->sweep.size() && i < study.costs->options.size(); ++i) {
        auto* line = new QLineSeries;
        line->setName(optionLineName(study, i));
        line->setPen(optionLinePen(study, i));
        for (const UtilisationPoint& p : study.costs->sweep[i]) {
            line->append(p.utilisation * 100, p.costPerUsefulGpuHour);
            top = std::max(top, p.costPerUsefulGpuHour);
        }
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    auto* now = new QLineSeries;
    now->setName(tr("Scenario utilisation"));
    now->setPen(QPen(Qt::black, 1.5, Qt::DashLine));
    now->append(study.scenario.constraints.utilisation * 100, 0);
    now->append(study.scenario.constraints.utilisation * 100, top * 1.05);
    chart->addSeries(now);
    now->attachAxis(x);
    now->attachAxis(y);
    setRoundRange(x, 0, 100, 6);
    x->setLabelFormat(QStringLiteral("%.0f %"));
    x->setTitleText(tr("Utilisation"));
    setRoundRange(y, 0, top, 5);
    y->setLabelFormat(top >= 10 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    y->setTitleText(currency); // the title says per useful GPU-hour; a laptop's chart is 110 px tall
    keepLabelsWhole(chart);
    chart->legend()->setAlignment(Qt::AlignRight); // one entry per option: stacked, not elided
    return chart;
}

} // namespace gpuadvisor::ui::charts
