#pragma once

#include "core/common/result.h"
#include "core/compliance/compliance_engine.h"
#include "core/cost/money.h"
#include "core/performance/serving_engine.h"
#include "core/scenario/procurement_policy.h"
#include "core/scenario/scenario_limits.h"
#include "core/workload/precision.h"
#include "core/workload/workload.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuadvisor {

// Every input of one study. Saved as JSON (schema_version 1); optional keys take the defaults below.
struct Scenario {
    static constexpr int kSchemaVersion = 1;

    struct Workload {
        WorkloadKind kind = WorkloadKind::Inference;
        std::string model; // catalog id
        std::vector<Precision>
            precisions; // allowed; default: bf16 and fp8 (serving adds int4), nf4 for qlora
        // Training
        double tokens = 0; // token budget D
        std::optional<double> deadlineDays;
        int sequenceLength = 4096;
        // Serving
        int users = 1; // concurrent active sessions to hold, or with think time the people using it
        std::optional<double> requestsPerSecond; // open arrivals instead of users
        std::optional<double> thinkTimeSeconds;  // users pause this long between requests (Little's law)
        double latencyPercentile = 99;           // the TTFT target holds at this percentile of queue wait
        int promptTokens = 1000;
        int outputTokens = 200;
        std::optional<double> tpotTargetMs;
        std::optional<double> ttftTargetMs;
        std::optional<ServingEngine> engine; // none: each GPU vendor's own (defaultServingEngine)
        bool redundancy = false;             // N+1: one replica may fail without an outage
        // Batch
        double corpusTokens = 0;
        std::optional<double> dueHours;
        // A batch that runs again (nightly) is priced per run for the horizon; a one-off job for its hours.
        // Default: daily when due within 24 hours, else once.
        std::optional<bool> recurring;
        // A job priced for the hours it runs: training, fine-tuning, and a batch that does not recur.
        bool runsOnce() const {
            if (kind == WorkloadKind::BatchInference)
                return !recurring.value_or(dueHours.value_or(24) <= 24);
            return kind != WorkloadKind::Inference;
        }
    } workload;

    struct Constraints {
        std::string currency = "USD";
        int horizonMonths = static_cast<int>(limits::horizonMonths.defaultValue);
        double utilisation = limits::utilisation.defaultValue;
        std::optional<Money> budget;        // total over the horizon (serving) or per job (training, batch)
        std::vector<std::string> gpus;      // allowed GPU ids; empty = all
        std::vector<std::string> providers; // allowed providers; empty = all
        std::vector<std::string> countries; // allowed data-centre countries; empty = all
        std::vector<std::string> acquisitions{"cloud", "bare-metal", "owned"};
        std::string country = "BR"; // where the buyer is and owned hardware runs
        // The most a rack of the buyer's site can power and cool (kW); a node drawing more cannot be
        // installed there. Default: the catalog's site_rack_power_kw assumption.
        std::optional<double> rackPowerKw;
        // The day the decision is taken and work may start ("YYYY-MM-DD"); lead times count from it.
        // Unset: lead times are said in days after the decision.
        std::string startDate;
    } constraints;

    CustomerProfile customer;
    PolicyInput policy; // the buyer's procurement rules; unset fields follow from the customer

    // Options chosen by hand for `tco` (the recommender finds its own), and cost inputs beyond the
    // constraints.
    struct Cost {
        std::vector<std::string> options; // cloud:ID[:billing], bare-metal:ID[:count], owned:NODE[:count]
        double egressTbPerMonth = 0, storageTb = 0, jobGpuHours = 0;
        std::optional<double> financingAnnualRate;
        int financingMonths = 0;
    } cost;

    struct Presentation {
        std::string title, customer, author;
        std::string language; // en or pt-BR; empty: the buyer's (reportLanguageFor)
    } presentation;
};

// A title, customer, author or company is a name on a cover page: 200 characters hold any real one, and a
// 1 MB title once took the report past two minutes and 235 pages (issue 18).
inline constexpr std::size_t kMaxNameLength = 200;
// Refuses a name longer than kMaxNameLength (counted in UTF-8 characters), naming `field`.
std::optional<Error> refuseLongName(const std::string& field, std::string_view text);

// Reads a scenario; names the key and the value that are wrong. A newer schema_version is refused.
Result<Scenario> scenarioFromJson(std::string_view text);
std::string scenarioToJson(const Scenario& scenario);

} // namespace gpuadvisor
