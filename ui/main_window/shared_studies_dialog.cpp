#include "ui/main_window/shared_studies_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

SharedStudiesDialog::SharedStudiesDialog(std::vector<db::SharedStudy> studies, QWidget* parent)
    : QDialog(parent), m_studies(std::move(studies)) {
    setWindowTitle(tr("Open a saved study"));
    auto* layout = new QVBoxLayout(this);
    if (m_studies.empty())
        layout->addWidget(
            new QLabel(tr("No study has been saved to this catalog yet (Study ▸ Save to the catalog).")));
    m_table = new QTableWidget(int(m_studies.size()), 7, this);
    m_table->setHorizontalHeaderLabels({tr("Id"), tr("Saved"), tr("Title"), tr("Customer"), tr("Author"),
                                        tr("Saved by"), tr("Catalog revision")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    for (int row = 0; row < int(m_studies.size()); ++row) {
        const db::SharedStudy& s = m_studies[std::size_t(row)];
        const QStringList cells = {QString::number(s.id),
                                   s.savedAt,
                                   s.title,
                                   s.customer,
                                   s.author,
                                   s.savedBy,
                                   QString::number(s.catalogRevision)};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    if (!m_studies.empty())
        m_table->selectRow(0);
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Open)->setEnabled(!m_studies.empty());
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);
    resize(900, 400);
}

std::optional<long long> SharedStudiesDialog::chosenId() const {
    const int row = m_table->currentRow();
    if (row < 0 || row >= int(m_studies.size()))
        return std::nullopt;
    return m_studies[std::size_t(row)].id;
}

} // namespace gpuadvisor::ui
