#include "ui/main_window/main_window.h"

#include "ui/main_window/study_document.h"

#include "core/catalog/memory_catalog.h"
#include "db/catalog_reset.h"
#include "db/catalog_rows.h"
#include "db/change_log.h"
#include "db/shared_studies.h"
#include "db/team_roles.h"
#include "ui/catalog_editor/catalog_editor.h"
#include "ui/dashboard/dashboard.h"
#include "ui/fit/fit_panel.h"
#include "ui/main_window/shared_studies_dialog.h"
#include "ui/report/report_files.h"
#include "ui/runner/study_runner.h"
#include "ui/settings/app_settings.h"
#include "ui/settings/settings_dialog.h"
#include "ui/wizard/scenario_wizard.h"

#include <gpuadvisor/version.h>

#include <algorithm>

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>

namespace gpuadvisor::ui {

namespace {

const char* const kExamples[] = {"chatbot-70b-200-users.json", "lora-8b.json",       "pretrain-7b-1t.json",
                                 "batch-summarisation.json",   "bank-fraud-br.json", "br-8xh100-tco.json"};

MemoryCatalog memoryCatalog(const db::CatalogSnapshot& snapshot) {
    MemoryCatalog catalog(snapshot.catalog.gpus(), snapshot.catalog.models());
    catalog.setAssumptions(snapshot.catalog.assumptions());
    return catalog;
}

} // namespace

MainWindow::MainWindow(std::unique_ptr<db::CatalogDatabase> database, QWidget* parent)
    : QMainWindow(parent), m_database(std::move(database)) {
    m_runner = new StudyRunner(this);
    m_document = new StudyDocument([this] { return documentScenario(); }, this);
    connect(m_document, &StudyDocument::changed, this, &MainWindow::updateTitle);
    QString error;
    reloadCatalog(&error);
    buildUi();
    if (!restoreGeometry(AppSettings::windowGeometry()))
        resize(1360, 900);
    restoreState(AppSettings::windowState());
    if (!error.isEmpty())
        statusBar()->showMessage(error);
}

MainWindow::~MainWindow() {
    m_runner->waitForIdle();
}

bool MainWindow::isModified() const {
    return m_document->isModified();
}

QString MainWindow::filePath() const {
    return m_document->path();
}

db::SnapshotPtr MainWindow::snapshot() const {
    return m_runner->snapshot();
}

bool MainWindow::reloadCatalog(QString* error) {
    auto snapshot = db::loadSnapshot(*m_database);
    if (!snapshot) {
        if (error)
            *error =
                tr("The catalog could not be read: %1").arg(QString::fromStdString(snapshot.error().message));
        return false;
    }
    m_viewedRevision.reset();
    showViewedRevision();
    m_runner->setSnapshot(*snapshot);
    return true;
}

bool MainWindow::showCatalogAsOf(long long revision, QString* error) {
    const auto fail = [&](const std::string& why) {
        if (error)
            *error = tr("The catalog as of revision %1 could not be rebuilt: %2")
                         .arg(revision)
                         .arg(QString::fromStdString(why));
        return false;
    };
    const QTemporaryDir folder; // the copy is read once into the snapshot, then removed
    if (!folder.isValid())
        return fail(folder.errorString().toStdString());
    const auto copy = db::openCatalogAsOf(*m_database, revision, folder.path());
    if (!copy)
        return fail(copy.error().message);
    const auto snapshot = db::loadSnapshot(**copy);
    if (!snapshot)
        return fail(snapshot.error().message);
    m_viewedRevision = revision;
    showViewedRevision();
    m_runner->setSnapshot(*snapshot);
    return true;
}

void MainWindow::showViewedRevision() {
    delete statusBar()->findChild<QLabel*>(QStringLiteral("catalogAsOf"));
    if (m_backToTodayAction)
        m_backToTodayAction->setEnabled(m_viewedRevision.has_value());
    if (!m_viewedRevision)
        return;
    auto* label =
        new QLabel(tr("Figures from the catalog as of revision %1 (Study ▸ Back to today's catalog)")
                       .arg(*m_viewedRevision));
    label->setObjectName(QStringLiteral("catalogAsOf"));
    label->setStyleSheet(QStringLiteral("color: #b06a00; font-weight: bold;"));
    statusBar()->addPermanentWidget(label);
}

long long MainWindow::revisionShown() const {
    if (m_viewedRevision)
        return *m_viewedRevision;
    const auto now = db::catalogRevision(*m_database);
    return now ? *now : 0;
}

void MainWindow::buildUi() {
    // Called again on a language switch: everything visible is rebuilt from the translated strings while the
    // document (scenario, file, what-ifs) is kept.
    const bool rebuilding = m_tabs != nullptr;
    const WhatIf whatIf = rebuilding && m_dashboard ? m_dashboard->whatIf() : WhatIf{};
    const int currentTab = rebuilding ? m_tabs->currentIndex() : 0;
    if (rebuilding) {
        m_runner->disconnect(m_dashboard);
        delete m_tabs;
        menuBar()->clear();
    }
    m_tabs = new QTabWidget;
    m_dashboard = new Dashboard(m_runner);
    m_fitPanel = new FitPanel(memoryCatalog(*snapshot()));
    m_tabs->addTab(m_dashboard, tr("&Dashboard"));
    m_tabs->addTab(m_fitPanel, tr("&Memory fit calculator")); // Alt+F stays the File menu
    setCentralWidget(m_tabs);
    connect(m_dashboard, &Dashboard::whatIfChanged, this, [this] { setModified(true); });
    buildMenus();
    statusBar()->showMessage(tr("Catalog: %1 · GB = 10⁹ bytes, GiB = 2³⁰ bytes").arg(m_database->path()));
    delete statusBar()->findChild<QLabel*>(QStringLiteral("catalogReadOnly")); // rebuilt on a language switch
    delete statusBar()->findChild<QLabel*>(QStringLiteral("teamAccess"));
    if (m_database->isTeamCatalog())
        if (const auto may = db::catalogPermissions(*m_database)) {
            auto* access = new QLabel(teamAccessText(*may));
            access->setObjectName(QStringLiteral("teamAccess"));
            statusBar()->addPermanentWidget(access);
        }
    if (m_database->isReadOnly()) {
        auto* readOnly = new QLabel(tr("Catalog read-only: %1").arg(m_database->readOnlyReason()));
        readOnly->setObjectName(QStringLiteral("catalogReadOnly"));
        readOnly->setStyleSheet(QStringLiteral("color: #b06a00; font-weight: bold;"));
        statusBar()->addPermanentWidget(readOnly);
    }
    showViewedRevision();
    if (m_document->hasScenario()) {
        m_dashboard->setScenario(m_document->scenario());
        if (rebuilding)
            m_dashboard->setWhatIf(whatIf);
    }
    m_tabs->setCurrentIndex(currentTab);
    updateTitle();
}

namespace {

// An example's menu entry: the title its author gave it ("Customer-service chatbot, 70B, 200 concurrent
// users"), not its file name.
QString exampleTitle(const char* name) {
    QFile file(QStringLiteral(":/scenarios/%1").arg(QLatin1String(name)));
    if (file.open(QIODevice::ReadOnly))
        if (auto scenario = scenarioFromJson(file.readAll().toStdString());
            scenario && !scenario->presentation.title.empty())
            return QString::fromStdString(scenario->presentation.title);
    return QString::fromLatin1(name).remove(QStringLiteral(".json"));
}

} // namespace

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New study…"), QKeySequence::New, this, &MainWindow::newStudy);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    QMenu* examples = file->addMenu(tr("Open &example"));
    for (const char* name : kExamples)
        examples->addAction(exampleTitle(name), this, [this, name] {
            if (maybeSave())
                openScenarioFile(QStringLiteral(":/scenarios/%1").arg(QLatin1String(name)));
        });
    QMenu* recent = file->addMenu(tr("Open &recent"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] {
        recent->clear();
        for (const QString& path : AppSettings::recentFiles())
            recent->addAction(path, this, [this, path] {
                if (maybeSave())
                    openScenarioFile(path);
            });
        if (recent->isEmpty())
            recent->addAction(tr("(none)"))->setEnabled(false);
    });
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &as…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    QMenu* exportMenu = file->addMenu(tr("&Export"));
    m_exportActions = {
        exportMenu->addAction(tr("Report pre&view…"), QKeySequence::Print, this, &MainWindow::previewReport),
        exportMenu->addAction(tr("Report as &PDF…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), this,
                              &MainWindow::exportPdfDialog),
        exportMenu->addAction(tr("Tables as &CSV…"), this, &MainWindow::exportCsvDialog)};
    m_exportActions[0]->setObjectName(QStringLiteral("previewReportAction"));
    m_exportActions[1]->setObjectName(QStringLiteral("exportPdfAction"));
    m_exportActions[2]->setObjectName(QStringLiteral("exportCsvAction"));
    updateExportActions();
    connect(m_dashboard, &Dashboard::studyShown, this, &MainWindow::updateExportActions);
    connect(m_dashboard, &Dashboard::whatIfChanged, this, &MainWindow::updateExportActions);
    connect(m_runner, &StudyRunner::started, this, &MainWindow::updateExportActions, Qt::UniqueConnection);
    connect(m_runner, &StudyRunner::failed, this, &MainWindow::updateExportActions, Qt::UniqueConnection);
    connect(m_dashboard, &Dashboard::previewReportRequested, this, &MainWindow::previewReport);
    connect(m_dashboard, &Dashboard::exportPdfRequested, this, &MainWindow::exportPdfDialog);
    connect(m_dashboard, &Dashboard::exportCsvRequested, this, &MainWindow::exportCsvDialog);
    connect(m_dashboard, &Dashboard::editStudyRequested, this, &MainWindow::editStudy);
    file->addSeparator();
    file->addAction(tr("Se&ttings…"), QKeySequence::Preferences, this, &MainWindow::showSettings);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* study = menuBar()->addMenu(tr("&Study"));
    study->addAction(tr("&Edit in the wizard…"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                     &MainWindow::editStudy);
    study->addAction(tr("&Recompute"), QKeySequence::Refresh, this, [this] { m_dashboard->recompute(); });
    study->addSeparator();
    study->addAction(tr("&Save to the catalog"), this, [this] { saveToSharedStudies(); })
        ->setObjectName(QStringLiteral("saveSharedStudyAction"));
    study->addAction(tr("&Open a saved study…"), this, &MainWindow::openSharedStudyDialog)
        ->setObjectName(QStringLiteral("openSharedStudyAction"));
    m_backToTodayAction = study->addAction(tr("&Back to today's catalog"), this, [this] {
        QString problem;
        if (!reloadCatalog(&problem))
            QMessageBox::warning(this, tr("Catalog"), problem);
        else
            m_dashboard->recompute();
    });
    m_backToTodayAction->setObjectName(QStringLiteral("backToTodayAction"));
    m_backToTodayAction->setEnabled(m_viewedRevision.has_value());

    QMenu* catalog = menuBar()->addMenu(tr("&Catalog"));
    catalog->addAction(tr("&Edit catalog…"), QKeySequence(Qt::CTRL | Qt::Key_K), this,
                       &MainWindow::openCatalogEditor);

    QMenu* language = menuBar()->addMenu(tr("&Language"));
    auto* group = new QActionGroup(language);
    const QString current = AppSettings::load().language;
    for (const auto& [code, name] :
         {std::pair{QStringLiteral("en"), QStringLiteral("English")},
          std::pair{QStringLiteral("pt-BR"), QStringLiteral("Português (Brasil)")}}) {
        QAction* action = language->addAction(name, this, [this, code = code] { switchLanguage(code); });
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About GPU Sizing Advisor"), this, &MainWindow::showAbout);
}

void MainWindow::switchLanguage(const QString& language) {
    AppSettings settings = AppSettings::load();
    settings.language = language;
    settings.save();
    applyLanguage(language);
    setLocale(QLocale()); // widgets keep the locale they were made with; the new ones inherit this one
    buildUi();
}

Scenario MainWindow::defaultScenario() const {
    const AppSettings settings = AppSettings::load();
    Scenario s;
    s.workload.model = "llama-3.1-70b";
    s.workload.users = 200;
    s.workload.tpotTargetMs = 50;
    s.workload.ttftTargetMs = 2000;
    s.constraints.currency = settings.currency.toStdString();
    s.constraints.horizonMonths = settings.defaultHorizonMonths;
    s.constraints.utilisation = settings.defaultUtilisationPercent / 100.0;
    // No report language yet: the wizard proposes the buyer's (a Brazilian study's report in Portuguese).
    return s;
}

Scenario MainWindow::documentScenario() const {
    Scenario s = m_document->scenario();
    if (m_dashboard && m_document->hasScenario()) {
        const WhatIf w = m_dashboard->whatIf();
        s.constraints.utilisation = w.utilisation.value_or(s.constraints.utilisation);
        s.constraints.horizonMonths = w.horizonMonths.value_or(s.constraints.horizonMonths);
        s.constraints.currency = w.currency.value_or(s.constraints.currency);
    }
    return s;
}

void MainWindow::setScenario(const Scenario& scenario, const QString& path, bool modified) {
    m_document->set(scenario, path, modified);
    showStudy();
}

void MainWindow::showStudy() {
    m_dashboard->setScenario(m_document->scenario());
    m_tabs->setCurrentWidget(m_dashboard);
}

void MainWindow::setModified(bool modified) {
    m_document->setModified(modified);
}

void MainWindow::updateTitle() {
    const QString name = m_document->displayName();
    setWindowTitle(name.isEmpty() ? tr("GPU Sizing Advisor") : tr("%1[*] — GPU Sizing Advisor").arg(name));
    setWindowModified(m_document->isModified());
}

bool MainWindow::openScenarioFile(const QString& path, QString* error) {
    QString problem;
    if (m_document->open(path, &problem)) {
        showStudy();
        return true;
    }
    if (error)
        *error = problem;
    else
        QMessageBox::warning(this, tr("Open study"), problem); // the study on screen is kept
    return false;
}

bool MainWindow::saveTo(const QString& path, QString* error) {
    QString problem;
    if (m_document->saveTo(path, &problem))
        return true;
    if (error)
        *error = problem;
    else
        QMessageBox::warning(this, tr("Save study"), problem);
    return false;
}

bool MainWindow::save() {
    return m_document->path().isEmpty() ? saveAs() : saveTo(m_document->path());
}

bool MainWindow::saveAs() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save study"),
        m_document->path().isEmpty() ? tr("study.gpuadvisor.json") : m_document->path(),
        tr("GPU Sizing Advisor studies (*.gpuadvisor.json);;JSON (*.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".gpuadvisor.json");
    return saveTo(path);
}

bool MainWindow::maybeSave() {
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved study"),
                                              tr("The study has changes that are not saved. Save them?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newStudy() {
    if (!maybeSave())
        return;
    ScenarioWizard wizard(snapshot(), defaultScenario(), this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    if (auto model = wizard.customModel(); model && !addModelToCatalog(*model))
        return;
    setScenario(wizard.scenario(), QString(), true);
}

void MainWindow::editStudy() {
    ScenarioWizard wizard(snapshot(), m_document->hasScenario() ? documentScenario() : defaultScenario(),
                          this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    if (auto model = wizard.customModel(); model && !addModelToCatalog(*model))
        return;
    setScenario(wizard.scenario(), m_document->path(), true);
}

void MainWindow::openDialog() {
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open study"), QString(), tr("GPU Sizing Advisor studies (*.gpuadvisor.json *.json)"));
    if (!path.isEmpty())
        openScenarioFile(path);
}

QString MainWindow::teamAccessText(const db::CatalogPermissions& may) {
    QStringList allowed = {tr("run and save studies")};
    if (may.editRows)
        allowed << tr("edit prices and rows");
    if (may.editRules)
        allowed << tr("edit compliance rules");
    if (may.grantRoles)
        allowed << tr("give roles");
    return tr("Team catalog as %1: may %2").arg(may.login, allowed.join(QStringLiteral(", ")));
}

std::optional<long long> MainWindow::saveToSharedStudies(QString* error) {
    const auto fail = [&](const QString& problem) -> std::optional<long long> {
        if (error)
            *error = problem;
        else
            QMessageBox::warning(this, tr("Save to the catalog"), problem);
        return std::nullopt;
    };
    if (!m_dashboard->shownStudy())
        return fail(tr("Open or create a study first (File ▸ New study or Open example)."));
    const Scenario scenario = documentScenario();
    db::SharedStudy study;
    study.title = QString::fromStdString(scenario.presentation.title);
    study.customer = QString::fromStdString(scenario.presentation.customer);
    study.author = QString::fromStdString(scenario.presentation.author);
    study.scenario = scenarioToJson(scenario);
    study.catalogRevision = revisionShown();
    const auto saved = db::saveSharedStudy(*m_database, study);
    if (!saved)
        return fail(tr("The study was not saved to the catalog: %1")
                        .arg(QString::fromStdString(saved.error().message)));
    statusBar()->showMessage(tr("Saved as study %1 in %2 (catalog revision %3)")
                                 .arg(*saved)
                                 .arg(m_database->path())
                                 .arg(study.catalogRevision),
                             8000);
    return *saved;
}

bool MainWindow::openSharedStudy(long long id, QString* error, CatalogAsOf asOf) {
    const auto fail = [&](const QString& problem) {
        if (error)
            *error = problem;
        else
            QMessageBox::warning(this, tr("Open a saved study"), problem); // the study on screen is kept
        return false;
    };
    const auto study = db::loadSharedStudy(*m_database, id);
    if (!study)
        return fail(QString::fromStdString(study.error().message));
    const auto scenario = scenarioFromJson(study->scenario);
    if (!scenario)
        return fail(QString::fromStdString(scenario.error().message));
    QString problem;
    if (!(asOf == CatalogAsOf::AsSaved ? showCatalogAsOf(study->catalogRevision, &problem)
          : m_viewedRevision           ? reloadCatalog(&problem)
                                       : true))
        return fail(problem);
    setScenario(*scenario, {}, true); // not a file yet: Save asks where
    const auto now = db::catalogRevision(*m_database);
    statusBar()->showMessage(
        tr("Opened study %1, saved at catalog revision %2 (the catalog is at revision %3 now)")
            .arg(id)
            .arg(study->catalogRevision)
            .arg(now ? *now : 0),
        10000);
    return true;
}

void MainWindow::openSharedStudyDialog() {
    if (!maybeSave())
        return;
    const auto studies = db::listSharedStudies(*m_database);
    if (!studies) {
        QMessageBox::warning(this, tr("Open a saved study"), QString::fromStdString(studies.error().message));
        return;
    }
    SharedStudiesDialog dialog(*studies, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto id = dialog.chosenId();
    if (!id)
        return;
    const auto chosen =
        std::find_if(studies->begin(), studies->end(), [&](const db::SharedStudy& s) { return s.id == *id; });
    const auto now = db::catalogRevision(*m_database);
    CatalogAsOf asOf = CatalogAsOf::Today;
    if (chosen != studies->end() && now && chosen->catalogRevision != *now &&
        QMessageBox::question(
            this, tr("Open a saved study"),
            tr("Study %1 was saved at catalog revision %2; the catalog is at revision %3 now.\n\n"
               "Show the figures it had then, from the catalog as it was at revision %2? (No: "
               "estimate it with today's catalog.)")
                .arg(*id)
                .arg(chosen->catalogRevision)
                .arg(*now)) == QMessageBox::Yes)
        asOf = CatalogAsOf::AsSaved;
    openSharedStudy(*id, nullptr, asOf);
}

bool MainWindow::addModelToCatalog(const ModelSpec& model, QString* error) {
    auto written = db::addModel(*m_database, model);
    if (!written) {
        const QString problem = tr("The model could not be added to the catalog: %1")
                                    .arg(QString::fromStdString(written.error().message));
        if (error)
            *error = problem;
        else
            QMessageBox::warning(this, tr("Model"), problem);
        return false;
    }
    return reloadCatalog(error);
}

CatalogEditor* MainWindow::openCatalogEditor() {
    if (!m_editor) {
        m_editor = new CatalogEditor(*m_database, this);
        m_editor->setWindowFlag(Qt::Window);
        m_editor->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_editor, &CatalogEditor::catalogChanged, this, [this] {
            QString error;
            if (!reloadCatalog(&error))
                statusBar()->showMessage(error);
            m_dashboard->recompute(); // the dashboard follows the edited prices
        });
        connect(m_editor, &CatalogEditor::resetRequested, this, &MainWindow::resetCatalog,
                Qt::QueuedConnection);
    }
    m_editor->show();
    m_editor->raise();
    return m_editor;
}

void MainWindow::resetCatalog() {
    if (m_editor) {
        m_editor->close();
        delete m_editor.data();
    }
    const QString path = m_database->path();
    m_database.reset();
    auto backup = db::resetCatalogFile(path);
    auto reopened = db::CatalogDatabase::open(path);
    if (!reopened) {
        QMessageBox::critical(this, tr("Catalog"), QString::fromStdString(reopened.error().message));
        return;
    }
    m_database = std::move(reopened).value();
    reloadCatalog();
    m_dashboard->recompute();
    statusBar()->showMessage(
        backup ? tr("Catalog reset to the factory data; the previous file is kept as %1").arg(*backup)
               : QString::fromStdString(backup.error().message));
}

void MainWindow::updateExportActions() {
    const bool exportable = exportableStudy() != nullptr;
    for (QAction* action : m_exportActions)
        action->setEnabled(exportable);
}

std::shared_ptr<const StudyResult> MainWindow::exportableStudy(QString* why) const {
    const auto study = m_dashboard ? m_dashboard->shownStudy() : nullptr;
    if (!study || !m_dashboard->isCurrent()) {
        if (why)
            *why = study ? tr("The figures are being recomputed; export once they are up to date.")
                         : tr("Open or create a study first (File ▸ New study or Open example).");
        return nullptr;
    }
    return study;
}

std::optional<ReportModel> MainWindow::reportModel(QString* why) const {
    const auto study = exportableStudy(why);
    if (!study)
        return std::nullopt;
    const AppSettings settings = AppSettings::load();
    ReportOptions options;
    options.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    options.company = settings.companyName.toStdString();
    options.catalogRevision = revisionShown();
    if (m_database->isTeamCatalog())
        options.catalogLocation = m_database->path().toStdString();
    return buildReportModel(*study, options);
}

bool MainWindow::exportPdf(const QString& path, QString* error) {
    QString why;
    const auto model = reportModel(&why);
    if (!model) {
        if (error)
            *error = why;
        return false;
    }
    const AppSettings settings = AppSettings::load();
    report::PdfFileOptions options;
    options.pageSize =
        settings.reportPageSize == QLatin1String("Letter") ? report::PageSize::Letter : report::PageSize::A4;
    options.logoPath = settings.logoPath;
    options.inputs = {m_document->path(), m_database->path(), settings.logoPath};
    const auto pages = report::writePdfReport(*model, path, options);
    if (!pages) {
        if (error)
            *error = QString::fromStdString(pages.error().message);
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1 (%n page(s))", nullptr, *pages).arg(QDir::toNativeSeparators(path)),
                             8000);
    return true;
}

bool MainWindow::exportCsv(const QString& path, const CsvStyle& style, QString* error) {
    QString why;
    const auto study = exportableStudy(&why);
    if (!study) {
        if (error)
            *error = why;
        return false;
    }
    const auto written =
        report::writeCsvReport(*study, path, style, {m_document->path(), m_database->path()});
    if (!written) {
        if (error)
            *error = QString::fromStdString(written.error().message);
        return false;
    }
    statusBar()->showMessage(
        tr("Wrote %1 and %2")
            .arg(QDir::toNativeSeparators(written->at(0)), QDir::toNativeSeparators(written->at(1))),
        8000);
    return true;
}

QString MainWindow::suggestedExportPath(const QString& suffix) const {
    const QString m_path = m_document->path();
    QString base = m_path.isEmpty() ? QString::fromStdString(m_document->scenario().presentation.title)
                                    : QFileInfo(m_path).fileName();
    base.remove(QStringLiteral(".gpuadvisor.json")).remove(QStringLiteral(".json"));
    base.replace(QRegularExpression(QStringLiteral("[^\\w.-]+")), QStringLiteral("-"));
    if (base.isEmpty())
        base = QStringLiteral("gpu-study");
    const QString folder = m_path.isEmpty() || m_path.startsWith(u':')
                               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                               : QFileInfo(m_path).path();
    return QDir(folder).filePath(base + suffix);
}

void MainWindow::exportPdfDialog() {
    QString why;
    if (!reportModel(&why)) {
        QMessageBox::information(this, tr("Export report"), why);
        return;
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Export report as PDF"),
                                                suggestedExportPath(QStringLiteral(".pdf")),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QString error;
    if (!exportPdf(path, &error))
        QMessageBox::warning(this, tr("Export report"), error);
}

void MainWindow::exportCsvDialog() {
    QString why;
    const auto model = reportModel(&why);
    if (!model) {
        QMessageBox::information(this, tr("Export tables"), why);
        return;
    }
    // The file type chooses the spreadsheet convention; the report's language picks the default.
    const QString semicolon = tr("CSV for Brazilian and European spreadsheets: ; and 1234,5 (*.csv)");
    const QString comma = tr("CSV for English spreadsheets: , and 1234.5 (*.csv)");
    QString filter = model->language == Language::PortugueseBrazil ? semicolon : comma;
    QString path = QFileDialog::getSaveFileName(this, tr("Export tables as CSV"),
                                                suggestedExportPath(QStringLiteral(".csv")),
                                                semicolon + QStringLiteral(";;") + comma, &filter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        path += QStringLiteral(".csv");
    QString error;
    const CsvStyle style = filter == comma ? CsvStyle{',', '.'} : CsvStyle{';', ','};
    if (!exportCsv(path, style, &error))
        QMessageBox::warning(this, tr("Export tables"), error);
}

void MainWindow::previewReport() {
    QString why;
    const auto model = reportModel(&why);
    if (!model) {
        QMessageBox::information(this, tr("Report preview"), why);
        return;
    }
    const AppSettings settings = AppSettings::load();
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(QPageLayout(
        report::qtPageSize(settings.reportPageSize == QLatin1String("Letter") ? report::PageSize::Letter
                                                                              : report::PageSize::A4),
        QPageLayout::Portrait, report::reportMarginsMm(), QPageLayout::Millimeter));
    printer.setDocName(QString::fromStdString(model->title));
    report::PageDecoration decoration;
    decoration.footnote = report::footnoteFor(model->language);
    decoration.logo = QImage(settings.logoPath);
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Report preview — %1").arg(QString::fromStdString(model->title)));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [&](QPrinter* target) { report::paintReport(*model, *target, decoration); });
    dialog.resize(900, 1000);
    dialog.exec();
}

void MainWindow::showSettings() {
    SettingsDialog dialog(AppSettings::load(), catalogCurrencies(snapshot()->costs.fxRates), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const AppSettings before = AppSettings::load();
    const AppSettings after = dialog.settings();
    after.save();
    if (after.language != before.language)
        switchLanguage(after.language);
}

QString MainWindow::autosavePath() {
    return StudyDocument::autosavePath();
}

bool MainWindow::writeAutosave() {
    return m_document->writeAutosave();
}

bool MainWindow::offerRecovery() {
    const auto recovery = StudyDocument::recoverable();
    if (!recovery)
        return false;
    if (QMessageBox::question(
            this, tr("Recover study"),
            tr("GPU Sizing Advisor did not close normally. Recover the study you were working on?")) !=
        QMessageBox::Yes) {
        StudyDocument::discardAutosave();
        return false;
    }
    setScenario(recovery->scenario, recovery->origin, true);
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (m_editor && !m_editor->close()) {
        event->ignore();
        return;
    }
    StudyDocument::discardAutosave(); // a normal exit: nothing to recover
    AppSettings::saveWindow(saveGeometry(), saveState());
    event->accept();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About GPU Sizing Advisor"),
        tr("<h3>GPU Sizing Advisor %1</h3>"
           "<p>Which GPUs, how many, on which fabric, rented or owned, at what cost, and why.</p>"
           "<p>Estimates are directional: every figure shows the formula and source it rests "
           "on.</p><p>Licensed under the Apache License 2.0.</p>")
            .arg(QLatin1String(kVersion)));
}

} // namespace gpuadvisor::ui
