#include "core/compliance/customer_vocabulary.h"

#include <algorithm>
#include <string>

namespace gpuadvisor {

const std::vector<std::string_view>& organisationKinds() {
    static const std::vector<std::string_view> kinds{"private",         "bcb_regulated",    "br_federal",
                                                     "br_federal_sisp", "health_provider",  "eu_entity",
                                                     "pt_entity",       "us_covered_entity"};
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

std::string joinedIds(const std::vector<std::string_view>& ids) {
    std::string out;
    for (std::string_view id : ids)
        out += (out.empty() ? "" : ", ") + std::string(id);
    return out;
}

} // namespace gpuadvisor
