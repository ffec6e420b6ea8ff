#include "core/compliance/customer_vocabulary.h"

#include <algorithm>
#include <string>

namespace gpuadvisor {

const std::vector<std::string_view>& organisationKinds() {
    // eu_financial: an EU financial entity under DORA (bank, investment firm, payment institution, …);
    // eu_insurer: an EU insurance or reinsurance undertaking (DORA art. 2(1)(n)); br_telecom: a Brazilian
    // telecom operator under Anatel's cyber-security regulation.
    static const std::vector<std::string_view> kinds{
        "private",   "bcb_regulated",     "br_federal",   "br_federal_sisp", "health_provider", "eu_entity",
        "pt_entity", "us_covered_entity", "eu_financial", "eu_insurer",      "br_telecom"};
    return kinds;
}

const std::vector<std::string_view>& dataClassIds() {
    static const std::vector<std::string_view> classes{"personal",           "sensitive_health",
                                                       "financial",          "classified_reservado",
                                                       "classified_secreto", "classified_ultrassecreto"};
    return classes;
}

bool isOrganisationKind(std::string_view id) {
    return std::find(organisationKinds().begin(), organisationKinds().end(), id) != organisationKinds().end();
}

bool isDataClass(std::string_view id) {
    return std::find(dataClassIds().begin(), dataClassIds().end(), id) != dataClassIds().end();
}

const std::vector<std::string_view>& eeaCountries() {
    static const std::vector<std::string_view> codes{
        "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT",
        "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO"};
    return codes;
}

bool isEeaCountry(std::string_view code) {
    return std::find(eeaCountries().begin(), eeaCountries().end(), code) != eeaCountries().end();
}

bool isEuMember(std::string_view code) {
    return isEeaCountry(code) && code != "IS" && code != "LI" && code != "NO";
}

std::string joinedIds(const std::vector<std::string_view>& ids) {
    std::string out;
    for (std::string_view id : ids)
        out += (out.empty() ? "" : ", ") + std::string(id);
    return out;
}

} // namespace gpuadvisor
