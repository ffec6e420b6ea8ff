#include "db/team_roles.h"
#include "db/catalog_database.h"
#include "db/sql_connection.h"

#include "db/catalog_tables.h"

#include <QSqlError>
#include <QSqlQuery>

#include <array>

namespace gpuadvisor::db {

namespace {

constexpr std::array kRoles = {TeamRole::Reader, TeamRole::Editor, TeamRole::Admin};

Result<bool> notATeamCatalog() {
    return Error{
        ErrorCode::Unsupported, "catalog",
        "roles belong to a team catalog on PostgreSQL (--catalog postgresql://…); a catalog file has "
        "one user, who may do everything its file permissions allow"};
}

// A statement built by the server (format's %I quotes identifiers), so that no login name is pasted into SQL.
Result<bool> execFormatted(const QSqlDatabase& connection, const QString& format, const QStringList& names) {
    QSqlQuery build(connection);
    QString placeholders;
    for (qsizetype i = 0; i < names.size(); ++i)
        placeholders += QStringLiteral(", ?::text");
    build.prepare(QStringLiteral("SELECT format('%1'%2)").arg(format, placeholders));
    for (const QString& name : names)
        build.addBindValue(name);
    if (!build.exec() || !build.next())
        return sqlError(QStringLiteral("cannot change roles"), build.lastError().databaseText());
    return execSql(connection, build.value(0).toString());
}

} // namespace

QString teamRoleName(TeamRole role) {
    switch (role) {
    case TeamRole::Reader:
        return QStringLiteral("gpuadvisor_reader");
    case TeamRole::Editor:
        return QStringLiteral("gpuadvisor_editor");
    case TeamRole::Admin:
        return QStringLiteral("gpuadvisor_admin");
    }
    return {};
}

Result<TeamRole> parseTeamRole(const QString& word) {
    for (TeamRole role : kRoles)
        if (word == teamRoleName(role) || QStringLiteral("gpuadvisor_") + word == teamRoleName(role))
            return role;
    return Error{ErrorCode::InvalidInput, "role",
                 "role '" + word.toStdString() + "' is not one of reader, editor, admin (or none)"};
}

// The group roles belong to the whole server, so two catalogs created at the same moment (each under its own
// database's lock) can both try to create them: the loser waits on the unique index, fails, and tries again,
// now seeing the roles.
constexpr const char* kCreateGroupRoles = R"sql(
DO $$
DECLARE attempt int := 0;
BEGIN
    LOOP
        BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gpuadvisor_reader') THEN
                CREATE ROLE gpuadvisor_reader NOLOGIN;
            END IF;
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gpuadvisor_editor') THEN
                CREATE ROLE gpuadvisor_editor NOLOGIN IN ROLE gpuadvisor_reader;
            END IF;
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gpuadvisor_admin') THEN
                CREATE ROLE gpuadvisor_admin NOLOGIN;
                GRANT gpuadvisor_reader, gpuadvisor_editor TO gpuadvisor_admin WITH ADMIN OPTION;
            END IF;
            EXIT;
        EXCEPTION WHEN unique_violation OR duplicate_object THEN
            attempt := attempt + 1;
            IF attempt > 10 THEN
                RAISE;
            END IF;
            PERFORM pg_sleep(0.1);
        END;
    END LOOP;
END
$$)sql";

Result<bool> installTeamRoles(const QSqlDatabase& connection) {
    QStringList rows;
    for (const CatalogTable& table : catalogTables())
        if (table.name != QLatin1String("compliance_rules"))
            rows << table.name;
    const QStringList statements = {
        QString::fromLatin1(kCreateGroupRoles),
        QStringLiteral("GRANT USAGE ON SCHEMA public TO gpuadvisor_reader"),
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO gpuadvisor_reader"),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO gpuadvisor_editor").arg(rows.join(u',')),
        QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO gpuadvisor_editor"),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON compliance_rules TO gpuadvisor_admin"),
        // Every member saves studies (a sales engineer's quote); only the owner removes one.
        QStringLiteral("DO $$ BEGIN IF to_regclass('shared_studies') IS NOT NULL THEN "
                       "GRANT INSERT ON shared_studies TO gpuadvisor_reader; END IF; END $$")};
    for (const QString& statement : statements)
        if (auto ok = execSql(connection, statement); !ok)
            return Error{ErrorCode::InvalidInput, "catalog",
                         "cannot set up the team catalog's roles (the login creating the catalog needs "
                         "CREATEROLE the first time): " +
                             ok.error().message};
    return true;
}

