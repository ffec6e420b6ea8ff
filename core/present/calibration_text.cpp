#include "core/present/calibration_text.h"

#include "core/common/number_format.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gpuadvisor {

namespace {

std::string signedPercent(double fraction) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.1f %%", fraction * 100);
    return text;
}

std::string unitOf(const CalibrationCase& c) {
    if (c.family == CalibrationFamily::Training)
        return "TFLOP/s/GPU";
    return c.batch ? "s for a batch of " + std::to_string(c.batch) : "output tok/s";
}

std::string estimateOf(const CalibrationResult& r) {
    return r.failure ? "refused: " + r.failure->message : formatFixed(r.estimate, r.estimate < 1000 ? 1 : 0);
}

std::string errorOf(const CalibrationResult& r) {
    return r.failure ? "-" : signedPercent(r.error);
}

std::string summaryLine(const CalibrationSummary& s, double tolerance) {
    return std::string(calibrationFamilyName(s.family)) + ": " + std::to_string(s.cases) +
           " cases, median |error| " + formatPercent(s.medianAbsoluteError) + ", 90th percentile " +
           formatPercent(s.p90AbsoluteError) + ", " + formatPercent(s.shareWithinTolerance) + " within ±" +
           formatFixed(tolerance * 100, 0) + " %";
}

} // namespace

std::string calibrationText(const CalibrationSet& set, const std::vector<CalibrationResult>& results) {
    std::string out;
    char line[512];
    std::snprintf(line, sizeof line, "%-58s %-8s %-8s %12s %12s %9s\n", "case", "family", "split",
                  "published", "estimate", "error");
    out += line;
    for (const CalibrationResult& r : results) {
        const CalibrationCase& c = *r.measured;
        std::snprintf(
            line, sizeof line, "%-58s %-8s %-8s %12s %12s %9s\n", c.id.c_str(),
            std::string(calibrationFamilyName(c.family)).c_str(),
            std::string(calibrationSplitName(c.split)).c_str(),
            formatFixed(c.published, c.published < 1000 ? 1 : 0).c_str(),
            (r.failure ? std::string("refused") : formatFixed(r.estimate, r.estimate < 1000 ? 1 : 0)).c_str(),
            errorOf(r).c_str());
        out += line;
        if (r.failure)
            out += "  " + r.failure->message + "\n";
    }
    out += "\n";
    for (const CalibrationSummary& s : summariseCalibration(results, set.tolerance))
        out += summaryLine(s, set.tolerance) + "\n";
    return out;
}

nlohmann::json calibrationJson(const CalibrationSet& set, const std::vector<CalibrationResult>& results) {
    nlohmann::json cases = nlohmann::json::array();
    for (const CalibrationResult& r : results) {
        const CalibrationCase& c = *r.measured;
        nlohmann::json row = {{"id", c.id},
                              {"family", calibrationFamilyName(c.family)},
                              {"split", calibrationSplitName(c.split)},
                              {"source", c.source},
                              {"unit", unitOf(c)},
                              {"published", c.published}};
        if (r.failure) {
            row["refused"] = r.failure->message;
        } else {
            row["estimate"] = r.estimate;
            row["error"] = r.error;
        }
        cases.push_back(row);
    }
    nlohmann::json summary = nlohmann::json::array();
    for (const CalibrationSummary& s : summariseCalibration(results, set.tolerance))
        summary.push_back({{"family", calibrationFamilyName(s.family)},
                           {"cases", s.cases},
                           {"median_absolute_error", s.medianAbsoluteError},
                           {"p90_absolute_error", s.p90AbsoluteError},
                           {"share_within_tolerance", s.shareWithinTolerance},
                           {"worst", s.worst->measured->id}});
    return {{"tolerance", set.tolerance}, {"cases", cases}, {"summary", summary}};
}

std::string calibrationMarkdown(const CalibrationSet& set, const std::vector<CalibrationResult>& results) {
    std::string out = "| family | cases | median \\|error\\| | 90th percentile | within ±" +
                      formatFixed(set.tolerance * 100, 0) + " % | worst case |\n|---|---|---|---|---|---|\n";
    for (const CalibrationSummary& s : summariseCalibration(results, set.tolerance))
        out += "| " + std::string(calibrationFamilyName(s.family)) + " | " + std::to_string(s.cases) + " | " +
               formatPercent(s.medianAbsoluteError) + " | " + formatPercent(s.p90AbsoluteError) + " | " +
               formatPercent(s.shareWithinTolerance) + " | " + s.worst->measured->id + " " +
               errorOf(*s.worst) + " |\n";
    // The same per GPU and software (engine, or training stack), so a family's median hides neither a GPU
    // generation nor an engine it misses.
    out += "\n| family | GPU | software | cases | median \\|error\\| | within ±" +
           formatFixed(set.tolerance * 100, 0) + " % |\n|---|---|---|---|---|---|\n";
    for (const auto family : {CalibrationFamily::Serving, CalibrationFamily::Training}) {
        std::vector<std::pair<std::string, std::string>> groups;
        for (const CalibrationResult& r : results) {
            const std::pair<std::string, std::string> key{r.measured->gpu, caseSoftware(*r.measured)};
            if (r.measured->family == family && std::find(groups.begin(), groups.end(), key) == groups.end())
                groups.push_back(key);
        }
        for (const auto& [gpu, software] : groups) {
            std::vector<CalibrationResult> subset;
            for (const CalibrationResult& r : results)
                if (r.measured->family == family && r.measured->gpu == gpu &&
                    caseSoftware(*r.measured) == software)
                    subset.push_back(r);
            const CalibrationSummary s = summariseCalibration(subset, set.tolerance).front();
            out += "| " + std::string(calibrationFamilyName(family)) + " | " + gpu + " | " + software +
                   " | " + std::to_string(s.cases) + " | " + formatPercent(s.medianAbsoluteError) + " | " +
                   formatPercent(s.shareWithinTolerance) + " |\n";
        }
    }
    std::vector<const CalibrationResult*> misses;
    for (const CalibrationResult& r : results)
        if (r.failure || std::abs(r.error) > set.tolerance)
            misses.push_back(&r);
    if (misses.empty())
        return out;
    out += "\n| case outside ±" + formatFixed(set.tolerance * 100, 0) +
           " % | published | estimate | error |\n|---|---|---|---|\n";
    for (const CalibrationResult* r : misses)
        out += "| " + r->measured->id + " | " +
               formatFixed(r->measured->published, r->measured->published < 100 ? 2 : 0) + " " +
               unitOf(*r->measured) + " | " + estimateOf(*r) + " | " + errorOf(*r) + " |\n";
    return out;
}

} // namespace gpuadvisor
