#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace gpuadvisor::db {

// The tables a user can list, show, export and import, with the short names the CLI accepts.
struct CatalogTable {
    QString name;        // SQL table
    QString cliName;     // `catalog list <cliName>`
    QString keyColumn;   // primary key
    QStringList summary; // columns `list` prints
};

const std::vector<CatalogTable>& catalogTables(); // in foreign-key order
const CatalogTable* findCatalogTable(const QString& nameOrCliName);
QStringList catalogTableCliNames();

} // namespace gpuadvisor::db
