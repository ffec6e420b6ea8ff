#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

namespace gpuadvisor::db {

// What a catalog cell may hold, beyond its SQL type: numbers that parse and are not negative (prices,
// sizes, rates), currencies the catalog knows, foreign keys that exist, dates as YYYY-MM-DD, and rule
// conditions that parse. Returns the reason when `value` is refused, naming the column, value and what is
// allowed.
// `rowKey` is the key of the row being edited (an assumption's own range depends on it); empty for a new row.
QString refuseCellValue(const QSqlDatabase& database, const QString& table, const QString& column,
                        const QString& type, const QVariant& value, const QString& rowKey = {});

} // namespace gpuadvisor::db
