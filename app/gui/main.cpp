// gpu-advisor: the desktop application. Opens the user's catalog (created from the factory seed on first
// start), restores the language, and offers to recover a study after a crash.
#include "db/catalog_database.h"
#include "ui/dashboard/dashboard.h"
#include "ui/main_window/catalog_opening.h"
#include "ui/main_window/main_window.h"
#include "ui/settings/app_settings.h"

#include <gpuadvisor/version.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    // The resources live in a static library; make sure the linker keeps them.
    Q_INIT_RESOURCE(resources);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("GPU Sizing Advisor"));
    QApplication::setOrganizationName(QStringLiteral("GPU Sizing Advisor"));
    QApplication::setApplicationVersion(QLatin1String(gpuadvisor::kVersion));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-advisor.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("GPU Sizing Advisor: which GPUs, how many, rented or owned, at what cost, and why."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("study"),
                                 QStringLiteral("A study (.gpuadvisor.json) to open."),
                                 QStringLiteral("[study]"));
    parser.addOption({QStringLiteral("measure-startup"),
                      QStringLiteral("Print the milliseconds to a shown window and to the first results of "
                                     "an example study, then quit.")});
    parser.process(app);
    const bool measure = parser.isSet(QStringLiteral("measure-startup"));

    gpuadvisor::ui::applyLanguage(gpuadvisor::ui::AppSettings::load().language);
    // A damaged catalog is never deleted: the user restores the factory one (the file kept aside) or opens
    // another.
    // A team catalog when one is set (Settings ▸ Team catalog), else this computer's file.
    const QString teamCatalog = gpuadvisor::ui::AppSettings::load().teamCatalogUrl;
    auto opened = !teamCatalog.isEmpty()
                      ? gpuadvisor::ui::openTeamCatalog(teamCatalog)
                      : gpuadvisor::ui::openCatalogWithRecovery(
                            gpuadvisor::db::CatalogDatabase::defaultPath(),
                            gpuadvisor::ui::askAboutDamagedCatalog, gpuadvisor::ui::pickCatalogFile);
    if (!opened.database) {
        QMessageBox::critical(nullptr, QObject::tr("GPU Sizing Advisor"),
                              QObject::tr("The catalog could not be opened:\n%1").arg(opened.message));
        return EXIT_FAILURE;
    }
    gpuadvisor::ui::MainWindow window(std::move(opened.database));
    window.show();
    if (!opened.message.isEmpty())
        QMessageBox::information(&window, QObject::tr("GPU Sizing Advisor"), opened.message);
    if (measure) {
        const double shownMs = double(sinceStart.nsecsElapsed()) / 1e6;
        QObject::connect(window.dashboard(), &gpuadvisor::ui::Dashboard::studyShown, &app, [&] {
            std::printf("window shown after %.0f ms; first results after %.0f ms (study %.0f ms)\n", shownMs,
                        double(sinceStart.nsecsElapsed()) / 1e6, window.dashboard()->lastRunMs());
            QTimer::singleShot(0, &app, &QApplication::quit);
        });
        window.openScenarioFile(QStringLiteral(":/scenarios/chatbot-70b-200-users.json"));
        return app.exec();
    }
    if (!parser.positionalArguments().isEmpty())
        window.openScenarioFile(parser.positionalArguments().constFirst());
    else
        QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    return app.exec();
}
