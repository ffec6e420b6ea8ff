#include "db_test_support.h"
#include "../support/test_postgres_server.h"
#include "db/sql_connection.h"

#include <QSqlQuery>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace {

// A database on the tests' server at the current schema with the factory rows, made once per process.
QString seededTemplate(const TestPostgresServer& server) {
    static const QString name = [&server] {
        const QString database = server.createDatabase();
        {
            auto opened = gpuadvisor::db::CatalogDatabase::open(server.url(database));
            EXPECT_TRUE(opened.ok()) << (opened.ok() ? "" : opened.error().message);
        } // closed: PostgreSQL copies only a database nobody is connected to
        return database;
    }();
    return name;
}

} // namespace

TempCatalog::TempCatalog(Start start) {
    const auto server = testPostgresServer();
    if (!server)
        return;
    if (start == Seeded) {
        m_database = server->createDatabase(seededTemplate(*server));
        m_seeded = !m_database.isEmpty();
    } else {
        m_database = server->createDatabase();
    }
    EXPECT_FALSE(m_database.isEmpty()) << "cannot create a database on the tests' PostgreSQL server";
}

TempCatalog::~TempCatalog() {
    if (const auto server = testPostgresServer())
        server->dropDatabase(m_database);
}

QString TempCatalog::path() const {
    if (const auto server = testPostgresServer())
        return server->url(m_database);
    return dir.filePath(QStringLiteral("catalog.sqlite"));
}

bool testsRunOnPostgres() {
    return testPostgresServer().has_value();
}

std::unique_ptr<gpuadvisor::db::CatalogDatabase> TempCatalog::open(int version) const {
    if (m_seeded && version < gpuadvisor::db::CatalogDatabase::kSchemaVersion) {
        // A migration test: start from an empty database as a new file would.
        const auto server = testPostgresServer();
        server->administer(QStringLiteral("DROP SCHEMA public CASCADE"), nullptr, m_database);
        server->administer(QStringLiteral("CREATE SCHEMA public"), nullptr, m_database);
        m_seeded = false;
    }
    auto database = gpuadvisor::db::CatalogDatabase::open(path(), {version});
    EXPECT_TRUE(database.ok()) << (database.ok() ? "" : database.error().message);
    return database.ok() ? std::move(database).value() : nullptr;
}

QVariant scalar(const gpuadvisor::db::CatalogDatabase& database, const QString& sql) {
    QSqlQuery query(sqlConnection(database));
    if (!query.exec(sql) || !query.next())
        return {};
    return query.value(0);
}

std::string fixtureText(const std::string& relativePath) {
    std::ifstream in(std::string(GPUADVISOR_FIXTURES_DIR) + "/" + relativePath, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}
