#pragma once
// The seeded factory catalog in a temporary file, and the example scenarios, for tests of the advisor.
#include "core/advisor/recommender.h"
#include "db/catalog_database.h"
#include "db/cost_catalog_source.h"
#include "db/sql_catalog.h"

#include <QTemporaryDir>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

namespace gpuadvisor::testing {

struct Seeded {
    QTemporaryDir dir;
    std::unique_ptr<db::CatalogDatabase> database =
        std::move(db::CatalogDatabase::open(dir.filePath("c.sqlite"))).value();
    db::SqlCatalog catalog = *db::SqlCatalog::load(*database);
    CostCatalog costs = *db::loadCostCatalog(*database);
    std::vector<ComplianceRule> rules = *db::loadComplianceRules(*database);
    AdvisorCatalog advisor() const { return {catalog, costs, rules}; }
};

inline Seeded& seeded() {
    static Seeded s;
    return s;
}

inline Scenario scenario(const std::string& name) {
    std::ifstream in(std::string(GPUADVISOR_SCENARIOS_DIR) + "/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return *scenarioFromJson(text.str());
}

// The example scenarios' file names (resources/scenarios/*.json), sorted.
inline std::vector<std::string> exampleScenarioNames() {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(GPUADVISOR_SCENARIOS_DIR))
        if (entry.path().extension() == ".json")
            names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace gpuadvisor::testing
