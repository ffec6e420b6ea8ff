#include "core/report/csv_writer.h"

#include "core/common/csv.h"
#include "core/cost/cost_engine.h"

#include <cmath>
#include <cstdio>

namespace gpuadvisor {

CsvStyle defaultCsvStyle(Language language) {
    return language == Language::PortugueseBrazil ? CsvStyle{';', ','} : CsvStyle{',', '.'};
}

namespace {

class CsvOut {
  public:
    explicit CsvOut(const CsvStyle& style) : m_style(style) {}

    CsvOut& text(std::string_view value) {
        separate();
        m_out += csvField(value, m_style.separator);
        return *this;
    }
    // No digit grouping: spreadsheets parse a bare number with the decimal mark of their language.
    CsvOut& number(double value, int decimals) {
        separate();
        if (!std::isfinite(value))
            return *this; // an empty cell, not "nan"
        char digits[64];
        std::snprintf(digits, sizeof digits, "%.*f", decimals, value);
        for (char* c = digits; *c; ++c)
            if (*c == '.')
                *c = m_style.decimal;
        m_out += digits;
        return *this;
    }
    CsvOut& integer(long long value) { return number(double(value), 0); }
    CsvOut& empty() {
        separate();
        return *this;
    }
    void endRow() {
        m_out += "\r\n";
        m_rowStarted = false;
    }
    std::string str() && { return std::move(m_out); }

  private:
    void separate() {
        if (m_rowStarted)
            m_out += m_style.separator;
        m_rowStarted = true;
    }
    CsvStyle m_style;
    std::string m_out;
    bool m_rowStarted = false;
};

} // namespace

std::string optionsCsv(const StudyResult& study, const CsvStyle& style) {
    CsvOut csv(style);
    for (const char* name : {"rank",
                             "role",
                             "id",
                             "option",
                             "acquisition",
                             "gpu",
                             "gpus",
                             "nodes",
                             "precision",
                             "country",
                             "currency",
                             "upfront",
                             "monthly",
                             "total",
                             "horizon_months",
                             "utilisation",
                             "cost_per_useful_gpu_hour",
                             "npv",
                             "break_even_utilisation",
                             "ttft_s",
                             "tpot_s",
                             "throughput_tokens_per_s",
                             "time_s",
                             "memory_per_gpu_bytes",
                             "memory_verdict",
                             "compliance",
                             "replicas",
                             "throughput_tokens_per_s_per_replica",
                             "cost_per_million_tokens",
                             "cost_per_million_output_tokens"})
        csv.text(name);
    csv.endRow();
    const auto& set = study.recommendations;
    const std::size_t count = set.options.size() + set.alternatives.size();
    for (std::size_t i = 0; i < count; ++i) {
        const bool ranked = i < set.options.size();
        const Recommendation& r = ranked ? set.options[i] : set.alternatives[i - set.options.size()];
        const OptionCost* cost =
            study.costs && i < study.costs->options.size() ? &study.costs->options[i] : nullptr;
        csv.integer(r.rank)
            .text(ranked ? "ranked" : "comparison")
            .text(r.id)
            .text(r.acquisitionLabel)
            .text(optionKindName(r.acquisition.kind))
            .text(r.gpuId)
            .integer(r.gpus)
            .integer(r.nodes)
            .text(precisionName(r.precision))
            .text(cost ? cost->country : "")
            .text(r.currency)
            .number(r.upfrontCost, 2)
            .number(r.monthlyCost, 2)
            .number(r.totalCost, 2)
            .integer(study.scenario.constraints.horizonMonths)
            .number(r.utilisation, 4)
            .number(r.costPerUsefulGpuHour, 4);
        // A job has no horizon to discount: its cost is `total` (issue 37: this column gave a year of
        // rental).
        if (cost && !cost->jobCost)
            csv.number(cost->npv, 2);
        else
            csv.empty();
        if (cost && cost->breakEvenUtilisation)
            csv.number(*cost->breakEvenUtilisation, 4);
        else
            csv.empty();
        csv.number(r.ttftSeconds, 6)
            .number(r.tpotSeconds, 6)
            .number(r.throughputTokensPerSecond, 2) // all replicas (Recommendation)
            .number(r.timeSeconds, 1)
            .number(r.perGpu.total(), 0)
            .text(std::string(verdictName(r.memoryVerdict)))
            .text(std::string(complianceStatusName(r.compliance)))
            .integer(r.replicas)
            .number(r.throughputPerReplicaTokensPerSecond, 2) // one replica at the load served
            .number(r.costPerMillionTokens, 4)
            .number(r.costPerMillionOutputTokens, 4);
        csv.endRow();
    }
    // The options the scenario named (cost.options), with the figures `tco` gives them.
    if (study.asked) {
        const CostComparison& c = study.asked->comparison;
        for (std::size_t i = 0; i < c.options.size(); ++i) {
            const OptionCost& o = c.options[i];
            csv.empty()
                .text("asked")
                .text(o.id)
                .text(o.label)
                .text(optionKindName(o.selection.kind))
                .text(o.gpuId)
                .integer(o.gpus)
                .integer(o.nodes)
                .empty()
                .text(o.country)
                .text(c.currency)
                .number(o.monthly.front(), 2)
                .number(typicalMonth(o), 2)
                .number(o.cumulative.back(), 2)
                .integer(study.scenario.constraints.horizonMonths)
                .number(c.utilisation, 4)
                .number(o.costPerUsefulGpuHour, 4)
                .number(o.npv, 2);
            if (o.breakEvenUtilisation)
                csv.number(*o.breakEvenUtilisation, 4);
            else
                csv.empty();
            csv.empty().empty().empty().empty().empty().empty().text(
                std::string(complianceStatus(study.asked->findings[i])));
            csv.empty().empty().empty().empty(); // serving figures: the asked options are costed, not sized
            csv.endRow();
        }
    }
    return std::move(csv).str();
}

std::string cashFlowCsv(const StudyResult& study, const CsvStyle& style) {
    CsvOut csv(style);
    csv.text("month");
    if (!study.costs) {
        csv.endRow();
        return std::move(csv).str();
    }
    const auto& options = study.costs->options;
    // "#1 cloud:OFFER": the rank keeps two counts of the same offer apart.
    std::vector<std::string> names;
    const auto& set = study.recommendations;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const Recommendation* r = i < set.options.size() ? &set.options[i]
                                  : i - set.options.size() < set.alternatives.size()
                                      ? &set.alternatives[i - set.options.size()]
                                      : nullptr;
        names.push_back((r ? "#" + std::to_string(r->rank) + " " : std::string()) + options[i].id);
    }
    for (const std::string& name : names)
        csv.text(name + " cash");
    for (const std::string& name : names)
        csv.text(name + " cumulative");
    csv.endRow();
    for (int month = 0; month <= study.costs->horizonMonths; ++month) {
        const auto m = std::size_t(month);
        csv.integer(month);
        for (const OptionCost& o : options)
            csv.number(m < o.monthly.size() ? o.monthly[m] : NAN, 2);
        for (const OptionCost& o : options)
            csv.number(m < o.cumulative.size() ? o.cumulative[m] : NAN, 2);
        csv.endRow();
    }
    return std::move(csv).str();
}

} // namespace gpuadvisor
