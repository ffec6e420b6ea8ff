#pragma once

#include "core/cost/money.h"

#include <QString>

#include <string>
#include <vector>

class QComboBox;
class QSpinBox;

namespace gpuadvisor::ui {

// The window's face of core/scenario/scenario_limits.h: every horizon and utilisation box takes its range
// from there, and every currency box the currencies the catalog has a rate for, so the window can show any
// study the CLI accepts.
void limitHorizon(QSpinBox* months);
void limitUtilisation(QSpinBox* percent);

// Fills `box` with the catalog's currencies and selects `code`. A code the catalog has no rate for is still
// listed and selected — shown as it is, so that the run refuses it in words instead of the box quietly
// showing another currency (issue 37).
void fillCurrencies(QComboBox* box, const std::vector<FxRate>& rates, const QString& code);
void fillCurrencies(QComboBox* box, const std::vector<std::string>& codes, const QString& code);
// Selects `code`, adding it to the box first when it is not listed.
void showCurrency(QComboBox* box, const QString& code);

} // namespace gpuadvisor::ui
