#pragma once

#include "core/common/result.h"

#include <QCommandLineParser>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>

namespace gpuadvisor::cli {

// Exit statuses of the CLI contract (DESIGN.md).
inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;
inline constexpr int kExitBadInput = 2;

// Thrown inside a command for bad usage or input; main() prints it and exits with status 2.
struct UsageError {
    std::string message;
};

[[noreturn]] void failUsage(const std::string& message);
[[noreturn]] void failInput(const Error& error); // "--tp: tp = 3 does not divide ..."

// Strict parsing of option values: the whole text must be a number.
std::optional<long long> integerOption(const QCommandLineParser& parser, const QString& name);
std::optional<double> numberOption(const QCommandLineParser& parser, const QString& name);
// A number above zero, times `scale` (1e-3 turns milliseconds into seconds); absent when not given.
std::optional<double> positiveOption(const QCommandLineParser& parser, const char* name, double scale = 1);
// A whole number from 1 to `maximum`, or `fallback` when not given.
int countOption(const QCommandLineParser& parser, const char* name, int fallback, int maximum);
// One character among `allowed` ("tab" for '\t'), or `fallback` when not given.
char characterOption(const QCommandLineParser& parser, const QString& name, const QString& allowed,
                     char fallback);
// A date as YYYY-MM-DD (the same text back), absent when not given.
std::optional<std::string> dateOption(const QCommandLineParser& parser, const QString& name);
// "70e9", "70B", "7.5b", "350M", "1.5T" -> a parameter count.
std::int64_t parameterCount(const QString& text, const QString& option);

// The value of a result, or exit status 2 with the error's message.
template <class T> T unwrap(Result<T> result) {
    if (!result)
        failInput(result.error());
    return std::move(result).value();
}

std::optional<std::string> stringOption(const QCommandLineParser& parser, const QString& name);

// Parses `arguments` (argv without the subcommand) and refuses stray positional arguments.
void parseOrFail(QCommandLineParser& parser, const QStringList& arguments, const QString& command);

void printOut(const std::string& text);

// Today as YYYY-MM-DD; GPUADVISOR_TODAY (YYYY-MM-DD) fixes it, so the golden files do not age.
std::string todayIso();

} // namespace gpuadvisor::cli
