#pragma once

#include "core/advisor/study.h"

#include <QChart>
#include <QColor>
#include <QString>

namespace gpuadvisor::ui::charts {

// One look for every chart, on screen and in reports: a title, the legend below, no animation (a what-if
// redraws at once), and a palette that stays readable when printed in grey.
void applyStyle(QChart* chart, const QString& title);
QColor seriesColor(int index);

// "#3" for the third ranked option, "#46*" for one carried only for comparison: the name the options table,
// the charts and the report give the compared option at `index` (study.costs order).
QString optionTag(const StudyResult& study, std::size_t index);

} // namespace gpuadvisor::ui::charts
