#pragma once

#include "db/catalog_database.h"

#include <QMainWindow>

#include <functional>
#include <vector>

class QAbstractItemModel;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSqlTableModel;
class QTabWidget;
class QTableView;

namespace gpuadvisor::ui {

class ValidatingDelegate;

// The catalog, a tab per table. Edits are held until Submit, then written in one transaction: all of them
// land or none does. Invalid values are refused in place with the reason; source and as-of are required.
class CatalogEditor : public QMainWindow {
    Q_OBJECT
  public:
    explicit CatalogEditor(db::CatalogDatabase& database, QWidget* parent = nullptr);

    QSqlTableModel* tableModel(const QString& table) const;
    QAbstractItemModel* shownModel(const QString& table) const; // what the table's view shows: a filter
    ValidatingDelegate* delegate(const QString& table) const;
    void showTable(const QString& table);
    QString lastMessage() const;
    bool hasPendingEdits() const;

    // Another editor changed a row this one edited, since it was loaded (issue 20): the question shows their
    // change; keep mine writes over it, take theirs drops my edits of those rows. A dialog unless replaced.
    enum class ConflictChoice { KeepMine, TakeTheirs, Cancel };
    void setConflictQuestion(std::function<ConflictChoice(const QString& theirChanges)> ask) {
        m_askAboutConflict = std::move(ask);
    }

  public slots:
    bool submit();
    void revert();
    void addRow();
    void duplicateRow();
    void deleteRows();
    void showHistory(); // of the current row
    // The saved catalog's prices to confirm (`catalog check`), in a window beside the editor; activating a
    // row selects its cell here.
    class PriceCheckDialog* checkPrices();
    // Selects the cell (table, row key, column), clearing the search filter if it hides the row.
    bool selectCell(const QString& table, const QString& key, const QString& column);
    bool importSkyPilot(const QString& path, const QString& providerId);
    bool importModelConfig(const QString& path, const QString& id);
    bool exportJson(const QString& path);

  signals:
    void catalogChanged(); // committed: reload snapshots and recompute
    void resetRequested(); // the owner closes the database, resets the file and reopens

  protected:
    void closeEvent(class QCloseEvent* event) override;

  private:
    struct Tab {
        QString table;
        QSqlTableModel* model;
        QSortFilterProxyModel* filter;
        QTableView* view;
        ValidatingDelegate* delegate;
    };
    const Tab* currentTab() const;
    void showMessage(const QString& text, bool error);
    void reloadAll();
    // The rows of `tab` this editor changed or deleted that existed when it loaded: row number and key.
    static std::vector<std::pair<int, QString>> editedRows(const Tab& tab);
    // Changes others made, since this editor loaded, to the rows it edited: their descriptions, per row.
    std::vector<std::pair<int, QString>> conflicts(const Tab& tab) const;

    db::CatalogDatabase& m_database;
    std::vector<Tab> m_tabs;
    QTabWidget* m_tabWidget = nullptr;
    QLineEdit* m_search = nullptr;
    QLabel* m_message = nullptr;
    long long m_loadedRevision = 0;
    std::function<ConflictChoice(const QString&)> m_askAboutConflict;
};

} // namespace gpuadvisor::ui
