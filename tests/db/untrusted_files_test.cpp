// db's guards against files and values from outside (issue 18): bounded reads of regular files only,
// outputs written whole or not at all, the one range check every catalog writer uses, and the row
// history an import-model --replace leaves.
#include "db/sql_connection.h"
#include "db_test_support.h"

#include "db/cell_validator.h"
#include "db/change_log.h"
#include "db/column_ranges.h"
#include "db/importers/hf_model_import.h"
#include "db/output_file.h"
#include "db/row_writer.h"
#include "db/text_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <cmath>
#include <limits>

using namespace gpuadvisor;
using namespace gpuadvisor::db;

namespace {

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

void put(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

TEST(TextFile, ReadsRegularFilesWithinTheLimitOnly) {
    QTemporaryDir dir;
    const QString small = dir.filePath(QStringLiteral("small.json"));
    put(small, "{\"a\": 1}");
    EXPECT_EQ(*readTextFile(small.toStdString(), "scenario"), "{\"a\": 1}");
    const auto tooBig = readTextFile(small.toStdString(), "scenario", 4);
    ASSERT_FALSE(tooBig.ok());
    EXPECT_NE(tooBig.error().message.find("is larger than the 0 MiB allowed"), std::string::npos);
    ASSERT_EQ(::mkfifo(dir.filePath(QStringLiteral("fifo")).toLocal8Bit().constData(), 0600), 0);
    for (const QString& special :
         {QStringLiteral("/dev/zero"), QStringLiteral("/dev/null"), dir.filePath("fifo")}) {
        const auto read = readTextFile(special.toStdString(), "scenario");
        ASSERT_FALSE(read.ok()) << special.toStdString();
        EXPECT_NE(read.error().message.find("is not a regular file"), std::string::npos)
            << read.error().message;
    }
    EXPECT_EQ(readTextFile(dir.path().toStdString(), "scenario").error().message,
              "'" + dir.path().toStdString() + "' is a folder, not a file");
    EXPECT_EQ(readTextFile(dir.filePath("none").toStdString(), "scenario").error().code, ErrorCode::NotFound);
}

TEST(OutputFile, WritesEveryFileWholeOrLeavesEveryTargetAsItWas) {
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.csv")), b = dir.filePath(QStringLiteral("b.csv"));
    put(a, "old a");
    put(b, "old b");
    ASSERT_FALSE(writeWholeFiles({{a, "csv", "new a"}, {b, "csv", "new b"}}));
    EXPECT_EQ(contents(a), "new a");
    EXPECT_EQ(contents(b), "new b");
    // The second target cannot be written (a folder): neither file changes, and no temporary file stays.
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("folder.csv")));
    const auto refused =
        writeWholeFiles({{a, "csv", "newer a"}, {dir.filePath(QStringLiteral("folder.csv")), "csv", "x"}});
    ASSERT_TRUE(refused.has_value());
    EXPECT_NE(refused->message.find("it is a folder"), std::string::npos) << refused->message;
    EXPECT_EQ(contents(a), "new a");
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files).size(), 2);
}

TEST(OutputFile, RefusesDevicesMissingFoldersAndTheCommandsOwnFiles) {
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("study.json"));
    put(input, "{}");
    struct Case {
        QString path;
        QStringList others;
        const char* why;
    };
    const Case cases[] = {
        {QStringLiteral("/dev/null"), {}, "not a regular file"},
        {QStringLiteral("/dev/full"), {}, "not a regular file"},
        {dir.filePath(QStringLiteral("missing/out.pdf")), {}, "does not exist"},
        {dir.path(), {}, "it is a folder"},
        {input, {input}, "which this command reads or writes"},
        {dir.filePath(QStringLiteral("./study.json")), {input}, "which this command reads or writes"},
        {dir.filePath(QStringLiteral("sub/../study.json")), {input}, "which this command reads or writes"},
        {QString(), {}, "the output file name is empty"},
    };
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("sub")));
    for (const Case& c : cases) {
        const auto refused = refuseOutputPath(c.path, "pdf", c.others);
        ASSERT_TRUE(refused.has_value()) << c.path.toStdString();
        EXPECT_NE(refused->message.find(c.why), std::string::npos) << refused->message;
    }
    EXPECT_FALSE(refuseOutputPath(dir.filePath(QStringLiteral("new.pdf")), "pdf", {input}).has_value());
    EXPECT_EQ(contents(input), "{}");
    struct stat info {};
    ASSERT_EQ(::stat("/dev/null", &info), 0);
    EXPECT_TRUE(S_ISCHR(info.st_mode));
}

