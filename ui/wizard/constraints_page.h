#pragma once

#include "db/catalog_snapshot.h"
#include "ui/wizard/scenario_page.h"

#include <map>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QListWidget;
class QSpinBox;

namespace gpuadvisor::ui {

// Step 4: who the customer is and what the law and the budget allow.
class ConstraintsPage : public ScenarioPage {
    Q_OBJECT
  public:
    explicit ConstraintsPage(db::SnapshotPtr snapshot, QWidget* parent = nullptr);
    void load(const Scenario& scenario) override;
    void store(Scenario& scenario) const override;
    QString problem() const override;

  private:
    static void setChecked(QListWidget* list, const std::vector<std::string>& values);
    static std::vector<std::string> checked(const QListWidget* list);

    QComboBox* m_organisation = nullptr;
    std::map<std::string, QCheckBox*> m_dataClasses, m_subjects, m_acquisitions;
    QCheckBox* m_vendorTraining = nullptr;
    QCheckBox* m_sovereign = nullptr;
    QCheckBox* m_highRiskAi = nullptr;
    QCheckBox* m_pix = nullptr;
    QListWidget* m_providers = nullptr;
    QListWidget* m_countries = nullptr;
    QComboBox* m_currency = nullptr;
    QComboBox* m_buyerCountry = nullptr;
    QSpinBox* m_horizon = nullptr;
    QSpinBox* m_utilisation = nullptr;
    QDoubleSpinBox* m_budget = nullptr;
    QDoubleSpinBox* m_rackPower = nullptr; // 0: the catalog's site_rack_power_kw
    // Procurement policy (Scenario::policy): each combo's first item leaves the field to its default.
    QComboBox* m_marketplace = nullptr;
    QComboBox* m_consumerGpus = nullptr;
    QComboBox* m_fourBit = nullptr;
    QComboBox* m_redundancy = nullptr;
    QDoubleSpinBox* m_minSla = nullptr;     // 0: no minimum
    QSpinBox* m_deadlineMargin = nullptr;   // %
    std::vector<std::string> m_customTiers; // a scenario's own tier list, kept as it came
    bool m_marginSet = false;               // the scenario set deadline_margin
};

} // namespace gpuadvisor::ui
