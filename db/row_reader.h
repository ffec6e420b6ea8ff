#pragma once

#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>
#include <QVariant>

namespace gpuadvisor::db {

// Reads the current row of a query by column name. QSqlQuery::value(name) asks the driver for the whole
// record on each call, and Qt's PostgreSQL driver builds it field by field every time: for the 30,000 cells
// an estimate reads, that was most of the team catalog's extra load time (issue 20's speed goal). This takes
// the record once per result.
class RowReader {
  public:
    explicit RowReader(const QSqlQuery& query) : m_query(query), m_record(query.record()) {}
    QVariant value(const QString& column) const { return m_query.value(m_record.indexOf(column)); }

  private:
    const QSqlQuery& m_query;
    QSqlRecord m_record;
};

} // namespace gpuadvisor::db
