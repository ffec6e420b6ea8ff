// Issue 20, two editors on one row: the editor's all-or-nothing submit reads the edited rows' history again
// inside its transaction (rows locked on PostgreSQL; db.OnPostgresql runs this there too), so a change
// committed after the editor looked is never written over.
#include "db/catalog_rows.h"
#include "db/catalog_table_models.h"
#include "db/catalog_tables.h"
#include "db/change_log.h"
#include "db_test_support.h"

#include <QSqlTableModel>

#include <gtest/gtest.h>

#include <memory>

using namespace gpuadvisor;

namespace {

int rowWithId(const QSqlTableModel& model, long long id) {
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, model.fieldIndex(QStringLiteral("id"))).data().toLongLong() == id)
            return row;
    return -1;
}

} // namespace

TEST(SubmitTogether, AGuardedRowChangedAfterTheEditorLookedIsNotWrittenOver) {
    const TempCatalog temp;
    const auto database = temp.open();
    ASSERT_NE(database, nullptr);
    const db::CatalogTable* rates = db::findCatalogTable(QStringLiteral("fx_rates"));
    ASSERT_NE(rates, nullptr);
    const std::unique_ptr<QSqlTableModel> model(db::newTableModel(*database, rates->name, nullptr));
    const int row = rowWithId(*model, 1);
    ASSERT_GE(row, 0);
    const auto seen = db::catalogRevision(*database);
    ASSERT_TRUE(seen.ok());
    ASSERT_TRUE(model->setData(model->index(row, model->fieldIndex(QStringLiteral("rate"))), 5.5));

    // A colleague's edit is committed after the editor looked.
    ASSERT_TRUE(db::setCell(*database, *rates, QVariant(1LL), QStringLiteral("rate"), QStringLiteral("5.9"),
                            QStringLiteral("bank quote"))
                    .ok());
    const std::vector<db::GuardedRow> guarded{{rates->name, QStringLiteral("1")}};
    const auto refused = db::submitTogether(*database, {model.get()}, guarded, *seen);
    ASSERT_TRUE(refused.has_value());
    EXPECT_TRUE(refused->changedMeanwhile) << refused->reason.toStdString();
    EXPECT_EQ(refused->key, QStringLiteral("1"));
    EXPECT_EQ(refused->revision, *seen + 1);
    EXPECT_DOUBLE_EQ(scalar(*database, QStringLiteral("SELECT rate FROM fx_rates WHERE id = 1")).toDouble(),
                     5.9);
    EXPECT_TRUE(model->isDirty()) << "the edit is kept for the user to choose";

    // Once the user has seen that change and keeps theirs, it is written.
    EXPECT_FALSE(db::submitTogether(*database, {model.get()}, guarded, *seen + 1).has_value());
    EXPECT_DOUBLE_EQ(scalar(*database, QStringLiteral("SELECT rate FROM fx_rates WHERE id = 1")).toDouble(),
                     5.5);
}
