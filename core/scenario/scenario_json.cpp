#include "core/common/json_input.h"
#include "core/compliance/customer_vocabulary.h"
#include "core/scenario/scenario.h"
#include "core/scenario/scenario_limits.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <limits>
#include <set>
#include <type_traits>

namespace gpuadvisor {

namespace {

using nlohmann::json;

Error bad(const std::string& key, const std::string& message) {
    return Error{ErrorCode::InvalidInput, key, "scenario: '" + key + "' " + message};
}

// A key written as null is a mistake, not a request for the default (a spreadsheet's empty cell exported
// as null would otherwise size a chatbot for one user): the key is named and the way to the default given.
Error nullValue(const std::string& key) {
    return bad(key, "is null: give a value, or leave the key out for the default");
}

template <class T> Result<T> read(const json& object, const std::string& path, const char* key, T fallback) {
    const auto it = object.find(key);
    if (it == object.end())
        return fallback;
    if (it->is_null())
        return nullValue(path + key);
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        // Converting 1e44 to int is undefined behaviour (found by fuzzing): check the range as a double
        // first.
        const double value = it->is_number() ? it->get<double>() : 0.5;
        if (!it->is_number() || value != std::floor(value) || value < double(std::numeric_limits<T>::min()) ||
            value > double(std::numeric_limits<T>::max()))
            return bad(path + key, "must be a whole number, got " + it->dump());
        return static_cast<T>(value);
    }
    try {
        return it->get<T>();
    } catch (const json::exception&) {
        return bad(path + key, "has the wrong type: " + it->dump());
    }
}

Result<std::optional<double>> readOptional(const json& object, const std::string& path, const char* key,
                                           double min, double max) {
    const auto it = object.find(key);
    if (it == object.end())
        return std::optional<double>{};
    if (it->is_null())
        return nullValue(path + key);
    if (!it->is_number() || it->get<double>() < min || it->get<double>() > max)
        return bad(path + key, "must be a number from " + std::to_string(min) + " to " + std::to_string(max) +
                                   ", got " + it->dump());
    return std::optional<double>(it->get<double>());
}

// A key whose range is declared in core/scenario/scenario_limits.h.
Result<std::optional<double>> readOptional(const json& object, const std::string& path,
                                           const NumberLimit& limit) {
    return readOptional(object, path, std::string(limit.key).c_str(), limit.min, limit.max);
}

// A calendar day written YYYY-MM-DD (C++20 calendar: 2026-02-30 is not a day).
bool isoDay(const std::string& text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return false;
    const std::chrono::year_month_day day{std::chrono::year(std::stoi(text.substr(0, 4))),
                                          std::chrono::month(unsigned(std::stoi(text.substr(5, 2)))),
                                          std::chrono::day(unsigned(std::stoi(text.substr(8, 2))))};
    return day.ok();
}

Result<bool> checkKeys(const json& object, const std::string& path, const std::set<std::string>& known) {
    if (!object.is_object())
        return bad(path.empty() ? "(top level)" : path, "must be a JSON object");
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!known.count(it.key()))
            return bad(path + it.key(), "is not a scenario key");
    return true;
}

} // namespace

std::optional<Error> refuseLongName(const std::string& field, std::string_view text) {
    std::size_t characters = 0;
    for (const char c : text)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) // not a UTF-8 continuation byte
            ++characters;
    if (characters <= kMaxNameLength)
        return std::nullopt;
    return invalidInput(field, field + ": " + std::to_string(characters) + " characters, more than the " +
                                   std::to_string(kMaxNameLength) + " a name on the report may have");
}

