#include "cli/catalog_access.h"

#include "cli/cli_support.h"
#include "db/change_log.h"
#include "db/postgres_target.h"

#include <QTemporaryDir>

namespace gpuadvisor::cli {

QList<QCommandLineOption> catalogOptions() {
    return {
        {"catalog",
         "Catalog database: a file (default: " + db::CatalogDatabase::defaultPath() +
             ", created on first use) or a team catalog, postgresql://USER@HOST:PORT/DATABASE (password "
             "from PGPASSWORD or ~/.pgpass).",
         "path|url"},
        {"catalog-revision",
         "Use the catalog as it was at revision N (see 'catalog history'), read-only: the figures a study "
         "printed then.",
         "N"}};
}

namespace {

std::optional<long long> requestedRevision(const QCommandLineParser& parser) {
    if (!parser.isSet("catalog-revision"))
        return std::nullopt;
    bool ok = false;
    const long long revision = parser.value("catalog-revision").toLongLong(&ok);
    if (!ok || revision < 0)
        failUsage("--catalog-revision: '" + parser.value("catalog-revision").toStdString() +
                  "' is not a revision (allowed: a whole number from 0, as 'catalog history' lists them)");
    return revision;
}

QString catalogPath(const QCommandLineParser& parser) {
    return parser.isSet("catalog") ? parser.value("catalog") : db::CatalogDatabase::defaultPath();
}

} // namespace

long long catalogRevisionUsed(const QCommandLineParser& parser, const db::CatalogDatabase& database) {
    if (const auto revision = requestedRevision(parser))
        return *revision;
    return unwrap(db::catalogRevision(database));
}

std::string teamCatalogLocation(const QCommandLineParser& parser) {
    const QString path = catalogPath(parser);
    if (!db::isPostgresUrl(path))
        return {};
    const auto target = db::parsePostgresUrl(path);
    return target ? target->display.toStdString() : std::string();
}

std::unique_ptr<db::CatalogDatabase> openCatalogDatabase(const QCommandLineParser& parser) {
    const std::optional<long long> revision = requestedRevision(parser);
    const QString path = catalogPath(parser);
    auto database = db::CatalogDatabase::open(path);
    if (!database) {
        Error error = database.error();
        if (error.code == ErrorCode::ParseError) // damaged: say how to get going again, losing nothing
            error.message +=
                " ('gpu-advisor-cli catalog reset" +
                std::string(parser.isSet("catalog") ? " --catalog PATH" : "") +
                "' keeps it aside and starts from the factory catalog; --catalog OTHER opens another file)";
        failInput(error);
    }
    if (!revision)
        return std::move(database).value();
    static QTemporaryDir copies; // removed when the command ends
    if (!copies.isValid())
        failInput(Error{ErrorCode::InvalidInput, "catalog-revision",
                        "cannot make a temporary folder for the catalog as of revision " +
                            std::to_string(*revision)});
    return unwrap(db::openCatalogAsOf(**database, *revision, copies.path()));
}

} // namespace gpuadvisor::cli
