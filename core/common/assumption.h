#pragma once

#include <string>

namespace gpuadvisor {

// A value the estimates rest on, shown to the user with its origin so it can be checked or overridden.
struct Assumption {
    std::string key;
    double value = 0;
    std::string unit;
    std::string source;
    std::string asOf; // date the value was checked; empty for built-in defaults
};

// An assumption an engine reads from the catalog: its built-in default (key, value, unit, source) and the
// range it accepts. The catalog seeds one row per definition, and refuses a value outside the range.
struct AssumptionDefinition {
    Assumption defaults;
    double minimum = 0, maximum = 0;
};

} // namespace gpuadvisor
