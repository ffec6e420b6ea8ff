#pragma once

#include <QString>

#include <optional>

// The PostgreSQL server tests/support/postgres_cluster.sh started for the tests (CTest fixture "postgres"),
// read from the state file GPUADVISOR_TEST_POSTGRES names; none when the variable is unset. Reading it puts
// the password in PGPASSWORD, where libpq looks, as a user's shell would.
struct TestPostgresServer {
    QString host;
    int port = 0;
    QString user;
    QString password;

    QString url(const QString& database) const {
        return QStringLiteral("postgresql://%1@%2:%3/%4").arg(user, host).arg(port).arg(database);
    }
    // Runs one statement as the cluster's administrator (on its "postgres" database unless told); false when
    // it fails.
    bool administer(const QString& sql, QString* error = nullptr,
                    const QString& database = QStringLiteral("postgres")) const;
    // A new database with a name no other test uses: empty, or a copy of `from`.
    QString createDatabase(const QString& from = QString()) const;
    void dropDatabase(const QString& name) const;
};

std::optional<TestPostgresServer> testPostgresServer();
// How to reach the server a state file of postgres_cluster.sh describes; none when it cannot be read.
std::optional<TestPostgresServer> readPostgresState(const QString& stateFile);
