#pragma once

// Template definitions of catalog_database.h.
#include <QSqlError>

namespace gpuadvisor::db {

template <class Work>
auto inTransaction(QSqlDatabase database, Work&& work) -> decltype(work()) {
    if (!database.transaction())
        return sqlError(QStringLiteral("cannot start a transaction"), database.lastError().text());
    auto result = work();
    if (!result) {
        database.rollback();
        return result;
    }
    if (!database.commit()) {
        const QString text = database.lastError().text();
        database.rollback();
        return sqlError(QStringLiteral("cannot commit"), text);
    }
    return result;
}

} // namespace gpuadvisor::db
