#include "db/text_file.h"

#include <QFile>
#include <QFileInfo>

namespace gpuadvisor::db {

Result<std::string> readTextFile(const std::string& path, const std::string& field, long long maxBytes) {
    const QString name = QString::fromStdString(path);
    const QFileInfo info(name);
    if (!info.exists())
        return Error{ErrorCode::NotFound, field, "file '" + path + "' does not exist"};
    if (info.isDir())
        return Error{ErrorCode::InvalidInput, field, "'" + path + "' is a folder, not a file"};
    if (info.size() > maxBytes)
        return Error{ErrorCode::InvalidInput, field,
                     "file '" + path + "' is " + std::to_string(info.size()) + " bytes, more than the " +
                         std::to_string(maxBytes) + " allowed"};
    QFile file(name);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::InvalidInput, field,
                     "cannot read '" + path + "': " + file.errorString().toStdString()};
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

} // namespace gpuadvisor::db
