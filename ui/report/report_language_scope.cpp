#include "ui/report/report_language_scope.h"

#include <QCoreApplication>

namespace gpuadvisor::report {

namespace {

// English is the source language: answering every lookup with its source text stops a Portuguese translator
// installed by the window from being consulted while an English report is drawn.
class SourceTextTranslator final : public QTranslator {
  public:
    QString translate(const char*, const char* sourceText, const char*, int) const override {
        return QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

ReportLanguageScope::ReportLanguageScope(Language language)
    : m_locale(language == Language::PortugueseBrazil ? QLocale(QLocale::Portuguese, QLocale::Brazil)
                                                      : QLocale(QLocale::English, QLocale::UnitedStates)),
      m_previous(QLocale()) {
    QLocale::setDefault(m_locale);
    if (language == Language::PortugueseBrazil) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(QStringLiteral(":/i18n/gpu-advisor_pt_BR.qm")))
            m_translator = std::move(translator);
    } else {
        m_translator = std::make_unique<SourceTextTranslator>();
    }
    if (m_translator)
        QCoreApplication::installTranslator(m_translator.get());
}

ReportLanguageScope::~ReportLanguageScope() {
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    QLocale::setDefault(m_previous);
}

} // namespace gpuadvisor::report
