#pragma once

#include <optional>
#include <string>

namespace gpuadvisor {

enum class OptionKind { Cloud, BareMetal, Owned, Hybrid };
enum class CloudBilling { OnDemand, Spot, Reserved1y, Reserved3y };

std::string_view optionKindName(OptionKind kind);  // "cloud", "bare-metal", "owned"
std::string_view cloudBillingName(CloudBilling b); // "on-demand", "spot", "reserved-1y", "reserved-3y"

// What the user picked: a cloud offer (by catalog row id), a bare-metal offer, or a node type to buy,
// with how many instances or nodes.
struct OptionSelection {
    OptionKind kind = OptionKind::Cloud;
    std::string id;
    int count = 1;
    CloudBilling billing = CloudBilling::OnDemand;
    bool alwaysOn = false;   // cloud billed every hour, not only while used
    std::string siteCountry; // owned: where it runs (power tariff, import taxes); default the study's
    // Hybrid (docs/cost-model.md §7 F-18): `id` and `count` are the owned node type and nodes; the burst runs
    // on this cloud offer.
    std::string burstOfferId = {};
    int burstInstances = 0;
    double burstHoursPerMonth = 0;
    bool payPerUse = false; // ":pay-per-use" asked for: billed only while used, even for serving
    // Set by the search for the option it sized, so that a study's comparison prices each option exactly as
    // it was ranked (issue 37): the share of hours this option is busy when it is not the study's (a nightly
    // batch runs as many hours a night as its GPUs need), and a one-off job's wall-clock hours on it.
    std::optional<double> utilisation = {};
    double jobWallHours = 0;
};

// What a person reads as the name of an acquisition unit; the presenter words the kind.
struct OptionName {
    OptionKind kind = OptionKind::Cloud;
    std::string provider; // provider id; empty for owned
    std::string shape;    // instance type, or the node type's name
    std::string place;    // country code (or region when the country is unknown)
};

} // namespace gpuadvisor
