// The catalog under faults: files that are not SQLite, truncated or corrupt are refused and left exactly as
// they were; setting one aside keeps every byte; read-only and newer catalogs open for reading and refuse
// every write with the reason.
#include "db/sql_connection.h"
#include "db_test_support.h"

#include "db/catalog_json_io.h"
#include "db/importers/hf_model_import.h"
#include "db/importers/skypilot_csv.h"
#include "db/sql_catalog.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <unistd.h>

using namespace gpuadvisor;
using namespace gpuadvisor::db;

namespace {

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

// A seeded catalog closed cleanly, so that the whole of it sits in the main file.
QByteArray seededBytes(const TempCatalog& temp) {
    {
        const auto database = temp.open();
        QSqlQuery(sqlConnection(*database)).exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    return contents(temp.path());
}

// `why`: words of SQLite's own reason that the message must quote (never empty: "" is found in any text).
void expectDamaged(const QString& path, const std::string& why) {
    ASSERT_FALSE(why.empty());
    const QByteArray before = contents(path);
    auto opened = CatalogDatabase::open(path);
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().code, ErrorCode::ParseError);
    EXPECT_EQ(opened.error().field, "catalog");
    EXPECT_NE(opened.error().message.find("is damaged"), std::string::npos) << opened.error().message;
    EXPECT_NE(opened.error().message.find(why), std::string::npos) << opened.error().message;
    EXPECT_NE(opened.error().message.find("left untouched"), std::string::npos);
    EXPECT_EQ(contents(path), before); // not a byte changed
}

} // namespace

TEST(CatalogFaults, AFileThatIsNotSqliteIsRefusedAndKept) {
    TempCatalog temp;
    write(temp.path(), "name,price\nh100,2.49\nthis is a CSV someone saved under the catalog's name\n");
    expectDamaged(temp.path(), "not an SQLite database");
}

TEST(CatalogFaults, ATruncatedFileIsRefusedAndKept) {
    TempCatalog temp;
    const QByteArray whole = seededBytes(temp);
    ASSERT_GT(whole.size(), 64 * 1024);
    write(temp.path(), whole.left(whole.size() / 2)); // a copy interrupted halfway
    expectDamaged(temp.path(), "malformed");
}

TEST(CatalogFaults, ACorruptPageFailsTheIntegrityCheck) {
    TempCatalog temp;
    QByteArray bytes = seededBytes(temp);
    // Overwrite three pages in the middle with garbage, keeping the header and the size.
    const qsizetype at = bytes.size() / 2 / 4096 * 4096;
    for (qsizetype i = at; i < at + 3 * 4096 && i < bytes.size(); ++i)
        bytes[i] = char(0xA5 ^ (i & 0xFF));
    write(temp.path(), bytes);
    // SQLite names the damage as it meets it: a malformed image when a statement reads the page first, the
    // integrity check's "*** in database main ***" report otherwise (which depends on what the page held).
    auto opened = CatalogDatabase::open(temp.path());
    ASSERT_FALSE(opened.ok());
    const std::string why = opened.error().message.find("malformed") != std::string::npos
                                ? "malformed"
                                : "*** in database main ***";
    expectDamaged(temp.path(), why);
}

TEST(CatalogFaults, SettingADamagedFileAsideKeepsEveryByteAndMakesRoomForTheFactoryCatalog) {
    TempCatalog temp;
    const QByteArray garbage = QByteArray(10'000, '\x5A');
    write(temp.path(), garbage);
    const auto aside = setDamagedCatalogAside(temp.path());
    ASSERT_TRUE(aside.ok()) << aside.error().message;
    EXPECT_TRUE(aside->startsWith(temp.path() + ".damaged-"));
    EXPECT_EQ(contents(*aside), garbage);
    EXPECT_FALSE(QFile::exists(temp.path()));
    const auto fresh = CatalogDatabase::open(temp.path());
    ASSERT_TRUE(fresh.ok());
    EXPECT_GT(scalar(**fresh, "SELECT COUNT(*) FROM gpus").toInt(), 10);
}

TEST(CatalogFaults, AReadOnlyCatalogReadsAndRefusesEveryWriteWithTheReason) {
    TempCatalog temp;
    temp.open(); // create and seed
    const auto database = CatalogDatabase::open(temp.path(), {CatalogDatabase::kSchemaVersion, true});
    ASSERT_TRUE(database.ok()) << database.error().message;
    ASSERT_TRUE((*database)->isReadOnly());
    EXPECT_TRUE(SqlCatalog::load(**database).ok()); // reading works
    const auto imported = importSkyPilotCsv(**database, fixtureText("skypilot/lambda-vms.csv"),
                                            {"lambda", "test", "2026-12-02"});
    ASSERT_FALSE(imported.ok());
    EXPECT_NE(
        imported.error().message.find("is open read-only (opened for reading only); nothing was written"),
        std::string::npos)
        << imported.error().message;
    EXPECT_FALSE(importCatalogJson(**database, nlohmann::json::object()).ok());
    EXPECT_FALSE(
        importHfModel(**database, fixtureText("hf_configs/llama-3.1-8b.json"), "x-8b", "test", "2026-12-02")
            .ok());
    // Even a write that skips the checks is refused by SQLite itself.
    EXPECT_FALSE(
        QSqlQuery(sqlConnection(**database)).exec("UPDATE gpus SET memory_bytes = 1 WHERE id = 'h100-sxm'"));
}

TEST(CatalogFaults, AFileWithoutWritePermissionOpensReadOnly) {
    if (geteuid() == 0)
        GTEST_SKIP() << "root may write any file; the permission case needs an ordinary user";
    TempCatalog temp;
    temp.open();
    QFile::setPermissions(temp.path(), QFileDevice::ReadOwner | QFileDevice::ReadGroup);
    const auto database = CatalogDatabase::open(temp.path());
    ASSERT_TRUE(database.ok()) << database.error().message;
    EXPECT_EQ((*database)->readOnlyReason(), "the file is read-only for this user");
}

TEST(CatalogFaults, ANewerCatalogOpensReadOnlyAndRefusesWrites) {
    TempCatalog temp;
    {
        const auto database = temp.open();
        QSqlQuery(sqlConnection(*database)).exec("PRAGMA user_version = 99");
    }
    const auto reopened = CatalogDatabase::open(temp.path());
    ASSERT_TRUE(reopened.ok()) << reopened.error().message;
    EXPECT_TRUE((*reopened)->isReadOnly());
    EXPECT_NE((*reopened)->readOnlyReason().indexOf(
                  QStringLiteral("newer GPU Sizing Advisor (schema 99; this one writes up to %1)")
                      .arg(CatalogDatabase::kSchemaVersion)),
              -1)
        << (*reopened)->readOnlyReason().toStdString();
    const auto refused = (*reopened)->refuseWrite("set a value");
    ASSERT_TRUE(refused.has_value());
    EXPECT_NE(refused->message.find("cannot set a value"), std::string::npos);
    EXPECT_EQ((*reopened)->schemaVersion(), 99); // left as the newer version wrote it
}
