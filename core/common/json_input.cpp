#include "core/common/json_input.h"

namespace gpuadvisor {

JsonDepth measureJsonDepth(std::string_view text, int limit) {
    JsonDepth result;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > result.depth)
                result.depth = depth;
            if (depth > limit) {
                result.tooDeepAt = i;
                return result;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return result;
}

Result<nlohmann::json> parseUserJson(std::string_view text, const std::string& what) {
    const JsonDepth depth = measureJsonDepth(text);
    if (depth.tooDeepAt != std::string_view::npos)
        return Error{ErrorCode::ParseError, what,
                     what + ": the JSON nests more than " + std::to_string(kMaxJsonDepth) +
                         " levels deep (at byte " + std::to_string(depth.tooDeepAt) + "); no " + what +
                         " file does, so it was not read"};
    nlohmann::json root = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (root.is_discarded())
        return Error{ErrorCode::ParseError, what, what + ": the file is not valid JSON"};
    return root;
}

} // namespace gpuadvisor
