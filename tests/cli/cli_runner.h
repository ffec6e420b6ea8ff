#pragma once

#include <string>
#include <vector>

struct CliRun {
    int exitCode = -1;
    std::string out;
    std::string err;
    bool timedOut = false; // killed after the runner's limit: the command hung
    double seconds = 0;    // wall time until it exited (or was killed)
};

// Runs gpu-advisor-cli with `arguments` (no shell), capturing stdout and stderr separately. A command still
// running after `limitSeconds` is killed and reported as timed out, so a hang fails its test instead of
// stalling the suite.
CliRun runCli(const std::vector<std::string>& arguments, double limitSeconds = 240);

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
