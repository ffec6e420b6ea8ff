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

} // namespace gpuadvisor
