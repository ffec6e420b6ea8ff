#include "db/text_file.h"

#include <QFile>
#include <QFileInfo>

namespace gpuadvisor::db {

namespace {

std::string megabytes(long long bytes) {
    return std::to_string(bytes / (1024 * 1024)) + " MiB";
}

} // namespace

Result<std::string> readTextFile(const std::string& path, const std::string& field, long long maxBytes) {
    const QString name = QString::fromStdString(path);
    const QFileInfo info(name);
    if (!info.exists())
        return Error{ErrorCode::NotFound, field, "file '" + path + "' does not exist"};
    if (info.isDir())
        return Error{ErrorCode::InvalidInput, field, "'" + path + "' is a folder, not a file"};
    if (!info.isFile()) // QFileInfo follows links: this is a device, a FIFO or a socket
        return Error{ErrorCode::InvalidInput, field,
                     "'" + path +
                         "' is not a regular file (a device, pipe or socket); save the content to a " +
                         "file and give that"};
    const std::string tooLarge = "file '" + path + "' is larger than the " + megabytes(maxBytes) + " allowed";
    if (info.size() > maxBytes)
        return Error{ErrorCode::InvalidInput, field, tooLarge};
    QFile file(name);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::InvalidInput, field,
                     "cannot read '" + path + "': " + file.errorString().toStdString()};
    // The size was checked, but the file can grow while it is read: read in chunks, never past the limit
    // (one read of maxBytes would reserve that much memory for a small file).
    QByteArray bytes;
    for (;;) {
        const QByteArray chunk = file.read(1024 * 1024);
        if (chunk.isEmpty())
            break;
        bytes += chunk;
        if (bytes.size() > maxBytes)
            return Error{ErrorCode::InvalidInput, field, tooLarge};
    }
    if (file.error() != QFileDevice::NoError)
        return Error{ErrorCode::InvalidInput, field,
                     "cannot read '" + path + "': " + file.errorString().toStdString()};
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

} // namespace gpuadvisor::db
