#include "ui/charts/scaling_chart.h"

#include "ui/charts/chart_style.h"

#include <QCoreApplication>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

namespace gpuadvisor::ui::charts {

QChart* scalingChart(const StudyResult& study) {
    auto tr = [](const char* text) { return QCoreApplication::translate("gpuadvisor::ui::charts", text); };
    auto* chart = new QChart;
    const ScalingCurve& curve = study.scaling;
    const bool training = isTraining(study.scenario.workload.kind);
    applyStyle(chart,
               training ? tr("Scaling efficiency vs GPU count (%1)").arg(QString::fromStdString(curve.gpuId))
                        : tr("Efficiency by replica width"));
    auto* line = new QLineSeries;
    line->setName(tr("Efficiency"));
    line->setPen(QPen(seriesColor(0), 2.5));
    auto* dots = new QScatterSeries;
    dots->setColor(seriesColor(0));
    dots->setMarkerSize(8);
    int maxGpus = 2;
    for (const ScalingPoint& p : curve.points) {
        line->append(p.gpus, p.efficiency * 100);
        dots->append(p.gpus, p.efficiency * 100);
        maxGpus = std::max(maxGpus, p.gpus);
    }
    chart->addSeries(line);
    chart->addSeries(dots);
    auto* x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(1, maxGpus);
    x->setTitleText(training ? tr("GPUs")
                             : tr("GPUs per replica (%1)").arg(QString::fromStdString(curve.gpuId)));
    auto* y = new QValueAxis;
    setRoundRange(y, 0, 100, 6);
    y->setLabelFormat(QStringLiteral("%.0f %"));
    y->setTitleText(tr("Efficiency"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(line), static_cast<QAbstractSeries*>(dots)}) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    if (training && curve.gpusPerNode > 0 && curve.gpusPerNode < maxGpus) {
        auto* boundary = new QLineSeries;
        boundary->setName(tr("Node boundary (%1 GPUs; beyond: %2)")
                              .arg(curve.gpusPerNode)
                              .arg(QString::fromStdString(curve.fabric)));
        boundary->append(curve.gpusPerNode, 0);
        boundary->append(curve.gpusPerNode, 100);
        QPen pen(QColor(0xD5, 0x5E, 0x00), 2, Qt::DashLine);
        boundary->setPen(pen);
        chart->addSeries(boundary);
        boundary->attachAxis(x);
        boundary->attachAxis(y);
    }
    chart->legend()->markers(dots).value(0)->setVisible(false);
    chart->legend()->setVisible(training && curve.gpusPerNode > 0 && curve.gpusPerNode < maxGpus);
    keepLabelsWhole(chart);
    return chart;
}

} // namespace gpuadvisor::ui::charts
