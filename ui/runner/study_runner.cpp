#include "ui/runner/study_runner.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuadvisor::ui {

StudyRunner::StudyRunner(QObject* parent) : QObject(parent) {}

StudyRunner::~StudyRunner() {
    waitForIdle();
}

void StudyRunner::setSnapshot(db::SnapshotPtr snapshot) {
    m_snapshot = std::move(snapshot);
}

quint64 StudyRunner::request(const Scenario& scenario, const WhatIf& whatIf) {
    const quint64 generation = ++m_generation;
    emit started(generation);
    if (!m_snapshot) {
        emit failed(generation, QStringLiteral("catalog"), tr("No catalog is loaded."));
        return generation;
    }
    ++m_running;
    auto* watcher = new QFutureWatcher<Result<StudyResult>>(this);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, clock] {
        --m_running;
        Result<StudyResult> result = watcher->result();
        watcher->deleteLater();
        if (generation != m_generation)
            return; // the inputs changed while this ran: a newer run owns the screen
        if (!result)
            emit failed(generation, QString::fromStdString(result.error().field),
                        QString::fromStdString(result.error().message));
        else
            emit finished(generation, std::make_shared<const StudyResult>(std::move(*result)),
                          double(clock->nsecsElapsed()) / 1e6);
    });
    // The snapshot is shared and immutable: the worker keeps it alive even if the catalog is reloaded
    // meanwhile.
    watcher->setFuture(QtConcurrent::run([snapshot = m_snapshot, scenario, whatIf] {
        return runStudy(scenario, snapshot->advisor(), whatIf);
    }));
    return generation;
}

void StudyRunner::waitForIdle() {
    while (m_running > 0) {
        QThreadPool::globalInstance()->waitForDone(50);
        QCoreApplication::processEvents();
    }
}

} // namespace gpuadvisor::ui
