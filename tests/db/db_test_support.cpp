#include "db_test_support.h"
#include "db/sql_connection.h"

#include <QSqlQuery>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

std::unique_ptr<gpuadvisor::db::CatalogDatabase> TempCatalog::open(int version) const {
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
