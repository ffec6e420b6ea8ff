#include "core/cost/option_selector.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

namespace {

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == separator) {
            parts.emplace_back(text.substr(start, i - start));
            start = i + 1;
        }
    return parts;
}

bool wholeNumber(const std::string& text, int& out) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc() && end == text.data() + text.size();
}

bool number(const std::string& text, double& out) {
    try {
        std::size_t used = 0;
        out = std::stod(text, &used);
        return used == text.size();
    } catch (const std::exception&) {
        return false;
    }
}

Error refuse(const std::string& message) {
    return Error{ErrorCode::InvalidInput, "option", message};
}

// The shortest text that reads back as the same double, so that a selector prices to the cent what it came
// from.
std::string exactText(double value) {
    char buffer[32];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return error == std::errc() ? std::string(buffer, end) : std::to_string(value);
}

// How the search sized an option, as trailing ":key=value" parts any kind may carry: the share of hours it
// is busy ("utilisation=0.35", a nightly batch's own) and a one-off job's wall-clock hours on it
// ("job-hours=41.5"). Removes them from `text`; an error names a key or value it does not know.
std::optional<Error> takeSizing(std::string& text, OptionSelection& s) {
    for (std::size_t colon = text.rfind(':'); colon != std::string::npos; colon = text.rfind(':')) {
        const std::string part = text.substr(colon + 1);
        const std::size_t equals = part.find('=');
        if (equals == std::string::npos)
            return std::nullopt;
        const std::string key = part.substr(0, equals);
        double value = 0;
        if (!number(part.substr(equals + 1), value) || !std::isfinite(value))
            return refuse("'" + part + "': " + key + " must be a number");
        // A job longer than any study is a typing slip, and a bound keeps the months it holds countable.
        constexpr double kMostJobHours = 1e8;
        if (key == "utilisation" && value > 0 && value <= 1)
            s.utilisation = value;
        else if (key == "job-hours" && value > 0 && value <= kMostJobHours)
            s.jobWallHours = value;
        else if (key == "utilisation" || key == "job-hours")
            return refuse("'" + part + "': " + key +
                          (key == "utilisation" ? " must be above 0 and at most 1"
                                                : " must be above 0 and at most 100000000"));
        else
            return refuse("'" + part + "': " + key + " is not utilisation or job-hours");
        text.erase(colon);
    }
    return std::nullopt;
}

std::string sizingText(const OptionSelection& s) {
    return (s.utilisation ? ":utilisation=" + exactText(*s.utilisation) : std::string()) +
           (s.jobWallHours > 0 ? ":job-hours=" + exactText(s.jobWallHours) : std::string());
}

// The kind, the row and the count: what the user picks.
std::string unitText(const OptionSelection& s) {
    const std::string count = std::to_string(s.count);
    switch (s.kind) {
    case OptionKind::Cloud:
        return "cloud:" + s.id + ":" + std::string(cloudBillingName(s.billing)) +
               (s.alwaysOn ? ":always-on" : "") + (s.payPerUse ? ":pay-per-use" : "") + ":" + count;
    case OptionKind::BareMetal:
        return "bare-metal:" + s.id + ":" + count;
    case OptionKind::Owned:
        return "owned:" + s.id + ":" + count;
    case OptionKind::Hybrid: {
        char hours[32];
        std::snprintf(hours, sizeof hours, "%g", s.burstHoursPerMonth);
        return "hybrid:" + s.id + ":" + count + "/" + s.burstOfferId + ":" +
               std::to_string(s.burstInstances) + "@" + hours;
    }
    }
    return {};
}

} // namespace

Result<OptionSelection> parseOptionSelector(std::string_view text) {
    std::string whole(text);
    OptionSelection s;
    if (auto refused = takeSizing(whole, s))
        return *refused;
    const std::vector<std::string> parts = split(whole, ':');
    if (parts.size() < 2 || parts[1].empty())
        return refuse(
            "'" + whole +
            "' must be cloud:OFFER_ID[:BILLING][:always-on|:pay-per-use], bare-metal:OFFER_ID[:COUNT], "
            "owned:NODE_TYPE[:COUNT] or "
            "hybrid:NODE_TYPE[:COUNT]/OFFER_ID[:INSTANCES]@HOURS");
    const std::string& kind = parts[0];
    s.id = parts[1];
    if (kind == "cloud") {
        s.kind = OptionKind::Cloud;
        for (std::size_t i = 2; i < parts.size(); ++i) {
            const std::string& p = parts[i];
            if (p == "on-demand")
                s.billing = CloudBilling::OnDemand;
            else if (p == "spot")
                s.billing = CloudBilling::Spot;
            else if (p == "reserved-1y")
                s.billing = CloudBilling::Reserved1y;
            else if (p == "reserved-3y")
                s.billing = CloudBilling::Reserved3y;
            else if (p == "always-on")
                s.alwaysOn = true;
            else if (p == "pay-per-use")
                s.payPerUse = true;
            else if (!wholeNumber(p, s.count))
                return refuse("'" + p +
                              "' is not a billing (on-demand, spot, reserved-1y, reserved-3y), always-on, "
                              "pay-per-use or a "
                              "count");
        }
    } else if (kind == "bare-metal" || kind == "owned") {
        s.kind = kind == "owned" ? OptionKind::Owned : OptionKind::BareMetal;
        if (parts.size() > 2 && (!wholeNumber(parts[2], s.count) || s.count < 1))
            return refuse("count '" + parts[2] + "' must be a positive whole number");
    } else if (kind == "hybrid") {
        const std::string rest = whole.substr(whole.find(':') + 1);
        const std::vector<std::string> halves = split(rest, '/');
        const std::vector<std::string> burstAndHours =
            halves.size() == 2 ? split(halves[1], '@') : std::vector<std::string>{};
        if (halves.size() != 2 || burstAndHours.size() != 2)
            return refuse("'" + whole +
                          "' must be hybrid:NODE_TYPE[:COUNT]/OFFER_ID[:INSTANCES]@HOURS_PER_MONTH");
        s.kind = OptionKind::Hybrid;
        const std::vector<std::string> owned = split(halves[0], ':');
        const std::vector<std::string> burst = split(burstAndHours[0], ':');
        s.id = owned[0];
        s.burstOfferId = burst[0];
        const bool counts = (owned.size() < 2 || wholeNumber(owned[1], s.count)) &&
                            (burst.size() < 2 || wholeNumber(burst[1], s.burstInstances));
        if (burst.size() < 2)
            s.burstInstances = 1;
        if (!counts || !number(burstAndHours[1], s.burstHoursPerMonth) || s.count < 1 || s.burstInstances < 1)
            return refuse("'" + whole + "': counts must be positive whole numbers and HOURS a number");
    } else {
        return refuse("kind '" + kind + "' is not cloud, bare-metal, owned or hybrid");
    }
    return s;
}

std::string optionSelectorText(const OptionSelection& s) {
    return unitText(s) + sizingText(s);
}

} // namespace gpuadvisor
