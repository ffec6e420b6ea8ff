#pragma once

#include "core/study/run_study.h"
#include "db/catalog_snapshot.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

namespace gpuadvisor::ui {

// Runs core's study off the UI thread. Every request gets a generation number; a result that finishes
// after a newer request was made is dropped, so what the dashboard shows is never older than its inputs.
class StudyRunner : public QObject {
    Q_OBJECT
  public:
    explicit StudyRunner(QObject* parent = nullptr);
    ~StudyRunner() override;

    void setSnapshot(db::SnapshotPtr snapshot);
    db::SnapshotPtr snapshot() const { return m_snapshot; }

    // Starts a run for these inputs; returns its generation.
    quint64 request(const Scenario& scenario, const WhatIf& whatIf);
    bool isBusy() const { return m_running > 0; }
    quint64 latestGeneration() const { return m_generation; }
    // Blocks until every started run has finished (tests, and quitting).
    void waitForIdle();

  signals:
    void started(quint64 generation);
    void finished(quint64 generation, std::shared_ptr<const gpuadvisor::StudyResult> result,
                  double elapsedMs);
    void failed(quint64 generation, const QString& field, const QString& message);

  private:
    db::SnapshotPtr m_snapshot;
    quint64 m_generation = 0;
    int m_running = 0;
};

} // namespace gpuadvisor::ui
