#include "ui/charts/chart_style.h"

#include <QBarCategoryAxis>
#include <QCoreApplication>
#include <QFont>
#include <QLegend>

#include <algorithm>
#include <cmath>

namespace gpuadvisor::ui::charts {

void applyStyle(QChart* chart, const QString& title) {
    chart->setTitle(title);
    QFont font = chart->titleFont();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    chart->setTitleFont(font);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true); // a long label that does not fit shows whole on hover
    QFont legendFont = chart->legend()->font();
    legendFont.setPointSizeF(std::max(7.0, legendFont.pointSizeF() * 0.85));
    chart->legend()->setFont(legendFont);
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->setBackgroundRoundness(0);
    chart->setLocalizeNumbers(true); // axis labels with the reader's digit grouping: 1,500 or 1.500
}

void keepLabelsWhole(QChart* chart) {
    for (QAbstractAxis* axis : chart->axes())
        axis->setTruncateLabels(false);
}

void setRoundRange(QValueAxis* axis, double low, double high, int maxTicks) {
    if (!(high > low))
        high = low + 1;
    const double raw = (high - low) / std::max(1, maxTicks - 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * magnitude;
    for (const double nice : {1.0, 2.0, 2.5, 5.0})
        if (nice * magnitude >= raw) {
            step = nice * magnitude;
            break;
        }
    const double from = std::floor(low / step + 1e-9) * step;
    const double to = std::ceil(high / step - 1e-9) * step;
    axis->setRange(from, to);
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setTickCount(int(std::lround((to - from) / step)) + 1);
}

void setMonthRange(QValueAxis* axis, int months, int maxTicks) {
    int step = 1;
    for (const int nice : {1, 3, 6, 12, 24, 36, 48, 60, 120})
        if (nice * (maxTicks - 1) >= months) {
            step = nice;
            break;
        }
    const int to = (months + step - 1) / step * step;
    axis->setRange(0, to);
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setTickCount(to / step + 1);
}

void attachHorizontalBarAxes(QChart* chart, QAbstractSeries* series, const QStringList& categories,
                             double low, double high, const QString& title) {
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    auto* x = new QValueAxis;
    setRoundRange(x, low, high, 5);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(title);
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    series->attachAxis(y);
    keepLabelsWhole(chart);
}

QString optionTag(const StudyResult& study, std::size_t index) {
    const auto& set = study.recommendations;
    if (index < set.options.size())
        return QStringLiteral("#%1").arg(set.options[index].rank);
    index -= set.options.size();
    if (index < set.alternatives.size())
        return QStringLiteral("#%1*").arg(set.alternatives[index].rank);
    return QStringLiteral("#?");
}

namespace {

OptionKind kindAt(const StudyResult& study, std::size_t index) {
    return study.costs && index < study.costs->options.size() ? study.costs->options[index].selection.kind
                                                              : OptionKind::Cloud;
}

} // namespace

QPen optionLinePen(const StudyResult& study, std::size_t index) {
    // Okabe–Ito colours (Okabe & Ito 2008), one per way of paying.
    const OptionKind kind = kindAt(study, index);
    const QColor colour = kind == OptionKind::BareMetal ? QColor(0xD5, 0x5E, 0x00)
                          : kind == OptionKind::Owned   ? QColor(0x00, 0x9E, 0x73)
                          : kind == OptionKind::Hybrid  ? QColor(0xCC, 0x79, 0xA7)
                                                        : QColor(0x00, 0x72, 0xB2);
    std::size_t before = 0; // options paid the same way ranked above this one
    for (std::size_t i = 0; i < index; ++i)
        before += kindAt(study, i) == kind ? 1 : 0;
    static const Qt::PenStyle dashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                          Qt::DashDotDotLine};
    return QPen(colour, 2.5, dashes[before % 5]);
}

QString optionKindWord(const StudyResult& study, std::size_t index) {
    auto tr = [](const char* text) { return QCoreApplication::translate("gpuadvisor::ui::charts", text); };
    switch (kindAt(study, index)) {
    case OptionKind::BareMetal:
        return tr("bare metal");
    case OptionKind::Owned:
        return tr("bought");
    case OptionKind::Hybrid:
        return tr("hybrid");
    case OptionKind::Cloud:
        break;
    }
    return tr("cloud");
}

QString optionLineName(const StudyResult& study, std::size_t index) {
    return optionTag(study, index) + u' ' + optionKindWord(study, index);
}

QColor seriesColor(int index) {
    // Okabe–Ito colour-blind-safe palette (Okabe & Ito 2008).
    static const QColor palette[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                     QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00),
                                     QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x00, 0x00)};
    return palette[index % 8];
}

} // namespace gpuadvisor::ui::charts
