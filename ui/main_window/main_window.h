#pragma once

#include "core/report/csv_writer.h"
#include "core/report/report_model.h"
#include "core/scenario/scenario.h"
#include "db/catalog_database.h"
#include "db/catalog_snapshot.h"
#include "db/team_roles.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QAction;
class QTabWidget;

namespace gpuadvisor::ui {

class CatalogEditor;
class Dashboard;
class FitPanel;
class StudyDocument;
class StudyRunner;

// The application window: the dashboard and the memory-fit calculator as tabs, the menus over the study
// document (New/Open/Save/Save As, recent files, unsaved-changes prompt, recovery; the document itself is
// StudyDocument), the catalog editor, settings and the language switch.
class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(std::unique_ptr<db::CatalogDatabase> database, QWidget* parent = nullptr);
    ~MainWindow() override;

    Dashboard* dashboard() const { return m_dashboard; }
    FitPanel* fitPanel() const { return m_fitPanel; }
    StudyRunner* runner() const { return m_runner; }
    db::SnapshotPtr snapshot() const;
    db::CatalogDatabase& database() const { return *m_database; }

    // The study as it would be saved: the scenario with the utilisation, horizon and currency what-ifs
    // applied.
    Scenario documentScenario() const;
    void setScenario(const Scenario& scenario, const QString& path = {}, bool modified = false);
    bool isModified() const;

    // Reports of the study on the dashboard, in the scenario's language, branded from the settings. None
    // (and why, for the status bar) while no study is shown or its figures belong to older inputs.
    std::optional<ReportModel> reportModel(QString* why = nullptr) const;
    std::shared_ptr<const StudyResult> exportableStudy(QString* why = nullptr) const;
    bool exportPdf(const QString& path, QString* error = nullptr);
    bool exportCsv(const QString& path, const CsvStyle& style, QString* error = nullptr);
    QList<QAction*> exportActions() const { return m_exportActions; }
    QString filePath() const;
    StudyDocument* document() const { return m_document; }

    bool openScenarioFile(const QString& path, QString* error = nullptr);
    bool saveTo(const QString& path, QString* error = nullptr);
    // Studies saved to the catalog (in a team catalog, the team's quotes), with the revision they used.
    std::optional<long long> saveToSharedStudies(QString* error = nullptr);
    // A saved study is estimated with today's catalog, or with the catalog as it was at the revision it was
    // saved at (showCatalogAsOf), its figures of then.
    enum class CatalogAsOf { Today, AsSaved };
    bool openSharedStudy(long long id, QString* error = nullptr, CatalogAsOf asOf = CatalogAsOf::Today);
    // The dashboard's figures, reports and saved studies from the catalog rebuilt as it was at `revision`
    // (db::openCatalogAsOf, as the CLI's --catalog-revision), until Study ▸ Back to today's catalog or a
    // catalog edit; the status bar says so. The catalog editor keeps editing today's catalog.
    bool showCatalogAsOf(long long revision, QString* error = nullptr);
    std::optional<long long> viewedRevision() const { return m_viewedRevision; }
    // What the status bar says a team catalog's login may do ("Team catalog as ana: may run and save studies,
    // edit prices and rows").
    static QString teamAccessText(const db::CatalogPermissions& may);
    // Adds a model typed or imported in the wizard to the user's catalog.
    bool addModelToCatalog(const ModelSpec& model, QString* error = nullptr);
    bool reloadCatalog(QString* error = nullptr);
    CatalogEditor* openCatalogEditor();
    void switchLanguage(const QString& language);

    static QString autosavePath();
    bool writeAutosave();
    // Offers the autosaved study after a crash; true when one was restored.
    bool offerRecovery();

  protected:
    void closeEvent(QCloseEvent* event) override;

  private:
    void buildUi();
    void buildMenus();
    void updateTitle();
    void setModified(bool modified);
    void showStudy();
    bool maybeSave();
    void newStudy();
    void editStudy();
    void openDialog();
    void openSharedStudyDialog();
    bool save();
    bool saveAs();
    void resetCatalog();
    void showSettings();
    void showAbout();
    void previewReport();
    void updateExportActions();
    void exportPdfDialog();
    void exportCsvDialog();
    QString suggestedExportPath(const QString& suffix) const;
    Scenario defaultScenario() const;

    void showViewedRevision();
    long long revisionShown() const; // the viewed revision, or today's

    std::unique_ptr<db::CatalogDatabase> m_database;
    std::optional<long long> m_viewedRevision; // figures from the catalog as of this revision
    QAction* m_backToTodayAction = nullptr;
    StudyRunner* m_runner = nullptr;
    QTabWidget* m_tabs = nullptr;
    Dashboard* m_dashboard = nullptr;
    FitPanel* m_fitPanel = nullptr;
    QPointer<CatalogEditor> m_editor;
    StudyDocument* m_document = nullptr;
    QList<QAction*> m_exportActions; // enabled only while the dashboard shows up-to-date figures
};

} // namespace gpuadvisor::ui
