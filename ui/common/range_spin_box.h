#pragma once

#include <QSpinBox>
#include <QString>

#include <optional>

namespace gpuadvisor::ui {

// A spin box that lets a number outside its range be typed and then refuses it in words, naming the field,
// the value and what is allowed. QSpinBox drops the offending keystroke instead: "-5" became 5 and "150"
// became 15 % with no word (issue 21).
class RangeSpinBox : public QSpinBox {
    Q_OBJECT
  public:
    explicit RangeSpinBox(QWidget* parent = nullptr);
    void setFieldName(const QString& name) { m_field = name; } // "Utilisation", as its label says it
    QString lastRefusal() const { return m_refusal; }          // empty once a value is accepted

  signals:
    void refused(const QString& message);

  protected:
    QValidator::State validate(QString& input, int& pos) const override;
    void fixup(QString& input) const override;

  private:
    std::optional<long long> typedNumber(const QString& input) const;
    QString fieldName() const;
    QString m_field;
    mutable QString m_refusal;
};

} // namespace gpuadvisor::ui
