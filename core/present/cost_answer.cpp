#include "core/present/cost_answer.h"

#include "core/common/number_format.h"
#include "core/present/advice_text.h"
#include "core/present/cost_text.h"
#include "core/present/fit_json.h"
#include "core/present/recommendation_json.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpuadvisor {

nlohmann::json costAnswerJson(const CostAnswer& answer, const std::vector<Assumption>& assumptionList) {
    const CostComparison& comparison = answer.comparison;
    nlohmann::json options = nlohmann::json::array();
    for (std::size_t i = 0; i < comparison.options.size(); ++i) {
        const OptionCost& o = comparison.options[i];
        nlohmann::json monthly = nlohmann::json::array(), cumulative = nlohmann::json::array();
        for (std::size_t m = 0; m < o.monthly.size(); ++m) {
            monthly.push_back(moneyJson(o.monthly[m], comparison.currency));
            cumulative.push_back(moneyJson(o.cumulative[m], comparison.currency));
        }
        nlohmann::json breakEven = nlohmann::json::object();
        for (const BreakEven& b : o.breakEven)
            breakEven[b.otherId] = {
                {"month", b.nominalMonth ? nlohmann::json(*b.nominalMonth) : nlohmann::json(nullptr)},
                {"discounted_month",
                 b.discountedMonth ? nlohmann::json(*b.discountedMonth) : nlohmann::json(nullptr)}};
        nlohmann::json lines = nlohmann::json::array();
        for (const CostLine& l : o.lines)
            lines.push_back({{"name", costLineName(l, Language::English)},
                             {"kind", costLineKey(l.kind)},
                             {"upfront", moneyJson(l.upfront, comparison.currency)},
                             {"monthly", moneyJson(l.monthly, comparison.currency)},
                             {"source", l.source}});
        nlohmann::json sweep = nlohmann::json::array();
        for (const UtilisationPoint& p : comparison.sweep[i])
            sweep.push_back(
                {{"utilisation", p.utilisation},
                 {"npv", moneyJson(p.npv, comparison.currency)},
                 {"cost_per_useful_gpu_hour", moneyJson(p.costPerUsefulGpuHour, comparison.currency)}});
        nlohmann::json tornado = nlohmann::json::array();
        for (const TornadoBar& b : comparison.tornado[i])
            tornado.push_back({{"driver", b.driver},
                               {"low", moneyJson(b.low, comparison.currency)},
                               {"high", moneyJson(b.high, comparison.currency)}});
        const AttributeTexts attributes = attributeTexts(o, comparison.currency, Language::English);
        options.push_back(
            {{"id", o.id},
             {"label", o.label},
             {"kind", optionKindName(o.selection.kind)},
             {"gpus", o.gpus},
             {"nodes", o.nodes},
             {"country", o.country},
             {"native_currency", o.nativeCurrency},
             {"monthly", monthly},
             {"cumulative", cumulative},
             {"npv", moneyJson(o.npv, comparison.currency)},
             {"equivalent_annual_cost", moneyJson(o.eac, comparison.currency)},
             {"goodput", o.goodput},
             {"job_cost", o.jobCost ? moneyJson(*o.jobCost, comparison.currency) : nlohmann::json(nullptr)},
             {"cost_per_useful_gpu_hour", moneyJson(o.costPerUsefulGpuHour, comparison.currency)},
             {"break_even", breakEven},
             {"break_even_utilisation",
              o.breakEvenUtilisation ? nlohmann::json(*o.breakEvenUtilisation) : nlohmann::json(nullptr)},
             {"lines", lines},
             {"compliance", complianceStatus(answer.findings[i])},
             {"findings", findingsJson(answer.findings[i])},
             {"attributes",
              {{"lead_time", attributes.leadTime},
               {"elasticity", attributes.elasticity},
               {"root_access", attributes.rootAccess},
               {"nvlink", attributes.nvlink},
               {"egress_exposure", attributes.egressExposure},
               {"fx_exposure", attributes.fxExposure}}},
             {"fx_band", o.fxLow ? nlohmann::json{{"low", moneyJson(*o.fxLow, comparison.currency)},
                                                  {"high", moneyJson(*o.fxHigh, comparison.currency)},
                                                  {"fraction", o.fxBand},
                                                  {"exposed_share", o.fxExposedShare}}
                                 : nlohmann::json(nullptr)},
             {"utilisation_sweep", sweep},
             {"sensitivity", tornado},
             {"notes", costNoteTexts(o, comparison.currency, Language::English)}});
    }
    const nlohmann::json assumptions = assumptionsJson(assumptionList);
    return {{"currency", comparison.currency},       {"horizon_months", comparison.horizonMonths},
            {"utilisation", comparison.utilisation}, {"options", options},
            {"exchange_rates", comparison.fxUsed},   {"assumptions", assumptions}};
}

