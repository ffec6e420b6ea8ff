#include "ui/catalog_editor/catalog_editor.h"

#include "db/output_file.h"
#include "db/text_file.h"

#include "core/cost/catalog_check.h"
#include "db/catalog_json_io.h"
#include "db/catalog_snapshot.h"
#include "db/catalog_tables.h"
#include "db/change_log.h"
#include "db/importers/hf_model_import.h"
#include "db/importers/skypilot_csv.h"
#include "ui/catalog_editor/price_check_dialog.h"
#include "ui/catalog_editor/row_history_dialog.h"
#include "ui/catalog_editor/validating_delegate.h"

#include <QCloseEvent>
#include <QDate>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSqlRecord>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

CatalogEditor::CatalogEditor(db::CatalogDatabase& database, QWidget* parent)
    : QMainWindow(parent), m_database(database) {
    setWindowTitle(tr("Catalog — %1").arg(database.path()));
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    auto* searchRow = new QHBoxLayout;
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Filter rows (any column)…"));
    m_search->setClearButtonEnabled(true);
    auto* searchLabel = new QLabel(tr("&Search:"));
    searchLabel->setBuddy(m_search);
    searchRow->addWidget(searchLabel);
    searchRow->addWidget(m_search);
    layout->addLayout(searchRow);
    m_tabWidget = new QTabWidget;
    layout->addWidget(m_tabWidget, 1);
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("editorMessage"));
    layout->addWidget(m_message);
    setCentralWidget(central);

    for (const db::CatalogTable& table : db::catalogTables()) {
        QSqlTableModel* model = db::newTableModel(database, table.name, this);
        auto* filter = new QSortFilterProxyModel(this);
        filter->setSourceModel(model);
        filter->setFilterKeyColumn(-1);
        filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
        auto* view = new QTableView;
        view->setModel(filter);
        view->setSortingEnabled(true);
        view->sortByColumn(0, Qt::AscendingOrder);
        view->setAlternatingRowColors(true);
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        view->horizontalHeader()->setDefaultSectionSize(120);
        auto* delegate = new ValidatingDelegate(db::CellRules(database, table.name), view);
        view->setItemDelegate(delegate);
        connect(delegate, &ValidatingDelegate::refused, this,
                [this](const QString& reason) { showMessage(reason, true); });
        connect(delegate, &ValidatingDelegate::accepted, this,
                [this] { showMessage(tr("Edited; Submit saves, Revert discards."), false); });
        m_tabWidget->addTab(view, table.cliName);
        m_tabs.push_back({table.name, model, filter, view, delegate});
    }
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        for (const Tab& tab : m_tabs)
            tab.filter->setFilterFixedString(text);
    });

    QToolBar* bar = addToolBar(tr("Catalog"));
    bar->setObjectName(QStringLiteral("catalogToolbar"));
    bar->addAction(tr("&Add row"), this, &CatalogEditor::addRow);
    bar->addAction(tr("&Duplicate"), this, &CatalogEditor::duplicateRow);
    bar->addAction(tr("De&lete"), this, &CatalogEditor::deleteRows);
    bar->addSeparator();
    QAction* submitAction = bar->addAction(tr("&Submit"), this, &CatalogEditor::submit);
    submitAction->setShortcut(QKeySequence::Save);
    bar->addAction(tr("&Revert"), this, &CatalogEditor::revert);
    bar->addSeparator();
    QAction* historyAction = bar->addAction(tr("&History"), this, &CatalogEditor::showHistory);
    historyAction->setObjectName(QStringLiteral("rowHistoryAction"));
    QAction* checkAction = bar->addAction(tr("Check &prices"), this, &CatalogEditor::checkPrices);
    checkAction->setObjectName(QStringLiteral("priceCheckAction"));
    checkAction->setToolTip(tr("Every price that is an estimate, stale or in a region to confirm"));
    if (const auto revision = db::catalogRevision(database))
        m_loadedRevision = *revision;
    m_askAboutConflict = [this](const QString& theirs) {
        QMessageBox box(QMessageBox::Warning, tr("Someone else changed these rows"),
                        tr("Since you opened the catalog, these rows you edited were changed:\n\n%1\n\nKeep "
                           "your values (theirs stay in the history), or take theirs and drop your edits of "
                           "these rows?")
                            .arg(theirs),
                        QMessageBox::Cancel, this);
        QPushButton* mine = box.addButton(tr("Keep mine"), QMessageBox::AcceptRole);
        QPushButton* their = box.addButton(tr("Take theirs"), QMessageBox::RejectRole);
        box.exec();
        return box.clickedButton() == mine    ? ConflictChoice::KeepMine
               : box.clickedButton() == their ? ConflictChoice::TakeTheirs
                                              : ConflictChoice::Cancel;
    };

    QMenu* file = menuBar()->addMenu(tr("&Catalog"));
    file->addAction(tr("Import SkyPilot &CSV…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a SkyPilot price list"), QString(),
                                                          tr("CSV files (*.csv)"));
        if (path.isEmpty())
            return;
        bool ok = false;
        const QString provider = QInputDialog::getText(
            this, tr("Provider"), tr("Catalog provider id for these offers (e.g. azure, aws, gcp):"),
            QLineEdit::Normal, QFileInfo(path).dir().dirName(), &ok);
        if (ok)
            importSkyPilot(path, provider.trimmed());
    });
    file->addAction(tr("Import model &config.json…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a Hugging Face config.json"),
                                                          QString(), tr("JSON files (*.json)"));
        if (path.isEmpty())
            return;
        bool ok = false;
        const QString id = QInputDialog::getText(
            this, tr("Model id"), tr("Catalog id (lowercase-kebab, e.g. my-model-13b):"), QLineEdit::Normal,
            QFileInfo(path).dir().dirName().toLower(), &ok);
        if (ok)
            importModelConfig(path, id.trimmed());
    });
    file->addAction(tr("&Export as JSON…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the catalog"), QStringLiteral("catalog.json"), tr("JSON files (*.json)"));
        if (!path.isEmpty())
            exportJson(path);
    });
    file->addSeparator();
    file->addAction(tr("Reset to &factory catalog…"), this, [this] {
        if (QMessageBox::question(this, tr("Reset the catalog"),
                                  tr("Replace the catalog with the factory one? The current file is kept as "
                                     "a backup next to it.")) == QMessageBox::Yes) {
            for (const Tab& tab : m_tabs)
                tab.model->revertAll();
            emit resetRequested();
        }
    });
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);
    resize(1200, 700);

    // A read-only catalog can be read, searched and exported; every way to change it is off, and says why.
    if (database.isReadOnly()) {
        for (const Tab& tab : m_tabs)
            tab.view->setEditTriggers(QAbstractItemView::NoEditTriggers);
        for (QAction* action : bar->actions())
            action->setEnabled(action == historyAction);
        for (QAction* action : file->actions())
            if (action->text() != tr("&Export as JSON…") && action->text() != tr("&Close"))
                action->setEnabled(false);
        setWindowTitle(tr("Catalog (read-only) — %1").arg(database.path()));
        showMessage(tr("Read-only: %1. Edits, imports and reset are off; export still works.")
                        .arg(database.readOnlyReason()),
                    true);
    }
}

