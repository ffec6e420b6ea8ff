#pragma once

#include "db/column_info.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <vector>

namespace gpuadvisor::db {

// Reads the current row of a `SELECT *` query by column name. The names come from the catalog's column list
// (CatalogDatabase::columns), in the table's order, which is the order of SELECT *. Asking the query instead
// costs a team catalog one more round trip per result: Qt's PostgreSQL driver looks up the table's name on
// the server to describe the record (issue 20's speed goal). QSqlQuery::value(name) would also rebuild that
// record for every cell.
class RowReader {
  public:
    RowReader(const QSqlQuery& query, const TableColumns& columns, const QString& table) : m_query(query) {
        if (const auto found = columns.find(table); found != columns.end())
            for (const ColumnInfo& column : found->second)
                m_names << column.name;
    }
    QVariant value(const QString& column) const {
        return m_query.value(static_cast<int>(m_names.indexOf(column)));
    }

  private:
    const QSqlQuery& m_query;
    QStringList m_names;
};

} // namespace gpuadvisor::db
