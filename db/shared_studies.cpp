#include "db/shared_studies.h"
#include "db/sql_connection.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuadvisor::db {

namespace {

SharedStudy studyOf(const QSqlQuery& query, bool withScenario) {
    SharedStudy study;
    study.id = query.value(0).toLongLong();
    study.title = query.value(1).toString();
    study.customer = query.value(2).toString();
    study.author = query.value(3).toString();
    study.savedBy = query.value(4).toString();
    study.savedAt = query.value(5).toString();
    study.catalogRevision = query.value(6).toLongLong();
    if (withScenario)
        study.scenario = query.value(7).toString().toStdString();
    return study;
}

const char* kColumns = "id, title, customer, author, saved_by, saved_at, catalog_revision";

} // namespace

Result<long long> saveSharedStudy(const CatalogDatabase& database, const SharedStudy& study) {
    if (database.isReadOnly() && !database.isTeamCatalog()) // a reader of a team catalog may save studies
        if (auto refused = database.refuseWrite(QStringLiteral("save the study")))
            return *refused;
    if (study.title.trimmed().isEmpty())
        return Error{ErrorCode::InvalidInput, "title", "a saved study needs a title (the scenario's title)"};
    const QSqlDatabase connection = sqlConnection(database);
    const bool team = usesPostgres(connection);
    QSqlQuery query(connection);
    query.prepare(QStringLiteral("INSERT INTO shared_studies (title, customer, author, saved_by, saved_at, "
                                 "catalog_revision, scenario) VALUES (?, ?, ?, %1, ?, ?, ?)%2")
                      .arg(team ? QStringLiteral("session_user") : QStringLiteral("''"),
                           team ? QStringLiteral(" RETURNING id") : QString()));
    query.addBindValue(study.title);
    query.addBindValue(study.customer);
    query.addBindValue(study.author);
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    query.addBindValue(study.catalogRevision);
    query.addBindValue(QString::fromStdString(study.scenario));
    if (!query.exec())
        return sqlError(QStringLiteral("cannot save the study"), query.lastError().databaseText());
    if (team)
        return query.next() ? query.value(0).toLongLong() : 0;
    return query.lastInsertId().toLongLong();
}

Result<std::vector<SharedStudy>> listSharedStudies(const CatalogDatabase& database) {
    QSqlQuery query(sqlConnection(database));
    if (!query.exec(
            QStringLiteral("SELECT %1 FROM shared_studies ORDER BY id DESC").arg(QLatin1String(kColumns))))
        return sqlError(QStringLiteral("cannot list the saved studies"), query.lastError().databaseText());
    std::vector<SharedStudy> studies;
    while (query.next())
        studies.push_back(studyOf(query, false));
    return studies;
}

Result<SharedStudy> loadSharedStudy(const CatalogDatabase& database, long long id) {
    QSqlQuery query(sqlConnection(database));
    query.prepare(
        QStringLiteral("SELECT %1, scenario FROM shared_studies WHERE id = ?").arg(QLatin1String(kColumns)));
    query.addBindValue(id);
    if (!query.exec())
        return sqlError(QStringLiteral("cannot read the saved study"), query.lastError().databaseText());
    if (!query.next()) {
        std::string ids;
        if (const auto all = listSharedStudies(database))
            for (const SharedStudy& s : *all)
                ids += (ids.empty() ? "" : ", ") + std::to_string(s.id);
        return Error{ErrorCode::NotFound, "id",
                     "no saved study " + std::to_string(id) +
                         (ids.empty() ? std::string(" (none saved yet)") : " (saved: " + ids + ")")};
    }
    return studyOf(query, true);
}

} // namespace gpuadvisor::db