namespace {

Result<Scenario> readScenario(std::string_view text) {
    auto parsed = parseUserJson(text, "scenario");
    if (!parsed)
        return parsed.error();
    const json& root = *parsed;
    if (auto ok = checkKeys(
            root, "",
            {"schema_version", "workload", "constraints", "compliance", "policy", "presentation", "cost"});
        !ok)
        return ok.error();
    if (!root.contains("schema_version") || !root["schema_version"].is_number_integer() ||
        root["schema_version"].get<double>() > 1e6 || root["schema_version"].get<double>() < -1e6)
        return bad("schema_version", "is required (this program writes version 1)");
    const int version = root["schema_version"].get<int>();
    if (version > Scenario::kSchemaVersion)
        return Error{ErrorCode::Unsupported, "schema_version",
                     "scenario: schema_version " + std::to_string(version) +
                         " was written by a newer GPU Sizing Advisor "
                         "(this one reads up to " +
                         std::to_string(Scenario::kSchemaVersion) + ")"};
    if (version < 1)
        return bad("schema_version", "must be 1 or more");

    Scenario s;
    const json workload = root.value("workload", json::object());
    if (auto ok = checkKeys(workload, "workload.",
                            {"type", "model", "precisions", "tokens", "deadline_days", "sequence_length",
                             "users", "prompt_tokens", "output_tokens", "tpot_target_ms", "ttft_target_ms",
                             "redundancy", "corpus_tokens", "due_hours", "requests_per_second",
                             "think_time_s", "latency_percentile", "recurring", "engine"});
        !ok)
        return ok.error();
    auto type = parseWorkload(workload.value("type", std::string{}));
    if (!type)
        return bad("workload.type",
                   "must be one of inference, batch-inference, pretrain, full-finetune, lora, qlora");
    s.workload.kind = *type;
    auto model = read<std::string>(workload, "workload.", "model", "");
    if (!model)
        return model.error();
    if (model->empty())
        return bad("workload.model", "is required (a catalog model id such as llama-3.1-70b)");
    s.workload.model = *model;
    if (workload.contains("precisions")) {
        if (!workload["precisions"].is_array())
            return bad("workload.precisions", "must be a list such as [\"fp8\", \"int4\"]");
        if (workload["precisions"].empty())
            return bad(
                "workload.precisions",
                "is empty: list the precisions to consider, or leave the key out for the advisor's choice");
        for (const auto& p : workload["precisions"]) {
            auto precision =
                parsePrecision(p.is_string() ? p.get<std::string>() : p.dump(), "workload.precisions");
            if (!precision)
                return bad("workload.precisions", precision.error().message);
            s.workload.precisions.push_back(*precision);
        }
    }
    auto tokens = readOptional(workload, "workload.", "tokens", 0, 1e16);
    auto deadline = readOptional(workload, "workload.", "deadline_days", 0.01, 3650);
    // Absent: an interactive study gets the default service level (PerfAssumptions); 0: no target, chosen.
    auto tpot = readOptional(workload, "workload.", "tpot_target_ms", 0, 1e6);
    auto ttft = readOptional(workload, "workload.", "ttft_target_ms", 0, 1e7);
    auto corpus = readOptional(workload, "workload.", "corpus_tokens", 0, 1e16);
    auto due = readOptional(workload, "workload.", "due_hours", 0.01, 1e5);
    auto requestRate = readOptional(workload, "workload.", "requests_per_second", 1e-6, 1e9);
    auto think = readOptional(workload, "workload.", "think_time_s", 0, 86400);
    auto percentile = readOptional(workload, "workload.", "latency_percentile", 50, 99.9);
    for (const auto* r : {&tokens, &deadline, &tpot, &ttft, &corpus, &due, &requestRate, &think, &percentile})
        if (!*r)
            return r->error();
    s.workload.requestsPerSecond = *requestRate;
    s.workload.thinkTimeSeconds = *think;
    s.workload.latencyPercentile = percentile->value_or(99);
    if (requestRate->has_value() && workload.contains("users"))
        return bad("workload.requests_per_second",
                   "give the load once: requests_per_second, or users (with think_time_s)");
    if (workload.contains("engine")) {
        auto engine = read<std::string>(workload, "workload.", "engine", "");
        if (!engine)
            return engine.error();
        auto servingEngine = parseServingEngine(*engine, "workload.engine");
        if (!servingEngine)
            return servingEngine.error();
        s.workload.engine = *servingEngine;
    }
    if (workload.contains("recurring")) {
        auto recurring = read<bool>(workload, "workload.", "recurring", false);
        if (!recurring)
            return recurring.error();
        s.workload.recurring = *recurring;
    }
    s.workload.tokens = tokens->value_or(0);
    s.workload.deadlineDays = *deadline;
    s.workload.tpotTargetMs = *tpot;
    s.workload.ttftTargetMs = *ttft;
    s.workload.corpusTokens = corpus->value_or(0);
    s.workload.dueHours = *due;
    auto users = readOptional(workload, "workload.", "users", 1, 1e8);
    auto prompt = readOptional(workload, "workload.", "prompt_tokens", 1, 1e7);
    auto output = readOptional(workload, "workload.", "output_tokens", 1, 1e7);
    auto seq = readOptional(workload, "workload.", "sequence_length", 1, 1e7);
    for (const auto* r : {&users, &prompt, &output, &seq})
        if (!*r)
            return r->error();
    for (const auto& [r, key] : {std::pair{&users, "users"}, std::pair{&prompt, "prompt_tokens"},
                                 std::pair{&output, "output_tokens"}, std::pair{&seq, "sequence_length"}})
        if (const std::optional<double>& v = r->value(); v && *v != std::floor(*v))
            return bad(std::string("workload.") + key, "must be a whole number, got " + std::to_string(*v));
    s.workload.users = static_cast<int>(users->value_or(1));
    s.workload.promptTokens = static_cast<int>(prompt->value_or(1000));
    s.workload.outputTokens = static_cast<int>(output->value_or(200));
    s.workload.sequenceLength = static_cast<int>(seq->value_or(4096));
    auto redundancy = read<bool>(workload, "workload.", "redundancy", false);
    if (!redundancy)
        return redundancy.error();
    s.workload.redundancy = *redundancy;
    if (isTraining(s.workload.kind) && s.workload.tokens <= 0)
        return bad("workload.tokens", "is required for training workloads (tokens to train on)");
    if (s.workload.kind == WorkloadKind::BatchInference && s.workload.corpusTokens <= 0)
        return bad("workload.corpus_tokens", "is required for batch-inference (prompt tokens to process)");

    const json constraints = root.value("constraints", json::object());
    if (auto ok = checkKeys(constraints, "constraints.",
                            {"currency", "horizon_months", "utilisation", "budget", "gpus", "providers",
                             "countries", "acquisitions", "country", "rack_power_kw", "start_date"});
        !ok)
        return ok.error();
    auto currency = read<std::string>(constraints, "constraints.", "currency", "USD");
    auto country = read<std::string>(constraints, "constraints.", "country", "BR");
    auto gpus = read<std::vector<std::string>>(constraints, "constraints.", "gpus", {});
    auto providers = read<std::vector<std::string>>(constraints, "constraints.", "providers", {});
    auto countries = read<std::vector<std::string>>(constraints, "constraints.", "countries", {});
    auto acquisitions = read<std::vector<std::string>>(constraints, "constraints.", "acquisitions",
                                                       {"cloud", "bare-metal", "owned"});
    for (const auto* r : {&currency, &country})
        if (!*r)
            return r->error();
    for (const auto* r : {&gpus, &providers, &countries, &acquisitions})
        if (!*r)
            return r->error();
    s.constraints.currency = *currency;
    s.constraints.country = *country;
    s.constraints.gpus = *gpus;
    s.constraints.providers = *providers;
    s.constraints.countries = *countries;
    s.constraints.acquisitions = *acquisitions;
    for (const auto& a : s.constraints.acquisitions)
        if (a != "cloud" && a != "bare-metal" && a != "owned")
            return bad("constraints.acquisitions",
                       "contains '" + a + "' (allowed: cloud, bare-metal, owned)");
    auto horizon = readOptional(constraints, "constraints.", limits::horizonMonths);
    auto utilisation = readOptional(constraints, "constraints.", limits::utilisation);
    auto rackPower = readOptional(constraints, "constraints.", limits::rackPowerKw);
    if (!rackPower)
        return rackPower.error();
    s.constraints.rackPowerKw = *rackPower;
    auto start = read<std::string>(constraints, "constraints.", "start_date", "");
    if (!start)
        return start.error();
    if (!start->empty() && !isoDay(*start))
        return bad("constraints.start_date", "must be a date as YYYY-MM-DD, got \"" + *start + "\"");
    s.constraints.startDate = *start;
    if (!horizon)
        return horizon.error();
    if (!utilisation)
        return utilisation.error();
    s.constraints.horizonMonths = static_cast<int>(horizon->value_or(limits::horizonMonths.defaultValue));
    s.constraints.utilisation = utilisation->value_or(limits::utilisation.defaultValue);
    if (constraints.contains("budget")) {
        const json& b = constraints["budget"];
        if (!b.is_object() || !b.contains("amount") || !b["amount"].is_number() ||
            b["amount"].get<double>() <= 0)
            return bad("constraints.budget", "must be {\"amount\": positive number, \"currency\": \"BRL\"}");
        s.constraints.budget = Money{b["amount"].get<double>(), b.value("currency", s.constraints.currency)};
    }

    const json compliance = root.value("compliance", json::object());
    if (auto ok =
            checkKeys(compliance, "compliance.",
                      {"org", "data", "subjects", "jurisdiction", "touches_pix", "vendor_training", "nis2",
                       "high_risk_ai", "sovereign", "health_records", "bcb_agreement_countries"});
        !ok)
        return ok.error();
    CustomerProfile& c = s.customer;
    c.organisation = compliance.value("org", std::string("private"));
    if (!isOrganisationKind(c.organisation))
        return bad("compliance.org", "'" + c.organisation + "' is not a known organisation type (allowed: " +
                                         joinedIds(organisationKinds()) + ")");
    auto data = read<std::vector<std::string>>(compliance, "compliance.", "data", {});
    auto subjects = read<std::vector<std::string>>(compliance, "compliance.", "subjects", {});
    auto agreements =
        read<std::vector<std::string>>(compliance, "compliance.", "bcb_agreement_countries", {});
    for (const auto* r : {&data, &subjects, &agreements})
        if (!*r)
            return r->error();
    for (const std::string& d : *data)
        if (!isDataClass(d))
            return bad("compliance.data",
                       "'" + d + "' is not a data class (allowed: " + joinedIds(dataClassIds()) + ")");
    c.dataClasses = {data->begin(), data->end()};
    c.subjects = {subjects->begin(), subjects->end()};
    c.bcbAgreementCountries = {agreements->begin(), agreements->end()};
    c.jurisdiction = compliance.value("jurisdiction", s.constraints.country);
    c.touchesPix = compliance.value("touches_pix", false);
    c.vendorTraining = compliance.value("vendor_training", false);
    c.nis2Sector = compliance.value("nis2", false);
    c.highRiskAi = compliance.value("high_risk_ai", false);
    c.sovereignRequested = compliance.value("sovereign", false);
    c.hostsHealthRecords = compliance.value("health_records", false);

    const json policy = root.value("policy", json::object());
    if (auto ok = checkKeys(policy, "policy.",
                            {"supplier_tiers", "min_sla_percent", "consumer_gpus", "four_bit_weights",
                             "redundancy", "deadline_margin"});
        !ok)
        return ok.error();
    if (policy.contains("supplier_tiers")) {
        auto tiers = read<std::vector<std::string>>(policy, "policy.", "supplier_tiers", {});
        if (!tiers)
            return tiers.error();
        for (const std::string& tier : *tiers)
            if (std::find(supplierTierIds().begin(), supplierTierIds().end(), tier) ==
                supplierTierIds().end())
                return bad("policy.supplier_tiers",
                           "contains '" + tier + "' (allowed: " + joinedIds(supplierTierIds()) + ")");
        s.policy.supplierTiers = *tiers;
    }
    auto sla = readOptional(policy, "policy.", "min_sla_percent", 0, 100);
    auto margin = readOptional(policy, "policy.", "deadline_margin", 0, 1);
    for (const auto* r : {&sla, &margin})
        if (!*r)
            return r->error();
    s.policy.minSlaPercent = *sla;
    s.policy.deadlineMargin = *margin;
    for (const auto& [key, target] : {std::pair{"consumer_gpus", &s.policy.consumerGpus},
                                      std::pair{"four_bit_weights", &s.policy.fourBitWeights}})
        if (policy.contains(key) && !policy[key].is_null()) {
            if (!policy[key].is_boolean())
                return bad(std::string("policy.") + key, "must be true or false, got " + policy[key].dump());
            *target = policy[key].get<bool>();
        }
    if (policy.contains("redundancy") && !policy["redundancy"].is_null()) {
        const json& r = policy["redundancy"];
        const auto mode = r.is_string() ? parseRedundancy(r.get<std::string>()) : std::nullopt;
        if (!mode)
            return bad("policy.redundancy", "is " + r.dump() + " (allowed: none, n+1-servers, n+1-sites)");
        s.policy.redundancy = *mode;
    }

    const json cost = root.value("cost", json::object());
    if (auto ok = checkKeys(cost, "cost.",
                            {"options", "egress_tb_per_month", "storage_tb", "job_gpu_hours", "financing"});
        !ok)
        return ok.error();
    auto options = read<std::vector<std::string>>(cost, "cost.", "options", {});
    if (!options)
        return options.error();
    s.cost.options = *options;
    auto egress = readOptional(cost, "cost.", "egress_tb_per_month", 0, 1e9);
    auto storage = readOptional(cost, "cost.", "storage_tb", 0, 1e9);
    auto jobHours = readOptional(cost, "cost.", "job_gpu_hours", 0, 1e12);
    for (const auto* r : {&egress, &storage, &jobHours})
        if (!*r)
            return r->error();
    s.cost.egressTbPerMonth = egress->value_or(0);
    s.cost.storageTb = storage->value_or(0);
    s.cost.jobGpuHours = jobHours->value_or(0);
    if (cost.contains("financing")) {
        const json& f = cost["financing"];
        auto rate = readOptional(f, "cost.financing.", limits::financingAnnualRate);
        auto months = readOptional(f, "cost.financing.", limits::financingMonths);
        if (!rate)
            return rate.error();
        if (!months)
            return months.error();
        if (!*rate || !*months)
            return bad("cost.financing", "needs both annual_rate and months");
        s.cost.financingAnnualRate = *rate;
        s.cost.financingMonths = static_cast<int>(**months);
    }

    const json presentation = root.value("presentation", json::object());
    if (auto ok = checkKeys(presentation, "presentation.", {"title", "customer", "author", "language"}); !ok)
        return ok.error();
    for (auto [key, field] :
         {std::pair{"title", &s.presentation.title}, std::pair{"customer", &s.presentation.customer},
          std::pair{"author", &s.presentation.author}}) {
        auto name = read<std::string>(presentation, "presentation.", key, "");
        if (!name)
            return name.error();
        if (auto tooLong = refuseLongName(std::string("presentation.") + key, *name))
            return *tooLong;
        *field = *name;
    }
    // Absent: the report is written in its buyer's language (reportLanguageFor).
    auto language = read<std::string>(presentation, "presentation.", "language", "");
    if (!language)
        return language.error();
    s.presentation.language = *language;
    if (presentation.contains("language") && s.presentation.language != "en" &&
        s.presentation.language != "pt-BR")
        return bad("presentation.language", "must be \"en\" or \"pt-BR\"");
    return s;
}

} // namespace

