#include "ui/settings/app_settings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace gpuadvisor::ui {

AppSettings AppSettings::load() {
    QSettings s;
    AppSettings a;
    a.language = s.value(QStringLiteral("language"), a.language).toString();
    a.currency = s.value(QStringLiteral("currency"), a.currency).toString();
    a.companyName = s.value(QStringLiteral("report/company")).toString();
    a.logoPath = s.value(QStringLiteral("report/logo")).toString();
    a.reportPageSize = s.value(QStringLiteral("report/page_size"), a.reportPageSize).toString();
    a.teamCatalogUrl = s.value(QStringLiteral("catalog/team_url")).toString();
    a.defaultHorizonMonths =
        s.value(QStringLiteral("defaults/horizon_months"), a.defaultHorizonMonths).toInt();
    a.defaultUtilisationPercent =
        s.value(QStringLiteral("defaults/utilisation_percent"), a.defaultUtilisationPercent).toInt();
    return a;
}

void AppSettings::save() const {
    QSettings s;
    s.setValue(QStringLiteral("language"), language);
    s.setValue(QStringLiteral("currency"), currency);
    s.setValue(QStringLiteral("report/company"), companyName);
    s.setValue(QStringLiteral("report/logo"), logoPath);
    s.setValue(QStringLiteral("report/page_size"), reportPageSize);
    s.setValue(QStringLiteral("catalog/team_url"), teamCatalogUrl);
    s.setValue(QStringLiteral("defaults/horizon_months"), defaultHorizonMonths);
    s.setValue(QStringLiteral("defaults/utilisation_percent"), defaultUtilisationPercent);
}

QStringList AppSettings::recentFiles() {
    QStringList files;
    for (const QString& f : QSettings().value(QStringLiteral("recent_files")).toStringList())
        if (QFileInfo::exists(f))
            files << f;
    return files;
}

void AppSettings::addRecentFile(const QString& path) {
    QStringList files = QSettings().value(QStringLiteral("recent_files")).toStringList();
    files.removeAll(path);
    files.prepend(path);
    QSettings().setValue(QStringLiteral("recent_files"), files.mid(0, 8));
}

QByteArray AppSettings::windowGeometry() {
    return QSettings().value(QStringLiteral("window/geometry")).toByteArray();
}
QByteArray AppSettings::windowState() {
    return QSettings().value(QStringLiteral("window/state")).toByteArray();
}

void AppSettings::saveWindow(const QByteArray& geometry, const QByteArray& state) {
    QSettings().setValue(QStringLiteral("window/geometry"), geometry);
    QSettings().setValue(QStringLiteral("window/state"), state);
}

bool applyLanguage(const QString& language) {
    static QTranslator* translator = nullptr;
    if (translator) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
        translator = nullptr;
    }
    if (language == QLatin1String("pt-BR")) {
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
        translator = new QTranslator;
        if (!translator->load(QStringLiteral(":/i18n/gpu-advisor_pt_BR.qm"))) {
            delete translator;
            translator = nullptr;
            return false;
        }
        QCoreApplication::installTranslator(translator);
        return true;
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    return true;
}

} // namespace gpuadvisor::ui
