// Issue 20: a team catalog on PostgreSQL through the real binary, against the tests' own server
// (tests/support/postgres_cluster.sh, CTest fixture "postgres"): the same figures as the file catalog for
// every example, edits one user makes seen by the next, imports whole or not at all, and one clear line with
// exit status 2 for every connection that cannot be made.
#include "../support/test_postgres_server.h"
#include "cli_runner.h"
#include "db/catalog_json_io.h"
#include "db/offline_copy.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <sstream>
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

// Azure's SkyPilot list holds 466 GPU offers (kAzureOffers in cli_catalog_faults_test.cpp): an import lands
// them all or none.
constexpr int kAzureOffers = 466;

// Starts importing Azure's list as provider `provider` into `catalog`, without waiting for it.
bool startAzureImport(QProcess& import, const QString& provider, const std::string& catalog) {
    import.start(QStringLiteral(GPUADVISOR_CLI_PATH),
                 {QStringLiteral("catalog"), QStringLiteral("import-skypilot"),
                  QStringLiteral(GPUADVISOR_FIXTURES_DIR "/skypilot/azure-vms.csv"),
                  QStringLiteral("--provider"), provider, QStringLiteral("--catalog"),
                  QString::fromStdString(catalog)});
    return import.waitForStarted();
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
        ASSERT_TRUE(startAzureImport(import, QStringLiteral("azure-killed-%1").arg(delayMs), team.url()));
        QThread::msleep(static_cast<unsigned long>(delayMs));
        import.kill();
        import.waitForFinished(30'000);
        const int after = offerCount(team.url());
        EXPECT_EQ((after - before) % kAzureOffers, 0)
            << "killed after " << delayMs << " ms: " << after - before << " offers landed";
        if (import.exitStatus() == QProcess::CrashExit && after == before)
            ++killedBeforeCommit;
    }
    EXPECT_GT(killedBeforeCommit, 0) << "no kill landed before the commit: the test proved nothing";
}

namespace {

// A cluster of one test's own (tests/support/postgres_cluster.sh), for a test that crashes its server: the
// shared one serves the other tests meanwhile. Stopped and deleted at the end, whether the test passes or
// fails. Its password is the CLI's (PGPASSWORD) while it lives.
class PrivateCluster {
  public:
    PrivateCluster() : m_state(m_folder.filePath(QStringLiteral("cluster.env"))) {
        if (run("start"))
            m_server = readPostgresState(m_state);
        if (m_server) {
            m_savedPassword = qgetenv("PGPASSWORD");
            qputenv("PGPASSWORD", m_server->password.toUtf8());
        }
    }
    ~PrivateCluster() {
        run("stop");
        if (m_server)
            qputenv("PGPASSWORD", m_savedPassword);
    }
    PrivateCluster(const PrivateCluster&) = delete;
    PrivateCluster& operator=(const PrivateCluster&) = delete;

    const std::optional<TestPostgresServer>& server() const { return m_server; }
    bool crash() const { return run("crash"); }     // every server process quits at once
    bool restart() const { return run("restart"); } // recovers from the WAL, then takes connections

