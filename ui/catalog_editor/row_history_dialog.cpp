#include "ui/catalog_editor/row_history_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

namespace {

QString cellText(const nlohmann::json& cell) {
    if (cell.is_null())
        return RowHistoryDialog::tr("(empty)");
    if (cell.is_string())
        return QString::fromStdString(cell.get<std::string>());
    return QString::fromStdString(cell.dump());
}

} // namespace

QStringList RowHistoryDialog::describe(const db::CatalogChange& change) {
    if (change.operation == QLatin1String("insert"))
        return {tr("row added")};
    if (change.operation == QLatin1String("delete"))
        return {tr("row deleted")};
    if (change.operation == QLatin1String("replaced"))
        return {tr("row replaced by an import (the new row was not recorded)")};
    QStringList lines;
    for (const std::string& column : db::changedColumns(change))
        lines << QStringLiteral("%1: %2 → %3")
                     .arg(QString::fromStdString(column),
                          cellText(change.oldRow.value(column, nlohmann::json())),
                          cellText(change.newRow.value(column, nlohmann::json())));
    return lines;
}

RowHistoryDialog::RowHistoryDialog(const QString& table, const QString& key,
                                   const std::vector<db::CatalogChange>& changes, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("History of %1 %2").arg(table, key));
    auto* layout = new QVBoxLayout(this);
    if (changes.empty())
        layout->addWidget(new QLabel(tr("No change since the catalog was created.")));
    m_table = new QTableWidget(int(changes.size()), 4, this);
    m_table->setHorizontalHeaderLabels({tr("Revision"), tr("When (UTC)"), tr("Who"), tr("Change")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    for (int row = 0; row < int(changes.size()); ++row) {
        const db::CatalogChange& change = changes[std::size_t(row)];
        const QStringList cells = {QString::number(change.revision), change.changedAt,
                                   change.changedBy.isEmpty() ? tr("(this computer)") : change.changedBy,
                                   describe(change).join(u'\n')};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_table->resizeRowsToContents();
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 420);
}

} // namespace gpuadvisor::ui
