// Issue 20: a team catalog on PostgreSQL through the real binary, against the tests' own server
// (tests/support/postgres_cluster.sh, CTest fixture "postgres"): the same figures as the file catalog for
// every example, edits one user makes seen by the next, imports whole or not at all, and one clear line with
// exit status 2 for every connection that cannot be made.
#include "../support/test_postgres_server.h"
#include "cli_runner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace {

const TestPostgresServer& server() {
    static const TestPostgresServer s = [] {
        if (qEnvironmentVariableIsEmpty("GPUADVISOR_TEST_POSTGRES"))
            qputenv("GPUADVISOR_TEST_POSTGRES", GPUADVISOR_TEST_POSTGRES_STATE);
        const auto found = testPostgresServer();
        if (!found) {
            ADD_FAILURE() << "no test server: run through ctest (fixture 'postgres' starts it)";
            return TestPostgresServer{};
        }
        return *found;
    }();
    return s;
}

// A fresh, empty database on the server for one test, dropped after it.
struct TeamDatabase {
    QString name = server().createDatabase();
    ~TeamDatabase() { server().dropDatabase(name); }
    std::string url() const { return server().url(name).toStdString(); }
};

std::string onlyLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

// The CLI contract for bad input: exit 2, nothing on stdout, one line on stderr holding `expected`.
void expectOneClearLine(const CliRun& run, const std::string& expected) {
    EXPECT_EQ(run.exitCode, 2) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find(expected), std::string::npos) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
}

int offerCount(const std::string& catalog) {
    const CliRun listed = runCli({"catalog", "list", "offers", "--json", "--catalog", catalog});
    const auto offers = nlohmann::json::parse(listed.out, nullptr, false);
    return listed.exitCode == 0 && offers.is_array() ? static_cast<int>(offers.size()) : -1;
}

} // namespace

