#include "db/catalog_database.h"

#include "db/seed.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <atomic>

// Q_INIT_RESOURCE must be used at global scope.
static void registerDbResources() { Q_INIT_RESOURCE(db); }

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
};

void initResources() {
    // The .qrc lives in a static library: register it before the first use.
    static const bool done = [] {
        registerDbResources();
        return true;
    }();
    (void)done;
}

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

Result<bool> exec(QSqlDatabase database, const QString& sql) {
    QSqlQuery query(database);
    if (!query.exec(sql))
        return sqlError(sql.left(80), query.lastError().databaseText());
    query.finish();
    return true;
}

} // namespace

Error sqlError(const QString& context, const QString& databaseText) {
    return Error{ErrorCode::InvalidInput, "catalog", (context + QStringLiteral(": ") + databaseText).toStdString()};
}

CatalogDatabase::CatalogDatabase(QString path, QString connectionName)
    : m_path(std::move(path)), m_connectionName(std::move(connectionName)) {}

CatalogDatabase::~CatalogDatabase() {
    {
        QSqlDatabase database = QSqlDatabase::database(m_connectionName, false);
        if (database.isOpen())
            database.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString CatalogDatabase::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/gpu-advisor/catalog.sqlite");
}

QSqlDatabase CatalogDatabase::connection() const { return QSqlDatabase::database(m_connectionName, false); }

int CatalogDatabase::schemaVersion() const {
    QSqlQuery query(connection());
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return -1; // the QSqlQuery is finalised when it goes out of scope
}

Result<std::unique_ptr<CatalogDatabase>> CatalogDatabase::open(const QString& path, Options options) {
    initResources();
    static std::atomic<int> counter{0};
    const QFileInfo info(path);
    const bool fresh = !info.exists() || info.size() == 0;
    if (fresh && !QDir().mkpath(info.absolutePath()))
        return Error{ErrorCode::InvalidInput, "catalog", "cannot create the folder " + info.absolutePath().toStdString()};

    const QString name = QStringLiteral("gpuadvisor-catalog-%1").arg(++counter);
    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(path, name));
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        database.setDatabaseName(path);
        database.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!database.open())
            return Error{ErrorCode::InvalidInput, "catalog",
                         "cannot open catalog '" + path.toStdString() + "': " + database.lastError().text().toStdString()};
        {
            QSqlQuery check(database);
            if (!check.exec(QStringLiteral("PRAGMA schema_version")))
                return Error{ErrorCode::InvalidInput, "catalog",
                             "'" + path.toStdString() + "' is not a catalog database: " +
                                 check.lastError().databaseText().toStdString()};
            check.finish(); // an unfinished statement holds a read transaction
        }
        for (const char* pragma : {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL"})
            if (auto ok = exec(database, QString::fromLatin1(pragma)); !ok)
                return ok.error();
    }
    const int version = catalog->schemaVersion();
    if (version > kSchemaVersion)
        return Error{ErrorCode::Unsupported, "catalog",
                     "catalog '" + path.toStdString() + "' has schema version " + std::to_string(version) +
                         ", written by a newer GPU Sizing Advisor (this one reads up to " +
                         std::to_string(kSchemaVersion) + ")"};
    if (version < options.targetVersion) {
        if (auto migrated = catalog->migrate(options.targetVersion, fresh || version == 0); !migrated)
            return migrated.error();
    }
    return catalog;
}

Result<bool> CatalogDatabase::migrate(int targetVersion, bool freshFile) {
    const int from = schemaVersion();
    if (!freshFile) {
        // Keep the file as it was before touching its schema.
        m_backupPath = m_path + QStringLiteral(".v%1-%2.bak")
                                    .arg(from)
                                    .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmss")));
        exec(connection(), QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        if (!QFile::copy(m_path, m_backupPath))
            return Error{ErrorCode::InvalidInput, "catalog",
                         "cannot back up '" + m_path.toStdString() + "' to '" + m_backupPath.toStdString() +
                             "' before migrating it; nothing was changed"};
    }
    return inTransaction(connection(), [&]() -> Result<bool> {
        for (const Migration& migration : kMigrations) {
            if (migration.version <= from || migration.version > targetVersion)
                continue;
            QFile file(QString::fromLatin1(migration.script));
            if (!file.open(QIODevice::ReadOnly))
                return Error{ErrorCode::InvalidInput, "catalog", std::string("missing migration ") + migration.script};
            for (const QString& statement : statements(QString::fromUtf8(file.readAll())))
                if (auto ok = exec(connection(), statement); !ok)
                    return ok.error();
            if (auto seeded = seedSchemaVersion(connection(), migration.version); !seeded)
                return seeded.error();
            if (auto ok = exec(connection(), QStringLiteral("PRAGMA user_version = %1").arg(migration.version)); !ok)
                return ok.error();
        }
        return true;
    });
}

} // namespace gpuadvisor::db
