#include "core/common/id_match.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace gpuadvisor {

std::string normalizeId(std::string_view id) {
    std::string out;
    out.reserve(id.size());
    for (const char c : id) {
        if (c == '_' || c == ' ')
            out.push_back('-');
        else
            out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    return out;
}

namespace {

std::size_t editDistance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> previous(b.size() + 1), current(b.size() + 1);
    std::iota(previous.begin(), previous.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

} // namespace

std::vector<std::string> closestIds(std::string_view query, const std::vector<std::string>& candidates,
                                    std::size_t count) {
    const std::string wanted = normalizeId(query);
    // Rank by: contains what was typed ("h100" -> "h100-sxm"), then longest shared prefix
    // ("llama-3-70b" -> "llama-3.1-70b"), then edit distance.
    struct Scored {
        bool contains;
        std::size_t prefix;
        std::size_t distance;
        std::string id;
    };
    std::vector<Scored> scored;
    for (const auto& candidate : candidates) {
        const std::string normalized = normalizeId(candidate);
        std::size_t prefix = 0;
        while (prefix < wanted.size() && prefix < normalized.size() && wanted[prefix] == normalized[prefix])
            ++prefix;
        scored.push_back({!wanted.empty() && normalized.find(wanted) != std::string::npos, prefix,
                          editDistance(wanted, normalized), candidate});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored& l, const Scored& r) {
        if (l.contains != r.contains)
            return l.contains;
        if (l.prefix != r.prefix)
            return l.prefix > r.prefix;
        return l.distance < r.distance;
    });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < scored.size() && i < count; ++i)
        out.push_back(scored[i].id);
    return out;
}

std::string unknownIdMessage(std::string_view what, std::string_view query,
                             const std::vector<std::string>& candidates) {
    std::string message = "unknown " + std::string(what) + " id '" + std::string(query) + "'";
    const auto closest = closestIds(query, candidates);
    if (!closest.empty()) {
        message += " (closest: ";
        for (std::size_t i = 0; i < closest.size(); ++i)
            message += (i ? ", " : "") + closest[i];
        message += ")";
    }
    return message;
}

} // namespace gpuadvisor
