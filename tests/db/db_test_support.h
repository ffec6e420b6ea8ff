#pragma once

#include "db/catalog_database.h"

#include <QString>
#include <QTemporaryDir>
#include <QVariant>

#include <memory>
#include <string>

// A catalog in a fresh temporary folder, removed after the test. When the suite runs against the tests'
// PostgreSQL server (GPUADVISOR_TEST_POSTGRES names the state file tests/support/postgres_cluster.sh wrote),
// it is a fresh database on that server instead, dropped after the test: path() is then its URL.
struct TempCatalog {
    // On the server a new database is a copy of one migrated and seeded once per test process (a catalog
    // opened at an older schema, or an Empty one, starts empty instead), so that the suite does not migrate
    // 36 times.
    enum Start { Seeded, Empty };
    explicit TempCatalog(Start start = Seeded);
    ~TempCatalog();
    TempCatalog(const TempCatalog&) = delete;
    TempCatalog& operator=(const TempCatalog&) = delete;

    QTemporaryDir dir;
    QString path() const;
    std::unique_ptr<gpuadvisor::db::CatalogDatabase>
    open(int version = gpuadvisor::db::CatalogDatabase::kSchemaVersion) const;

  private:
    QString m_database; // on the PostgreSQL server; empty for a file
    mutable bool m_seeded = false;
};

// Whether this run of the suite uses the PostgreSQL server.
bool testsRunOnPostgres();

QVariant scalar(const gpuadvisor::db::CatalogDatabase& database, const QString& sql);
std::string fixtureText(const std::string& relativePath);
