#include "db/output_file.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace gpuadvisor::db {

namespace {

Error cannotWrite(const QString& path, const std::string& field, const std::string& why) {
    return Error{ErrorCode::InvalidInput, field, "cannot write '" + path.toStdString() + "': " + why};
}

// Two names for one file: compared once both are absolute and clean, and through the links when the file
// exists.
bool samePath(const QString& a, const QString& b) {
    const QFileInfo left(a), right(b);
    if (left.exists() && right.exists())
        return left.canonicalFilePath() == right.canonicalFilePath();
    return QDir::cleanPath(left.absoluteFilePath()) == QDir::cleanPath(right.absoluteFilePath());
}

} // namespace

std::optional<Error> refuseOutputPath(const QString& path, const std::string& field,
                                      const QStringList& others) {
    if (path.isEmpty())
        return Error{ErrorCode::InvalidInput, field, field + ": the output file name is empty"};
    const QFileInfo info(path);
    if (!info.absoluteDir().exists())
        return cannotWrite(path, field,
                           "the folder '" + info.absolutePath().toStdString() + "' does not exist");
    if (info.exists() && info.isDir())
        return cannotWrite(path, field, "it is a folder; give a file name inside it");
    if (info.exists() && !info.isFile())
        return cannotWrite(path, field,
                           "it is a device, pipe or socket, not a regular file; nothing was written");
    for (const QString& other : others)
        if (!other.isEmpty() && samePath(path, other))
            return cannotWrite(path, field,
                               "it is also '" + other.toStdString() +
                                   "', which this command reads or writes; give another name");
    return std::nullopt;
}

std::optional<Error> writeWholeFiles(const std::vector<OutputFile>& files, const QStringList& others) {
    for (std::size_t i = 0; i < files.size(); ++i) {
        QStringList rest = others;
        for (std::size_t j = 0; j < files.size(); ++j)
            if (j != i)
                rest << files[j].path;
        if (auto refused = refuseOutputPath(files[i].path, files[i].field, rest))
            return refused;
    }
    std::vector<std::unique_ptr<QSaveFile>> pending;
    for (const OutputFile& out : files) {
        auto file = std::make_unique<QSaveFile>(out.path);
        if (!file->open(QIODevice::WriteOnly))
            return cannotWrite(out.path, out.field, file->errorString().toStdString());
        const auto size = qint64(out.content.size());
        if (file->write(out.content.data(), size) != size || !file->flush())
            return cannotWrite(out.path, out.field,
                               "not every byte could be written (" + file->errorString().toStdString() +
                                   "; the disk may be full); the file was left as it was");
        pending.push_back(std::move(file));
    }
    // Every byte is on disk in the temporary files: now the renames.
    for (std::size_t i = 0; i < pending.size(); ++i)
        if (!pending[i]->commit())
            return cannotWrite(files[i].path, files[i].field, pending[i]->errorString().toStdString());
    return std::nullopt;
}

} // namespace gpuadvisor::db
