#pragma once

#include <QChart>
#include <QColor>
#include <QString>

namespace gpuadvisor::ui::charts {

// One look for every chart, on screen and in reports: a title, the legend below, no animation (a what-if
// redraws at once), and a palette that stays readable when printed in grey.
void applyStyle(QChart* chart, const QString& title);
QColor seriesColor(int index);

} // namespace gpuadvisor::ui::charts
