#include "db/schema_migration.h"

#include "db/catalog_database.h"
#include "db/change_log.h"
#include "db/seed.h"
#include "db/sql_connection.h"
#include "db/team_roles.h"

#include <QFile>
#include <QSqlQuery>
#include <QStringList>

namespace gpuadvisor::db {

namespace {

struct Migration {
    int version;
    const char* script; // resource path of the SQL
};

constexpr Migration kMigrations[] = {
    {1, ":/db/migrations/001_initial.sql"},
    {2, ":/db/migrations/002_costs_and_compliance.sql"},
    {3, ":/db/migrations/003_rule_conditions.sql"},
    {4, ":/db/migrations/004_hardware_facts.sql"},
    {5, ":/db/migrations/005_supplier_facts.sql"},
    {6, ":/db/migrations/006_api_prices.sql"},
    {7, ":/db/migrations/007_row_history.sql"},
    {8, ":/db/migrations/008_fitted_efficiencies.sql"},
    {9, ":/db/migrations/009_change_log.sql"},
    {10, ":/db/migrations/010_shared_studies.sql"},
    {11, ":/db/migrations/011_invoicing.sql"},
    {12, ":/db/migrations/012_compliance_controls.sql"},
    {13, ":/db/migrations/013_refitted_efficiencies.sql"},
};

// Splits a migration script into statements: drops -- comments, splits on ';' outside quotes.
QStringList statements(const QString& script) {
    QStringList out;
    QString current;
    bool quoted = false;
    for (qsizetype i = 0; i < script.size(); ++i) {
        const QChar c = script.at(i);
        if (!quoted && c == u'-' && i + 1 < script.size() && script.at(i + 1) == u'-') {
            while (i < script.size() && script.at(i) != u'\n')
                ++i;
            current += u'\n';
            continue;
        }
        if (c == u'\'')
            quoted = !quoted;
        if (c == u';' && !quoted) {
            if (!current.trimmed().isEmpty())
                out << current.trimmed();
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.trimmed().isEmpty())
        out << current.trimmed();
    return out;
}

} // namespace

int schemaVersionOf(const QSqlDatabase& connection) {
    QSqlQuery query(connection);
    if (usesPostgres(connection)) {
        // SQLite keeps the version in the file header; a team catalog in a one-row table (none yet: 0).
        if (!query.exec(QStringLiteral("SELECT to_regclass('catalog_schema') IS NOT NULL")) || !query.next())
            return -1;
        if (!query.value(0).toBool())
            return 0;
        if (query.exec(QStringLiteral("SELECT max(version) FROM catalog_schema")) && query.next())
            return query.value(0).toInt();
        return -1;
    }
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return -1; // the QSqlQuery is finalised when it goes out of scope
}

Result<bool> migrateSchema(const QSqlDatabase& connection, int targetVersion) {
    const bool team = usesPostgres(connection);
    return inTransaction(connection, [&]() -> Result<bool> {
        // Another process may have migrated the file between the version read above and the write lock
        // (two first runs at once): the version that counts is the one read under the lock.
        if (team) {
            // Two first connections at once: the second waits here and then finds the schema in place.
            for (const char* sql : {"SELECT pg_advisory_xact_lock(4815162342)",
                                    "CREATE TABLE IF NOT EXISTS catalog_schema (version INTEGER NOT NULL)",
                                    "INSERT INTO catalog_schema SELECT 0 WHERE NOT EXISTS "
                                    "(SELECT 1 FROM catalog_schema)"})
                if (auto ok = execSql(connection, QString::fromLatin1(sql)); !ok)
                    return ok.error();
        }
        const int current = schemaVersionOf(connection);
        for (const Migration& migration : kMigrations) {
            if (migration.version <= current || migration.version > targetVersion)
                continue;
            QFile file(QString::fromLatin1(migration.script));
            if (!file.open(QIODevice::ReadOnly))
                return Error{ErrorCode::InvalidInput, "catalog",
                             std::string("missing migration ") + migration.script};
            for (const QString& statement : statements(QString::fromUtf8(file.readAll())))
                if (auto ok = execSql(connection, team ? postgresStatement(statement) : statement); !ok)
                    return ok.error();
            if (auto seeded = seedSchemaVersion(connection, migration.version, targetVersion); !seeded)
                return seeded.error();
            const QString setVersion = team ? QStringLiteral("UPDATE catalog_schema SET version = %1")
                                            : QStringLiteral("PRAGMA user_version = %1");
            if (auto ok = execSql(connection, setVersion.arg(migration.version)); !ok)
                return ok.error();
        }
        // After the seed: the history starts from the factory catalog, and a table a migration added is
        // recorded too.
        if (targetVersion >= 9 && current < targetVersion) {
            if (auto ok = installChangeTriggers(connection); !ok)
                return ok.error();
            if (team)
                if (auto ok = installTeamRoles(connection); !ok)
                    return ok.error();
        }
        return true;
    });
}

} // namespace gpuadvisor::db