std::string costAnswerText(const CostAnswer& answer) {
    const CostComparison& result = answer.comparison;
    const auto& findings = answer.findings;
    std::string out = "Study: " + std::to_string(result.horizonMonths) + " months in " + result.currency +
                      ", utilisation " + formatPercent(result.utilisation) + "\n\n";
    // Side by side first: one column per option.
    auto rowText = [&](const std::string& label, const std::function<std::string(std::size_t)>& cell) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%-28s", label.c_str());
        std::string line = buffer;
        for (std::size_t i = 0; i < result.options.size(); ++i) {
            std::snprintf(buffer, sizeof buffer, "%-34s", cell(i).c_str());
            line += buffer;
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        return line + "\n";
    };
    const auto& opts = result.options;
    out += rowText("", [&](std::size_t i) { return opts[i].id.substr(0, 33); });
    out += rowText("GPUs", [&](std::size_t i) { return std::to_string(opts[i].gpus); });
    out += rowText("upfront", [&](std::size_t i) { return formatFixed(opts[i].monthly[0], 0); });
    out += rowText("per month", [&](std::size_t i) { return formatFixed(typicalMonth(opts[i]), 0); });
    out += rowText("total over horizon",
                   [&](std::size_t i) { return formatFixed(opts[i].cumulative.back(), 0); });
    out += rowText("NPV", [&](std::size_t i) { return formatFixed(opts[i].npv, 0); });
    out += rowText("per useful GPU-hour",
                   [&](std::size_t i) { return formatFixed(opts[i].costPerUsefulGpuHour, 2); });
    out += rowText("same at 30 % utilisation", [&](std::size_t i) {
        for (const UtilisationPoint& p : result.sweep[i])
            if (std::fabs(p.utilisation - 0.3) < 1e-9)
                return formatFixed(p.costPerUsefulGpuHour, 2);
        return std::string("-");
    });
    out += rowText("break-even utilisation", [&](std::size_t i) {
        return opts[i].breakEvenUtilisation ? formatPercent(*opts[i].breakEvenUtilisation) : std::string("-");
    });
    if (std::any_of(opts.begin(), opts.end(), [](const OptionCost& o) { return o.jobCost.has_value(); }))
        out += rowText("one-off job", [&](std::size_t i) {
            return opts[i].jobCost ? formatFixed(*opts[i].jobCost, 0) : "-";
        });
    out += rowText("compliance", [&](std::size_t i) {
        return std::string(complianceStatusText(overallStatus(findings[i]), Language::English));
    });
    out += rowText("lead time", [&](std::size_t i) {
        return attributeTexts(opts[i], result.currency, Language::English).leadTime;
    });
    out += rowText("NVLink", [&](std::size_t i) {
        return attributeTexts(opts[i], result.currency, Language::English).nvlink.substr(0, 33);
    });
    out += "\n";
    for (std::size_t i = 0; i < result.options.size(); ++i) {
        const OptionCost& o = result.options[i];
        out += "[" + o.id + "] " + o.label + " — " + std::to_string(o.gpus) + " GPUs\n";
        out += "  upfront " + formatFixed(o.monthly[0], 0) + ", then " + formatFixed(typicalMonth(o), 0) +
               " " + result.currency + "/month; total " + formatFixed(o.cumulative.back(), 0) + ", NPV " +
               formatFixed(o.npv, 0) + "; " + formatFixed(o.costPerUsefulGpuHour, 2) +
               " per useful GPU-hour\n";
        for (const BreakEven& b : o.breakEven)
            out += "  vs " + b.otherId + ": " +
                   (paysBack(b)      ? "pays for itself after month " + formatFixed(*b.nominalMonth, 1)
                    : b.nominalMonth ? std::string("cheaper from the start")
                                     : std::string("never cheaper within the horizon")) +
                   "\n";
        if (o.breakEvenUtilisation)
            out += "  break-even utilisation " + formatPercent(*o.breakEvenUtilisation) + "\n";
        for (const UtilisationPoint& p : result.sweep[i])
            if (std::fabs(p.utilisation - 0.3) < 1e-9)
                out += "  at 30 % utilisation: " + formatFixed(p.costPerUsefulGpuHour, 2) +
                       " per useful GPU-hour, NPV " + formatFixed(p.npv, 0) + "\n";
        if (o.fxLow)
            out += "  exchange-rate band (±" + formatPercent(o.fxBand) +
                   " = 1σ of the rate's history × √years, on the " + formatPercent(o.fxExposedShare) +
                   " priced in " + o.nativeCurrency + "): " + formatFixed(*o.fxLow, 0) + " – " +
                   formatFixed(*o.fxHigh, 0) + "\n";
        out += "  compliance: " +
               std::string(complianceStatusText(overallStatus(findings[i]), Language::English)) + "\n";
        for (const Finding& f : findings[i])
            out += "    " + std::string(effectName(f.effect)) + " " + f.ruleId + ": " + f.messageEn + " [" +
                   f.citation + "]" + (f.isLegal ? "" : " (company policy, not law)") + "\n";
        out += "\n";
    }
    out += "Exchange rates: ";
    for (const auto& used : result.fxUsed)
        out += used + "; ";
    out += "\n";
    return out;
}

} // namespace gpuadvisor
