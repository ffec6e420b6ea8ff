#include "ui/catalog_editor/validating_delegate.h"

#include "db/row_writer.h"
#include "db/cell_validator.h"

#include <QDate>
#include <QLineEdit>
#include <QMetaProperty>
#include <QSqlRecord>
#include <QSqlTableModel>

namespace gpuadvisor::ui {

ValidatingDelegate::ValidatingDelegate(QSqlDatabase database, QString table, QObject* parent)
    : QStyledItemDelegate(parent), m_database(std::move(database)), m_table(std::move(table)) {}

void ValidatingDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const {
    QVariant value;
    if (auto* line = qobject_cast<QLineEdit*>(editor))
        value = line->text();
    else
        value = editor->property(editor->metaObject()->userProperty().name());
    writeValue(model, index, value);
}

bool ValidatingDelegate::writeValue(QAbstractItemModel* model, const QModelIndex& index, const QVariant& value) const {
    auto* table = qobject_cast<QSqlTableModel*>(model);
    const QString column = table ? table->record().fieldName(index.column()) : model->headerData(index.column(), Qt::Horizontal).toString();
    QString type;
    for (const db::ColumnInfo& info : db::tableColumns(m_database, m_table))
        if (info.name == column)
            type = info.type;
    if (const QString reason = db::refuseCellValue(m_database, m_table, column, type, value); !reason.isEmpty()) {
        emit refused(reason);
        return false;
    }
    const QVariant old = model->data(index, Qt::EditRole);
    if (old.toString() == value.toString())
        return true;
    QVariant stored = value;
    const bool numeric = type.contains(QLatin1String("REAL"), Qt::CaseInsensitive) || type.contains(QLatin1String("INT"), Qt::CaseInsensitive);
    if (numeric) {
        const QString text = value.toString().trimmed();
        bool ok = false;
        double number = QLocale::c().toDouble(text, &ok);
        if (!ok)
            number = QLocale().toDouble(text, &ok);
        stored = text.isEmpty() ? QVariant() : QVariant(number);
    }
    if (!model->setData(index, stored, Qt::EditRole)) {
        emit refused(tr("%1: the value was not accepted by the table.").arg(column));
        return false;
    }
    if (table && column != QLatin1String("source") && column != QLatin1String("as_of")) {
        const int asOf = table->fieldIndex(QStringLiteral("as_of"));
        const int source = table->fieldIndex(QStringLiteral("source"));
        if (asOf >= 0)
            model->setData(model->index(index.row(), asOf), QDate::currentDate().toString(Qt::ISODate));
        if (source >= 0) {
            const QString was = model->data(model->index(index.row(), source)).toString();
            if (!was.startsWith(QLatin1String("user edit")))
                model->setData(model->index(index.row(), source),
                               was.isEmpty() ? QStringLiteral("user edit") : QStringLiteral("user edit; was: %1").arg(was));
        }
    }
    emit accepted();
    return true;
}

} // namespace gpuadvisor::ui
