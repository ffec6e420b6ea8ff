#include "ui/main_window/main_window.h"

#include "ui/fit/fit_panel.h"

#include <gpuadvisor/version.h>

#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace gpuadvisor::ui {

MainWindow::MainWindow(MemoryCatalog catalog, QString catalogPath, QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("GPU Sizing Advisor"));
    const auto gpuCount = catalog.gpus().size();
    const auto modelCount = catalog.models().size();
    m_fitPanel = new FitPanel(std::move(catalog), this);
    setCentralWidget(m_fitPanel);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About GPU Sizing Advisor"), this, &MainWindow::showAbout);

    statusBar()->showMessage(
        tr("Catalog: %1, %2 GPUs and %3 models; GB = 10⁹ bytes, GiB = 2³⁰ bytes")
            .arg(catalogPath.isEmpty() ? tr("built-in") : catalogPath)
            .arg(gpuCount)
            .arg(modelCount));
    resize(1280, 860);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About GPU Sizing Advisor"),
                       tr("<h3>GPU Sizing Advisor %1</h3>"
                          "<p>Which GPUs, how many, on which fabric, rented or owned, at what cost, and why.</p>"
                          "<p>Estimates are directional: every figure shows the formula and source it rests "
                          "on.</p><p>Licensed under the Apache License 2.0.</p>")
                           .arg(QLatin1String(kVersion)));
}

} // namespace gpuadvisor::ui
