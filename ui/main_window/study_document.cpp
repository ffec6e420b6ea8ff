#include "ui/main_window/study_document.h"

#include "db/output_file.h"
#include "db/text_file.h"

#include "ui/settings/app_settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

namespace gpuadvisor::ui {

namespace {

bool writeAtomically(const QString& path, const std::string& text, QString* problem) {
    if (auto failed = db::writeWholeFiles({{path, "study", text}})) {
        if (problem)
            *problem =
                StudyDocument::tr("Cannot save %1: %2").arg(path, QString::fromStdString(failed->message));
        return false;
    }
    return true;
}

} // namespace

StudyDocument::StudyDocument(std::function<Scenario()> current, QObject* parent)
    : QObject(parent), m_current(std::move(current)) {
    m_autosave = new QTimer(this);
    m_autosave->setInterval(30'000); // at most half a minute of typing lost to a crash
    connect(m_autosave, &QTimer::timeout, this, &StudyDocument::writeAutosave);
    m_autosave->start();
}

QString StudyDocument::displayName() const {
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    if (!m_haveScenario)
        return {};
    // An example or a study not saved yet is named by its title, as its report will be.
    return m_scenario.presentation.title.empty() ? tr("Untitled study")
                                                 : QString::fromStdString(m_scenario.presentation.title);
}

void StudyDocument::set(const Scenario& scenario, const QString& path, bool modified) {
    m_scenario = scenario;
    m_haveScenario = true;
    m_path = path;
    m_modified = modified;
    emit changed();
}

void StudyDocument::setModified(bool modified) {
    m_modified = modified;
    emit changed();
}

bool StudyDocument::open(const QString& path, QString* problem) {
    const auto text = db::readTextFile(path.toStdString(), "scenario");
    if (!text) {
        *problem = tr("Cannot open %1: %2").arg(path, QString::fromStdString(text.error().message));
        return false;
    }
    auto scenario = scenarioFromJson(*text);
    if (!scenario) {
        *problem = tr("%1 is not a study this version can read: %2")
                       .arg(path, QString::fromStdString(scenario.error().message));
        return false;
    }
    const bool example = path.startsWith(QLatin1String(":/"));
    set(*scenario, example ? QString() : path, false);
    if (!example)
        AppSettings::addRecentFile(path);
    return true;
}

bool StudyDocument::saveTo(const QString& path, QString* problem) {
    const Scenario scenario = m_current();
    if (!writeAtomically(path, scenarioToJson(scenario), problem))
        return false;
    AppSettings::addRecentFile(path);
    discardAutosave();
    set(scenario, path, false);
    return true;
}

QString StudyDocument::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.gpuadvisor.json");
}

bool StudyDocument::writeAutosave() {
    if (!m_modified || !m_haveScenario)
        return false;
    QDir().mkpath(QFileInfo(autosavePath()).path());
    if (!writeAtomically(autosavePath(), scenarioToJson(m_current()), nullptr))
        return false;
    QSettings().setValue(QStringLiteral("autosave/origin"), m_path);
    return true;
}

std::optional<StudyDocument::Recovery> StudyDocument::recoverable() {
    const auto text = db::readTextFile(autosavePath().toStdString(), "autosave");
    if (!text)
        return std::nullopt;
    auto scenario = scenarioFromJson(*text);
    if (!scenario)
        return std::nullopt;
    return Recovery{*scenario, QSettings().value(QStringLiteral("autosave/origin")).toString()};
}

void StudyDocument::discardAutosave() {
    QFile::remove(autosavePath());
}

} // namespace gpuadvisor::ui
