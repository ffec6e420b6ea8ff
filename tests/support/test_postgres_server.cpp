#include "test_postgres_server.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

std::optional<TestPostgresServer> readPostgresState(const QString& stateFile) {
    QFile file(stateFile);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    TestPostgresServer s;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const qsizetype equals = line.indexOf('=');
        const QString key = QString::fromUtf8(line.left(equals)),
                      value = QString::fromUtf8(line.mid(equals + 1));
        if (key == QLatin1String("PGHOST"))
            s.host = value;
        else if (key == QLatin1String("PGPORT"))
            s.port = value.toInt();
        else if (key == QLatin1String("PGUSER"))
            s.user = value;
        else if (key == QLatin1String("PGPASSWORD"))
            s.password = value;
    }
    return s;
}

std::optional<TestPostgresServer> testPostgresServer() {
    static const std::optional<TestPostgresServer> server = []() -> std::optional<TestPostgresServer> {
        const QString state = qEnvironmentVariable("GPUADVISOR_TEST_POSTGRES");
        if (state.isEmpty())
            return std::nullopt;
        auto s = readPostgresState(state);
        if (s)
            qputenv("PGPASSWORD", s->password.toUtf8());
        return s;
    }();
    return server;
}

bool TestPostgresServer::administer(const QString& sql, QString* error, const QString& databaseName) const {
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("test-postgres-admin-%1").arg(++counter);
    bool ok = false;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        database.setHostName(host);
        database.setPort(port);
        database.setUserName(user);
        database.setPassword(password);
        database.setDatabaseName(databaseName);
        if (database.open()) {
            QSqlQuery query(database);
            ok = query.exec(QStringLiteral("SET client_min_messages = warning")) && query.exec(sql);
            if (!ok && error)
                *error = query.lastError().text();
        } else if (error) {
            *error = database.lastError().text();
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QString TestPostgresServer::createDatabase(const QString& from) const {
    static std::atomic<int> counter{0};
    const QString name =
        QStringLiteral("gpuadvisor_test_%1_%2").arg(QCoreApplication::applicationPid()).arg(++counter);
    const QString sql = from.isEmpty() ? QStringLiteral("CREATE DATABASE %1").arg(name)
                                       : QStringLiteral("CREATE DATABASE %1 TEMPLATE %2").arg(name, from);
    return administer(sql) ? name : QString();
}

void TestPostgresServer::dropDatabase(const QString& name) const {
    if (!name.isEmpty())
        administer(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name));
}
