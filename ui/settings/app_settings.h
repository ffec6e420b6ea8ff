#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gpuadvisor::ui {

// The user's preferences (QSettings: ~/.config/GPU Sizing Advisor/): language, currency, branding for
// reports, the defaults new studies start from, recent files and the window's size and layout.
struct AppSettings {
    QString language = QStringLiteral("en"); // en or pt-BR
    QString currency = QStringLiteral("BRL");
    QString companyName;
    QString logoPath;
    QString reportPageSize = QStringLiteral("A4"); // A4 or Letter
    QString teamCatalogUrl; // postgresql://user@host:port/db; empty: this computer's catalog file
    int defaultHorizonMonths = 36;
    int defaultUtilisationPercent = 60;

    static AppSettings load();
    void save() const;

    static QStringList recentFiles();
    static void addRecentFile(const QString& path);
    static QByteArray windowGeometry();
    static QByteArray windowState();
    static void saveWindow(const QByteArray& geometry, const QByteArray& state);
};

// Installs the translation for `language` ("en" or "pt-BR") and makes its locale the default, so numbers,
// money and dates follow (R$ 1.234,56 in pt-BR). Returns false when the translation is missing.
bool applyLanguage(const QString& language);

} // namespace gpuadvisor::ui
