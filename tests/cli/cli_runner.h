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

#include <ostream>

// A bad-input case of the CLI contract: exit status 2, nothing on stdout, one stderr line containing
// `expected`.
struct BadInput {
    const char* name;
    std::vector<std::string> arguments;
    const char* expected;
};
inline void PrintTo(const BadInput& input, std::ostream* out) {
    *out << input.name;
}

// Runs `command` with the case's arguments and checks the contract with GoogleTest expectations.
void expectBadInput(const std::string& command, const BadInput& input);
