// `catalog access` and `catalog grant`: who may do what in a team catalog (db/team_roles.h).
#include "cli/catalog_subcommands.h"

#include "cli/catalog_access.h"
#include "cli/cli_support.h"
#include "db/change_log.h"
#include "db/team_roles.h"

#include <nlohmann/json.hpp>

namespace gpuadvisor::cli {

int catalogAccess(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 1)
        failUsage("usage: catalog access");
    const auto database = openCatalogDatabase(parser);
    const db::CatalogPermissions may = unwrap(db::catalogPermissions(*database));
    const long long revision = unwrap(db::catalogRevision(*database));
    if (parser.isSet("json")) {
        printOut(nlohmann::json{{"catalog", database->path().toStdString()},
                                {"login", may.login.toStdString()},
                                {"read", true},
                                {"edit_rows", may.editRows},
                                {"edit_rules", may.editRules},
                                {"grant_roles", may.grantRoles},
                                {"read_only_reason", database->readOnlyReason().toStdString()},
                                {"revision", revision}}
                     .dump(2) +
                 "\n");
        return kExitOk;
    }
    const auto yesNo = [](bool allowed) { return std::string(allowed ? "yes" : "no"); };
    std::string out =
        "catalog     " + database->path().toStdString() + " (revision " + std::to_string(revision) + ")\n";
    if (!may.login.isEmpty())
        out += "login       " + may.login.toStdString() + "\n";
    out += "run studies yes\nedit rows   " + yesNo(may.editRows) + "\nedit rules  " + yesNo(may.editRules) +
           "\ngrant roles " + yesNo(may.grantRoles) + "\n";
    if (database->isReadOnly())
        out += "read-only   " + database->readOnlyReason().toStdString() + "\n";
    printOut(out);
    return kExitOk;
}

int catalogGrant(const QCommandLineParser& parser, const QStringList& args) {
    if (args.size() != 3)
        failUsage("usage: catalog grant LOGIN reader|editor|admin|none");
    std::optional<db::TeamRole> role;
    if (args.at(2) != QLatin1String("none"))
        role = unwrap(db::parseTeamRole(args.at(2)));
    const auto database = openCatalogDatabase(parser);
    unwrap(db::setTeamRole(*database, args.at(1), role));
    printOut(args.at(1).toStdString() + ": " +
             (role ? db::teamRoleName(*role).toStdString() : std::string("no role")) + " in " +
             database->path().toStdString() + "\n");
    return kExitOk;
}

} // namespace gpuadvisor::cli
