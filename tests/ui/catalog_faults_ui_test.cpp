// The window over a faulty catalog: a damaged file is restored (kept aside), replaced by another, or left
// alone on quit; a read-only catalog is shown as such, and the editor refuses every change with the reason.
#include "ui/catalog_editor/catalog_editor.h"
#include "ui/main_window/catalog_opening.h"
#include "ui_fixture.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>

using namespace gpuadvisor;
using namespace gpuadvisor::ui;
using namespace gpuadvisor::ui::testing;

namespace {

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString damagedCatalog(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("a spreadsheet saved over the catalog\n");
    return path;
}

} // namespace

TEST(CatalogFaultsUi, RestoringTheFactoryCatalogKeepsTheDamagedFileAside) {
    QTemporaryDir dir;
    const QString path = damagedCatalog(dir);
    const QByteArray damaged = contents(path);
    QString asked;
    auto opened = openCatalogWithRecovery(
        path,
        [&](const QString& problem) {
            asked = problem;
            return DamagedCatalogChoice::RestoreFactory;
        },
        [] { return QString(); });
    ASSERT_NE(opened.database, nullptr) << opened.message.toStdString();
    EXPECT_TRUE(asked.contains(QLatin1String("is damaged (it is not an SQLite database)")))
        << asked.toStdString();
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("catalog.sqlite.damaged-*")});
    ASSERT_EQ(aside.size(), 1);
    EXPECT_EQ(contents(dir.filePath(aside.front())), damaged);
    EXPECT_TRUE(opened.message.contains(aside.front())) << opened.message.toStdString();
    EXPECT_EQ(opened.database->path(), path);
}

TEST(CatalogFaultsUi, OpeningAnotherFileOrQuittingLeavesTheDamagedFileAlone) {
    QTemporaryDir dir;
    const QString path = damagedCatalog(dir);
    const QByteArray damaged = contents(path);
    const QString other = dir.filePath(QStringLiteral("other.sqlite"));
    { (void)db::CatalogDatabase::open(other); }
    auto opened = openCatalogWithRecovery(
        path, [](const QString&) { return DamagedCatalogChoice::OpenAnother; }, [&] { return other; });
    ASSERT_NE(opened.database, nullptr);
    EXPECT_EQ(opened.database->path(), other);
    EXPECT_EQ(contents(path), damaged);

    auto quit = openCatalogWithRecovery(
        path, [](const QString&) { return DamagedCatalogChoice::Quit; }, [] { return QString(); });
    EXPECT_EQ(quit.database, nullptr);
    EXPECT_TRUE(quit.message.contains(QLatin1String("left untouched")));
    EXPECT_EQ(contents(path), damaged);
}

TEST(CatalogFaultsUi, AReadOnlyCatalogIsShownAndTheEditorRefusesChanges) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    { (void)db::CatalogDatabase::open(path); }
    auto database = db::CatalogDatabase::open(path, {db::CatalogDatabase::kSchemaVersion, true});
    ASSERT_TRUE(database.ok());
    MainWindow window(std::move(database).value());
    auto* label = window.statusBar()->findChild<QLabel*>(QStringLiteral("catalogReadOnly"));
    ASSERT_NE(label, nullptr);
    EXPECT_TRUE(label->text().contains(QLatin1String("read-only: opened for reading only")))
        << label->text().toStdString();

    CatalogEditor* editor = window.openCatalogEditor();
    ASSERT_NE(editor, nullptr);
    EXPECT_TRUE(editor->lastMessage().startsWith(QLatin1String("Read-only: opened for reading only")));
    for (QAction* action : editor->findChild<QToolBar*>(QStringLiteral("catalogToolbar"))->actions())
        EXPECT_EQ(action->isEnabled() && !action->isSeparator(),
                  action->objectName() == QLatin1String("rowHistoryAction")) // reading the history stays
            << action->text().toStdString();
    for (QTableView* view : editor->findChildren<QTableView*>())
        EXPECT_EQ(view->editTriggers(), QAbstractItemView::NoEditTriggers);
    EXPECT_FALSE(editor->submit());
    EXPECT_TRUE(editor->lastMessage().contains(QLatin1String("cannot save the edits")))
        << editor->lastMessage().toStdString();
    EXPECT_TRUE(editor->exportJson(dir.filePath(QStringLiteral("export.json")))); // reading out still works
}