const CatalogEditor::Tab* CatalogEditor::currentTab() const {
    const int index = m_tabWidget->currentIndex();
    return index >= 0 && index < int(m_tabs.size()) ? &m_tabs[std::size_t(index)] : nullptr;
}

QSqlTableModel* CatalogEditor::tableModel(const QString& table) const {
    for (const Tab& tab : m_tabs)
        if (tab.table == table)
            return tab.model;
    return nullptr;
}

QAbstractItemModel* CatalogEditor::shownModel(const QString& table) const {
    for (const Tab& tab : m_tabs)
        if (tab.table == table)
            return tab.view->model();
    return nullptr;
}

ValidatingDelegate* CatalogEditor::delegate(const QString& table) const {
    for (const Tab& tab : m_tabs)
        if (tab.table == table)
            return tab.delegate;
    return nullptr;
}

void CatalogEditor::showTable(const QString& table) {
    for (std::size_t i = 0; i < m_tabs.size(); ++i)
        if (m_tabs[i].table == table)
            m_tabWidget->setCurrentIndex(int(i));
}

QString CatalogEditor::lastMessage() const {
    return m_message->text();
}

bool CatalogEditor::hasPendingEdits() const {
    return std::any_of(m_tabs.begin(), m_tabs.end(), [](const Tab& tab) { return tab.model->isDirty(); });
}

