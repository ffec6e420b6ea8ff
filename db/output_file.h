#pragma once

#include "core/common/result.h"

#include <QStringList>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuadvisor::db {

// Refuses an output path that must not be replaced: its folder does not exist, it names something other
// than a regular file (a device, a pipe, a folder: replacing /dev/sdb with a PDF is nobody's intent), or it
// is one of `others`, the files the same command reads or writes (a PDF over its own scenario or CSV).
// `field` names the flag or input in the message ("pdf", "csv").
std::optional<Error> refuseOutputPath(const QString& path, const std::string& field,
                                      const QStringList& others = {});

// One file's path and content, for writeWholeFiles.
struct OutputFile {
    QString path;
    std::string field;
    std::string content;
};

// Writes every file whole or leaves every target as it was: each goes to a temporary file beside its
// target (QSaveFile), and the targets are replaced only when all were written; a full disk or a lost
// folder is an error naming the file, never a success.
std::optional<Error> writeWholeFiles(const std::vector<OutputFile>& files, const QStringList& others = {});

} // namespace gpuadvisor::db
