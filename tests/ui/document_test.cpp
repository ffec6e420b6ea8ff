// Studies saved and opened exactly; bad files refused without losing the study on screen; the autosave.
#include "db/catalog_rows.h"
#include "db/catalog_tables.h"
#include "db/shared_studies.h"
#include "ui/main_window/shared_studies_dialog.h"
#include "ui/main_window/study_document.h"
#include "ui/models/options_table_model.h"
#include "ui/settings/settings_dialog.h"
#include "ui_fixture.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>

#include <sys/stat.h>

#include <algorithm>
#include <optional>
#include <utility>

using namespace gpuadvisor;
using namespace gpuadvisor::ui;
using namespace gpuadvisor::ui::testing;

TEST(Documents, SaveThenOpenIsExact) {
    WindowFixture f;
    const Scenario s = exampleScenario(QStringLiteral("bank-fraud-br.json"));
    f.window->setScenario(s);
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    const QString path = f.dir.filePath(QStringLiteral("study.gpuadvisor.json"));
    QString error;
    ASSERT_TRUE(f.window->saveTo(path, &error)) << error.toStdString();
    EXPECT_FALSE(f.window->isModified());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray first = file.readAll();
    EXPECT_EQ(first.toStdString(), scenarioToJson(s));
    ASSERT_TRUE(f.window->openScenarioFile(path, &error)) << error.toStdString();
    EXPECT_EQ(scenarioToJson(f.window->documentScenario()), scenarioToJson(s));
    ASSERT_TRUE(f.window->saveTo(path, &error));
    file.seek(0);
    file.close();
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), first);
}

TEST(Documents, WhatIfEditsMarkTheStudyModifiedAndAreSaved) {
    WindowFixture f;
    f.window->setScenario(exampleScenario(QStringLiteral("chatbot-70b-200-users.json")));
    EXPECT_FALSE(f.window->isModified());
    f.window->dashboard()->horizonBox()->setValue(48);
    EXPECT_TRUE(f.window->isModified());
    EXPECT_EQ(f.window->documentScenario().constraints.horizonMonths, 48);
    ASSERT_TRUE(f.window->writeAutosave()); // what a crash would leave behind
    QFile autosave(MainWindow::autosavePath());
    ASSERT_TRUE(autosave.open(QIODevice::ReadOnly));
    const QByteArray text = autosave.readAll();
    EXPECT_EQ(scenarioFromJson(std::string_view(text.constData(), std::size_t(text.size())))
                  ->constraints.horizonMonths,
              48);
    autosave.remove();
}

