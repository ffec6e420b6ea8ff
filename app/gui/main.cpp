// gpu-advisor: the desktop application. Starts with the built-in catalog and no configuration.
#include "db/catalog_source.h"
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

    auto catalog = gpuadvisor::db::openCatalog(std::nullopt);
    if (!catalog) {
        QMessageBox::critical(nullptr, QObject::tr("GPU Sizing Advisor"),
                              QString::fromStdString(catalog.error().message));
        return EXIT_FAILURE;
    }
    gpuadvisor::ui::MainWindow window(std::move(catalog).value());
    window.show();
    return app.exec();
}
