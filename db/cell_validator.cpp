#include "db/cell_validator.h"

#include "db/column_ranges.h"
#include "db/row_writer.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QSqlQuery>

#include <cmath>

namespace gpuadvisor::db {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("CellValidator", text);
}

struct ForeignKey {
    const char* column;
    const char* table;
    const char* key;
};

// The references a user is most likely to mistype; SQLite's own FOREIGN KEY checks stay as the backstop.
const ForeignKey kForeignKeys[] = {{"gpu_id", "gpus", "id"},
                                   {"provider_id", "providers", "id"},
                                   {"node_type_id", "node_types", "id"},
                                   {"currency", "currencies", "code"},
                                   {"base", "currencies", "code"},
                                   {"quote", "currencies", "code"}};

} // namespace

QString refuseCellValue(const QSqlDatabase& database, const QString& table, const QString& column,
                        const QString& type, const QVariant& value, const QString& rowKey) {
    const QString text = value.toString().trimmed();
    if ((column == QLatin1String("source") || column == QLatin1String("as_of")) && text.isEmpty())
        return tr("%1: it is empty; every catalog value needs where it comes from and when it was checked.")
            .arg(column);
    if (column == QLatin1String("as_of") && !QDate::fromString(text, Qt::ISODate).isValid())
        return tr("as_of: '%1' is not a date (allowed: YYYY-MM-DD, e.g. 2026-12-02).").arg(text);
    const bool numeric = type.contains(QLatin1String("REAL"), Qt::CaseInsensitive) ||
                         type.contains(QLatin1String("INT"), Qt::CaseInsensitive);
    if (numeric && !text.isEmpty()) {
        bool ok = false;
        double v = QLocale::c().toDouble(text, &ok);
        if (!ok) // "1.234,5" typed in a pt-BR session
            v = QLocale().toDouble(text, &ok);
        if (!ok)
            return tr("%1: '%2' is not a number.").arg(column, text);
        if (auto refused = refuseCatalogNumber(table, column, v,
                                               type.contains(QLatin1String("INT"), Qt::CaseInsensitive)))
            return QString::fromStdString(*refused);
        if (table == QLatin1String("assumptions") && column == QLatin1String("value") && !rowKey.isEmpty())
            if (auto refused = refuseAssumption(rowKey, v))
                return QString::fromStdString(*refused);
    }
    if (table == QLatin1String("assumptions") && column == QLatin1String("key") && !text.isEmpty())
        if (auto refused = refuseAssumption(text, std::nullopt))
            return QString::fromStdString(*refused);
    for (const ForeignKey& fk : kForeignKeys)
        if (column == QLatin1String(fk.column) && !text.isEmpty() && table != QLatin1String(fk.table)) {
            QSqlQuery query(database);
            query.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ?")
                              .arg(QLatin1String(fk.table), QLatin1String(fk.key)));
            query.addBindValue(text);
            if (query.exec() && !query.next())
                return tr("%1: '%2' is not in the %3 table (allowed: an existing %4).")
                    .arg(column, text, QLatin1String(fk.table), QLatin1String(fk.key));
        }
    auto checked = validateCell(table, column, value);
    if (!checked)
        return QString::fromStdString(checked.error().message);
    return {};
}

} // namespace gpuadvisor::db
