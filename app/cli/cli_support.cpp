#include "cli/cli_support.h"

#include <QDate>

#include <cmath>
#include <cstdio>

namespace gpuadvisor::cli {

void failUsage(const std::string& message) {
    throw UsageError{message};
}

void failInput(const Error& error) {
    // A scenario key ("workload.users") is not a flag, and its message names it already.
    if (error.field.empty() || error.field.find('.') != std::string::npos)
        throw UsageError{error.message};
    throw UsageError{"--" + error.field + ": " + error.message};
}

std::optional<long long> integerOption(const QCommandLineParser& parser, const QString& name) {
    if (!parser.isSet(name))
        return std::nullopt;
    const QString text = parser.value(name).trimmed();
    bool ok = false;
    const long long value = text.toLongLong(&ok);
    if (!ok)
        failUsage("--" + name.toStdString() + ": '" + text.toStdString() + "' is not a whole number");
    return value;
}

std::optional<double> numberOption(const QCommandLineParser& parser, const QString& name) {
    if (!parser.isSet(name))
        return std::nullopt;
    const QString text = parser.value(name).trimmed();
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        failUsage("--" + name.toStdString() + ": '" + text.toStdString() + "' is not a number");
    return value;
}

std::int64_t parameterCount(const QString& text, const QString& option) {
    QString digits = text.trimmed();
    double scale = 1;
    if (!digits.isEmpty()) {
        switch (digits.back().toUpper().toLatin1()) {
        case 'K':
            scale = 1e3;
            break;
        case 'M':
            scale = 1e6;
            break;
        case 'B':
        case 'G':
            scale = 1e9;
            break;
        case 'T':
            scale = 1e12;
            break;
        default:
            break;
        }
        if (scale != 1)
            digits.chop(1);
    }
    bool ok = false;
    const double value = digits.toDouble(&ok) * scale;
    if (!ok || !std::isfinite(value) || value <= 0)
        failUsage("--" + option.toStdString() + ": '" + text.toStdString() +
                  "' is not a positive parameter count (examples: 7e9, 70B, 350M, 1.5T)");
    if (value > 1e14)
        failUsage("--" + option.toStdString() + ": '" + text.toStdString() +
                  "' is absurd: at most 1e14 (100T) parameters are allowed");
    return static_cast<std::int64_t>(std::llround(value));
}

std::optional<std::string> stringOption(const QCommandLineParser& parser, const QString& name) {
    if (!parser.isSet(name))
        return std::nullopt;
    return parser.value(name).toStdString();
}

void parseOrFail(QCommandLineParser& parser, const QStringList& arguments, const QString& command) {
    if (!parser.parse(arguments))
        failUsage(parser.errorText().toStdString() + " (see 'gpu-advisor-cli " + command.toStdString() +
                  " --help')");
    if (!parser.positionalArguments().isEmpty())
        failUsage("unexpected argument '" + parser.positionalArguments().first().toStdString() +
                  "' (see 'gpu-advisor-cli " + command.toStdString() + " --help')");
}

void printOut(const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

std::string todayIso() {
    const QDate fixed = QDate::fromString(qEnvironmentVariable("GPUADVISOR_TODAY"), Qt::ISODate);
    return (fixed.isValid() ? fixed : QDate::currentDate()).toString(Qt::ISODate).toStdString();
}

std::optional<double> positiveOption(const QCommandLineParser& parser, const char* name, double scale) {
    const auto value = numberOption(parser, name);
    if (!value)
        return std::nullopt;
    if (!(*value > 0))
        failUsage(std::string("--") + name + ": " + parser.value(name).toStdString() + " must be positive");
    return *value * scale;
}

int countOption(const QCommandLineParser& parser, const char* name, int fallback, int maximum) {
    const auto value = integerOption(parser, name);
    if (!value)
        return fallback;
    if (*value < 1 || *value > maximum)
        failUsage(std::string("--") + name + ": " + std::to_string(*value) +
                  " is out of range (allowed: 1 to " + std::to_string(maximum) + ")");
    return static_cast<int>(*value);
}

char characterOption(const QCommandLineParser& parser, const QString& name, const QString& allowed,
                     char fallback) {
    if (!parser.isSet(name))
        return fallback;
    QString value = parser.value(name);
    if (value == QLatin1String("tab"))
        value = QStringLiteral("\t");
    if (value.size() != 1 || !allowed.contains(value.at(0)))
        failUsage("--" + name.toStdString() + ": '" + parser.value(name).toStdString() +
                  "' is not allowed (allowed: " + allowed.toStdString() +
                  (allowed.contains(u'\t') ? " or tab" : "") + ")");
    return value.at(0).toLatin1();
}

std::optional<std::string> dateOption(const QCommandLineParser& parser, const QString& name) {
    if (!parser.isSet(name))
        return std::nullopt;
    const QDate date = QDate::fromString(parser.value(name), Qt::ISODate);
    if (!date.isValid())
        failUsage("--" + name.toStdString() + ": '" + parser.value(name).toStdString() +
                  "' is not a date (allowed: YYYY-MM-DD)");
    return date.toString(Qt::ISODate).toStdString();
}

} // namespace gpuadvisor::cli
