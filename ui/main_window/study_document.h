#pragma once

#include "core/scenario/scenario.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QTimer;

namespace gpuadvisor::ui {

// The study being edited, apart from the window that shows it: its scenario, the file it came from, whether
// it has unsaved changes, and the autosave that survives a crash (written every 30 s while modified, removed
// on save and on a normal exit, offered back on the next start).
class StudyDocument : public QObject {
    Q_OBJECT
  public:
    // `current` gives the scenario as it would be saved now (the window adds its what-ifs).
    explicit StudyDocument(std::function<Scenario()> current, QObject* parent = nullptr);

    bool hasScenario() const { return m_haveScenario; }
    const Scenario& scenario() const { return m_scenario; }
    QString path() const { return m_path; }
    bool isModified() const { return m_modified; }
    // "study.gpuadvisor.json", "Untitled study", or empty before any study.
    QString displayName() const;

    void set(const Scenario& scenario, const QString& path, bool modified);
    void setModified(bool modified);

    // Reads a study file; examples (":/…" resources) open as untitled copies. False, and why, when the file
    // cannot be read or is not a study: the document is left as it was.
    bool open(const QString& path, QString* problem);
    // Writes the current scenario atomically (a crash leaves the old file intact) and makes `path` the
    // document's file.
    bool saveTo(const QString& path, QString* problem);

    static QString autosavePath();
    bool writeAutosave();
    // The study autosaved by a session that did not close normally, with the file it belonged to.
    struct Recovery {
        Scenario scenario;
        QString origin;
    };
    static std::optional<Recovery> recoverable();
    static void discardAutosave();

  signals:
    void changed(); // path, modified state or scenario

  private:
    std::function<Scenario()> m_current;
    QTimer* m_autosave = nullptr;
    bool m_haveScenario = false;
    Scenario m_scenario;
    QString m_path;
    bool m_modified = false;
};

} // namespace gpuadvisor::ui
