#include "cli/catalog_access.h"

#include "cli/cli_support.h"

namespace gpuadvisor::cli {

QCommandLineOption catalogOption() {
    return {"catalog",
            "Catalog database: a file (default: " + db::CatalogDatabase::defaultPath() +
                ", created on first use) or a team catalog, postgresql://USER@HOST:PORT/DATABASE (password "
                "from PGPASSWORD or ~/.pgpass).",
            "path|url"};
}

std::unique_ptr<db::CatalogDatabase> openCatalogDatabase(const QCommandLineParser& parser) {
    const QString path =
        parser.isSet("catalog") ? parser.value("catalog") : db::CatalogDatabase::defaultPath();
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
    return std::move(database).value();
}

} // namespace gpuadvisor::cli
