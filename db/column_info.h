#pragma once

#include <QString>

#include <map>
#include <vector>

namespace gpuadvisor::db {

// One column of a catalog table, as the migrations declare it.
struct ColumnInfo {
    QString name;
    QString type; // TEXT, REAL, INTEGER
    bool primaryKey = false;
};

// Each table's columns in their order (the order of SELECT *), by table name.
using TableColumns = std::map<QString, std::vector<ColumnInfo>>;

} // namespace gpuadvisor::db
