#pragma once

#include "core/common/result.h"

#include <QSqlDatabase>
#include <QString>

namespace gpuadvisor::db {

class CatalogDatabase; // db/catalog_database.h

// Who may do what in a team catalog (issue 20), enforced by the PostgreSQL server with group roles and
// grants, not by this program: a reader's hand-written UPDATE is refused by the server as well.
//   gpuadvisor_reader  reads every table and the history, runs studies and saves them (db/shared_studies.h)
//   gpuadvisor_editor  also inserts, updates and deletes rows (prices, offers, GPUs, …), not compliance rules
//   gpuadvisor_admin   also changes compliance rules, and grants the reader and editor roles to others
// The login that created the catalog owns it and can do everything. Nobody writes the history directly:
// triggers do (db/change_log.h).
enum class TeamRole { Reader, Editor, Admin };

QString teamRoleName(TeamRole role); // gpuadvisor_reader, …
// "reader", "editor", "admin" (or the role's SQL name); field "role" names the allowed words.
Result<TeamRole> parseTeamRole(const QString& word);

// Creates the three group roles when missing and grants them on every table; run by the migration on
// PostgreSQL, inside its transaction, by the catalog's owner (who needs CREATEROLE the first time).
Result<bool> installTeamRoles(const QSqlDatabase& connection);

// What the connected login may do; a file catalog allows everything unless it is read-only.
struct CatalogPermissions {
    QString login;           // empty for a file catalog
    bool editRows = false;   // prices, offers, GPUs, models, assumptions, …
    bool editRules = false;  // compliance rules
    bool grantRoles = false; // give others the reader or editor role
};
Result<CatalogPermissions> catalogPermissions(const CatalogDatabase& database);

// The login, whether it has any role in the catalog, and whether it may edit rows: the one question opening a
// team catalog asks, before the schema is read (cheaper than the whole of catalogPermissions, on every
// command's connection).
struct LoginAccess {
    QString login;
    bool noRole = false; // the catalog exists and this login may not even read it
    bool editRows = false;
};
Result<LoginAccess> loginAccess(const QSqlDatabase& connection);

// Makes `login` (an existing PostgreSQL login) a member of exactly `role` among the three, or of none.
// Refused on a file catalog and, by the server, for a login that may not grant roles.
Result<bool> setTeamRole(const CatalogDatabase& database, const QString& login, std::optional<TeamRole> role);

} // namespace gpuadvisor::db