Result<CatalogPermissions> catalogPermissions(const CatalogDatabase& database) {
    CatalogPermissions permissions;
    if (!database.isTeamCatalog()) {
        permissions.editRows = permissions.editRules = !database.isReadOnly();
        return permissions;
    }
    // A table an older schema lacks (a migration test) is no restriction. Admin option on the editor role,
    // held directly or through a role the login belongs to; or CREATEROLE.
    QSqlQuery query(sqlConnection(database));
    if (!query.exec(QStringLiteral(
            "SELECT session_user, to_regclass('cloud_offers') IS NULL OR has_table_privilege('cloud_offers', "
            "'UPDATE'), "
            "to_regclass('compliance_rules') IS NULL OR has_table_privilege('compliance_rules', 'UPDATE'), "
            "(SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user) OR EXISTS ("
            "  SELECT 1 FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid "
            "  WHERE r.rolname = 'gpuadvisor_editor' AND m.admin_option AND pg_has_role(m.member, "
            "'MEMBER'))")) ||
        !query.next())
        return sqlError(QStringLiteral("cannot read what this login may do"),
                        query.lastError().databaseText());
    permissions.login = query.value(0).toString();
    const bool writable =
        !database.isReadOnly() || database.readOnlyReason().startsWith(QLatin1String("login"));
    permissions.editRows = writable && query.value(1).toBool();
    permissions.editRules = writable && query.value(2).toBool();
    permissions.grantRoles = query.value(3).toBool();
    return permissions;
}

Result<LoginAccess> loginAccess(const QSqlDatabase& connection) {
    QSqlQuery query(connection);
    // A catalog not created yet is for the first login to create: no table, no restriction.
    if (!query.exec(QStringLiteral("SELECT session_user, to_regclass('catalog_schema') IS NOT NULL AND NOT "
                                   "has_table_privilege('catalog_schema', 'SELECT'), "
                                   "to_regclass('cloud_offers') IS NULL OR "
                                   "has_table_privilege('cloud_offers', 'UPDATE')")) ||
        !query.next())
        return sqlError(QStringLiteral("cannot read the team catalog"), query.lastError().databaseText());
    return LoginAccess{query.value(0).toString(), query.value(1).toBool(), query.value(2).toBool()};
}

Result<bool> setTeamRole(const CatalogDatabase& database, const QString& login,
                         std::optional<TeamRole> role) {
    if (!database.isTeamCatalog())
        return notATeamCatalog();
    const QSqlDatabase connection = sqlConnection(database);
    QSqlQuery exists(connection);
    exists.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ? AND rolcanlogin"));
    exists.addBindValue(login);
    if (!exists.exec())
        return sqlError(QStringLiteral("cannot read the server's logins"), exists.lastError().databaseText());
    if (!exists.next())
        return Error{ErrorCode::NotFound, "login",
                     "the server has no login '" + login.toStdString() +
                         "' (its administrator creates it: CREATE ROLE name LOGIN PASSWORD '…')"};
    if (role == TeamRole::Admin) {
        QSqlQuery owner(connection);
        if (!owner.exec(QStringLiteral(
                "SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user")) ||
            !owner.next())
            return sqlError(QStringLiteral("cannot read roles"), owner.lastError().databaseText());
        if (!owner.value(0).toBool())
            return Error{ErrorCode::InvalidInput, "role",
                         "only the catalog's owner (a login with CREATEROLE) grants the admin role; admins "
                         "grant reader and editor"};
    }
    return inTransaction(connection, [&]() -> Result<bool> {
        for (TeamRole other : kRoles) {
            if (role == other)
                continue;
            QSqlQuery member(connection);
            member.prepare(
                QStringLiteral("SELECT 1 FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid "
                               "JOIN pg_roles u ON u.oid = m.member WHERE r.rolname = ? AND u.rolname = ?"));
            member.addBindValue(teamRoleName(other));
            member.addBindValue(login);
            if (!member.exec())
                return sqlError(QStringLiteral("cannot read roles"), member.lastError().databaseText());
            if (member.next())
                if (auto ok = execFormatted(connection, QStringLiteral("REVOKE %I FROM %I"),
                                            {teamRoleName(other), login});
                    !ok)
                    return ok;
        }
        if (role)
            return execFormatted(connection, QStringLiteral("GRANT %I TO %I"), {teamRoleName(*role), login});
        return true;
    });
}

} // namespace gpuadvisor::db
