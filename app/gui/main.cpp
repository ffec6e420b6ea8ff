// gpu-advisor: the desktop application. Starts with the built-in catalog and no configuration.
#include "db/catalog_database.h"
#include "db/sql_catalog.h"
#include "ui/main_window/main_window.h"

#include <gpuadvisor/version.h>

#include <QApplication>
#include <QIcon>
#include <QMessageBox>

#include <cstdlib>

int main(int argc, char* argv[]) {
    // The resources live in a static library; make sure the linker keeps them.
    Q_INIT_RESOURCE(resources);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("GPU Sizing Advisor"));
    QApplication::setOrganizationName(QStringLiteral("GPU Sizing Advisor"));
    QApplication::setApplicationVersion(QLatin1String(gpuadvisor::kVersion));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-advisor.svg")));

    // The user's catalog, created from the factory seed on first start.
    auto database = gpuadvisor::db::CatalogDatabase::open(gpuadvisor::db::CatalogDatabase::defaultPath());
    auto catalog = database ? gpuadvisor::db::SqlCatalog::load(*database.value())
                            : gpuadvisor::Result<gpuadvisor::db::SqlCatalog>(database.error());
    if (!catalog) {
        QMessageBox::critical(nullptr, QObject::tr("GPU Sizing Advisor"),
                              QObject::tr("The catalog could not be opened:\n%1")
                                  .arg(QString::fromStdString(catalog.error().message)));
        return EXIT_FAILURE;
    }
    gpuadvisor::MemoryCatalog snapshot(catalog->gpus(), catalog->models());
    snapshot.setAssumptions(catalog->assumptions());
    gpuadvisor::ui::MainWindow window(std::move(snapshot), database.value()->path());
    window.show();
    return app.exec();
}
