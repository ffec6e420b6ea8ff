#include "ui/catalog_editor/price_check_dialog.h"

#include "core/present/cost_text.h"
#include "db/catalog_tables.h"
#include "ui/common/display_format.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

PriceCheckDialog::PriceCheckDialog(const std::vector<PriceCheck>& checks, const QString& today,
                                   QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Prices to confirm"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        checks.empty() ? tr("Every priced row is a dated list price or a confirmed value (on %1).").arg(today)
                       : tr("%n price(s) to confirm before a recommendation rests on them (on %1). "
                            "Double-click a row to "
                            "go to the cell to edit once the supplier confirms it.",
                            nullptr, int(checks.size()))
                             .arg(today));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table = new QTableWidget(int(checks.size()), 4, this);
    m_table->setObjectName(QStringLiteral("priceChecks"));
    m_table->setHorizontalHeaderLabels({tr("Row"), tr("Why"), tr("Cell to edit"), tr("How to clear it")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    const Language language = presentLanguage();
    for (int i = 0; i < int(checks.size()); ++i) {
        const PriceCheck& c = checks[std::size_t(i)];
        const auto cell = [&](int column, const std::string& text) {
            m_table->setItem(i, column, new QTableWidgetItem(QString::fromStdString(text)));
        };
        const db::CatalogTable* tab = db::findCatalogTable(QString::fromStdString(c.table));
        cell(0, (tab ? tab->cliName.toStdString() : c.table) + " " + c.id + " (" + c.what + ")");
        cell(1, priceDoubtText(c, language));
        cell(2, c.column + (c.value.empty() ? std::string() : " = " + c.value));
        cell(3, priceFixText(c, language));
        m_table->item(i, 0)->setData(Qt::UserRole, QString::fromStdString(c.table));
        m_table->item(i, 0)->setData(Qt::UserRole + 1, QString::fromStdString(c.id));
        m_table->item(i, 0)->setData(Qt::UserRole + 2, QString::fromStdString(c.column));
    }
    // The row and the cell as wide as they need; the two sentences share the rest and wrap.
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(3, QHeaderView::Stretch);
    m_table->setWordWrap(true);
    // Rows as tall as their wrapped text at the columns' final widths (sized per row once laid out).
    connect(header, &QHeaderView::sectionResized, m_table, [this] { m_table->resizeRowsToContents(); });
    layout->addWidget(m_table, 1);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        const QTableWidgetItem* item = m_table->item(row, 0);
        emit showCell(item->data(Qt::UserRole).toString(), item->data(Qt::UserRole + 1).toString(),
                      item->data(Qt::UserRole + 2).toString());
        accept();
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(1000, 560);
}

} // namespace gpuadvisor::ui
