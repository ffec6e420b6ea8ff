#include "db/postgres_target.h"

#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace gpuadvisor::db {

namespace {

// Parameters passed on to libpq (PostgreSQL manual §34.1.2), each as given. A password, or a file of secrets
// other than TLS keys, is not among them: they belong in PGPASSWORD, ~/.pgpass or pg_service.conf.
const QStringList kPassedOn = {"sslmode",          "sslrootcert",     "sslcert", "sslkey",
                               "sslcrl",           "connect_timeout", "service", "target_session_attrs",
                               "application_name", "options"};
const QStringList kSslModes = {"disable", "allow", "prefer", "require", "verify-ca", "verify-full"};

// libpq waits indefinitely for an unreachable host unless told; a team catalog that is down should say so
// within seconds (the user may then work offline).
constexpr int kDefaultConnectTimeoutSeconds = 5;

Error refused(const QString& url, const std::string& why) {
    return Error{ErrorCode::InvalidInput, "catalog",
                 "catalog URL '" + url.toStdString() + "': " + why +
                     " (expected postgresql://USER@HOST:PORT/DATABASE?sslmode=require)"};
}

std::string oneLine(const QString& text) {
    return text.simplified().toStdString();
}

} // namespace

bool isPostgresUrl(const QString& text) {
    return text.startsWith(QLatin1String("postgresql://")) || text.startsWith(QLatin1String("postgres://"));
}

Result<PostgresTarget> parsePostgresUrl(const QString& text) {
    const QUrl url(text, QUrl::StrictMode);
    // The URL is shown back without anything after '@' that could be a secret.
    const QString shown = url.isValid() ? url.toString(QUrl::RemovePassword | QUrl::RemoveQuery)
                                        : QStringLiteral("(not shown)");
    if (!url.isValid())
        return refused(shown, "it is not a valid URL (" + url.errorString().toStdString() + ")");
    if (url.scheme() != QLatin1String("postgresql") && url.scheme() != QLatin1String("postgres"))
        return refused(shown, "the scheme must be postgresql");
    if (!url.password().isEmpty())
        return refused(shown, "a password does not belong in the URL (it would show in the process list and "
                              "the shell's history); set PGPASSWORD or put it in ~/.pgpass");
    PostgresTarget target;
    target.host = url.host();
    target.user = url.userName();
    if (url.port() == 0)
        return refused(shown, "port 0 is not a port (allowed: 1 to 65535)");
    target.port = url.port(5432);
    target.database = url.path().mid(1);
    if (target.database.isEmpty() || target.database.contains(u'/'))
        return refused(shown, "name one database after the host, as in /gpu_advisor");

    QStringList options;
    bool timeoutGiven = false;
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("host")) { // a Unix socket folder, as libpq allows
            target.host = value;
            continue;
        }
        if (key == QLatin1String("port")) {
            bool ok = false;
            const int port = value.toInt(&ok);
            if (!ok || port < 1 || port > 65535)
                return refused(shown,
                               "port '" + value.toStdString() + "' is not a port (allowed: 1 to 65535)");
            target.port = port;
            continue;
        }
        if (key == QLatin1String("user")) {
            target.user = value;
            continue;
        }
        if (key == QLatin1String("password") || key == QLatin1String("passfile"))
            return refused(shown, "a password does not belong in the URL; set PGPASSWORD or put it in "
                                  "~/.pgpass");
        if (!kPassedOn.contains(key))
            return refused(shown, "parameter '" + key.toStdString() +
                                      "' is not passed on (allowed: host, port, "
                                      "user, " +
                                      kPassedOn.join(QStringLiteral(", ")).toStdString() + ")");
        if (key == QLatin1String("sslmode") && !kSslModes.contains(value))
            return refused(shown, "sslmode '" + value.toStdString() + "' is not one of " +
                                      kSslModes.join(QStringLiteral(", ")).toStdString());
        if (key == QLatin1String("connect_timeout")) {
            bool ok = false;
            const int seconds = value.toInt(&ok);
            if (!ok || seconds < 1 || seconds > 600)
                return refused(shown, "connect_timeout '" + value.toStdString() +
                                          "' is not a number of seconds from 1 to 600");
            timeoutGiven = true;
        }
        // QPSQL hands the options to libpq as key=value pairs separated by spaces: quote the value.
        QString quoted = value;
        quoted.replace(u'\\', QLatin1String("\\\\")).replace(u'\'', QLatin1String("\\'"));
        options << key + QStringLiteral("='") + quoted + u'\'';
    }
    if (!timeoutGiven)
        options << QStringLiteral("connect_timeout=%1").arg(kDefaultConnectTimeoutSeconds);
    target.connectOptions = options.join(u';');
    target.display =
        QStringLiteral("postgresql://%1%2%3/%4")
            .arg(target.user.isEmpty() ? QString() : target.user + u'@',
                 target.host.startsWith(u'/') ? QString() : target.host,
                 target.host.startsWith(u'/') || target.port == 5432 ? QString()
                                                                     : QStringLiteral(":%1").arg(target.port),
                 target.database);
    if (target.host.startsWith(u'/'))
        target.display += QStringLiteral("?host=") + target.host;
    return target;
}

Error postgresOpenFailure(const PostgresTarget& target, const QSqlError& error) {
    const QString said = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    const std::string where = "team catalog " + target.display.toStdString();
    const std::string line = oneLine(said);
    static const QRegularExpression login(
        QStringLiteral("password authentication failed|no password supplied|role \".*\" does not exist|"
                       "authentication failed|no pg_hba.conf entry|permission denied for database"));
    if (login.match(said).hasMatch())
        return Error{ErrorCode::InvalidInput, "catalog",
                     "the " + where + " refused the login (" + line +
                         "); check the user name, and give the password in PGPASSWORD or ~/.pgpass, never on "
                         "the command line"};
    if (said.contains(QLatin1String("does not exist")))
        return Error{ErrorCode::InvalidInput, "catalog",
                     "the " + where + " does not exist on that server (" + line +
                         "); the administrator creates it once (README, \"Team catalog\")"};
    if (said.contains(QLatin1String("SSL")))
        return Error{ErrorCode::InvalidInput, "catalog",
                     "cannot open the " + where + " over TLS (" + line +
                         "); check sslmode and the server's certificate"};
    return Error{ErrorCode::InvalidInput, "catalog",
                 "cannot reach the " + where + " (" + line +
                     "); check the host and the port, and that the server is running"};
}

} // namespace gpuadvisor::db
