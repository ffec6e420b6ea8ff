#pragma once

#include "core/common/number_format.h"

#include <QLocale>
#include <QString>

namespace gpuadvisor::ui {

// Numbers as the user's language writes them: R$ 1.234,56 in pt-BR, R$1,234.56 in English.
QString formatMoney(double amount, const QString& currency, const QLocale& locale = QLocale(),
                    int decimals = 0);
QString formatPercent(double fraction, const QLocale& locale = QLocale(), int decimals = 0);
QString formatNumber(double value, const QLocale& locale = QLocale(), int decimals = 0);
QString formatGigabytes(double bytes, const QLocale& locale = QLocale());      // GB = 1e9 bytes
QString formatDurationText(double seconds, const QLocale& locale = QLocale()); // "3.2 h", "176 days"
QString currencySymbol(const QString& currency);
// The language core/present speaks for this locale: Brazilian Portuguese for any Portuguese locale.
Language presentLanguage(const QLocale& locale = QLocale());

} // namespace gpuadvisor::ui
