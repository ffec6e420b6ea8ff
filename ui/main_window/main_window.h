#pragma once

#include "core/catalog/memory_catalog.h"

#include <QMainWindow>

namespace gpuadvisor::ui {

class FitPanel;

// The application window. For now it hosts the memory-fit panel; the wizard and the results dashboard
// join it as they are built.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `catalogPath` is shown in the status bar; empty for the built-in data.
    explicit MainWindow(MemoryCatalog catalog, QString catalogPath = {}, QWidget* parent = nullptr);

    FitPanel* fitPanel() const { return m_fitPanel; }

private:
    void showAbout();

    FitPanel* m_fitPanel = nullptr;
};

} // namespace gpuadvisor::ui