void CatalogEditor::showMessage(const QString& text, bool error) {
    m_message->setStyleSheet(error ? QStringLiteral("color: #b00020; font-weight: bold;") : QString());
    m_message->setText(text);
}

bool CatalogEditor::submit() {
    if (auto refused = m_database.refuseWrite(QStringLiteral("save the edits"))) {
        showMessage(QString::fromStdString(refused->message), true);
        return false;
    }
    // Required provenance of new rows first, named by row, rather than SQLite's CHECK message later.
    for (const Tab& tab : m_tabs) {
        if (!tab.model->isDirty())
            continue;
        for (int row = 0; row < tab.model->rowCount(); ++row) {
            if (tab.model->headerData(row, Qt::Vertical).toString() !=
                QLatin1String("*")) // QSqlTableModel marks inserted rows so
                continue;
            for (const QString& name : {QStringLiteral("source"), QStringLiteral("as_of")}) {
                const int column = tab.model->fieldIndex(name);
                if (column >= 0 &&
                    tab.model->data(tab.model->index(row, column)).toString().trimmed().isEmpty()) {
                    showTable(tab.table);
                    showMessage(tr("%1, new row %2: %3 is empty; every catalog value needs a source and an "
                                   "as-of date.")
                                    .arg(tab.table)
                                    .arg(row + 1)
                                    .arg(name),
                                true);
                    return false;
                }
            }
        }
    }
    // Another editor (another window, the CLI, a colleague on the team catalog) may have changed a row this
    // one edited: never write over it without saying so. What the user is shown is up to `seen`; a change
    // after it, landing while the user decides or saves, fails the write inside its transaction.
    const auto seen = db::catalogRevision(m_database);
    std::vector<std::pair<const Tab*, int>> conflicting;
    QStringList theirs;
    for (const Tab& tab : m_tabs)
        for (const auto& [row, described] : conflicts(tab)) {
            conflicting.emplace_back(&tab, row);
            theirs << described;
        }
    if (!conflicting.empty()) {
        switch (m_askAboutConflict(theirs.join(u'\n'))) {
        case ConflictChoice::Cancel:
            showMessage(tr("Not saved: rows you edited were changed by someone else meanwhile."), true);
            return false;
        case ConflictChoice::TakeTheirs:
            for (const auto& [tab, row] : conflicting)
                tab->model->revertRow(row);
            break;
        case ConflictChoice::KeepMine:
            break;
        }
    }
    std::vector<QSqlTableModel*> models;
    std::vector<db::GuardedRow> guarded;
    for (const Tab& tab : m_tabs) {
        models.push_back(tab.model);
        for (const auto& [row, key] : editedRows(tab))
            guarded.push_back({tab.table, key});
    }
    if (const auto failure =
            db::submitTogether(m_database, models, guarded, seen ? *seen : m_loadedRevision)) {
        if (failure->changedMeanwhile) {
            showTable(failure->table);
            showMessage(tr("Not saved, nothing was written: %1 %2 was changed by someone else (revision %3) "
                           "while you were saving. Submit again to see the change and choose.")
                            .arg(failure->table, failure->key)
                            .arg(failure->revision),
                        true);
        } else if (!failure->table.isEmpty()) {
            showTable(failure->table);
            showMessage(tr("Not saved, nothing was written: %1 refused the edit (%2).")
                            .arg(failure->table, failure->reason),
                        true);
        } else {
            showMessage(tr("Not saved, nothing was written: %1").arg(failure->reason), true);
        }
        return false;
    }
    reloadAll();
    showMessage(tr("Saved. The dashboard recomputes with the new values."), false);
    emit catalogChanged();
    return true;
}

void CatalogEditor::revert() {
    for (const Tab& tab : m_tabs)
        tab.model->revertAll();
    showMessage(tr("Edits discarded."), false);
}

std::vector<std::pair<int, QString>> CatalogEditor::editedRows(const Tab& tab) {
    std::vector<std::pair<int, QString>> rows;
    if (!tab.model->isDirty())
        return rows;
    for (int row = 0; row < tab.model->rowCount(); ++row) {
        // Edited or deleted rows that existed when loaded (a new row is marked "*"); the key is column 0.
        bool edited = false; // QSqlTableModel marks an updated row cell by cell
        for (int column = 0; column < tab.model->columnCount() && !edited; ++column)
            edited = tab.model->isDirty(tab.model->index(row, column));
        if (edited && tab.model->headerData(row, Qt::Vertical).toString() != QLatin1String("*"))
            rows.emplace_back(row, tab.model->record(row).value(0).toString());
    }
    return rows;
}

