#pragma once

#include <string_view>
#include <vector>

namespace gpuadvisor {

// The words a customer profile is written in (CustomerProfile, scenario files, the CLI's flags, the wizard).
// The compliance rules in the catalog test these ids; every front end offers and checks exactly these.
const std::vector<std::string_view>& organisationKinds(); // private, bcb_regulated, br_federal, …
const std::vector<std::string_view>& dataClassIds(); // personal, sensitive_health, financial, classified_…
bool isOrganisationKind(std::string_view id);
// The 27 EU member states and Iceland, Liechtenstein and Norway (the EEA Agreement), ISO 3166 alpha-2.
const std::vector<std::string_view>& eeaCountries();
bool isEeaCountry(std::string_view code);
bool isEuMember(std::string_view code); // the EEA less IS, LI and NO
bool isDataClass(std::string_view id);
std::string joinedIds(const std::vector<std::string_view>& ids); // "a, b, c" for "allowed: …" messages

} // namespace gpuadvisor