// The ranges are wide enough for every factory row (the seed goes through them: a fresh catalog opens) and
// refuse what no real row holds.
TEST(CatalogNumbers, OneRangeCheckForEveryColumn) {
    struct Case {
        const char* table;
        const char* column;
        double value;
        bool whole;
        const char* refusal; // nullptr: accepted
    };
    const double inf = std::numeric_limits<double>::infinity();
    const Case cases[] = {
        {"gpus", "memory_gb", 141, false, nullptr},
        {"gpus", "memory_gb", inf, false, "gpus.memory_gb: 'inf' is not a finite number"},
        {"gpus", "memory_gb", std::nan(""), false, "gpus.memory_gb: 'nan' is not a finite number"},
        {"gpus", "memory_gb", 1e308, false, "gpus.memory_gb: 1e+308 is out of range (allowed: 0 to 10000)"},
        {"gpus", "pcie_gen", 4.5, true, "gpus.pcie_gen: 4.5 is not a whole number"},
        {"gpus", "pcie_gen", 9, true, "gpus.pcie_gen: 9 is out of range (allowed: 0 to 7)"},
        {"cloud_offers", "gpu_count", 1e18, false, "cloud_offers.gpu_count: 1e+18 is out of range"},
        {"cloud_offers", "on_demand_hourly", -0.01, false, "-0.01 is out of range (allowed: 0 to 100000)"},
        {"cloud_offers", "on_demand_hourly", 98.32, false, nullptr}, // AWS p5.48xlarge
        {"fx_rates", "rate", 0, false, "fx_rates.rate: 0 is out of range"},
        {"pue_figures", "pue", 0.9, false, "pue: 0.9 is out of range (allowed: 1 to 3)"},
        {"providers", "sla_percent", 101, false, "sla_percent: 101 is out of range (allowed: 0 to 100)"},
        {"node_types", "is_assumption", 2, true, "is_assumption: 2 is out of range (allowed: 0 to 1)"},
        {"assumptions", "value", 805306368, false, nullptr}, // the CUDA context in bytes
        {"assumptions", "value", 1e16, false, "assumptions.value: 1e+16 is out of range"},
    };
    for (const Case& c : cases) {
        const auto refused = refuseCatalogNumber(QString::fromLatin1(c.table), QString::fromLatin1(c.column),
                                                 c.value, c.whole);
        if (!c.refusal) {
            EXPECT_FALSE(refused.has_value()) << *refused;
            continue;
        }
        ASSERT_TRUE(refused.has_value()) << c.table << "." << c.column;
        EXPECT_NE(refused->find(c.refusal), std::string::npos) << *refused;
    }
}

TEST(CatalogNumbers, EveryWriterUsesTheCheckAndKeepsTheOldValue) {
    TempCatalog temp;
    const auto database = temp.open();
    const QSqlDatabase connection = sqlConnection(*database);
    const QVariant before = scalar(*database, "SELECT memory_gb FROM gpus WHERE id = 'h100-sxm'");
    // The import path (catalog JSON, seed): numbers and text alike.
    for (const QVariant& bad : {QVariant(1e308), QVariant(QStringLiteral("inf")),
                                QVariant(QStringLiteral("lots")), QVariant(-1.0)}) {
        const auto written = upsertRow(
            connection, QStringLiteral("gpus"),
            {{QStringLiteral("id"), QStringLiteral("h100-sxm")}, {QStringLiteral("memory_gb"), bad}}, false);
        EXPECT_FALSE(written.ok()) << bad.toString().toStdString();
    }
    // The editor's and `catalog set`'s path.
    for (const char* bad : {"1e308", "inf", "nan", "-80"})
        EXPECT_FALSE(refuseCellValue(connection, QStringLiteral("gpus"), QStringLiteral("memory_gb"),
                                     QStringLiteral("REAL"), QString::fromLatin1(bad))
                         .isEmpty())
            << bad;
    EXPECT_EQ(scalar(*database, "SELECT memory_gb FROM gpus WHERE id = 'h100-sxm'"), before);
}

TEST(ChangeLog, ReplacingAModelNeedsAskingAndKeepsTheOldRow) {
    TempCatalog temp;
    const auto database = temp.open();
    const std::string config = fixtureText("hf_configs/llama-3.1-8b.json");
    const auto refused =
        importHfModel(*database, config, QStringLiteral("llama-3.1-70b"), "test", "2026-12-05");
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().message.find("already has a model 'llama-3.1-70b'"), std::string::npos);
    EXPECT_EQ(scalar(*database, "SELECT hidden_size FROM models WHERE id = 'llama-3.1-70b'").toInt(), 8192);
    EXPECT_TRUE(catalogChanges(*database)->empty());
    ASSERT_TRUE(
        importHfModel(*database, config, QStringLiteral("llama-3.1-70b"), "test", "2026-12-05", true).ok());
    EXPECT_EQ(scalar(*database, "SELECT hidden_size FROM models WHERE id = 'llama-3.1-70b'").toInt(), 4096);
    const auto kept = *catalogChanges(*database, QStringLiteral("models"), QStringLiteral("llama-3.1-70b"));
    ASSERT_EQ(kept.size(), 1u);
    EXPECT_EQ(kept[0].operation, QStringLiteral("update"));
    EXPECT_EQ(kept[0].oldRow["hidden_size"], 8192) << kept[0].oldRow.dump();
    EXPECT_EQ(kept[0].newRow["hidden_size"], 4096);
    EXPECT_EQ(kept[0].newRow["source"], "test");
    // A new id needs no --replace; its history is the row added.
    ASSERT_TRUE(importHfModel(*database, config, QStringLiteral("my-8b"), "test", "2026-12-05").ok());
    const auto all = *catalogChanges(*database);
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[1].operation, QStringLiteral("insert"));
    EXPECT_EQ(all[1].key, QStringLiteral("my-8b"));
    EXPECT_GT(all[1].revision, all[0].revision);
}
