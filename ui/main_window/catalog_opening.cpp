#include "ui/main_window/catalog_opening.h"

#include "db/offline_copy.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

namespace gpuadvisor::ui {

namespace {

// The translation context of the texts below (they belong to no widget).
struct CatalogOpeningText {
    Q_DECLARE_TR_FUNCTIONS(CatalogOpening)
};

} // namespace

CatalogOpening openTeamCatalog(const QString& url) {
    auto team = db::CatalogDatabase::open(url);
    if (team) {
        QString note;
        if (auto kept = db::writeOfflineCopy(**team, db::offlineCopyPath()); !kept)
            note = CatalogOpeningText::tr("No offline copy of the team catalog could be kept: %1")
                       .arg(QString::fromStdString(kept.error().message));
        return {std::move(team).value(), note};
    }
    auto copy = db::openOfflineCopy(db::offlineCopyPath(), url, QString::fromStdString(team.error().message));
    if (!copy)
        return {nullptr, QString::fromStdString(copy.error().message)};
    return {std::move(copy).value(), QString()};
}

CatalogOpening openCatalogWithRecovery(const QString& path,
                                       const std::function<DamagedCatalogChoice(const QString&)>& choose,
                                       const std::function<QString()>& pickFile) {
    QString current = path;
    QString note;
    for (int attempt = 0; attempt < 20; ++attempt) {
        auto database = db::CatalogDatabase::open(current);
        if (database)
            return {std::move(database).value(), note};
        const Error& error = database.error();
        if (error.code != ErrorCode::ParseError)
            return {nullptr, QString::fromStdString(error.message)};
        switch (choose(QString::fromStdString(error.message))) {
        case DamagedCatalogChoice::RestoreFactory: {
            auto aside = db::setDamagedCatalogAside(current);
            if (!aside)
                return {nullptr, QString::fromStdString(aside.error().message)};
            note = CatalogOpeningText::tr(
                       "The damaged catalog was kept as %1; a factory catalog took its place.")
                       .arg(*aside);
            break; // the next attempt creates and seeds a fresh file at the same path
        }
        case DamagedCatalogChoice::OpenAnother: {
            const QString other = pickFile();
            if (!other.isEmpty())
                current = other;
            break;
        }
        case DamagedCatalogChoice::Quit:
            return {nullptr,
                    CatalogOpeningText::tr("The catalog %1 is damaged and was left untouched.").arg(current)};
        }
    }
    return {nullptr, CatalogOpeningText::tr("The catalog could not be opened.")};
}

DamagedCatalogChoice askAboutDamagedCatalog(const QString& problem) {
    QMessageBox box(QMessageBox::Warning, CatalogOpeningText::tr("GPU Sizing Advisor"), problem);
    box.setInformativeText(
        CatalogOpeningText::tr("Restoring keeps the damaged file beside the new one; nothing is deleted."));
    QPushButton* restore =
        box.addButton(CatalogOpeningText::tr("&Restore factory catalog"), QMessageBox::AcceptRole);
    QPushButton* other =
        box.addButton(CatalogOpeningText::tr("&Open another file…"), QMessageBox::ActionRole);
    box.addButton(CatalogOpeningText::tr("&Quit"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() == restore)
        return DamagedCatalogChoice::RestoreFactory;
    if (box.clickedButton() == other)
        return DamagedCatalogChoice::OpenAnother;
    return DamagedCatalogChoice::Quit;
}

QString pickCatalogFile() {
    return QFileDialog::getOpenFileName(nullptr, CatalogOpeningText::tr("Open a catalog"), QString(),
                                        CatalogOpeningText::tr("Catalogs (*.sqlite *.db);;All files (*)"));
}

} // namespace gpuadvisor::ui
