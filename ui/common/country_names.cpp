#include "ui/common/country_names.h"

#include <QCoreApplication>
#include <QLocale>

#include <map>

namespace gpuadvisor::ui {

namespace {

// The countries of the catalog's offers and the buyers' countries; translated in the .ts files (Qt names
// other territories in English only).
const char* knownName(const std::string& code) {
    static const std::map<std::string, const char*> names{
        {"AT", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Austria")},
        {"AU", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Australia")},
        {"BE", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Belgium")},
        {"BR", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Brazil")},
        {"CA", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Canada")},
        {"CH", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Switzerland")},
        {"DE", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Germany")},
        {"DK", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Denmark")},
        {"ES", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Spain")},
        {"FI", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Finland")},
        {"FR", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "France")},
        {"GB", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "United Kingdom")},
        {"IE", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Ireland")},
        {"IN", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "India")},
        {"IT", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Italy")},
        {"JP", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Japan")},
        {"KR", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "South Korea")},
        {"NL", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Netherlands")},
        {"NO", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Norway")},
        {"PL", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Poland")},
        {"PT", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Portugal")},
        {"SE", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Sweden")},
        {"SG", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Singapore")},
        {"US", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "United States")},
        {"VN", QT_TRANSLATE_NOOP("gpuadvisor::ui::countries", "Vietnam")},
    };
    const auto it = names.find(code);
    return it == names.end() ? nullptr : it->second;
}

} // namespace

QString countryName(const std::string& isoCode) {
    const QString code = QString::fromStdString(isoCode);
    QString name;
    if (const char* known = knownName(isoCode))
        name = QCoreApplication::translate("gpuadvisor::ui::countries", known);
    else if (const QLocale::Territory territory = QLocale::codeToTerritory(code);
             territory != QLocale::AnyTerritory)
        name = QLocale::territoryToString(territory);
    return name.isEmpty() ? code : QStringLiteral("%1 (%2)").arg(name, code);
}

} // namespace gpuadvisor::ui
