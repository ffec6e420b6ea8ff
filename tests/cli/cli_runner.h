#pragma once

#include <string>
#include <vector>

struct CliRun {
    int exitCode = -1;
    std::string out;
    std::string err;
};

// Runs gpu-advisor-cli with `arguments` (no shell), capturing stdout and stderr separately.
CliRun runCli(const std::vector<std::string>& arguments);
