#include "ui/common/study_limits.h"

#include "core/scenario/scenario_limits.h"

#include <QComboBox>
#include <QSignalBlocker>
#include <QSpinBox>

#include <cmath>

namespace gpuadvisor::ui {

void limitHorizon(QSpinBox* months) {
    months->setRange(int(limits::horizonMonths.min), int(limits::horizonMonths.max));
}

void limitUtilisation(QSpinBox* percent) {
    percent->setRange(int(std::lround(limits::utilisation.min * 100)),
                      int(std::lround(limits::utilisation.max * 100)));
}

void fillCurrencies(QComboBox* box, const std::vector<FxRate>& rates, const QString& code) {
    fillCurrencies(box, catalogCurrencies(rates), code);
}

void fillCurrencies(QComboBox* box, const std::vector<std::string>& codes, const QString& code) {
    const QSignalBlocker quiet(box);
    box->clear();
    for (const std::string& c : codes)
        box->addItem(QString::fromStdString(c));
    showCurrency(box, code);
}

void showCurrency(QComboBox* box, const QString& code) {
    if (code.isEmpty())
        return;
    if (box->findText(code) < 0)
        box->addItem(code);
    box->setCurrentIndex(box->findText(code));
}

} // namespace gpuadvisor::ui
