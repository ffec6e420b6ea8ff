#pragma once

#include "ui/settings/app_settings.h"

#include <QDialog>

#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gpuadvisor::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    // `currencies`: the catalog's (core/scenario/scenario_limits.h catalogCurrencies).
    SettingsDialog(const AppSettings& settings, const std::vector<std::string>& currencies,
                   QWidget* parent = nullptr);
    AppSettings settings() const;

  private:
    AppSettings m_settings;
    QComboBox* m_language = nullptr;
    QComboBox* m_currency = nullptr;
    QLineEdit* m_company = nullptr;
    QLineEdit* m_logo = nullptr;
    QComboBox* m_pageSize = nullptr;
    QSpinBox* m_horizon = nullptr;
    QSpinBox* m_utilisation = nullptr;
    QLineEdit* m_teamCatalog = nullptr;
    QLabel* m_teamCatalogProblem = nullptr;
};

} // namespace gpuadvisor::ui
