#pragma once

#include "core/common/result.h"

#include <string>

namespace gpuadvisor::db {

// What one input file may weigh. A scenario, a config.json or a catalog export is well under 1 MB; a
// SkyPilot price list, the largest input, lists every instance type of every region of one cloud.
inline constexpr long long kMaxInputFileBytes = 64LL * 1024 * 1024;
inline constexpr long long kMaxPriceListBytes = 256LL * 1024 * 1024;

// Reads a whole UTF-8 text file; `field` names the input in the error ("model-file", "catalog").
// Only regular files are read (a device such as /dev/zero would never end, a FIFO with no writer would
// wait forever), and never more than `maxBytes`, whatever the file system says its size is.
Result<std::string> readTextFile(const std::string& path, const std::string& field,
                                 long long maxBytes = kMaxInputFileBytes);

} // namespace gpuadvisor::db
