#include "ui/common/range_spin_box.h"

#include <QLabel>
#include <QLocale>
#include <QToolTip>

namespace gpuadvisor::ui {

RangeSpinBox::RangeSpinBox(QWidget* parent) : QSpinBox(parent) {
    // A value counts when the user is done typing (Enter, focus out, arrows): "150" must not pass through 15
    // on its way, nor recompute a study at each keystroke.
    setKeyboardTracking(false);
    connect(this, &QSpinBox::valueChanged, this, [this] { m_refusal.clear(); });
}

std::optional<long long> RangeSpinBox::typedNumber(const QString& input) const {
    QString text = input;
    if (!prefix().isEmpty() && text.startsWith(prefix()))
        text.remove(0, prefix().size());
    if (!suffix().isEmpty() && text.endsWith(suffix()))
        text.chop(suffix().size());
    text = text.trimmed();
    bool ok = false;
    const long long value = locale().toLongLong(text, &ok);
    if (!ok)
        return std::nullopt;
    return value;
}

QValidator::State RangeSpinBox::validate(QString& input, int& pos) const {
    const QValidator::State state = QSpinBox::validate(input, pos);
    if (state != QValidator::Invalid)
        return state;
    // A whole number out of range, or a minus sign on its way: let it be typed, to be refused in words.
    QString bare = input;
    bare.remove(prefix()).remove(suffix());
    return typedNumber(input) || bare.trimmed() == QLatin1String("-") ? QValidator::Intermediate : state;
}

// The name its label gives it ("Utilisation"), unless one was set.
QString RangeSpinBox::fieldName() const {
    if (!m_field.isEmpty())
        return m_field;
    if (parentWidget())
        for (const QLabel* label : parentWidget()->findChildren<QLabel*>())
            if (label->buddy() == this) {
                QString name = label->text();
                name.remove(u'&');
                while (name.endsWith(u':') || name.endsWith(u' '))
                    name.chop(1);
                return name;
            }
    return tr("This field");
}

void RangeSpinBox::fixup(QString& input) const {
    if (const auto typed = typedNumber(input); typed && (*typed < minimum() || *typed > maximum())) {
        m_refusal = tr("%1: %2 is outside what is allowed (%3 to %4%5); %6 is kept")
                        .arg(fieldName())
                        .arg(*typed)
                        .arg(minimum())
                        .arg(maximum())
                        .arg(suffix())
                        .arg(locale().toString(value()) + suffix());
        QToolTip::showText(mapToGlobal(rect().bottomLeft()), m_refusal, const_cast<RangeSpinBox*>(this));
        emit const_cast<RangeSpinBox*>(this)->refused(m_refusal);
    }
    QSpinBox::fixup(input);
}

} // namespace gpuadvisor::ui
