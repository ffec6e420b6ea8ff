// The catalog file under real faults, with the real binary: a damaged file is refused (exit 2) and kept,
// `catalog reset` sets it aside; two processes importing at once both land or one is refused whole; a process
// killed with SIGKILL in the middle of an import leaves a consistent catalog holding every committed change.
#include "cli_runner.h"
#include "db/sql_connection.h"

#include "db/catalog_database.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

using gpuadvisor::db::CatalogDatabase;

namespace {

const QString kAzure = QStringLiteral(GPUADVISOR_FIXTURES_DIR "/skypilot/azure-vms.csv");
constexpr int kAzureOffers = 466; // GPU offers in the fixture the importer keeps (skypilot_import_test.cpp)

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int count(const CatalogDatabase& database, const QString& sql) {
    QSqlQuery query(sqlConnection(database));
    return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
}

QStringList importArguments(const QString& catalog, const QString& provider) {
    return {QStringLiteral("catalog"),
            QStringLiteral("import-skypilot"),
            kAzure,
            QStringLiteral("--provider"),
            provider,
            QStringLiteral("--catalog"),
            catalog};
}

} // namespace

TEST(CliCatalogFaults, ADamagedCatalogExitsTwoLeavesTheFileAndResetSetsItAside) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(50'000, '\x00') + "garbage");
    file.close();
    const QByteArray before = contents(path);

    const CliRun refused = runCli({"catalog", "list", "gpus", "--catalog", path.toStdString()});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("is damaged (it is not an SQLite database)"), std::string::npos)
        << refused.err;
    EXPECT_NE(refused.err.find("gpu-advisor-cli catalog reset --catalog PATH"), std::string::npos)
        << refused.err;
    EXPECT_EQ(contents(path), before);

    const CliRun reset = runCli({"catalog", "reset", "--catalog", path.toStdString(), "--json"});
    ASSERT_EQ(reset.exitCode, 0) << reset.err;
    const auto backups = QDir(dir.path()).entryList({QStringLiteral("catalog.sqlite.reset-*.bak")});
    ASSERT_EQ(backups.size(), 1);
    EXPECT_EQ(contents(dir.filePath(backups.front())), before); // every byte kept
    EXPECT_EQ(runCli({"catalog", "list", "gpus", "--catalog", path.toStdString()}).exitCode, 0);
}

TEST(CliCatalogFaults, TwoProcessesImportingAtOnceBothLandOrOneIsRefusedWhole) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    { (void)CatalogDatabase::open(path); } // created and seeded before the race
    QProcess first, second;
    first.start(QStringLiteral(GPUADVISOR_CLI_PATH), importArguments(path, QStringLiteral("azure-a")));
    second.start(QStringLiteral(GPUADVISOR_CLI_PATH), importArguments(path, QStringLiteral("azure-b")));
    ASSERT_TRUE(first.waitForFinished(60'000) && second.waitForFinished(60'000));
    const auto database = CatalogDatabase::open(path);
    ASSERT_TRUE(database.ok()) << database.error().message; // passes the integrity check
    for (QProcess* process : {&first, &second}) {
        const QString provider = process == &first ? QStringLiteral("azure-a") : QStringLiteral("azure-b");
        const int offers =
            count(**database,
                  QStringLiteral("SELECT COUNT(*) FROM cloud_offers WHERE provider_id = '%1'").arg(provider));
        if (process->exitCode() == 0) {
            EXPECT_EQ(offers, kAzureOffers) << provider.toStdString();
        } else {
            EXPECT_EQ(process->exitCode(), 2);
            EXPECT_FALSE(process->readAllStandardError().isEmpty());
            EXPECT_EQ(offers, 0) << provider.toStdString(); // refused whole, nothing half-written
        }
    }
}

// SIGKILL at many moments of an import: each time the file opens (integrity check included), the edit
// committed before is there, and the import is either all there or not there at all.
TEST(CliCatalogFaults, KilledInTheMiddleOfAnImportTheCatalogKeepsEveryCommittedChange) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    const CliRun edit = runCli({"catalog", "set", "gpus", "h100-sxm", "price_usd", "24000", "--source",
                                "our quote", "--catalog", path.toStdString()});
    ASSERT_EQ(edit.exitCode, 0) << edit.err;
    int killedMidway = 0;
    for (const int delayMs : {5, 25, 45, 65, 85, 105, 125, 150, 180, 220}) {
        SCOPED_TRACE(delayMs);
        QProcess import;
        import.start(QStringLiteral(GPUADVISOR_CLI_PATH),
                     importArguments(path, QStringLiteral("azure-%1").arg(delayMs)));
        ASSERT_TRUE(import.waitForStarted());
        QThread::msleep(static_cast<unsigned long>(delayMs));
        import.kill(); // SIGKILL: no handler, no cleanup
        import.waitForFinished(10'000);
        const bool killed = import.exitStatus() == QProcess::CrashExit;
        const auto database = CatalogDatabase::open(path);
        ASSERT_TRUE(database.ok()) << database.error().message;
        EXPECT_EQ(count(**database, QStringLiteral("SELECT price_usd FROM gpus WHERE id = 'h100-sxm'")),
                  24000);
        const int offers = count(
            **database,
            QStringLiteral("SELECT COUNT(*) FROM cloud_offers WHERE provider_id = 'azure-%1'").arg(delayMs));
        EXPECT_TRUE(offers == 0 || offers == kAzureOffers) << offers;
        if (killed && offers == 0)
            ++killedMidway;
    }
    EXPECT_GT(killedMidway, 0); // at least one kill landed before the commit, or the test proved nothing
}
