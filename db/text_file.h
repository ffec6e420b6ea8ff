#pragma once

#include "core/common/result.h"

#include <string>

namespace gpuadvisor::db {

// Reads a whole UTF-8 text file; `field` names the input in the error ("model-file", "catalog").
// Files larger than `maxBytes` are refused instead of read (a config or catalog is never that big).
Result<std::string> readTextFile(const std::string& path, const std::string& field,
                                 long long maxBytes = 64LL * 1024 * 1024);

} // namespace gpuadvisor::db
