#pragma once

#include "db/shared_studies.h"

#include <QDialog>

#include <optional>
#include <vector>

class QTableWidget;

namespace gpuadvisor::ui {

// The studies saved to the catalog (in a team catalog, the team's), newest first: title, customer, author,
// who saved it when and at which catalog revision. Double-click or Open picks one.
class SharedStudiesDialog : public QDialog {
    Q_OBJECT
  public:
    SharedStudiesDialog(std::vector<db::SharedStudy> studies, QWidget* parent = nullptr);
    std::optional<long long> chosenId() const;
    QTableWidget* table() const { return m_table; }

  private:
    std::vector<db::SharedStudy> m_studies;
    QTableWidget* m_table = nullptr;
};

} // namespace gpuadvisor::ui