std::vector<std::pair<int, QString>> CatalogEditor::conflicts(const Tab& tab) const {
    std::vector<std::pair<int, QString>> found;
    for (const auto& [row, key] : editedRows(tab)) {
        const auto changes = db::catalogChanges(m_database, tab.table, key, m_loadedRevision);
        if (!changes || changes->empty())
            continue;
        QStringList lines;
        for (const db::CatalogChange& change : *changes)
            lines << tr("%1 %2, revision %3 by %4 at %5: %6")
                         .arg(tab.table, key)
                         .arg(change.revision)
                         .arg(change.changedBy.isEmpty() ? tr("another program") : change.changedBy,
                              change.changedAt,
                              RowHistoryDialog::describe(change).join(QStringLiteral("; ")));
        found.emplace_back(row, lines.join(u'\n'));
    }
    return found;
}

void CatalogEditor::showHistory() {
    const Tab* tab = currentTab();
    if (!tab || !tab->view->currentIndex().isValid()) {
        showMessage(tr("Select a row to see its history."), false);
        return;
    }
    const int row = tab->filter->mapToSource(tab->view->currentIndex()).row();
    const QString key = tab->model->record(row).value(0).toString();
    const auto changes = db::catalogChanges(m_database, tab->table, key);
    if (!changes) {
        showMessage(QString::fromStdString(changes.error().message), true);
        return;
    }
    RowHistoryDialog dialog(tab->table, key, *changes, this);
    dialog.exec();
}

PriceCheckDialog* CatalogEditor::checkPrices() {
    const auto snapshot = db::loadSnapshot(m_database);
    if (!snapshot) {
        showMessage(QString::fromStdString(snapshot.error().message), true);
        return nullptr;
    }
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const auto checks =
        gpuadvisor::checkPrices((*snapshot)->costs, today.toStdString(),
                                CostAssumptions::fromCatalog((*snapshot)->catalog.assumptions()));
    auto* dialog = new PriceCheckDialog(checks, today, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PriceCheckDialog::showCell, this, &CatalogEditor::selectCell);
    if (hasPendingEdits())
        showMessage(tr("The check reads the saved catalog: submit your edits to see them in it."), false);
    dialog->show();
    return dialog;
}

bool CatalogEditor::selectCell(const QString& table, const QString& key, const QString& column) {
    const auto tab =
        std::find_if(m_tabs.begin(), m_tabs.end(), [&](const Tab& t) { return t.table == table; });
    if (tab == m_tabs.end())
        return false;
    showTable(table);
    while (tab->model->canFetchMore())
        tab->model->fetchMore();
    const int columnIndex = tab->model->fieldIndex(column);
    for (int row = 0; row < tab->model->rowCount(); ++row) {
        if (tab->model->record(row).value(0).toString() != key)
            continue;
        QModelIndex shown = tab->filter->mapFromSource(tab->model->index(row, std::max(0, columnIndex)));
        if (!shown.isValid()) { // hidden by the search filter
            m_search->clear();
            shown = tab->filter->mapFromSource(tab->model->index(row, std::max(0, columnIndex)));
        }
        tab->view->setCurrentIndex(shown);
        tab->view->scrollTo(shown);
        return true;
    }
    return false;
}

void CatalogEditor::reloadAll() {
    if (const auto revision = db::catalogRevision(m_database))
        m_loadedRevision = *revision;
    for (const Tab& tab : m_tabs) {
        tab.model->select();
        while (tab.model->canFetchMore())
            tab.model->fetchMore();
    }
}

void CatalogEditor::addRow() {
    const Tab* tab = currentTab();
    if (!tab)
        return;
    const int row = tab->model->rowCount();
    tab->model->insertRow(row);
    const int asOf = tab->model->fieldIndex(QStringLiteral("as_of"));
    if (asOf >= 0)
        tab->model->setData(tab->model->index(row, asOf), QDate::currentDate().toString(Qt::ISODate));
    const QModelIndex shown = tab->filter->mapFromSource(tab->model->index(row, 0));
    tab->view->scrollTo(shown);
    tab->view->setCurrentIndex(shown);
    showMessage(tr("New row: fill in the key, the values and the source, then Submit."), false);
}