// A value of the wrong JSON type anywhere (an object where a number belongs, found by fuzzing) is bad input,
// not a crash: nlohmann's type errors become a parse error that says what was expected.
Result<Scenario> scenarioFromJson(std::string_view text) {
    try {
        return readScenario(text);
    } catch (const json::exception& error) {
        const std::string what = error.what();
        const auto detail = what.find("] ");
        return Error{ErrorCode::ParseError, "scenario",
                     "scenario: a value has the wrong type (" +
                         (detail == std::string::npos ? what : what.substr(detail + 2)) + ")"};
    }
}

std::string scenarioToJson(const Scenario& s) {
    json precisions = json::array();
    for (Precision p : s.workload.precisions)
        precisions.push_back(precisionName(p));
    json workload = {{"type", workloadName(s.workload.kind)},
                     {"model", s.workload.model},
                     {"precisions", precisions},
                     {"sequence_length", s.workload.sequenceLength},
                     {"users", s.workload.users},
                     {"prompt_tokens", s.workload.promptTokens},
                     {"output_tokens", s.workload.outputTokens},
                     {"redundancy", s.workload.redundancy}};
    if (s.workload.precisions.empty()) // none chosen: the advisor's choice, which an empty list would refuse
        workload.erase("precisions");
    if (s.workload.tokens > 0)
        workload["tokens"] = s.workload.tokens;
    if (s.workload.deadlineDays)
        workload["deadline_days"] = *s.workload.deadlineDays;
    if (s.workload.tpotTargetMs)
        workload["tpot_target_ms"] = *s.workload.tpotTargetMs;
    if (s.workload.ttftTargetMs)
        workload["ttft_target_ms"] = *s.workload.ttftTargetMs;
    if (s.workload.engine)
        workload["engine"] = servingEngineName(*s.workload.engine);
    if (s.workload.corpusTokens > 0)
        workload["corpus_tokens"] = s.workload.corpusTokens;
    if (s.workload.dueHours)
        workload["due_hours"] = *s.workload.dueHours;
    if (s.workload.requestsPerSecond) {
        workload.erase("users");
        workload["requests_per_second"] = *s.workload.requestsPerSecond;
    }
    if (s.workload.thinkTimeSeconds)
        workload["think_time_s"] = *s.workload.thinkTimeSeconds;
    if (s.workload.latencyPercentile != 99)
        workload["latency_percentile"] = s.workload.latencyPercentile;
    if (s.workload.recurring)
        workload["recurring"] = *s.workload.recurring;
    json constraints = {
        {"currency", s.constraints.currency},         {"horizon_months", s.constraints.horizonMonths},
        {"utilisation", s.constraints.utilisation},   {"gpus", s.constraints.gpus},
        {"providers", s.constraints.providers},       {"countries", s.constraints.countries},
        {"acquisitions", s.constraints.acquisitions}, {"country", s.constraints.country}};
    if (s.constraints.rackPowerKw)
        constraints["rack_power_kw"] = *s.constraints.rackPowerKw;
    if (!s.constraints.startDate.empty())
        constraints["start_date"] = s.constraints.startDate;
    if (s.constraints.budget)
        constraints["budget"] = {{"amount", s.constraints.budget->amount},
                                 {"currency", s.constraints.budget->currency}};
    const CustomerProfile& c = s.customer;
    json compliance = {{"org", c.organisation},
                       {"data", c.dataClasses},
                       {"subjects", c.subjects},
                       {"jurisdiction", c.jurisdiction},
                       {"touches_pix", c.touchesPix},
                       {"vendor_training", c.vendorTraining},
                       {"nis2", c.nis2Sector},
                       {"high_risk_ai", c.highRiskAi},
                       {"sovereign", c.sovereignRequested},
                       {"health_records", c.hostsHealthRecords},
                       {"bcb_agreement_countries", c.bcbAgreementCountries}};
    json policy = json::object(); // only what the user set: the rest keeps following the customer
    const PolicyInput& p = s.policy;
    if (p.supplierTiers)
        policy["supplier_tiers"] = *p.supplierTiers;
    if (p.minSlaPercent)
        policy["min_sla_percent"] = *p.minSlaPercent;
    if (p.consumerGpus)
        policy["consumer_gpus"] = *p.consumerGpus;
    if (p.fourBitWeights)
        policy["four_bit_weights"] = *p.fourBitWeights;
    if (p.redundancy)
        policy["redundancy"] = redundancyName(*p.redundancy);
    if (p.deadlineMargin)
        policy["deadline_margin"] = *p.deadlineMargin;
    json presentation = {{"title", s.presentation.title},
                         {"customer", s.presentation.customer},
                         {"author", s.presentation.author}};
    if (!s.presentation.language.empty())
        presentation["language"] = s.presentation.language;
    json cost = {{"options", s.cost.options},
                 {"egress_tb_per_month", s.cost.egressTbPerMonth},
                 {"storage_tb", s.cost.storageTb},
                 {"job_gpu_hours", s.cost.jobGpuHours}};
    if (s.cost.financingAnnualRate)
        cost["financing"] = {{"annual_rate", *s.cost.financingAnnualRate},
                             {"months", s.cost.financingMonths}};
    return json{{"schema_version", Scenario::kSchemaVersion},
                {"workload", workload},
                {"constraints", constraints},
                {"compliance", compliance},
                {"policy", policy},
                {"cost", cost},
                {"presentation", presentation}}
        .dump(2);
}

} // namespace gpuadvisor
