#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// Catalog ids are lowercase kebab-case; lookups accept any case and '_' or ' ' for '-'.
std::string normalizeId(std::string_view id);

// The candidates closest to `query` by edit distance (after normalisation), best first.
std::vector<std::string> closestIds(std::string_view query, const std::vector<std::string>& candidates,
                                    std::size_t count = 3);

// "unknown GPU id 'h100' (closest: h100-sxm, h100-pcie, h100-nvl)"
std::string unknownIdMessage(std::string_view what, std::string_view query,
                             const std::vector<std::string>& candidates);

} // namespace gpuadvisor
