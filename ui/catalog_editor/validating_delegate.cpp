#include "ui/catalog_editor/validating_delegate.h"

#include "db/catalog_rows.h"

#include <QAbstractProxyModel>
#include <QDate>
#include <QLineEdit>
#include <QMetaProperty>
#include <QSqlRecord>
#include <QSqlTableModel>

namespace gpuadvisor::ui {

ValidatingDelegate::ValidatingDelegate(db::CellRules rules, QObject* parent)
    : QStyledItemDelegate(parent), m_rules(std::move(rules)) {}

void ValidatingDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                      const QModelIndex& index) const {
    QVariant value;
    if (auto* line = qobject_cast<QLineEdit*>(editor))
        value = line->text();
    else
        value = editor->property(editor->metaObject()->userProperty().name());
    writeValue(model, index, value);
}

bool ValidatingDelegate::writeValue(QAbstractItemModel* view, const QModelIndex& viewIndex,
                                    const QVariant& value) const {
    // The editor's view shows a filter over the table: the row's source and as_of are stamped on the table
    // itself (through the proxy they were missed, and an edited price kept its public source: issue 21).
    QAbstractItemModel* model = view;
    QModelIndex index = viewIndex;
    while (auto* proxy = qobject_cast<QAbstractProxyModel*>(model)) {
        index = proxy->mapToSource(index);
        model = proxy->sourceModel();
    }
    auto* table = qobject_cast<QSqlTableModel*>(model);
    const QString column = table ? table->record().fieldName(index.column())
                                 : model->headerData(index.column(), Qt::Horizontal).toString();
    const QString type = m_rules.columnType(column);
    const QString keyColumn = m_rules.keyColumn();
    const QString rowKey =
        table && !keyColumn.isEmpty()
            ? table->data(table->index(index.row(), table->fieldIndex(keyColumn))).toString()
            : QString();
    if (const QString reason = m_rules.refuse(column, value, rowKey); !reason.isEmpty()) {
        emit refused(reason);
        return false;
    }
    const QVariant old = model->data(index, Qt::EditRole);
    if (old.toString() == value.toString())
        return true;
    QVariant stored = value;
    const bool numeric = type.contains(QLatin1String("REAL"), Qt::CaseInsensitive) ||
                         type.contains(QLatin1String("INT"), Qt::CaseInsensitive);
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
            model->setData(model->index(index.row(), asOf), db::editedAsOf());
        if (source >= 0)
            model->setData(model->index(index.row(), source),
                           db::editedSource(model->data(model->index(index.row(), source)).toString(), column,
                                            old, stored, m_rules.editorName()));
    }
    emit accepted();
    return true;
}

} // namespace gpuadvisor::ui