TEST(Documents, ABadFileIsRefusedAndTheStudyOnScreenKept) {
    WindowFixture f;
    const Scenario s = exampleScenario(QStringLiteral("lora-8b.json"));
    f.window->setScenario(s);
    const QString path = f.dir.filePath(QStringLiteral("broken.gpuadvisor.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(
        R"({"schema_version": 1, "workload": {"type": "inference", "model": "llama-3.1-70b", "users": -3}})");
    file.close();
    QString error;
    EXPECT_FALSE(f.window->openScenarioFile(path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("users"))) << error.toStdString();
    EXPECT_TRUE(error.startsWith(path)) << error.toStdString();
    EXPECT_EQ(scenarioToJson(f.window->documentScenario()), scenarioToJson(s));
    EXPECT_FALSE(f.window->openScenarioFile(f.dir.filePath(QStringLiteral("missing.json")), &error));
    EXPECT_TRUE(error.startsWith(QLatin1String("Cannot open"))) << error.toStdString();
}

// Issue 18: a file a user could be sent (nested 150,000 levels deep, a FIFO nobody writes, a device) is
// refused at once with the reason, and the study on screen stays; a PDF is never written over the study's own
// file.
TEST(Documents, HostileFilesAreRefusedAtOnceAndTheStudyOnScreenKept) {
    WindowFixture f;
    const Scenario s = exampleScenario(QStringLiteral("lora-8b.json"));
    f.window->setScenario(s);
    const QString deep = f.dir.filePath(QStringLiteral("deep.gpuadvisor.json"));
    QFile file(deep);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(150000, '[') + QByteArray(150000, ']'));
    file.close();
    const QString fifo = f.dir.filePath(QStringLiteral("fifo"));
    ASSERT_EQ(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    const std::pair<QString, const char*> cases[] = {{deep, "nests more than 64 levels deep"},
                                                     {fifo, "is not a regular file"},
                                                     {QStringLiteral("/dev/zero"), "is not a regular file"}};
    for (const auto& [path, why] : cases) {
        QString error;
        EXPECT_FALSE(f.window->openScenarioFile(path, &error));
        EXPECT_TRUE(error.contains(QLatin1String(why))) << error.toStdString();
        EXPECT_EQ(scenarioToJson(f.window->documentScenario()), scenarioToJson(s));
    }
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    const QString study = f.dir.filePath(QStringLiteral("study.gpuadvisor.json"));
    ASSERT_TRUE(f.window->saveTo(study));
    QFile saved(study);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    const QByteArray before = saved.readAll();
    saved.close();
    QString error;
    EXPECT_FALSE(f.window->exportPdf(study, &error));
    EXPECT_TRUE(error.contains(QLatin1String("which this command reads or writes"))) << error.toStdString();
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_EQ(saved.readAll(), before);
}

// The document on its own, without a window: what a crash leaves, what a save clears, what recovery returns.
TEST(StudyDocument, AutosaveIsWrittenOnlyWhileModifiedAndRecoveredWithItsFile) {
    QTemporaryDir dir;
    Scenario current = exampleScenario(QStringLiteral("pretrain-7b-1t.json"));
    StudyDocument document([&] { return current; });
    EXPECT_TRUE(document.displayName().isEmpty());
    EXPECT_FALSE(document.writeAutosave()); // no study yet
    const QString path = dir.filePath(QStringLiteral("pretrain.gpuadvisor.json"));
    document.set(current, path, false);
    EXPECT_EQ(document.displayName(), QStringLiteral("pretrain.gpuadvisor.json"));
    EXPECT_FALSE(document.writeAutosave()); // nothing unsaved
    current.constraints.horizonMonths = 24;
    document.setModified(true);
    ASSERT_TRUE(document.writeAutosave());
    const auto recovery = StudyDocument::recoverable();
    ASSERT_TRUE(recovery.has_value());
    EXPECT_EQ(recovery->origin, path);
    EXPECT_EQ(recovery->scenario.constraints.horizonMonths, 24);

    QString problem;
    ASSERT_TRUE(document.saveTo(path, &problem)) << problem.toStdString();
    EXPECT_FALSE(document.isModified());
    EXPECT_EQ(document.scenario().constraints.horizonMonths, 24);
    EXPECT_FALSE(StudyDocument::recoverable().has_value()); // a save removes the autosave
    EXPECT_FALSE(document.open(dir.filePath(QStringLiteral("missing.json")), &problem));
    EXPECT_EQ(document.path(), path); // a failed open keeps the document
}

// Issue 20: a study saved to the catalog (a team's shared quotes) opens again exactly, with the catalog
// revision it was saved at; the dialog lists it with its customer.
TEST(Documents, AStudySavedToTheCatalogOpensAgainExactly) {
    WindowFixture f;
    const Scenario s = exampleScenario(QStringLiteral("bank-fraud-br.json"));
    f.window->setScenario(s);
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    QString error;
    const auto id = f.window->saveToSharedStudies(&error);
    ASSERT_TRUE(id) << error.toStdString();
    const auto studies = db::listSharedStudies(f.window->database());
    ASSERT_TRUE(studies.ok());
    ASSERT_EQ(studies->size(), 1u);
    EXPECT_EQ(studies->front().title.toStdString(), s.presentation.title);
    EXPECT_EQ(studies->front().customer.toStdString(), s.presentation.customer);
    EXPECT_EQ(studies->front().catalogRevision, 0); // a fresh catalog, never edited
    SharedStudiesDialog dialog(*studies);
    dialog.show();
    saveScreenshot(&dialog, QStringLiteral("shared-studies.png"));
    EXPECT_EQ(dialog.table()->item(0, 3)->text().toStdString(), s.presentation.customer);
    EXPECT_EQ(dialog.chosenId(), *id);

    f.window->setScenario(exampleScenario(QStringLiteral("lora-8b.json")));
    ASSERT_TRUE(f.window->openSharedStudy(*id, &error)) << error.toStdString();
    EXPECT_EQ(scenarioToJson(f.window->documentScenario()), scenarioToJson(s));
    EXPECT_TRUE(f.window->isModified()) << "not a file yet: Save asks where";
    EXPECT_FALSE(f.window->openSharedStudy(*id + 7, &error));
    EXPECT_TRUE(error.contains(QLatin1String("no saved study"))) << error.toStdString();
}

// Issue 20: a saved study opens with the figures it had when it was saved, from the catalog rebuilt as of its
// revision, after someone changed a price it depends on; the report's cover names that revision; Back to
// today's catalog gives today's figures.
TEST(Documents, ASavedStudyOpensWithItsFiguresOfThenOrTodays) {
    WindowFixture f;
    const Scenario s = exampleScenario(QStringLiteral("bank-fraud-br.json"));
    f.window->setScenario(s);
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    ASSERT_EQ(f.window->dashboard()->optionsModel()->option(0)->acquisition.id, "br-bm-pcie-l40s-4");
    const double then = f.window->dashboard()->optionsModel()->option(0)->totalCost;
    QString error;
    const auto id = f.window->saveToSharedStudies(&error);
    ASSERT_TRUE(id) << error.toStdString();
    // The first option's server rent is raised by 20 %, as a supplier's new quote would.
    const db::CatalogTable* offers = db::findCatalogTable(QStringLiteral("bare_metal_offers"));
    ASSERT_NE(offers, nullptr);
    const QVariant offer(QStringLiteral("br-bm-pcie-l40s-4"));
    const auto row = db::fetchRow(f.window->database(), *offers, offer);
    ASSERT_TRUE(row.ok());
    const auto rent = std::find_if(row->begin(), row->end(), [](const auto& cell) {
        return cell.first == QLatin1String("monthly_price");
    });
    ASSERT_NE(rent, row->end());
    ASSERT_TRUE(db::setCell(f.window->database(), *offers, offer, QStringLiteral("monthly_price"),
                            QString::number(rent->second.toDouble() * 1.2), QStringLiteral("new quote"))
                    .ok());
    ASSERT_TRUE(f.window->reloadCatalog(&error)) << error.toStdString();

    ASSERT_TRUE(f.window->openSharedStudy(*id, &error, MainWindow::CatalogAsOf::Today))
        << error.toStdString();
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    const double today = f.window->dashboard()->optionsModel()->option(0)->totalCost;
    // The dearer rent moves the figures: the owned server, 0.4 % dearer than the old rent, now leads.
    EXPECT_GT(today, then) << "the edit moves the figures";
    EXPECT_FALSE(f.window->viewedRevision());

    ASSERT_TRUE(f.window->openSharedStudy(*id, &error, MainWindow::CatalogAsOf::AsSaved))
        << error.toStdString();
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    EXPECT_DOUBLE_EQ(f.window->dashboard()->optionsModel()->option(0)->totalCost, then);
    ASSERT_EQ(f.window->viewedRevision(), std::optional<long long>(0));
    auto* said = f.window->statusBar()->findChild<QLabel*>(QStringLiteral("catalogAsOf"));
    ASSERT_NE(said, nullptr);
    EXPECT_TRUE(said->text().contains(QStringLiteral("revision 0"))) << said->text().toStdString();
    saveScreenshot(f.window.get(), QStringLiteral("saved-study-as-of-revision.png"));
    // The view survives a language switch, and says so in Portuguese on a laptop screen.
    f.window->switchLanguage(QStringLiteral("pt-BR"));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    said = f.window->statusBar()->findChild<QLabel*>(QStringLiteral("catalogAsOf"));
    ASSERT_NE(said, nullptr);
    EXPECT_TRUE(said->text().contains(QStringLiteral("revisão 0"))) << said->text().toStdString();
    EXPECT_DOUBLE_EQ(f.window->dashboard()->optionsModel()->option(0)->totalCost, then);
    f.window->resize(1366, 768);
    QCoreApplication::processEvents();
    saveScreenshot(f.window.get(), QStringLiteral("saved-study-as-of-revision-pt-BR-1366x768.png"));
    f.window->switchLanguage(QStringLiteral("en"));
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    const auto report = f.window->reportModel();
    ASSERT_TRUE(report);
    EXPECT_TRUE(std::any_of(report->cover.begin(), report->cover.end(), [](const ReportFigure& figure) {
        return figure.second.rfind("0 (", 0) == 0; // "0 (no change since the catalog was created)"
    })) << "the cover names revision 0, not today's";

    QAction* back = nullptr; // the menus' current action (a language switch builds them again)
    for (QAction* action : f.window->findChildren<QAction*>(QStringLiteral("backToTodayAction")))
        if (!action->associatedObjects().isEmpty())
            back = action;
    ASSERT_NE(back, nullptr);
    ASSERT_TRUE(back->isEnabled());
    back->trigger();
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    EXPECT_DOUBLE_EQ(f.window->dashboard()->optionsModel()->option(0)->totalCost, today);
    EXPECT_FALSE(f.window->viewedRevision());
    EXPECT_EQ(f.window->statusBar()->findChild<QLabel*>(QStringLiteral("catalogAsOf")), nullptr);
    EXPECT_FALSE(back->isEnabled());
}

// Issue 20: the team catalog's URL is set in the settings; one that cannot work is named there, and what was
// typed stays for correcting.
TEST(Settings, ABadTeamCatalogUrlIsNamedAndKept) {
    AppSettings settings;
    SettingsDialog dialog(settings, {"BRL", "EUR", "USD"});
    dialog.show();
    auto* url = dialog.findChild<QLineEdit*>(QStringLiteral("teamCatalogUrl"));
    ASSERT_NE(url, nullptr);
    url->setText(QStringLiteral("postgresql://ana:secret@dbhost/gpu_advisor"));
    dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    EXPECT_TRUE(dialog.isVisible()) << "not accepted";
    auto* problem = dialog.findChild<QLabel*>(QStringLiteral("teamCatalogProblem"));
    ASSERT_NE(problem, nullptr);
    EXPECT_TRUE(problem->text().contains(QLatin1String("a password does not belong in the URL")))
        << problem->text().toStdString();
    EXPECT_EQ(url->text(), QStringLiteral("postgresql://ana:secret@dbhost/gpu_advisor"));
    saveScreenshot(&dialog, QStringLiteral("settings-team-catalog.png"));
    url->setText(QStringLiteral("postgresql://ana@dbhost:5432/gpu_advisor?sslmode=require"));
    dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(dialog.settings().teamCatalogUrl,
              QStringLiteral("postgresql://ana@dbhost:5432/gpu_advisor?sslmode=require"));
}

// Issue 20: the status bar says what a team catalog's login may do, as the server's grants say it.
TEST(TeamCatalogStatus, SaysWhatTheLoginMayDo) {
    db::CatalogPermissions reader;
    reader.login = QStringLiteral("joao");
    EXPECT_EQ(MainWindow::teamAccessText(reader),
              QStringLiteral("Team catalog as joao: may run and save studies"));
    db::CatalogPermissions admin = reader;
    admin.login = QStringLiteral("ana");
    admin.editRows = admin.editRules = admin.grantRoles = true;
    EXPECT_EQ(
        MainWindow::teamAccessText(admin),
        QStringLiteral("Team catalog as ana: may run and save studies, edit prices and rows, edit compliance "
                       "rules, give roles"));
}
