#include "db/catalog_database.h"

#include "db/change_log.h"
#include "db/postgres_target.h"
#include "db/seed.h"
#include "db/sql_connection.h"
#include "db/team_roles.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QUrl>

#include <atomic>
#include <chrono>
#include <thread>

// Q_INIT_RESOURCE must be used at global scope.
static void registerDbResources() {
    Q_INIT_RESOURCE(db);
}

namespace gpuadvisor::db {

namespace {

constexpr int kBusyTimeoutMs = 5000; // how long a writer waits for another process's transaction

struct Migration {
    int version;
    const char* script; // resource path of the SQL
};

constexpr Migration kMigrations[] = {
    {1, ":/db/migrations/001_initial.sql"},         {2, ":/db/migrations/002_costs_and_compliance.sql"},
    {3, ":/db/migrations/003_rule_conditions.sql"}, {4, ":/db/migrations/004_hardware_facts.sql"},
    {5, ":/db/migrations/005_supplier_facts.sql"},  {6, ":/db/migrations/006_api_prices.sql"},
    {7, ":/db/migrations/007_row_history.sql"},     {8, ":/db/migrations/008_fitted_efficiencies.sql"},
    {9, ":/db/migrations/009_change_log.sql"},      {10, ":/db/migrations/010_shared_studies.sql"},
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

Result<bool> exec(const QSqlDatabase& database, const QString& sql) {
    QSqlQuery query(database);
    if (!query.exec(sql))
        return sqlError(sql.left(80), query.lastError().databaseText());
    query.finish();
    return true;
}

// Switching to WAL needs the file to itself for a moment. SQLite answers SQLITE_BUSY at once, without the
// busy handler, when another connection's transaction holds it (deadlock avoidance,
// sqlite.org/lockingv3.html), so a second process opening the catalog during a first run's migration retries
// here for as long as the busy timeout allows.
Result<bool> switchToWal(const QSqlDatabase& database) {
    const QString sql = QStringLiteral("PRAGMA journal_mode = WAL");
    const auto started = std::chrono::steady_clock::now();
    for (;;) {
        QSqlQuery query(database);
        if (query.exec(sql)) {
            query.finish();
            return true;
        }
        const QString busy = QStringLiteral("5"); // SQLITE_BUSY
        if (query.lastError().nativeErrorCode() != busy ||
            std::chrono::steady_clock::now() - started > std::chrono::milliseconds(kBusyTimeoutMs))
            return sqlError(sql, query.lastError().databaseText());
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

} // namespace

Result<bool> execSql(const QSqlDatabase& database, const QString& sql) {
    return exec(database, sql);
}

namespace {

// A login the catalog's roles leave out (db/team_roles.h) would otherwise meet "permission denied" on the
// first read, or try to create the schema; a catalog not created yet is for the first login to create.
Result<bool> refuseLoginWithoutAccess(const QSqlDatabase& connection, const QString& display) {
    QSqlQuery query(connection);
    if (!query.exec(QStringLiteral("SELECT session_user, to_regclass('catalog_schema') IS NOT NULL AND NOT "
                                   "has_table_privilege('catalog_schema', 'SELECT')")) ||
        !query.next())
        return sqlError(QStringLiteral("cannot read the team catalog"), query.lastError().databaseText());
    if (!query.value(1).toBool())
        return true;
    const std::string login = query.value(0).toString().toStdString();
    return Error{ErrorCode::InvalidInput, "catalog",
                 "login '" + login + "' has no role in the team catalog " + display.toStdString() +
                     " (an admin grants one: gpu-advisor-cli catalog grant " + login + " reader)"};
}

} // namespace

bool beginWrite(const QSqlDatabase& database) {
    if (usesPostgres(database)) // row locks and constraints serialise writers; nothing to take up front
        return QSqlDatabase(database).transaction();
    QSqlQuery begin(database);
    return begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
}

bool usesPostgres(const QSqlDatabase& database) {
    return database.driverName() == QLatin1String("QPSQL");
}

QString postgresStatement(QString sql) {
    // The migrations are written for SQLite; PostgreSQL needs two types changed. REAL is a 4-byte float
    // there (SQLite's REAL is 8 bytes), and an INTEGER PRIMARY KEY, SQLite's row id, is an identity column.
    static const QRegularExpression real(QStringLiteral("\\bREAL\\b"));
    static const QRegularExpression rowId(QStringLiteral("\\bINTEGER PRIMARY KEY( AUTOINCREMENT)?"));
    sql.replace(rowId, QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"));
    sql.replace(real, QStringLiteral("DOUBLE PRECISION"));
    return sql;
}

Error sqlError(const QString& context, const QString& databaseText) {
    // One line: PostgreSQL adds a DETAIL line with the whole failing row and its SQLSTATE in brackets.
    QString said = databaseText.section(u'\n', 0, 0).trimmed();
    if (said.startsWith(QLatin1String("ERROR:")))
        said = said.mid(6).trimmed();
    return Error{ErrorCode::InvalidInput, "catalog", (context + QStringLiteral(": ") + said).toStdString()};
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

QSqlDatabase CatalogDatabase::connection() const {
    return QSqlDatabase::database(m_connectionName, false);
}

QSqlDatabase sqlConnection(const CatalogDatabase& database) {
    return database.connection();
}

int CatalogDatabase::schemaVersion() const {
    QSqlQuery query(connection());
    if (usesPostgres(connection())) {
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

namespace {

// One line whatever SQLite said (an integrity report lists one problem a line).
std::string oneLine(std::string text) {
    for (char& c : text)
        if (c == '\n' || c == '\r')
            c = ' ';
    return text;
}

// ParseError is the code for "damaged", the one case where the way out is to set the file aside.
Error damaged(const QString& path, const std::string& why) {
    return Error{ErrorCode::ParseError, "catalog",
                 "catalog '" + path.toStdString() + "' is damaged (" + oneLine(why) +
                     "); it was left untouched. Restore the factory catalog (the damaged file is kept aside) "
                     "or open another file"};
}

// Less room than SQLite needs to open a WAL catalog for writing: its -shm index (32 KiB) and a few WAL
// frames of 4 KiB pages. 1 MiB leaves a margin for a whole import.
bool diskNearlyFull(const QString& path) {
    const QStorageInfo volume(QFileInfo(path).absolutePath());
    return volume.isValid() && volume.bytesAvailable() < 1024 * 1024;
}

// No committed change waits in the write-ahead log: the main file holds the whole catalog.
bool walIsEmpty(const QString& path) {
    const QFileInfo wal(path + QStringLiteral("-wal"));
    return !wal.exists() || wal.size() == 0;
}

// What went wrong decides the way out: only a damaged file is offered a reset; a locked, unreadable or
// full one is not damaged, and resetting it would lose the user's edits. Codes: SQLite's primary result
// codes (sqlite3.h), the low byte of the extended code Qt reports.
Error openFailure(const QString& path, const QSqlError& error) {
    const std::string file = "catalog '" + path.toStdString() + "'";
    const std::string said = oneLine(error.databaseText().toStdString());
    const int code = error.nativeErrorCode().toInt() & 0xff;
    if (code == 13 /* SQLITE_FULL */ || (code == 10 /* SQLITE_IOERR */ && diskNearlyFull(path)))
        return Error{
            ErrorCode::InvalidInput, "catalog",
            "the disk holding " + file + " is full (" + said +
                "); the catalog was left untouched and is not damaged. Free some space and try again"};
    switch (code) {
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return damaged(path, said);
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return Error{ErrorCode::Unsupported, "catalog",
                     file + " is locked by another program (" + said +
                         "); nothing was changed. Try again when it has finished"};

    case 3:  // SQLITE_PERM
    case 8:  // SQLITE_READONLY
    case 14: // SQLITE_CANTOPEN
    case 23: // SQLITE_AUTH
        return Error{
            ErrorCode::InvalidInput, "catalog",
            "cannot open " + file + " (" + said +
                "): this user may not read the file or write its folder. It was left untouched and is "
                "not damaged; check the permissions, or copy it somewhere you can write"};
    default:
        return Error{ErrorCode::InvalidInput, "catalog",
                     "cannot read " + file + " (" + said +
                         "); it was left untouched. If the disk is healthy, try again"};
    }
}

// SQLite's own first 16 bytes: anything else is not a catalog, whatever its name.
bool hasSqliteHeader(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return true; // unreadable: SQLite will say why
    return file.read(16) == QByteArray("SQLite format 3\0", 16);
}

} // namespace

std::optional<Error> CatalogDatabase::refuseWrite(const QString& action) const {
    if (!isReadOnly())
        return std::nullopt;
    return Error{ErrorCode::Unsupported, "catalog",
                 "cannot " + action.toStdString() + ": catalog '" + m_path.toStdString() +
                     "' is open read-only (" + m_readOnlyReason.toStdString() + "); nothing was written"};
}

Result<QString> setDamagedCatalogAside(const QString& path) {
    const QString aside =
        path + QStringLiteral(".damaged-%1")
                   .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmss")));
    if (QFileInfo::exists(path) && !QFile::rename(path, aside))
        return Error{ErrorCode::InvalidInput, "catalog",
                     "cannot move '" + path.toStdString() + "' aside to '" + aside.toStdString() +
                         "'; nothing was changed"};
    for (const char* suffix : {"-wal", "-shm"})
        if (QFileInfo::exists(path + QLatin1String(suffix)))
            QFile::rename(path + QLatin1String(suffix), aside + QLatin1String(suffix));
    return aside;
}

Result<std::unique_ptr<CatalogDatabase>> CatalogDatabase::open(const QString& path, Options options) {
    if (isPostgresUrl(path))
        return openPostgres(path, options);
    initResources();
    static std::atomic<int> counter{0};
    const QFileInfo info(path);
    // A device reports size 0 and would be taken for a new file: SQLite would write a catalog over /dev/sdb.
    if (info.exists() && !info.isFile())
        return Error{ErrorCode::InvalidInput, "catalog",
                     "catalog '" + path.toStdString() + "' is " +
                         (info.isDir() ? "a folder" : "a device, pipe or socket") +
                         ", not a catalog file; give the path of a .sqlite file (a new one is created)"};
    const bool fresh = !info.exists() || info.size() == 0;
    if (fresh && !QDir().mkpath(info.absolutePath()))
        return Error{ErrorCode::InvalidInput, "catalog",
                     "cannot create the folder " + info.absolutePath().toStdString()};
    if (!fresh && !hasSqliteHeader(path))
        return damaged(path, "it is not an SQLite database");

    const QString name = QStringLiteral("gpuadvisor-catalog-%1").arg(++counter);
    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(path, name));
    if (options.readOnly)
        catalog->m_readOnlyReason = QStringLiteral("opened for reading only");
    else if (!fresh && !info.isWritable())
        catalog->m_readOnlyReason = QStringLiteral("the file is read-only for this user");
    else if (!fresh && !QFileInfo(info.absolutePath()).isWritable())
        catalog->m_readOnlyReason = QStringLiteral("its folder is read-only for this user");
    if (fresh && catalog->isReadOnly())
        return Error{ErrorCode::InvalidInput, "catalog",
                     "catalog '" + path.toStdString() + "' does not exist and cannot be created read-only"};
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        database.setDatabaseName(path);
        database.setConnectOptions(
            catalog->isReadOnly()
                ? QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1;QSQLITE_OPEN_READONLY").arg(kBusyTimeoutMs)
                : QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
        if (!database.open())
            return openFailure(path, database.lastError());
        if (!fresh) {
            // A truncated or overwritten file passes the header check; the integrity check reads every page.
            QSqlQuery check(database);
            const bool full = diskNearlyFull(path);
            if (!check.exec(QStringLiteral("PRAGMA integrity_check(1)")) && (catalog->isReadOnly() || full) &&
                walIsEmpty(path)) {
                // SQLite could not create or grow the -shm file it reads a WAL catalog through: the folder is
                // not this user's to write, or the disk is full. With no pending -wal content the file alone
                // is the catalog: read it as immutable (sqlite.org/uri.html), and refuse edits with the
                // reason.
                if (!catalog->isReadOnly())
                    catalog->m_readOnlyReason =
                        QStringLiteral("the disk holding it is full; free some space to edit it");
                check = QSqlQuery();
                database.close();
                database.setDatabaseName(QStringLiteral("file:%1?immutable=1")
                                             .arg(QString::fromUtf8(QUrl::toPercentEncoding(
                                                 QFileInfo(path).absoluteFilePath(), "/"))));
                database.setConnectOptions(
                    QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1;QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI")
                        .arg(kBusyTimeoutMs));
                if (!database.open())
                    return openFailure(path, database.lastError());
                check = QSqlQuery(database);
                check.exec(QStringLiteral("PRAGMA integrity_check(1)"));
            }
            if (!check.isActive())
                return openFailure(path, check.lastError());
            const QString verdict = check.next() ? check.value(0).toString() : QStringLiteral("no answer");
            check.finish(); // an unfinished statement holds a read transaction
            if (verdict != QLatin1String("ok"))
                return damaged(path, "integrity check: " + verdict.toStdString());
        }
        if (auto ok = exec(database, QStringLiteral("PRAGMA foreign_keys = ON")); !ok)
            return ok.error();
        if (!catalog->isReadOnly())
            if (auto ok = switchToWal(database); !ok)
                return ok.error();
    }
    if (auto finished = catalog->finishOpening(options, fresh); !finished)
        return finished.error();
    return catalog;
}

Result<std::unique_ptr<CatalogDatabase>> CatalogDatabase::openPostgres(const QString& url, Options options) {
    initResources();
    static std::atomic<int> counter{0};
    auto target = parsePostgresUrl(url);
    if (!target)
        return target.error();
    const QString name = QStringLiteral("gpuadvisor-team-catalog-%1").arg(++counter);
    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(target->display, name));
    catalog->m_team = true;
    if (options.readOnly)
        catalog->m_readOnlyReason = QStringLiteral("opened for reading only");
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        if (!database.isValid())
            return Error{ErrorCode::Unsupported, "catalog",
                         "cannot open the team catalog " + target->display.toStdString() +
                             ": Qt's PostgreSQL driver is not installed (Debian: libqt6sql6-psql)"};
        database.setHostName(target->host);
        database.setPort(target->port);
        database.setUserName(target->user);
        database.setDatabaseName(target->database);
        database.setConnectOptions(target->connectOptions);
        if (!database.open())
            return postgresOpenFailure(*target, database.lastError());
        // Notices (CREATE TABLE IF NOT EXISTS, …) are not the user's business.
        if (auto ok = exec(database, QStringLiteral("SET client_min_messages = warning")); !ok)
            return ok.error();
    }
    if (auto refused = refuseLoginWithoutAccess(catalog->connection(), target->display); !refused)
        return refused.error();
    // A new database has schema version 0, which finishOpening takes for a fresh catalog.
    if (auto finished = catalog->finishOpening(options, false); !finished)
        return finished.error();
    // The server refuses a reader's writes whatever the client does; saying so up front spares a failed edit.
    const auto permissions = loginAccess(catalog->connection());
    if (!permissions)
        return permissions.error();
    if (!permissions->editRows && !catalog->isReadOnly())
        catalog->m_readOnlyReason =
            QStringLiteral("login '%1' may only read this team catalog (an admin grants editing: "
                           "gpu-advisor-cli catalog grant %1 editor)")
                .arg(permissions->login);
    return catalog;
}

Result<bool> CatalogDatabase::finishOpening(Options options, bool fresh) {
    const int version = schemaVersion();
    if (version > kSchemaVersion && !isReadOnly()) {
        // Reading may still work; writing could break what the newer version expects.
        m_readOnlyReason =
            QStringLiteral("written by a newer GPU Sizing Advisor (schema %1; this one writes up to %2)")
                .arg(version)
                .arg(kSchemaVersion);
    }
    if (version < options.targetVersion) {
        if (isReadOnly())
            return Error{ErrorCode::Unsupported, "catalog",
                         "catalog '" + m_path.toStdString() + "' has schema version " +
                             std::to_string(version) + " and is read-only (" +
                             m_readOnlyReason.toStdString() +
                             "), so it cannot be upgraded; copy it somewhere writable"};
        if (auto migrated = migrate(options.targetVersion, fresh || version == 0); !migrated)
            return migrated.error();
    }
    return true;
}

Result<bool> CatalogDatabase::migrate(int targetVersion, bool freshFile) {
    const int from = schemaVersion();
    if (!freshFile && !m_team) { // a server keeps its own backups; DDL there is transactional
        // Keep the file as it was before touching its schema.
        m_backupPath =
            m_path + QStringLiteral(".v%1-%2.bak")
                         .arg(from)
                         .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmss")));
        exec(connection(), QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        if (!QFile::copy(m_path, m_backupPath))
            return Error{ErrorCode::InvalidInput, "catalog",
                         "cannot back up '" + m_path.toStdString() + "' to '" + m_backupPath.toStdString() +
                             "' before migrating it; nothing was changed"};
    }
    return inTransaction(connection(), [&]() -> Result<bool> {
        // Another process may have migrated the file between the version read above and the write lock
        // (two first runs at once): the version that counts is the one read under the lock.
        if (m_team) {
            // Two first connections at once: the second waits here and then finds the schema in place.
            for (const char* sql : {"SELECT pg_advisory_xact_lock(4815162342)",
                                    "CREATE TABLE IF NOT EXISTS catalog_schema (version INTEGER NOT NULL)",
                                    "INSERT INTO catalog_schema SELECT 0 WHERE NOT EXISTS "
                                    "(SELECT 1 FROM catalog_schema)"})
                if (auto ok = exec(connection(), QString::fromLatin1(sql)); !ok)
                    return ok.error();
        }
        const int current = schemaVersion();
        for (const Migration& migration : kMigrations) {
            if (migration.version <= current || migration.version > targetVersion)
                continue;
            QFile file(QString::fromLatin1(migration.script));
            if (!file.open(QIODevice::ReadOnly))
                return Error{ErrorCode::InvalidInput, "catalog",
                             std::string("missing migration ") + migration.script};
            for (const QString& statement : statements(QString::fromUtf8(file.readAll())))
                if (auto ok = exec(connection(), m_team ? postgresStatement(statement) : statement); !ok)
                    return ok.error();
            if (auto seeded = seedSchemaVersion(connection(), migration.version, targetVersion); !seeded)
                return seeded.error();
            const QString setVersion = m_team ? QStringLiteral("UPDATE catalog_schema SET version = %1")
                                              : QStringLiteral("PRAGMA user_version = %1");
            if (auto ok = exec(connection(), setVersion.arg(migration.version)); !ok)
                return ok.error();
        }
        // After the seed: the history starts from the factory catalog, and a table a migration added is
        // recorded too.
        if (targetVersion >= 9 && current < targetVersion) {
            if (auto ok = installChangeTriggers(connection()); !ok)
                return ok.error();
            if (m_team)
                if (auto ok = installTeamRoles(connection()); !ok)
                    return ok.error();
        }
        return true;
    });
}

} // namespace gpuadvisor::db
