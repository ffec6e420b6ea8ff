#include "core/cost/option_selector.h"

#include <charconv>
#include <cstdio>
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

} // namespace

Result<OptionSelection> parseOptionSelector(std::string_view text) {
    const std::string whole(text);
    const std::vector<std::string> parts = split(text, ':');
    if (parts.size() < 2 || parts[1].empty())
        return refuse(
            "'" + whole +
            "' must be cloud:OFFER_ID[:BILLING][:always-on|:pay-per-use], bare-metal:OFFER_ID[:COUNT], "
            "owned:NODE_TYPE[:COUNT] or "
            "hybrid:NODE_TYPE[:COUNT]/OFFER_ID[:INSTANCES]@HOURS");
    OptionSelection s;
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

} // namespace gpuadvisor
