#pragma once

#include "db/catalog_snapshot.h"
#include "ui/wizard/scenario_page.h"

#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListView;
class QRadioButton;
class QSortFilterProxyModel;
class QSpinBox;
class QStandardItemModel;

namespace gpuadvisor::ui {

// Step 2: the model, from the catalog (searchable), from its architecture, from a parameter count, or from
// a Hugging Face config.json; shows the parameter count and KV-cache bytes per token as the user types.
class ModelPage : public ScenarioPage {
    Q_OBJECT
  public:
    explicit ModelPage(db::SnapshotPtr snapshot, QWidget* parent = nullptr);
    void load(const Scenario& scenario) override;
    void store(Scenario& scenario) const override;
    QString problem() const override;

    // A model typed or imported here, to be added to the user's catalog when the wizard finishes.
    std::optional<ModelSpec> customModel() const;
    bool importConfig(const QString& path); // false with the reason shown on the page
    void selectCatalogModel(const QString& id);
    void fillFromParameterCount(double parameters);
    QLineEdit* searchField() const { return m_search; }
    QString summaryText() const;

  private:
    void updateSummary();
    void setArchitecture(const ModelSpec& model);
    ModelSpec typedArchitecture() const;
    QString selectedCatalogId() const;

    db::SnapshotPtr m_snapshot;
    QRadioButton* m_fromCatalog = nullptr;
    QRadioButton* m_fromArchitecture = nullptr;
    QLineEdit* m_search = nullptr;
    QStandardItemModel* m_models = nullptr;
    QSortFilterProxyModel* m_filter = nullptr;
    QListView* m_list = nullptr;
    QLineEdit* m_name = nullptr;
    QSpinBox* m_layers = nullptr;
    QSpinBox* m_hidden = nullptr;
    QSpinBox* m_intermediate = nullptr;
    QSpinBox* m_heads = nullptr;
    QSpinBox* m_kvHeads = nullptr;
    QSpinBox* m_vocab = nullptr;
    QCheckBox* m_tied = nullptr;
    QDoubleSpinBox* m_sizeBillions = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_importMessage = nullptr;
    ModelSpec m_base; // fields the form does not show (MoE, MLA, windows) come from the last import or fill
};

} // namespace gpuadvisor::ui
