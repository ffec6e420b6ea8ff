#pragma once

#include "db/catalog_database.h"

#include <QString>
#include <QTemporaryDir>
#include <QVariant>

#include <memory>
#include <string>

// A catalog in a fresh temporary folder, removed after the test.
struct TempCatalog {
    QTemporaryDir dir;
    QString path() const { return dir.filePath(QStringLiteral("catalog.sqlite")); }
    std::unique_ptr<gpuadvisor::db::CatalogDatabase>
    open(int version = gpuadvisor::db::CatalogDatabase::kSchemaVersion) const;
};

QVariant scalar(const gpuadvisor::db::CatalogDatabase& database, const QString& sql);
std::string fixtureText(const std::string& relativePath);
