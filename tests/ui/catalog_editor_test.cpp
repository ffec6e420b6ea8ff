// The catalog editor refuses invalid values in place, saves all-or-nothing, and the dashboard follows a
// saved price.
#include "db/catalog_rows.h"
#include "db/catalog_tables.h"
#include "db/change_log.h"
#include "ui/catalog_editor/catalog_editor.h"
#include "ui/catalog_editor/price_check_dialog.h"
#include "ui/catalog_editor/row_history_dialog.h"
#include "ui/catalog_editor/validating_delegate.h"
#include "ui/models/options_table_model.h"
#include "ui_fixture.h"

#include <QAbstractItemModelTester>
#include <QAbstractProxyModel>
#include <QDate>
#include <QSqlRecord>
#include <QSqlTableModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>

using namespace gpuadvisor;
using namespace gpuadvisor::ui;
using namespace gpuadvisor::ui::testing;

namespace {

int rowWithKey(QSqlTableModel* model, const QString& key) {
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->data(model->index(row, 0)).toString() == key)
            return row;
    return -1;
}

} // namespace

TEST(CatalogEditor, RefusesInvalidValuesWithTheReasonAndKeepsTheOldOne) {
    WindowFixture f;
    CatalogEditor* editor = f.window->openCatalogEditor();
    QSqlTableModel* gpus = editor->tableModel(QStringLiteral("gpus"));
    ASSERT_NE(gpus, nullptr);
    QAbstractItemModelTester tester(gpus, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const int row = rowWithKey(gpus, QStringLiteral("h100-sxm"));
    ASSERT_GE(row, 0);
    const QModelIndex memory = gpus->index(row, gpus->fieldIndex(QStringLiteral("memory_gb")));
    const QVariant before = gpus->data(memory);
    ValidatingDelegate* delegate = editor->delegate(QStringLiteral("gpus"));
    EXPECT_FALSE(delegate->writeValue(gpus, memory, QStringLiteral("-80")));
    EXPECT_EQ(editor->lastMessage(),
              QStringLiteral("gpus.memory_gb: -80 is out of range (allowed: 0 to 10000)"));
    EXPECT_FALSE(delegate->writeValue(gpus, memory, QStringLiteral("eighty")));
    EXPECT_EQ(editor->lastMessage(), QStringLiteral("memory_gb: 'eighty' is not a number."));
    EXPECT_EQ(gpus->data(memory), before);

    QSqlTableModel* offers = editor->tableModel(QStringLiteral("cloud_offers"));
    const QModelIndex gpuId = offers->index(0, offers->fieldIndex(QStringLiteral("gpu_id")));
    EXPECT_FALSE(
        editor->delegate(QStringLiteral("cloud_offers"))->writeValue(offers, gpuId, QStringLiteral("h900")));
    EXPECT_TRUE(editor->lastMessage().startsWith(QLatin1String("gpu_id: 'h900' is not in the gpus table")))
        << editor->lastMessage().toStdString();
    EXPECT_FALSE(editor->hasPendingEdits());
}

// Issue 19: an assumption's own range applies in the editor as in `catalog set` (the delegate passes the
// row's key), and a key no engine reads is refused.
TEST(CatalogEditor, AnAssumptionIsCheckedAgainstTheRangeItsEngineAccepts) {
    WindowFixture f;
    CatalogEditor* editor = f.window->openCatalogEditor();
    QSqlTableModel* assumptions = editor->tableModel(QStringLiteral("assumptions"));
    ASSERT_NE(assumptions, nullptr);
    const int row = rowWithKey(assumptions, QStringLiteral("pue"));
    ASSERT_GE(row, 0);
    const QModelIndex value = assumptions->index(row, assumptions->fieldIndex(QStringLiteral("value")));
    const QVariant before = assumptions->data(value);
    ValidatingDelegate* delegate = editor->delegate(QStringLiteral("assumptions"));
    EXPECT_FALSE(delegate->writeValue(assumptions, value, QStringLiteral("5")));
    EXPECT_EQ(editor->lastMessage(),
              QStringLiteral("assumptions pue: 5 is out of range (allowed: 1 to 3 ratio)"));
    EXPECT_EQ(assumptions->data(value), before);
    EXPECT_TRUE(delegate->writeValue(assumptions, value, QStringLiteral("1.3")));
    const QModelIndex key = assumptions->index(row, assumptions->fieldIndex(QStringLiteral("key")));
    EXPECT_FALSE(delegate->writeValue(assumptions, key, QStringLiteral("pue_default_colocation")));
    EXPECT_TRUE(editor->lastMessage().startsWith(
        QStringLiteral("assumptions: no estimate reads 'pue_default_colocation'")))
        << editor->lastMessage().toStdString();
}

TEST(CatalogEditor, ANewRowWithoutSourceIsNotSavedAndNothingElseIs) {
    WindowFixture f;
    CatalogEditor* editor = f.window->openCatalogEditor();
    editor->showTable(QStringLiteral("fx_rates"));
    QSqlTableModel* rates = editor->tableModel(QStringLiteral("fx_rates"));
    const int before = rates->rowCount();
    editor->addRow();
    EXPECT_TRUE(editor->hasPendingEdits());
    EXPECT_FALSE(editor->submit());
    EXPECT_TRUE(editor->lastMessage().contains(QStringLiteral("source is empty")))
        << editor->lastMessage().toStdString();
    editor->revert();
    EXPECT_EQ(rates->rowCount(), before);
}

TEST(CatalogEditor, ASavedPriceReachesTheDashboard) {
    WindowFixture f;
    Scenario s = exampleScenario(QStringLiteral("br-8xh100-tco.json"));
    f.window->setScenario(s);
    Dashboard* d = f.window->dashboard();
    ASSERT_TRUE(waitForResults(d, f.window->runner()));
    const Recommendation* top = d->optionsModel()->option(0);
    ASSERT_NE(top, nullptr);
    const std::string offerId = top->acquisition.id,
                      topId = top->id; // `top` dies with the study it belongs to
    const OptionKind kind = top->acquisition.kind;
    const double totalBefore = top->totalCost;

    CatalogEditor* editor = f.window->openCatalogEditor();
    const QString table = kind == OptionKind::Cloud       ? QStringLiteral("cloud_offers")
                          : kind == OptionKind::BareMetal ? QStringLiteral("bare_metal_offers")
                                                          : QStringLiteral("node_types");
    const QString column = kind == OptionKind::Cloud       ? QStringLiteral("on_demand_hourly")
                           : kind == OptionKind::BareMetal ? QStringLiteral("monthly_price")
                                                           : QStringLiteral("purchase_price");
    QSqlTableModel* model = editor->tableModel(table);
    const int row = rowWithKey(model, QString::fromStdString(offerId));
    ASSERT_GE(row, 0) << offerId;
    const QModelIndex price = model->index(row, model->fieldIndex(column));
    const double old = model->data(price).toDouble();
    const QString before =
        model->data(model->index(row, model->fieldIndex(QStringLiteral("source")))).toString();
    // Typed where the user types: in the view, over its filter (issue 21: through the filter the stamp was
    // lost).
    auto* shown = qobject_cast<QAbstractProxyModel*>(editor->shownModel(table));
    ASSERT_NE(shown, nullptr);
    ASSERT_TRUE(editor->delegate(table)->writeValue(shown, shown->mapFromSource(price),
                                                    QString::number(old * 3, 'f', 4)));
    // The edited row is re-dated and its source says a user changed it, from what, and what it was before.
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    EXPECT_EQ(model->data(model->index(row, model->fieldIndex(QStringLiteral("as_of")))).toString(), today);
    const QString who = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    EXPECT_EQ(model->data(model->index(row, model->fieldIndex(QStringLiteral("source")))).toString(),
              QStringLiteral("user edit%1 on %2: %3 %4 -> %5; was: %6")
                  .arg(who.isEmpty() ? QString() : QStringLiteral(" by ") + who, today, column,
                       QVariant(old).toString(),
                       QVariant(QString::number(old * 3, 'f', 4).toDouble()).toString(), before));
    ASSERT_TRUE(editor->submit()) << editor->lastMessage().toStdString();
    ASSERT_TRUE(waitForResults(d, f.window->runner()));
    bool found = false;
    for (int r = 0; r < d->optionsModel()->rowCount(); ++r)
        if (d->optionsModel()->option(r)->id == topId)
            found = true;
    // Tripling the first option's price makes it dearer or pushes it out of first place.
    const Recommendation* now = d->optionsModel()->option(0);
    EXPECT_TRUE(now->acquisition.id != offerId || now->totalCost > totalBefore) << found;
    editor->close();
}

// Issue 20: a row this editor edited was changed meanwhile by another writer (here `catalog set`'s function,
// as the CLI or a colleague would): Submit asks, showing their change; "take theirs" keeps their value,
// "keep mine" writes over it; both stay in the row's history, which the editor shows.
TEST(CatalogEditor, AnEditToARowSomeoneElseChangedMeanwhileIsAskedAboutNotLost) {
    WindowFixture f;
    CatalogEditor* editor = f.window->openCatalogEditor();
    QSqlTableModel* rates = editor->tableModel(QStringLiteral("fx_rates"));
    ASSERT_NE(rates, nullptr);
    const int row = rowWithKey(rates, QStringLiteral("1"));
    ASSERT_GE(row, 0);
    const int rate = rates->fieldIndex(QStringLiteral("rate"));
    const db::CatalogTable* table = db::findCatalogTable(QStringLiteral("fx_rates"));
    QString asked;
    auto answer = CatalogEditor::ConflictChoice::TakeTheirs;
    editor->setConflictQuestion([&](const QString& theirs) {
        asked = theirs;
        return answer;
    });

    ASSERT_TRUE(editor->delegate(QStringLiteral("fx_rates"))
                    ->writeValue(rates, rates->index(row, rate), QStringLiteral("5.5")));
    ASSERT_TRUE(db::setCell(f.window->database(), *table, QVariant(1LL), QStringLiteral("rate"),
                            QStringLiteral("5.7"), QStringLiteral("bank quote"))
                    .ok());
    ASSERT_TRUE(editor->submit()) << editor->lastMessage().toStdString();
    EXPECT_TRUE(asked.contains(QStringLiteral("rate: 5.489 → 5.7"))) << asked.toStdString();
    EXPECT_DOUBLE_EQ(rates->data(rates->index(rowWithKey(rates, QStringLiteral("1")), rate)).toDouble(), 5.7);

    answer = CatalogEditor::ConflictChoice::KeepMine;
    asked.clear();
    ASSERT_TRUE(editor->delegate(QStringLiteral("fx_rates"))
                    ->writeValue(rates, rates->index(rowWithKey(rates, QStringLiteral("1")), rate),
                                 QStringLiteral("5.5")));
    ASSERT_TRUE(db::setCell(f.window->database(), *table, QVariant(1LL), QStringLiteral("rate"),
                            QStringLiteral("5.8"), QStringLiteral("bank quote"))
                    .ok());
    ASSERT_TRUE(editor->submit());
    EXPECT_TRUE(asked.contains(QStringLiteral("rate: 5.7 → 5.8"))) << asked.toStdString();
    EXPECT_DOUBLE_EQ(rates->data(rates->index(rowWithKey(rates, QStringLiteral("1")), rate)).toDouble(), 5.5);

    // No one else wrote since: no question.
    asked.clear();
    ASSERT_TRUE(editor->delegate(QStringLiteral("fx_rates"))
                    ->writeValue(rates, rates->index(rowWithKey(rates, QStringLiteral("1")), rate),
                                 QStringLiteral("5.45")));
    ASSERT_TRUE(editor->submit());
    EXPECT_TRUE(asked.isEmpty()) << asked.toStdString();

    const auto history =
        db::catalogChanges(f.window->database(), QStringLiteral("fx_rates"), QStringLiteral("1"));
    ASSERT_TRUE(history.ok());
    ASSERT_EQ(history->size(), 4u); // 5.7 (theirs), 5.8 (theirs), 5.5 (mine), 5.45 (mine)
    RowHistoryDialog dialog(QStringLiteral("fx_rates"), QStringLiteral("1"), *history);
    dialog.show();
    saveScreenshot(&dialog, QStringLiteral("catalog-row-history.png"));
    EXPECT_EQ(dialog.table()->rowCount(), 4);
    EXPECT_TRUE(dialog.table()->item(3, 3)->text().contains(QStringLiteral("rate: 5.5 → 5.45")))
        << dialog.table()->item(3, 3)->text().toStdString();
}

// Issue 20: a change that lands after the editor showed the user the others' changes (here while the question
// is open) is not written over either: the write, checked again inside its transaction, is refused and
// nothing is written; the next Submit shows that change too.
TEST(CatalogEditor, AChangeLandingWhileTheUserDecidesIsNotWrittenOver) {
    WindowFixture f;
    CatalogEditor* editor = f.window->openCatalogEditor();
    QSqlTableModel* rates = editor->tableModel(QStringLiteral("fx_rates"));
    ASSERT_NE(rates, nullptr);
    const int rate = rates->fieldIndex(QStringLiteral("rate"));
    const db::CatalogTable* table = db::findCatalogTable(QStringLiteral("fx_rates"));
    const auto theirs = [&](const char* value) {
        return db::setCell(f.window->database(), *table, QVariant(1LL), QStringLiteral("rate"),
                           QString::fromLatin1(value), QStringLiteral("bank quote"))
            .ok();
    };
    QString asked;
    bool colleagueSavesMeanwhile = true;
    editor->setConflictQuestion([&](const QString& described) {
        asked = described;
        if (colleagueSavesMeanwhile) {
            EXPECT_TRUE(theirs("5.9"));
        }
        return CatalogEditor::ConflictChoice::KeepMine;
    });
    ASSERT_TRUE(editor->delegate(QStringLiteral("fx_rates"))
                    ->writeValue(rates, rates->index(rowWithKey(rates, QStringLiteral("1")), rate),
                                 QStringLiteral("5.5")));
    ASSERT_TRUE(theirs("5.7"));

    EXPECT_FALSE(editor->submit());
    EXPECT_TRUE(
        editor->lastMessage().contains(QStringLiteral("fx_rates 1 was changed by someone else (revision")))
        << editor->lastMessage().toStdString();
    auto history = db::catalogChanges(f.window->database(), QStringLiteral("fx_rates"), QStringLiteral("1"));
    ASSERT_TRUE(history.ok());
    ASSERT_EQ(history->size(), 2u); // 5.7 and 5.9, both theirs: mine was not written over them
    EXPECT_EQ(history->back().newRow["rate"], 5.9);

    colleagueSavesMeanwhile = false;
    ASSERT_TRUE(editor->submit()) << editor->lastMessage().toStdString();
    EXPECT_TRUE(asked.contains(QStringLiteral("rate: 5.7 → 5.9"))) << asked.toStdString();
    history = db::catalogChanges(f.window->database(), QStringLiteral("fx_rates"), QStringLiteral("1"));
    ASSERT_TRUE(history.ok());
    ASSERT_EQ(history->size(), 3u);
    EXPECT_EQ(history->back().newRow["rate"], 5.5);
}

// Issue 38: the editor's "Check prices" panel lists what `catalog check` lists (the factory catalog's 16
// OCI rows priced for every region among them); double-clicking one selects its region_confirmed cell, and
// once that cell is saved as 1 the row leaves the list.
TEST(CatalogEditor, CheckPricesListsThePricesToConfirmAndGoesToTheCell) {
    WindowFixture f;
    CatalogEditor* editor = f.window->openCatalogEditor();
    PriceCheckDialog* dialog = editor->checkPrices();
    ASSERT_NE(dialog, nullptr);
    QTableWidget* table = dialog->table();
    int regionRow = -1, regionRows = 0;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 2)->text() == QStringLiteral("region_confirmed = 1")) {
            ++regionRows;
            if (regionRow < 0)
                regionRow = row;
        }
    EXPECT_EQ(regionRows, 16);
    ASSERT_GE(regionRow, 0);
    const QString id = table->item(regionRow, 0)->data(Qt::UserRole + 1).toString();
    emit table->cellDoubleClicked(regionRow, 0);

    QSqlTableModel* offers = editor->tableModel(QStringLiteral("cloud_offers"));
    const int row = rowWithKey(offers, id);
    ASSERT_GE(row, 0);
    const QModelIndex cell = offers->index(row, offers->fieldIndex(QStringLiteral("region_confirmed")));
    EXPECT_EQ(offers->data(cell).toInt(), 0);
    const auto* shown = qobject_cast<QTableView*>(editor->findChild<QTabWidget*>()->currentWidget());
    ASSERT_NE(shown, nullptr);
    const QModelIndex current = shown->currentIndex();
    EXPECT_EQ(current.column(), cell.column());
    EXPECT_EQ(shown->model()->index(current.row(), 0).data().toString(), id);
    ASSERT_TRUE(
        editor->delegate(QStringLiteral("cloud_offers"))->writeValue(offers, cell, QStringLiteral("1")));
    ASSERT_TRUE(editor->submit()) << editor->lastMessage().toStdString();
    PriceCheckDialog* again = editor->checkPrices();
    ASSERT_NE(again, nullptr);
    int left = 0;
    for (int row2 = 0; row2 < again->table()->rowCount(); ++row2)
        left += again->table()->item(row2, 2)->text() == QStringLiteral("region_confirmed = 1");
    EXPECT_EQ(left, 15);
    again->resize(1366, 768);
    saveScreenshot(again, QStringLiteral("price-check-en.png"));
}

// The same panel in Brazilian Portuguese: its words come from the translation, the doubts from the presenter.
TEST(CatalogEditor, CheckPricesSpeaksPortuguese) {
    WindowFixture f;
    f.window->switchLanguage(QStringLiteral("pt-BR"));
    CatalogEditor* editor = f.window->openCatalogEditor();
    PriceCheckDialog* dialog = editor->checkPrices();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->windowTitle(), QStringLiteral("Preços a confirmar"));
    EXPECT_EQ(dialog->table()->horizontalHeaderItem(1)->text(), QStringLiteral("Motivo"));
    bool estimate = false;
    for (int row = 0; row < dialog->table()->rowCount(); ++row)
        estimate |=
            dialog->table()->item(row, 1)->text().startsWith(QStringLiteral("estimativa (ASSUMPTION)"));
    EXPECT_TRUE(estimate);
    dialog->resize(1366, 768);
    saveScreenshot(dialog, QStringLiteral("price-check-pt-BR.png"));
    f.window->switchLanguage(QStringLiteral("en"));
}