  private:
    bool run(const char* action) const {
        QProcess script;
        script.start(QStringLiteral(GPUADVISOR_POSTGRES_CLUSTER_SCRIPT),
                     {QString::fromLatin1(action), m_state});
        return script.waitForFinished(60'000) && script.exitStatus() == QProcess::NormalExit &&
               script.exitCode() == 0;
    }
    QTemporaryDir m_folder;
    QString m_state;
    std::optional<TestPostgresServer> m_server;
    QByteArray m_savedPassword;
};

} // namespace

// The server itself dies in the middle of an import (all its processes at once, no checkpoint): the import
// exits 2 with one line, and once the server has recovered the team catalog holds the whole import or none
// of it.
TEST(TeamCatalog, AServerKilledInTheMiddleOfAnImportRecoversTheCatalogAsBeforeOrWhole) {
    const PrivateCluster cluster;
    ASSERT_TRUE(cluster.server()) << "the test's own cluster did not start";
    const QString database = cluster.server()->createDatabase();
    ASSERT_FALSE(database.isEmpty());
    const std::string url = cluster.server()->url(database).toStdString();
    const int before = offerCount(url);
    ASSERT_GT(before, 0);
    int crashedBeforeCommit = 0;
    for (int delayMs : {80, 160, 260, 400, 600}) {
        QProcess import;
        ASSERT_TRUE(startAzureImport(import, QStringLiteral("azure-crashed-%1").arg(delayMs), url));
        QThread::msleep(static_cast<unsigned long>(delayMs));
        ASSERT_TRUE(cluster.crash());
        ASSERT_TRUE(import.waitForFinished(30'000));
        const std::string said = import.readAllStandardError().toStdString();
        ASSERT_TRUE(cluster.restart());
        const int after = offerCount(url);
        EXPECT_EQ((after - before) % kAzureOffers, 0)
            << "server crashed after " << delayMs << " ms: " << after - before << " offers landed";
        if (import.exitCode() == 0)
            continue; // committed before the crash
        EXPECT_EQ(import.exitCode(), 2) << said;
        EXPECT_EQ(std::count(said.begin(), said.end(), '\n'), 1) << said;
        EXPECT_NE(said.find("lost the connection to the team catalog"), std::string::npos) << said;
        if (after == before)
            ++crashedBeforeCommit;
    }
    EXPECT_GT(crashedBeforeCommit, 0) << "no crash landed before the commit: the test proved nothing";
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

namespace {

// A login of the tests' own on the server, with the cluster's password (already in PGPASSWORD), dropped after
// the test; `role` is given through the CLI by the catalog's owner, as an administrator would.
struct TeamLogin {
    QString name;
    TeamLogin(const TeamDatabase& team, const char* suffix)
        : name(team.name + QStringLiteral("_") + QString::fromLatin1(suffix)) {
        server().administer(
            QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(name, server().password));
    }
    ~TeamLogin() { server().administer(QStringLiteral("DROP ROLE IF EXISTS %1").arg(name)); }
    std::string url(const TeamDatabase& team) const {
        TestPostgresServer as = server();
        as.user = name;
        return as.url(team.name).toStdString();
    }
    // Hand-written SQL as this login, straight to the server: empty when it ran, else the server's refusal.
    QString sql(const TeamDatabase& team, const QString& statement) const {
        TestPostgresServer as = server();
        as.user = name;
        QString error;
        return as.administer(statement, &error, team.name) ? QString() : error;
    }
};

nlohmann::json jsonOf(const CliRun& run) {
    EXPECT_EQ(run.exitCode, 0) << run.err;
    return nlohmann::json::parse(run.out, nullptr, false);
}

} // namespace

// A number written by hand on the server (psql) that no estimate could use never reaches the engines, as on a
// file (HostileInput.ImpossibleNumbersEditedOutsideTheProgramAreNamedBeforeAnyEstimate): PostgreSQL's
// DOUBLE PRECISION holds NaN and Infinity, and a check on every table in one statement names the row.
TEST(TeamCatalog, ImpossibleNumbersWrittenByHandAreNamedBeforeAnyEstimate) {
    const TeamDatabase team;
    ASSERT_GT(offerCount(team.url()), 0); // creates the catalog
    const std::vector<std::string> fit{"fit",   "--model", "llama-3.1-8b", "--workload", "inference",
                                       "--gpu", "l4",      "--catalog",    team.url()};
    const auto edit = [&](const char* sql) {
        QString error;
        ASSERT_TRUE(server().administer(QString::fromLatin1(sql), &error, team.name)) << error.toStdString();
    };
    edit("UPDATE gpus SET memory_gb = 'NaN' WHERE id = 'l4'");
    expectOneClearLine(runCli(fit), "catalog row gpus 'l4': gpus.memory_gb: 'nan' is not a finite number; "
                                    "correct it with 'gpu-advisor-cli catalog set gpus l4 memory_gb VALUE'");
    edit("UPDATE gpus SET memory_gb = 24 WHERE id = 'l4'");
    EXPECT_EQ(runCli(fit).exitCode, 0);
    // A late table of the check (Infinity passes the schema's own CHECK (x > 0)), and a bound rather than a
    // non-number.
    edit("UPDATE colocation_prices SET price_per_kw_month = 'Infinity' WHERE id = (SELECT min(id) FROM "
         "colocation_prices)");
    expectOneClearLine(runCli(fit), "colocation_prices.price_per_kw_month: 'inf' is not a finite number");
    edit("UPDATE colocation_prices SET price_per_kw_month = 100 WHERE id = (SELECT min(id) FROM "
         "colocation_prices)");
    edit("UPDATE node_types SET gpus_per_node = 100000 WHERE id = 'hgx-h100-8'");
    expectOneClearLine(runCli(fit), "node_types.gpus_per_node: 100000 is out of range");
}

// Issue 20, roles: what each may do is the server's rule (grants on the tables), so hand-written SQL is
// refused as the CLI is.
TEST(TeamCatalog, RolesAreEnforcedByTheServerNotOnlyByTheProgram) {
    const TeamDatabase team;
    ASSERT_EQ(offerCount(team.url()), offerCount(team.url())); // the owner creates the catalog
    const TeamLogin reader(team, "reader"), editor(team, "editor"), admin(team, "admin"),
        newcomer(team, "new");
    const std::string scenario = GPUADVISOR_SCENARIOS_DIR "/chatbot-70b-200-users.json";

    // No role yet: one line saying who grants one.
    expectOneClearLine(runCli({"catalog", "list", "gpus", "--catalog", newcomer.url(team)}),
                       "has no role in the team catalog");
    for (const auto& [login, role] :
         {std::pair{&reader, "reader"}, std::pair{&editor, "editor"}, std::pair{&admin, "admin"}})
        ASSERT_EQ(
            runCli({"catalog", "grant", login->name.toStdString(), role, "--catalog", team.url()}).exitCode,
            0);

    // A reader runs studies and reads the history; every write is refused, by the CLI and by the server.
    EXPECT_EQ(runCli({"recommend", "--scenario", scenario, "--catalog", reader.url(team)}).exitCode, 0);
    const auto readerMay = jsonOf(runCli({"catalog", "access", "--json", "--catalog", reader.url(team)}));
    EXPECT_EQ(readerMay["edit_rows"], false);
    EXPECT_EQ(readerMay["grant_roles"], false);
    expectOneClearLine(
        runCli({"catalog", "set", "offers", "1", "on_demand_hourly", "9", "--catalog", reader.url(team)}),
        "may only read this team catalog");
    EXPECT_NE(reader.sql(team, QStringLiteral("UPDATE cloud_offers SET on_demand_hourly = 9"))
                  .indexOf(QLatin1String("permission denied")),
              -1);
    EXPECT_NE(reader.sql(team, QStringLiteral("DELETE FROM catalog_changes"))
                  .indexOf(QLatin1String("permission denied")),
              -1);

    // An editor changes prices, not compliance rules, nor the history, nor roles.
    EXPECT_EQ(runCli({"catalog", "set", "offers", "1", "on_demand_hourly", "9", "--source", "quote",
                      "--catalog", editor.url(team)})
                  .exitCode,
              0);
    expectOneClearLine(
        runCli({"catalog", "set", "rules", "BR-APF-05", "message_en", "x", "--catalog", editor.url(team)}),
        "permission denied for table compliance_rules");
    EXPECT_NE(editor.sql(team, QStringLiteral("UPDATE catalog_changes SET changed_by = 'someone else'"))
                  .indexOf(QLatin1String("permission denied")),
              -1);
    EXPECT_EQ(
        runCli({"catalog", "grant", newcomer.name.toStdString(), "editor", "--catalog", editor.url(team)})
            .exitCode,
        2);

    // An admin changes rules and gives the reader and editor roles; the admin role is the owner's to give.
    const auto adminMay = jsonOf(runCli({"catalog", "access", "--json", "--catalog", admin.url(team)}));
    EXPECT_EQ(adminMay["edit_rules"], true);
    EXPECT_EQ(adminMay["grant_roles"], true);
    EXPECT_EQ(runCli({"catalog", "set", "rules", "BR-APF-05", "message_en", "Reviewed by legal", "--catalog",
                      admin.url(team)})
                  .exitCode,
              0);
    EXPECT_EQ(
        runCli({"catalog", "grant", newcomer.name.toStdString(), "editor", "--catalog", admin.url(team)})
            .exitCode,
        0);
    EXPECT_EQ(jsonOf(runCli({"catalog", "access", "--json", "--catalog", newcomer.url(team)}))["edit_rows"],
              true);
    expectOneClearLine(
        runCli({"catalog", "grant", newcomer.name.toStdString(), "admin", "--catalog", admin.url(team)}),
        "only the catalog's owner");

    // The history names who changed what, from the login the server authenticated.
    const auto history = jsonOf(runCli({"catalog", "history", "--json", "--catalog", reader.url(team)}));
    ASSERT_EQ(history.size(), 2u) << history.dump(2);
    EXPECT_EQ(history[0]["changed_by"], editor.name.toStdString());
    EXPECT_EQ(history[0]["old_row"]["on_demand_hourly"], 5.672); // the factory price (aws g5.12xlarge)
    EXPECT_EQ(history[0]["new_row"]["on_demand_hourly"], 9.0);
    // and the row's own source says it too, so a report never cites the public list for it (issue 21).
    const std::string source = history[0]["new_row"]["source"];
    EXPECT_EQ(source.rfind("user edit by " + editor.name.toStdString() + " on ", 0), 0u) << source;
    EXPECT_NE(source.find(": on_demand_hourly 5.672 -> 9 (quote); was: "), std::string::npos) << source;
    EXPECT_EQ(history[1]["changed_by"], admin.name.toStdString());
    EXPECT_EQ(history[1]["table"], "compliance_rules");
}

namespace {

// A study run today, a price list changed tomorrow: the study rerun with --catalog-revision prints the
// figures it printed, byte for byte, and the catalog today prints others.
void expectAsOfRerunsGiveTheFiguresOfThen(const std::string& catalog) {
    const std::string scenario = GPUADVISOR_SCENARIOS_DIR "/chatbot-70b-200-users.json";
    ASSERT_EQ(runCli({"catalog", "set", "rates", "1", "rate", "5.6", "--source", "bank quote", "--catalog",
                      catalog})
                  .exitCode,
              0);
    const CliRun then = runCli({"recommend", "--scenario", scenario, "--json", "--catalog", catalog});
    const long long revision = jsonOf(then)["catalog_revision"].get<long long>();
    EXPECT_EQ(revision, 1);
    const CliRun edited = runCli({"catalog", "set", "rates", "1", "rate", "6.4", "--source",
                                  "bank quote, a month later", "--catalog", catalog});
    ASSERT_EQ(edited.exitCode, 0) << edited.err;
    EXPECT_NE(edited.out.find("(revision 2)"), std::string::npos) << edited.out;
    const CliRun now = runCli({"recommend", "--scenario", scenario, "--json", "--catalog", catalog});
    EXPECT_NE(now.out, then.out) << "the edit changes the figures";
    const CliRun rerun = runCli({"recommend", "--scenario", scenario, "--json", "--catalog", catalog,
                                 "--catalog-revision", std::to_string(revision)});
    EXPECT_EQ(rerun.out, then.out);
    // The rebuilt catalog is for reading: an edit to it would be lost.
    expectOneClearLine(runCli({"catalog", "set", "rates", "1", "rate", "7", "--catalog", catalog,
                               "--catalog-revision", "1"}),
                       "rebuilt as of revision 1");
    expectOneClearLine(
        runCli({"recommend", "--scenario", scenario, "--catalog", catalog, "--catalog-revision", "99"}),
        "revision");
    expectOneClearLine(runCli({"recommend", "--scenario", scenario, "--catalog", catalog,
                               "--catalog-revision", "last week"}),
                       "--catalog-revision: 'last week' is not a revision");
    // The report names the revision on its cover (the example is a Brazilian study, in Portuguese).
    QTemporaryDir dir;
    const std::string pdf = dir.filePath(QStringLiteral("then.pdf")).toStdString();
    const CliRun report = runCli(
        {"report", "--scenario", scenario, "--pdf", pdf, "--catalog", catalog, "--catalog-revision", "1"});
    ASSERT_EQ(report.exitCode, 0) << report.err;
    QProcess text;
    text.start(QStringLiteral("pdftotext"),
               {QStringLiteral("-l"), QStringLiteral("1"), QString::fromStdString(pdf), QStringLiteral("-")});
    ASSERT_TRUE(text.waitForFinished(60'000));
    const QString cover = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    EXPECT_TRUE(cover.contains(QStringLiteral("Revisão do catálogo 1"))) << cover.toStdString();
}

} // namespace

TEST(TeamCatalog, AsOfRerunsGiveTheFiguresOfThenOnTheServer) {
    const TeamDatabase team;
    expectAsOfRerunsGiveTheFiguresOfThen(team.url());
}

TEST(TeamCatalog, AsOfRerunsGiveTheFiguresOfThenOnAFile) {
    QTemporaryDir dir;
    expectAsOfRerunsGiveTheFiguresOfThen(dir.filePath(QStringLiteral("catalog.sqlite")).toStdString());
}

// Issue 20, concurrent edits: 20 editors (processes) raise the same price by one, each from the value it last
// saw (--expect). When another got there first, the refusal names the value now stored; the editor takes it
// and tries again. No raise is lost (the final price is the start plus every raise that reported success) and
// the history is one unbroken chain: each change starts from the value the previous one left.
TEST(TeamCatalog, TwentyConcurrentEditorsLoseNoChangeAndLeaveAConsistentHistory) {
    const TeamDatabase team;
    ASSERT_EQ(
        runCli({"catalog", "set", "offers", "1", "on_demand_hourly", "1", "--catalog", team.url()}).exitCode,
        0);
    const char* editorScript = R"sh(
cur=1; raised=0; conflicts=0; end=$((SECONDS + DURATION))
while [ "$SECONDS" -lt "$end" ]; do
  if out=$("$CLI" catalog set offers 1 on_demand_hourly $((cur + 1)) --expect "$cur" --source "editor $EDITOR" \
           --catalog "$URL" 2>&1); then
    raised=$((raised + 1)); cur=$((cur + 1))
  else
    now=$(printf '%s' "$out" | sed -n 's/.*run again with --expect \([0-9]*\)$/\1/p')
    [ -n "$now" ] || { echo "editor $EDITOR: $out" >&2; exit 1; }
    conflicts=$((conflicts + 1)); cur=$now
  fi
  sleep $((RANDOM % 4 + 2)) # an editor's pace, 2 to 5 s; the 20 of them still collide on the one price
done
echo "$raised $conflicts"
)sh";
    std::vector<std::unique_ptr<QProcess>> editors;
    for (int i = 0; i < 20; ++i) {
        auto editor = std::make_unique<QProcess>();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("CLI"), QStringLiteral(GPUADVISOR_CLI_PATH));
        environment.insert(QStringLiteral("URL"), QString::fromStdString(team.url()));
        environment.insert(QStringLiteral("EDITOR"), QString::number(i));
        environment.insert(QStringLiteral("DURATION"), QString::number(GPUADVISOR_CONCURRENT_EDIT_SECONDS));
        editor->setProcessEnvironment(environment);
        editor->start(QStringLiteral("bash"), {QStringLiteral("-c"), QString::fromLatin1(editorScript)});
        ASSERT_TRUE(editor->waitForStarted());
        editors.push_back(std::move(editor));
    }
    long long raised = 0, conflicts = 0;
    for (auto& editor : editors) {
        ASSERT_TRUE(editor->waitForFinished((GPUADVISOR_CONCURRENT_EDIT_SECONDS + 180) * 1000));
        EXPECT_EQ(editor->exitCode(), 0) << editor->readAllStandardError().toStdString();
        long long mine = 0, refused = 0;
        std::istringstream(editor->readAllStandardOutput().toStdString()) >> mine >> refused;
        raised += mine;
        conflicts += refused;
    }
    std::printf("20 editors, %d s: %lld raises written, %lld conflicts told\n",
                GPUADVISOR_CONCURRENT_EDIT_SECONDS, raised, conflicts);
    EXPECT_GE(raised, 1);
    EXPECT_GT(conflicts, 0) << "no two editors met: the test proved nothing";

    const auto row = jsonOf(runCli({"catalog", "show", "offers", "1", "--json", "--catalog", team.url()}));
    EXPECT_EQ(row["on_demand_hourly"].get<double>(), 1.0 + static_cast<double>(raised)) << "a raise was lost";

    const auto history =
        jsonOf(runCli({"catalog", "history", "offers", "1", "--json", "--catalog", team.url()}));
    ASSERT_EQ(history.size(), static_cast<std::size_t>(raised + 1)); // the first set, then every raise
    for (std::size_t i = 1; i < history.size(); ++i) {
        EXPECT_GT(history[i]["revision"].get<long long>(), history[i - 1]["revision"].get<long long>());
        EXPECT_EQ(history[i]["old_row"]["on_demand_hourly"], history[i - 1]["new_row"]["on_demand_hourly"])
            << "revision " << history[i]["revision"];
        EXPECT_EQ(history[i]["new_row"]["on_demand_hourly"].get<double>(),
                  history[i]["old_row"]["on_demand_hourly"].get<double>() + 1.0);
    }
}

// Issue 20, offline: after a connection the window keeps a copy of the team catalog; without the server it
// opens that copy, read-only, saying so and as of when.
TEST(TeamCatalog, TheOfflineCopyHoldsTheTeamRowsAndOpensReadOnlySayingSo) {
    const TeamDatabase team;
    ASSERT_EQ(runCli({"catalog", "set", "offers", "1", "on_demand_hourly", "9.25", "--catalog", team.url()})
                  .exitCode,
              0);
    QTemporaryDir dir;
    const QString copyPath = dir.filePath(QStringLiteral("team-catalog-copy.sqlite"));
    {
        auto online = gpuadvisor::db::CatalogDatabase::open(QString::fromStdString(team.url()));
        ASSERT_TRUE(online.ok()) << online.error().message;
        const auto written = gpuadvisor::db::writeOfflineCopy(**online, copyPath);
        ASSERT_TRUE(written.ok()) << written.error().message;
        auto copy = gpuadvisor::db::openOfflineCopy(copyPath, QString::fromStdString(team.url()),
                                                    QStringLiteral("cannot reach the team catalog"));
        ASSERT_TRUE(copy.ok()) << copy.error().message;
        EXPECT_EQ(gpuadvisor::db::exportCatalogJson(**copy).value(),
                  gpuadvisor::db::exportCatalogJson(**online).value());
        EXPECT_TRUE((*copy)->isReadOnly());
        const QString banner = (*copy)->readOnlyReason();
        EXPECT_TRUE(
            banner.startsWith(QLatin1String("offline: the copy of ") + QString::fromStdString(team.url())))
            << banner.toStdString();
        EXPECT_TRUE(banner.contains(QDate::currentDate().toString(Qt::ISODate))) << "as of when";
        EXPECT_TRUE(banner.contains(QLatin1String("cannot reach the team catalog"))) << "and why";
    }
    // The CLI reads the copy like any catalog file: the edited price is there.
    const auto row =
        jsonOf(runCli({"catalog", "show", "offers", "1", "--json", "--catalog", copyPath.toStdString()}));
    EXPECT_EQ(row["on_demand_hourly"], 9.25);
    // No copy yet: the reason the server failed, and that there is nothing to fall back on.
    const auto none =
        gpuadvisor::db::openOfflineCopy(dir.filePath(QStringLiteral("none.sqlite")),
                                        QString::fromStdString(team.url()), QStringLiteral("refused"));
    ASSERT_FALSE(none.ok());
    EXPECT_NE(none.error().message.find("no offline copy yet"), std::string::npos);
}

// Issue 20, shared studies: a reader (a sales engineer) saves a quote to the team catalog; anyone lists it
// with its customer, who saved it and the revision, and opens it to the same figures. A read-only copy
// refuses.
TEST(TeamCatalog, AStudySavedByAReaderIsListedAndOpensToTheSameFigures) {
    const TeamDatabase team;
    ASSERT_GT(offerCount(team.url()), 0);
    const TeamLogin seller(team, "seller");
    ASSERT_EQ(
        runCli({"catalog", "grant", seller.name.toStdString(), "reader", "--catalog", team.url()}).exitCode,
        0);
    ASSERT_EQ(runCli({"catalog", "set", "rates", "1", "rate", "5.6", "--catalog", team.url()}).exitCode, 0);
    // The bank example, quoted for a named customer by a named author.
    QTemporaryDir dir;
    QFile example(QStringLiteral(GPUADVISOR_SCENARIOS_DIR "/bank-fraud-br.json"));
    ASSERT_TRUE(example.open(QIODevice::ReadOnly));
    nlohmann::json quote = nlohmann::json::parse(example.readAll().toStdString());
    quote["presentation"]["customer"] = "Banco Exemplo S.A.";
    quote["presentation"]["author"] = "Joana Lima";
    const std::string scenario = dir.filePath(QStringLiteral("quote.gpuadvisor.json")).toStdString();
    QFile quoteFile(QString::fromStdString(scenario));
    ASSERT_TRUE(quoteFile.open(QIODevice::WriteOnly));
    quoteFile.write(QByteArray::fromStdString(quote.dump(2)));
    quoteFile.close();
    const auto saved = jsonOf(runCli({"study", "save", scenario, "--json", "--catalog", seller.url(team)}));
    EXPECT_EQ(saved["catalog_revision"], 1);

    const auto listed = jsonOf(runCli({"study", "list", "--json", "--catalog", team.url()}));
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_EQ(listed[0]["id"], saved["id"]);
    EXPECT_EQ(listed[0]["saved_by"], seller.name.toStdString());
    EXPECT_EQ(listed[0]["customer"], "Banco Exemplo S.A.");
    EXPECT_EQ(listed[0]["author"], "Joana Lima");
    EXPECT_EQ(listed[0]["catalog_revision"], 1);

    const CliRun opened =
        runCli({"study", "open", std::to_string(saved["id"].get<long long>()), "--catalog", team.url()});
    ASSERT_EQ(opened.exitCode, 0) << opened.err;
    EXPECT_NE(opened.err.find("--catalog-revision 1"), std::string::npos) << opened.err;
    const QString copy = dir.filePath(QStringLiteral("opened.gpuadvisor.json"));
    QFile file(copy);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(opened.out));
    file.close();
    EXPECT_EQ(runCli({"recommend", "--scenario", copy.toStdString(), "--json", "--catalog", team.url()}).out,
              runCli({"recommend", "--scenario", scenario, "--json", "--catalog", team.url()}).out);

    expectOneClearLine(runCli({"study", "open", "99", "--catalog", team.url()}), "no saved study 99");
    expectOneClearLine(
        runCli({"study", "save", scenario, "--catalog", team.url(), "--catalog-revision", "0"}),
        "rebuilt as of revision 0");
}
