#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

namespace gpuadvisor::db {

// What a catalog cell may hold, beyond its SQL type: numbers that parse and are not negative (prices,
// sizes, rates), currencies the catalog knows, foreign keys that exist, dates as YYYY-MM-DD, and rule
// conditions that parse. Returns the reason when `value` is refused, naming the column, value and what is
// allowed.
QString refuseCellValue(const QSqlDatabase& database, const QString& table, const QString& column,
                        const QString& type, const QVariant& value);

} // namespace gpuadvisor::db
