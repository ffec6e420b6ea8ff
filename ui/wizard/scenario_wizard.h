#pragma once

#include "db/catalog_snapshot.h"

#include <QWizard>

#include <optional>

namespace gpuadvisor::ui {

class ConstraintsPage;
class ModelPage;
class PrecisionPage;
class ReviewPage;
class WorkloadPage;

// Five steps from "what will the GPUs do" to a scenario the dashboard can answer. Each page checks its
// fields before Next and names what is wrong; Back keeps everything typed.
class ScenarioWizard : public QWizard {
    Q_OBJECT
  public:
    enum PageId { Workload, Model, PrecisionStep, Constraints, Review };

    ScenarioWizard(db::SnapshotPtr snapshot, const Scenario& start, QWidget* parent = nullptr);

    // The scenario with every page's fields applied (pages not yet visited keep the starting values).
    Scenario scenario() const;
    std::optional<ModelSpec> customModel() const;

    WorkloadPage* workloadPage() const { return m_workload; }
    ModelPage* modelPage() const { return m_model; }
    PrecisionPage* precisionPage() const { return m_precision; }
    ConstraintsPage* constraintsPage() const { return m_constraints; }
    ReviewPage* reviewPage() const { return m_review; }

  private:
    Scenario m_start;
    WorkloadPage* m_workload = nullptr;
    ModelPage* m_model = nullptr;
    PrecisionPage* m_precision = nullptr;
    ConstraintsPage* m_constraints = nullptr;
    ReviewPage* m_review = nullptr;
};

} // namespace gpuadvisor::ui