TEST(TeamCatalog, EveryExampleRecommendsTheSameFiguresAsTheFileCatalog) {
    const TeamDatabase team;
    QTemporaryDir dir;
    const std::string file = dir.filePath(QStringLiteral("catalog.sqlite")).toStdString();
    const QStringList examples =
        QDir(QStringLiteral(GPUADVISOR_SCENARIOS_DIR)).entryList({QStringLiteral("*.json")}, QDir::Files);
    ASSERT_GE(examples.size(), 11);
    for (const QString& example : examples) {
        const std::string scenario =
            QStringLiteral(GPUADVISOR_SCENARIOS_DIR "/%1").arg(example).toStdString();
        const CliRun onServer =
            runCli({"recommend", "--scenario", scenario, "--json", "--catalog", team.url()});
        const CliRun onFile = runCli({"recommend", "--scenario", scenario, "--json", "--catalog", file});
        ASSERT_EQ(onServer.exitCode, 0) << example.toStdString() << ": " << onServer.err;
        EXPECT_EQ(onServer.out, onFile.out) << example.toStdString();
    }
    // The whole catalog, table by table, as an export writes it.
    QTemporaryDir exports;
    const std::string fromServer = exports.filePath(QStringLiteral("server.json")).toStdString();
    const std::string fromFile = exports.filePath(QStringLiteral("file.json")).toStdString();
    ASSERT_EQ(runCli({"catalog", "export", fromServer, "--catalog", team.url()}).exitCode, 0);
    ASSERT_EQ(runCli({"catalog", "export", fromFile, "--catalog", file}).exitCode, 0);
    QFile a(QString::fromStdString(fromServer)), b(QString::fromStdString(fromFile));
    ASSERT_TRUE(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    EXPECT_EQ(a.readAll(), b.readAll());
}

TEST(TeamCatalog, AnEditByOneUserIsWhatTheNextUserEstimatesWith) {
    const TeamDatabase team;
    const CliRun set = runCli({"catalog", "set", "gpus", "h100-sxm", "memory_gb", "94", "--source",
                               "price manager: lab measurement", "--catalog", team.url()});
    ASSERT_EQ(set.exitCode, 0) << set.err;
    const CliRun shown = runCli({"catalog", "show", "gpus", "h100-sxm", "--json", "--catalog", team.url()});
    ASSERT_EQ(shown.exitCode, 0) << shown.err;
    EXPECT_NE(shown.out.find("\"memory_gb\": 94"), std::string::npos) << shown.out;
    EXPECT_NE(shown.out.find("price manager: lab measurement"), std::string::npos) << shown.out;
    const CliRun fit = runCli({"fit", "--model", "llama-3.1-70b", "--workload", "inference", "--precision",
                               "fp8", "--gpu", "h100-sxm", "--gpus", "1", "--json", "--catalog", team.url()});
    ASSERT_EQ(fit.exitCode, 0) << fit.err;
    EXPECT_NE(fit.out.find("94000000000"), std::string::npos) << "fit reads the edited capacity";
}

// A client killed in the middle of an import (SIGKILL: no handler runs) leaves the server's catalog with the
// whole import or none of it: the transaction dies with the connection.
TEST(TeamCatalog, AnImportKilledMidwayLeavesTheTeamCatalogAsBeforeOrWhole) {
    const TeamDatabase team;
    const int before = offerCount(team.url());
    ASSERT_GT(before, 0);
    int killedBeforeCommit = 0;
    for (int delayMs : {60, 120, 200, 300, 450}) {
        QProcess import;
        import.start(QStringLiteral(GPUADVISOR_CLI_PATH),
                     {QStringLiteral("catalog"), QStringLiteral("import-skypilot"),
                      QStringLiteral(GPUADVISOR_FIXTURES_DIR "/skypilot/azure-vms.csv"),
                      QStringLiteral("--provider"), QStringLiteral("azure-killed-%1").arg(delayMs),
                      QStringLiteral("--catalog"), QString::fromStdString(team.url())});
        ASSERT_TRUE(import.waitForStarted());
        QThread::msleep(static_cast<unsigned long>(delayMs));
        import.kill();
        import.waitForFinished(30'000);
        const int after = offerCount(team.url());
        const bool whole = (after - before) % 466 == 0; // kAzureOffers in cli_catalog_faults_test.cpp
        EXPECT_TRUE(whole) << "killed after " << delayMs << " ms: " << after - before << " offers landed";
        if (import.exitStatus() == QProcess::CrashExit && after == before)
            ++killedBeforeCommit;
    }
    EXPECT_GT(killedBeforeCommit, 0) << "no kill landed before the commit: the test proved nothing";
}

struct BadConnection {
    const char* name;
    std::string catalog;
    const char* expected;
};

TEST(TeamCatalog, ConnectionsThatCannotBeMadeExitTwoWithOneClearLine) {
    const TeamDatabase team;
    const std::string host = server().host.toStdString();
    const std::string port = std::to_string(server().port);
    const std::string user = server().user.toStdString();
    const std::vector<BadConnection> cases = {
        {"password in the URL", "postgresql://" + user + ":secret@" + host + ":" + port + "/x",
         "a password does not belong in the URL"},
        {"password parameter", team.url() + "?password=secret", "a password does not belong in the URL"},
        {"port 0", "postgresql://" + user + "@" + host + ":0/x", "(allowed: 1 to 65535)"},
        {"no database", "postgresql://" + user + "@" + host + ":" + port + "/", "name one database"},
        {"unknown parameter", team.url() + "?colour=blue", "parameter 'colour' is not passed on"},
        {"unknown sslmode", team.url() + "?sslmode=maybe", "sslmode 'maybe' is not one of"},
        {"nothing listens", "postgresql://" + user + "@127.0.0.1:1/x", "cannot reach the team catalog"},
        {"missing database", server().url(QStringLiteral("no_such_catalog")).toStdString(),
         "does not exist on that server"},
        {"unknown user", "postgresql://nobody_here@" + host + ":" + port + "/" + team.name.toStdString(),
         "refused the login"},
        {"TLS required, server without TLS", team.url() + "?sslmode=require", "over TLS"},
    };
    for (const BadConnection& c : cases) {
        SCOPED_TRACE(c.name);
        expectOneClearLine(runCli({"catalog", "list", "gpus", "--catalog", c.catalog}, 60), c.expected);
        EXPECT_EQ(runCli({"catalog", "list", "gpus", "--catalog", c.catalog}, 60).err.find("secret"),
                  std::string::npos)
            << "the password is never echoed";
    }
    // A wrong password in PGPASSWORD, where libpq looks for it.
    const QByteArray right = qgetenv("PGPASSWORD");
    qputenv("PGPASSWORD", "wrong-password");
    const CliRun wrong = runCli({"catalog", "list", "gpus", "--catalog", team.url()}, 60);
    qputenv("PGPASSWORD", right);
    expectOneClearLine(wrong, "refused the login");
    EXPECT_NE(onlyLine(wrong.err).find("PGPASSWORD or ~/.pgpass"), std::string::npos) << wrong.err;
    // And the right one works.
    EXPECT_EQ(runCli({"catalog", "list", "gpus", "--catalog", team.url()}).exitCode, 0);
}

TEST(TeamCatalog, ResetIsRefusedForATeamCatalog) {
    const TeamDatabase team;
    expectOneClearLine(runCli({"catalog", "reset", "--catalog", team.url()}), "is not reset from here");
    EXPECT_GT(offerCount(team.url()), 0);
}

TEST(TeamCatalog, ABadImportIsRefusedWholeInOneLine) {
    const TeamDatabase team;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.json"));
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(R"({"format": "gpu-advisor-catalog", "schema_version": 8, "tables": {"gpus": [
        {"id": "good-gpu", "vendor": "x", "name": "G", "memory_gb": 8, "memory_bandwidth_gbps": 500,
         "source": "s", "as_of": "2026"},
        {"id": "bad-gpu", "vendor": "x", "name": "B", "memory_gb": 0, "memory_bandwidth_gbps": 500,
         "source": "s", "as_of": "2026"}]}})");
    out.close();
    expectOneClearLine(runCli({"catalog", "import", file.toStdString(), "--catalog", team.url()}),
                       "gpus row 2 (\"bad-gpu\")");
    const CliRun good = runCli({"catalog", "show", "gpus", "good-gpu", "--catalog", team.url()});
    EXPECT_EQ(good.exitCode, 2) << "the good row before the bad one was not imported either: " << good.out;
}
