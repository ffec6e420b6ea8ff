#pragma once

#include "core/study/run_study.h"

#include <QAbstractSeries>
#include <QChart>
#include <QColor>
#include <QPen>
#include <QString>
#include <QStringList>
#include <QValueAxis>

namespace gpuadvisor::ui::charts {

// One look for every chart, on screen and in reports: a title, the legend below, no animation (a what-if
// redraws at once), and a palette that stays readable when printed in grey.
void applyStyle(QChart* chart, const QString& title);
QColor seriesColor(int index);

// An axis from `low` to `high` widened to round ticks (1, 2, 2.5 or 5 × 10^k apart; months: 1, 3, 6, 12 or a
// multiple of 12), at most `maxTicks` of them, so labels read 0, 50, 100 and not 39, 78, 116 (issue 21).
void setRoundRange(QValueAxis* axis, double low, double high, int maxTicks = 6);
void setMonthRange(QValueAxis* axis, int months, int maxTicks = 7);
// Axis labels drawn whole (Qt elides long category names: the tornado's drivers read "…").
void keepLabelsWhole(QChart* chart);
// A horizontal bar chart's axes (tornado, cost of the job): `categories` on the left, a round value axis from
// `low` to `high` below with `title`, labels whole.
void attachHorizontalBarAxes(QChart* chart, QAbstractSeries* series, const QStringList& categories,
                             double low, double high, const QString& title);

// "#3" for the third ranked option, "#46*" for one carried only for comparison: the name the options table,
// the charts and the report give the compared option at `index` (study.costs order).
QString optionTag(const StudyResult& study, std::size_t index);

// A line per compared option (cumulative cost, cost per useful hour), drawn so that its look keeps its
// meaning when a what-if or the horizon reorders the ranking: the colour is the way of paying (cloud blue,
// bare metal vermilion, bought green, hybrid purple), the dash tells apart options paid the same way, in
// ranking order; the name is the tag and the way of paying ("#1 cloud", "#19* bare metal").
QPen optionLinePen(const StudyResult& study, std::size_t index);
QString optionLineName(const StudyResult& study, std::size_t index);
QString optionKindWord(const StudyResult& study, std::size_t index); // "cloud", "bare metal", "bought"

} // namespace gpuadvisor::ui::charts
