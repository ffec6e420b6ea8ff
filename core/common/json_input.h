#pragma once

#include "core/common/result.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace gpuadvisor {

// No file this program reads nests deeper than a handful of levels (a scenario: 4, a catalog export: 4,
// a Hugging Face config: 3); 64 leaves room for any real file and keeps every reader's recursion shallow.
inline constexpr int kMaxJsonDepth = 64;

// The deepest nesting of arrays and objects in `text`, ignoring brackets inside strings; stops counting
// (and returns the byte offset where it went past `limit`) once the depth exceeds `limit`.
struct JsonDepth {
    int depth = 0;
    std::size_t tooDeepAt = std::string_view::npos;
};
JsonDepth measureJsonDepth(std::string_view text, int limit = kMaxJsonDepth);

// Parses JSON that came from a user's file, after a depth check: a file nested 150,000 levels deep
// crashed the scenario reader by exhausting the stack (issue 18). `what` names the input in the message
// ("scenario", "catalog export"). Nothing is thrown.
Result<nlohmann::json> parseUserJson(std::string_view text, const std::string& what);

} // namespace gpuadvisor
