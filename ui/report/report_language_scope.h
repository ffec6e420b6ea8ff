#pragma once

#include "core/common/number_format.h"

#include <QLocale>
#include <QTranslator>

#include <memory>

namespace gpuadvisor::report {

// While alive, tr() and QLocale() speak the report's language, whatever the window speaks: a report follows
// its scenario's language, and the charts it draws are translated through Qt.
class ReportLanguageScope {
  public:
    explicit ReportLanguageScope(Language language);
    ~ReportLanguageScope();
    ReportLanguageScope(const ReportLanguageScope&) = delete;
    ReportLanguageScope& operator=(const ReportLanguageScope&) = delete;

    QLocale locale() const { return m_locale; }

  private:
    QLocale m_locale;
    QLocale m_previous;
    std::unique_ptr<QTranslator> m_translator;
};

} // namespace gpuadvisor::report