void CatalogEditor::duplicateRow() {
    const Tab* tab = currentTab();
    if (!tab || !tab->view->currentIndex().isValid())
        return;
    const int from = tab->filter->mapToSource(tab->view->currentIndex()).row();
    QSqlRecord record = tab->model->record(from);
    const int key = 0; // every catalog table's key is its first column
    record.setValue(key, record.value(key).toString() + QStringLiteral("-copy"));
    record.setGenerated(key, true);
    if (!tab->model->insertRecord(-1, record)) {
        showMessage(tr("Cannot duplicate: %1").arg(tab->model->lastError().text()), true);
        return;
    }
    showMessage(tr("Duplicated; change the key ('-copy') and Submit."), false);
}

void CatalogEditor::deleteRows() {
    const Tab* tab = currentTab();
    if (!tab)
        return;
    const QModelIndexList rows = tab->view->selectionModel()->selectedRows();
    QList<int> sourceRows;
    for (const QModelIndex& index : rows.isEmpty() ? QModelIndexList{tab->view->currentIndex()} : rows)
        if (index.isValid())
            sourceRows << tab->filter->mapToSource(index).row();
    std::sort(sourceRows.rbegin(), sourceRows.rend());
    for (int row : sourceRows)
        tab->model->removeRow(row);
    showMessage(tr("%n row(s) marked for deletion; Submit deletes them, Revert keeps them.", nullptr,
                   int(sourceRows.size())),
                false);
}

bool CatalogEditor::importSkyPilot(const QString& path, const QString& providerId) {
    const auto text = db::readTextFile(path.toStdString(), "file", db::kMaxPriceListBytes);
    if (!text) {
        showMessage(tr("Cannot read %1: %2").arg(path, QString::fromStdString(text.error().message)), true);
        return false;
    }
    db::SkyPilotImportOptions options{providerId,
                                      tr("SkyPilot price list %1").arg(QFileInfo(path).fileName()),
                                      QFileInfo(path).lastModified().date().toString(Qt::ISODate)};
    auto report = db::importSkyPilotCsv(m_database, *text, options);
    if (!report) {
        showMessage(tr("Nothing imported: %1").arg(QString::fromStdString(report.error().message)), true);
        return false;
    }
    reloadAll();
    showMessage(tr("Imported %1 offers from %2; %3 rows skipped (no GPU, unknown accelerator or no price).")
                    .arg(report->imported)
                    .arg(QFileInfo(path).fileName())
                    .arg(report->skipped.size()),
                false);
    emit catalogChanged();
    return true;
}

bool CatalogEditor::importModelConfig(const QString& path, const QString& id) {
    const auto text = db::readTextFile(path.toStdString(), "config.json");
    if (!text) {
        showMessage(tr("Cannot read %1: %2").arg(path, QString::fromStdString(text.error().message)), true);
        return false;
    }
    auto model = db::importHfModel(m_database, *text, id, tr("config.json imported from %1").arg(path),
                                   QDate::currentDate().toString(Qt::ISODate));
    if (!model) {
        showMessage(tr("Not imported: %1").arg(QString::fromStdString(model.error().message)), true);
        return false;
    }
    reloadAll();
    showMessage(tr("Model %1 imported.").arg(id), false);
    emit catalogChanged();
    return true;
}

bool CatalogEditor::exportJson(const QString& path) {
    auto json = db::exportCatalogJson(m_database);
    if (!json) {
        showMessage(QString::fromStdString(json.error().message), true);
        return false;
    }
    if (auto failed = db::writeWholeFiles({{path, "file", json->dump(2) + "\n"}}, {m_database.path()})) {
        showMessage(QString::fromStdString(failed->message), true);
        return false;
    }
    showMessage(tr("Exported to %1.").arg(path), false);
    return true;
}

void CatalogEditor::closeEvent(QCloseEvent* event) {
    if (hasPendingEdits()) {
        const auto answer = QMessageBox::question(
            this, tr("Unsaved catalog edits"), tr("Save the catalog edits before closing?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !submit())) {
            event->ignore();
            return;
        }
        if (answer == QMessageBox::Discard)
            revert();
    }
    event->accept();
}

} // namespace gpuadvisor::ui
