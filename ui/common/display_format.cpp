#include "ui/common/display_format.h"

#include <QCoreApplication>

namespace gpuadvisor::ui {

QString currencySymbol(const QString& currency) {
    if (currency == QLatin1String("BRL"))
        return QStringLiteral("R$");
    if (currency == QLatin1String("EUR"))
        return QStringLiteral("€");
    if (currency == QLatin1String("USD"))
        return QStringLiteral("US$");
    return currency;
}

QString formatMoney(double amount, const QString& currency, const QLocale& locale, int decimals) {
    // QLocale puts the symbol where the language does and adds the space pt-BR uses ("R$ 1.234,56").
    return locale.toCurrencyString(amount, currencySymbol(currency), decimals);
}

QString formatPercent(double fraction, const QLocale& locale, int decimals) {
    return locale.toString(fraction * 100, 'f', decimals) + QStringLiteral(" %");
}

QString formatNumber(double value, const QLocale& locale, int decimals) {
    return locale.toString(value, 'f', decimals);
}

QString formatGigabytes(double bytes, const QLocale& locale) {
    return locale.toString(bytes / 1e9, 'f', 1) + QStringLiteral(" GB");
}

QString formatDurationText(double seconds, const QLocale& locale) {
    if (seconds < 1)
        return QCoreApplication::translate("DisplayFormat", "%1 ms")
            .arg(locale.toString(seconds * 1e3, 'f', 0));
    if (seconds < 120)
        return QCoreApplication::translate("DisplayFormat", "%1 s").arg(locale.toString(seconds, 'f', 1));
    if (seconds < 7200)
        return QCoreApplication::translate("DisplayFormat", "%1 min")
            .arg(locale.toString(seconds / 60, 'f', 0));
    if (seconds < 3 * 86400)
        return QCoreApplication::translate("DisplayFormat", "%1 h")
            .arg(locale.toString(seconds / 3600, 'f', 1));
    return QCoreApplication::translate("DisplayFormat", "%1 days")
        .arg(locale.toString(seconds / 86400, 'f', 0));
}

Language presentLanguage(const QLocale& locale) {
    return locale.language() == QLocale::Portuguese ? Language::PortugueseBrazil : Language::English;
}

} // namespace gpuadvisor::ui
