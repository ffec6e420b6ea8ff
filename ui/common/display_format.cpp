#include "ui/common/display_format.h"

namespace gpuadvisor::ui {

// Qt's face of core/common/number_format: the window prints a figure exactly as the PDF, the CSV and the
// CLI do, in the language of its locale.

namespace {

QString text(const std::string& value) {
    return QString::fromStdString(value);
}

} // namespace

QString currencySymbol(const QString& currency) {
    return text(currencySymbolOf(currency.toStdString()));
}

QString formatMoney(double amount, const QString& currency, const QLocale& locale, int decimals) {
    return text(reportMoney(amount, currency.toStdString(), presentLanguage(locale), decimals));
}

QString formatPercent(double fraction, const QLocale& locale, int decimals) {
    return text(reportPercent(fraction, presentLanguage(locale), decimals));
}

QString formatNumber(double value, const QLocale& locale, int decimals) {
    return text(reportNumber(value, decimals, presentLanguage(locale)));
}

QString formatGigabytes(double bytes, const QLocale& locale) {
    return text(reportNumber(bytes / 1e9, 1, presentLanguage(locale)) + " GB");
}

QString formatDurationText(double seconds, const QLocale& locale) {
    return text(reportDuration(seconds, presentLanguage(locale)));
}

Language presentLanguage(const QLocale& locale) {
    return locale.language() == QLocale::Portuguese ? Language::PortugueseBrazil : Language::English;
}

} // namespace gpuadvisor::ui
