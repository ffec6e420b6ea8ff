#include "core/report/report_model.h"

#include "core/common/number_format.h"
#include "core/cost/cost_assumptions.h"
#include "core/cost/cost_catalog.h"
#include "core/present/advice_text.h"
#include "core/present/control_text.h"
#include "core/present/cost_text.h"
#include "core/present/recommendation_text.h"
#include "core/present/report_text.h"
#include "core/present/unit_text.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gpuadvisor {

std::vector<double> yearlyTotals(const std::vector<double>& monthly) {
    if (monthly.empty())
        return {};
    std::vector<double> years{monthly.front()};
    for (std::size_t m = 1; m < monthly.size(); ++m) {
        if ((m - 1) % 12 == 0)
            years.push_back(0);
        years.back() += monthly[m];
    }
    return years;
}

namespace {

// A figure a user typed into the catalog is said to be theirs, never a published list's (issue 21).
std::string userValueSource(const std::string& source, const ReportText& t) {
    return isUserEdit(source) ? std::string(t.userValue) + " — " + source : source;
}

// A load figure as typed: whole numbers without decimals, others with one (0.5 requests per second).
std::string loadNumber(double value, Language lang) {
    return reportNumber(value, value == std::round(value) ? 0 : 1, lang);
}

// The concurrent sequences a request rate or users with a think time imply on option 1 (0: none to state).
double impliedSequences(const StudyResult& s) {
    const auto& w = s.scenario.workload;
    if ((!w.requestsPerSecond && !w.thinkTimeSeconds) || s.recommendations.options.empty())
        return 0;
    return s.recommendations.options.front().concurrentSequences;
}

// The serving load as the user gave it (users, users with a think time, or a request rate), with the
// concurrent sequences it implies where there is an option 1 (issue 37: "5 requests per second" was
// reported as "1 concurrent user").
std::string loadText(const StudyResult& s, Language lang, const ReportText& t) {
    const auto& w = s.scenario.workload;
    std::string text =
        w.requestsPerSecond ? fillPhrase(t.loadRequestRate, {loadNumber(*w.requestsPerSecond, lang)})
        : w.thinkTimeSeconds
            ? fillPhrase(t.loadThinkTime, {loadNumber(w.users, lang), loadNumber(*w.thinkTimeSeconds, lang)})
            : fillPhrase(t.loadUsers, {loadNumber(w.users, lang)});
    if (const double sequences = impliedSequences(s); sequences > 0)
        text += fillPhrase(t.loadConcurrency, {reportNumber(sequences, sequences < 10 ? 1 : 0, lang)});
    return text;
}

class ReportBuilder {
  public:
    ReportBuilder(const StudyResult& study, const ReportOptions& options, Language language)
        : s(study), o(options), lang(language), t(reportText(language)),
          currency(study.scenario.constraints.currency) {
        compared = std::vector<const Recommendation*>{};
        for (const Recommendation& r : s.recommendations.options)
            compared.push_back(&r);
        for (const Recommendation& r : s.recommendations.alternatives)
            compared.push_back(&r);
    }

    // The headline alone: what the dashboard shows after every recompute, without the pages around it.
    ReportHeadline headline() {
        summary();
        return std::move(m.headline);
    }

    ReportModel build() {
        m.language = lang;
        m.study = s;
        m.pageLabel = std::string(t.page);
        m.figureLabel = std::string(t.figure);
        cover();
        summary();
        askedSection();
        if (!s.recommendations.options.empty()) {
            optionsSection();
            memorySection();
            performanceSection();
            costSection();
            complianceSection();
        }
        assumptionsSection();
        rejectedSection();
        section("disclaimer", t.disclaimer).blocks.push_back(ReportParagraph{std::string(t.disclaimerText)});
        return std::move(m);
    }

  private:
    const StudyResult& s;
    const ReportOptions& o;
    Language lang;
    const ReportText& t;
    std::string currency;
    std::vector<const Recommendation*> compared; // options then alternatives, like study.costs->options
    ReportModel m;

    std::string money(double amount, int decimals = 0) const {
        return reportMoney(amount, currency, lang, decimals);
    }
    std::string number(double value, int decimals) const { return reportNumber(value, decimals, lang); }
    std::string percent(double fraction, int decimals = 0) const {
        return reportPercent(fraction, lang, decimals);
    }
    std::string fill(std::string_view phrase, const std::vector<std::string>& arguments) const {
        return fillPhrase(phrase, arguments);
    }
    std::string word(std::string_view engineWord) const { return reportWord(engineWord, lang); }
    std::string gb(double bytes) const { return number(bytes / 1e9, 1) + " GB"; }

    bool isJob() const { return s.scenario.workload.runsOnce(); }
    std::string sourceText(const std::string& source) const { return userValueSource(source, t); }
    // Why a way of paying the scenario allows has no row: over budget, removed, or not offered.
    std::vector<std::string> missingWaysOfPaying() const {
        std::vector<std::string> out;
        for (const Advice& note : s.recommendations.notes)
            if (note.code() == AdviceCode::KindOverBudget || note.code() == AdviceCode::KindRemoved ||
                note.code() == AdviceCode::KindNotOffered) {
                std::string text = adviceText(note, lang);
                text[0] = char(std::toupper(static_cast<unsigned char>(text[0])));
                out.push_back(text + ".");
            }
        return out;
    }
    bool isComparisonOnly(std::size_t index) const { return index >= s.recommendations.options.size(); }
    std::string rank(std::size_t index) const {
        return std::to_string(compared[index]->rank) + (isComparisonOnly(index) ? "*" : "");
    }
    std::string label(const Recommendation& r) const { return optionLabel(r.name, lang); }
    std::string countedLabel(std::size_t index) const {
        return label(*compared[index]) + " ×" + std::to_string(compared[index]->acquisition.count);
    }
    // s.costs->options are the compared options, in order.
    std::string costLabel(const OptionCost& c) const {
        const auto index = static_cast<std::size_t>(&c - s.costs->options.data());
        return index < compared.size() ? countedLabel(index) : c.label;
    }
    std::string status(ComplianceStatus compliance) const {
        return std::string(complianceStatusText(compliance, lang));
    }

    ReportSection& section(std::string id, std::string_view heading, int level = 1, bool newPage = false) {
        m.sections.push_back({std::move(id), std::string(heading), level, newPage, {}});
        return m.sections.back();
    }

    std::string tokens(double count) const {
        return fill(t.billionTokens, {number(count / 1e9, count < 1e10 ? 1 : 0)});
    }

    // "±7 %", marked † when the option lies outside what was measured (another GPU or engine, an MoE model).
    std::string accuracyCell(std::size_t option) const {
        if (option >= s.accuracy.size() || s.accuracy[option].cases == 0)
            return std::string(t.notApplicable);
        const AccuracyBand& b = s.accuracy[option];
        return "±" + percent(b.medianAbsoluteError) + (b.gpuMeasured && !b.moe ? "" : " †");
    }

    // The sentences that say how sure option `option`'s performance figures are.
    std::vector<std::string> accuracySentences(std::size_t option) const {
        if (option >= s.accuracy.size() || s.accuracy[option].cases == 0)
            return {};
        const AccuracyBand& b = s.accuracy[option];
        std::vector<std::string> out{fill(
            t.performanceAccuracy, {"±" + percent(b.medianAbsoluteError), std::to_string(b.cases), b.software,
                                    b.gpuMeasured ? b.gpu : std::string(t.accuracyAllGpus)})};
        if (!b.softwareMeasured)
            out.emplace_back(t.accuracyOutsideEngine);
        else if (!b.gpuMeasured)
            out.emplace_back(b.family == CalibrationFamily::Serving ? t.accuracyOutsideGpu
                                                                    : t.accuracyOutsideGpuTraining);
        if (b.moe)
            out.emplace_back(t.accuracyOutsideMoe);
        return out;
    }

    std::string performanceText(const Recommendation& r) const {
        if (s.scenario.workload.kind == WorkloadKind::Inference)
            return number(r.tpotSeconds * 1e3, 0) + " ms/token, " + number(r.throughputTokensPerSecond, 0) +
                   " tok/s";
        return reportDuration(r.timeSeconds, lang);
    }

    void cover() {
        const Scenario& sc = s.scenario;
        m.title = sc.presentation.title.empty() ? std::string(t.defaultTitle) : sc.presentation.title;
        const auto& w = sc.workload;
        switch (w.kind) {
        case WorkloadKind::Inference:
            m.subtitle = fill(t.subtitleServing, {w.model, loadText(s, lang, t), number(w.promptTokens, 0),
                                                  number(w.outputTokens, 0)});
            break;
        case WorkloadKind::BatchInference:
            m.subtitle =
                fill(t.subtitleBatch, {w.model, tokens(w.corpusTokens), number(w.dueHours.value_or(0), 0)});
            break;
        default:
            m.subtitle =
                fill(t.subtitleTraining, {std::string(w.kind == WorkloadKind::Pretrain       ? t.pretraining
                                                      : w.kind == WorkloadKind::FullFinetune ? t.fullFinetune
                                                      : w.kind == WorkloadKind::Lora         ? t.loraFinetune
                                                                                     : t.qloraFinetune),
                                          w.model, tokens(w.tokens)});
        }
        // Only what was given: a cover row reading "—" tells a director nothing.
        const std::string preparedBy = !o.preparedBy.empty() ? o.preparedBy : sc.presentation.author;
        auto addIfGiven = [&](std::string_view label, const std::string& value) {
            if (!value.empty())
                m.cover.push_back({std::string(label), value});
        };
        addIfGiven(t.customer, sc.presentation.customer);
        addIfGiven(t.preparedBy, preparedBy);
        addIfGiven(t.company, o.company);
        addIfGiven(t.date, o.date);
        addIfGiven(t.catalogAsOf, s.catalogAsOf);
        if (o.catalogRevision)
            m.cover.push_back({std::string(t.catalogRevision),
                               (*o.catalogRevision == 0 ? fill(t.catalogRevisionUnchanged, {"0"})
                                                        : std::to_string(*o.catalogRevision)) +
                                   (o.catalogLocation.empty() ? std::string() : " · " + o.catalogLocation)});
        m.cover.push_back({std::string(t.currency), currency});
        m.cover.push_back(
            {std::string(t.horizon), fill(t.months, {std::to_string(sc.constraints.horizonMonths)})});
        // The share of hours the figures were priced at (a job all its hours, a nightly batch its hours a
        // night), so the cover, the headline and the cost section state one number (issue 37).
        m.cover.push_back({std::string(t.utilisation),
                           percent(s.costs ? s.costs->utilisation : sc.constraints.utilisation)});
        m.header = o.company.empty() ? m.title : o.company + " · " + m.title;
    }

    // The pair the break-even month is about (F-11): the first option bought outright against the first one
    // rented (by the hour, or always-on, or bare metal by the month), in ranking order.
    std::pair<const OptionCost*, const OptionCost*> rentAndBuy() const {
        const OptionCost *rent = nullptr, *buy = nullptr;
        if (!s.costs)
            return {nullptr, nullptr};
        for (const OptionCost& c : s.costs->options) {
            if (c.capex > 0 && !buy)
                buy = &c;
            else if (c.capex <= 0 && !rent)
                rent = &c;
        }
        return {rent, buy};
    }

    void summary() {
        ReportSection& sec = section("summary", t.summary); // on the cover page: the answer comes first
        if (s.recommendations.options.empty()) {
            sec.blocks.push_back(ReportParagraph{std::string(t.noOption), true});
            m.headline.sentences = {std::string(t.noOption)};
            if (auto gaps = missingWaysOfPaying(); !gaps.empty())
                sec.blocks.push_back(ReportBullets{gaps});
            return;
        }
        const Recommendation& r = s.recommendations.options.front();
        ReportHeadline& h = m.headline;
        h.hasRecommendation = true;
        h.totalCost = r.totalCost;
        h.monthlyCost = r.monthlyCost;
        const std::string precision = std::string(precisionName(r.precision));
        h.sentences.push_back(
            isJob() ? fill(t.recommendJob, {std::to_string(r.gpus), r.gpuId, precision, label(r),
                                            money(r.totalCost), reportDuration(r.timeSeconds, lang)})
                    : fill(t.recommendServing,
                           {std::to_string(r.gpus), r.gpuId, precision, label(r), money(r.totalCost),
                            std::to_string(s.scenario.constraints.horizonMonths), money(r.monthlyCost)}));
        sec.blocks.push_back(ReportParagraph{h.sentences.front(), true});

        std::vector<std::string> points;
        if (s.scenario.workload.kind == WorkloadKind::Inference)
            points.push_back(
                fill(t.servingPerformance,
                     {loadText(s, lang, t), reportDuration(r.tpotSeconds, lang),
                      reportDuration(r.ttftSeconds, lang), number(r.throughputTokensPerSecond, 0)}));
        else if (isJob())
            points.push_back(
                fill(t.trainingPerformance, {reportDuration(r.timeSeconds, lang),
                                             std::to_string(r.gpus) + (r.gpus == 1 ? " GPU" : " GPUs"),
                                             percent(r.scalingEfficiency)}));
        if (!points.empty())
            for (const std::string& sentence : accuracySentences(0))
                points.back() += " " + sentence;

        const auto [rent, buy] = rentAndBuy();
        std::string monthFigure = std::string(t.notApplicable),
                    utilisationFigure = std::string(t.notApplicable);
        if (rent && buy) {
            h.breakEvenBetween = buy->id + " / " + rent->id;
            for (const BreakEven& b : buy->breakEven)
                if (b.otherId == rent->id && !isJob())
                    h.breakEvenMonth = b.nominalMonth;
            const std::string horizon = std::to_string(s.scenario.constraints.horizonMonths);
            if (isJob()) {
                // A one-off job holds an option for its hours: no month in which buying overtakes renting.
                points.push_back(std::string(t.jobNoBreakEven));
                h.sentences.push_back(points.back());
            } else if (h.breakEvenMonth) {
                points.push_back(fill(
                    t.paysBack, {costLabel(*buy), costLabel(*rent), number(*h.breakEvenMonth, 1), horizon}));
                h.sentences.push_back(points.back());
                monthFigure = fill(t.monthValue, {number(*h.breakEvenMonth, 1)});
            } else {
                points.push_back(fill(t.neverPaysBack, {costLabel(*buy), costLabel(*rent), horizon}));
                h.sentences.push_back(points.back());
                monthFigure = std::string(t.notReached);
            }
            // F-9 is against pay-per-use hours: with every rented option billed around the clock (serving),
            // utilisation does not move the rent and there is no break-even utilisation.
            h.breakEvenUtilisation = buy->breakEvenUtilisation;
            const bool payPerUse = std::any_of(s.costs->options.begin(), s.costs->options.end(),
                                               [](const OptionCost& c) { return c.hourlyPricePerGpu > 0; });
            if (h.breakEvenUtilisation && *h.breakEvenUtilisation <= 1) {
                points.push_back(fill(t.breakEvenUtilisation,
                                      {percent(*h.breakEvenUtilisation), percent(s.costs->utilisation)}));
                h.sentences.push_back(points.back());
                utilisationFigure = percent(*h.breakEvenUtilisation);
            } else if (payPerUse) {
                points.push_back(std::string(t.neverCheaper));
                utilisationFigure = h.breakEvenUtilisation ? "> 100 %" : std::string(t.notApplicable);
            } else {
                points.push_back(std::string(t.rentAlwaysOn));
            }
        } else if (s.costs) {
            const auto& ways = s.scenario.constraints.acquisitions;
            const bool mayBuy = std::find(ways.begin(), ways.end(), "owned") != ways.end();
            points.push_back(std::string(buy      ? t.noBreakEvenAllBought
                                         : mayBuy ? t.noBreakEvenNoOwned
                                                  : t.noBreakEvenAllRented));
        }

        int controls = 0, leadDays = 0;
        for (const Finding& f : r.findings)
            if (f.effect == Effect::Requires) {
                ++controls;
                leadDays = std::max(leadDays, f.leadTimeDays);
            }
        points.push_back(
            r.compliance == ComplianceStatus::Allowed   ? std::string(t.complianceClear)
            : r.compliance == ComplianceStatus::Blocked ? std::string(t.complianceBlocked)
            : leadDays > 0 ? fill(t.complianceControls, {std::to_string(controls), std::to_string(leadDays)})
                           : fill(t.complianceControlsNoLead, {std::to_string(controls)}));
        h.sentences.push_back(points.back());
        if (!o.date.empty()) { // prices older than the catalog's limit, on the report's date
            const double limit = CostAssumptions::fromCatalog(s.assumptions).priceMaxAgeMonths;
            h.stalePrices = staleRecommendedPrices(s.recommendations, o.date, limit, lang);
            if (!h.stalePrices.empty()) {
                points.push_back(stalePricesText(h.stalePrices, limit, lang));
                h.sentences.push_back(points.back());
            }
        }
        // Issue 38: six of the eleven examples led with a cost-plus estimate and page 1 did not say so.
        h.estimatedPrice = r.priceAssumed;
        if (h.estimatedPrice) {
            points.push_back(fill(t.estimatedPrice, {label(r)}));
            h.sentences.push_back(points.back());
        }
        h.regionUnconfirmed = r.regionUnconfirmed;
        if (!h.regionUnconfirmed.empty()) {
            points.push_back(fill(t.regionUnconfirmed, {label(r), h.regionUnconfirmed}));
            h.sentences.push_back(points.back());
        }

        if (s.costs && !s.costs->tornado.empty() && !s.costs->tornado.front().empty()) {
            const TornadoBar& widest = s.costs->tornado.front().front();
            points.push_back(
                fill(isJob() ? t.mostSensitiveJob : t.mostSensitive,
                     {word(widest.driver), money(std::min(widest.low, widest.high)),
                      money(std::max(widest.low, widest.high)), std::to_string(s.costs->horizonMonths),
                      money(sensitivityFigure(s.costs->options.front()))})); // so ±20 % reads against it
        }
        if (s.recommendations.options.size() > 1) {
            const Recommendation& next = s.recommendations.options[1];
            const double more = r.totalCost > 0 ? next.totalCost / r.totalCost - 1 : 0;
            points.push_back(fill(more < 0 ? t.runnerUpCheaper : t.runnerUp,
                                  {label(next), money(next.totalCost), percent(std::fabs(more))}));
        }
        sec.blocks.push_back(ReportBullets{points});

        ReportFigures figures;
        figures.items.push_back(
            {isJob() ? std::string(t.figureJob)
                     : fill(t.figureTotalHorizon, {std::to_string(s.scenario.constraints.horizonMonths)}),
             money(r.totalCost)});
        if (!isJob())
            figures.items.push_back({std::string(t.figureMonthly), money(r.monthlyCost)});
        figures.items.push_back({std::string(t.figureBreakEvenMonth), monthFigure});
        figures.items.push_back({std::string(t.figureBreakEvenUtilisation), utilisationFigure});
        figures.items.push_back({std::string(t.figurePerformance), performanceText(r)});
        if (r.costPerMillionTokens > 0)
            figures.items.push_back(
                {std::string(t.figureTokenCost),
                 money(r.costPerMillionTokens, 2) + "; " + money(r.costPerMillionOutputTokens, 2)});
        figures.items.push_back({std::string(t.figureCompliance), status(r.compliance)});
        sec.blocks.push_back(figures);
    }

    // The customer's own options first (issue 16): the figures `tco` gives for them, with their status.
    void askedSection() {
        if (!s.asked && s.askedError.empty())
            return;
        ReportSection& sec = section("asked", t.asked, 1, true);
        if (!s.asked) {
            sec.blocks.push_back(ReportParagraph{fill(t.askedFailed, {s.askedError})});
            return;
        }
        sec.blocks.push_back(ReportParagraph{std::string(t.askedIntro)});
        sec.blocks.push_back(askedOptionsTable(s, lang));
    }

    void optionsSection() {
        // The customer's own options, where asked, are a short table: the ranking follows on their page.
        const bool askedBefore = s.asked || !s.askedError.empty();
        ReportSection& sec = section("options", t.options, 1, !askedBefore);
        ReportTable table;
        table.header = {std::string(t.colRank),        std::string(t.colOption),
                        std::string(t.colGpus),        std::string(t.colPrecision),
                        std::string(t.colPerformance), std::string(t.colUpfront),
                        std::string(t.colMonthly),     std::string(isJob() ? t.figureJob : t.colTotal),
                        std::string(t.colCompliance)};
        table.numeric = {true, false, false, false, false, true, true, true, false};
        table.widthPercent = {0, 27, 0, 0, 0, 0, 0, 0, 0};
        for (std::size_t i = 0; i < compared.size(); ++i) {
            const Recommendation& r = *compared[i];
            table.rows.push_back({rank(i), label(r), std::to_string(r.gpus) + " × " + r.gpuId,
                                  std::string(precisionName(r.precision)), performanceText(r),
                                  money(r.upfrontCost), money(r.monthlyCost),
                                  money(r.totalCost) + (r.budget ? " †" : ""), status(r.compliance)});
        }
        if (!s.recommendations.alternatives.empty())
            table.caption = std::string(t.comparisonOnly);
        if (s.scenario.constraints.budget)
            for (const Recommendation& r : s.recommendations.alternatives)
                if (r.budget) {
                    table.caption += " " + fill(t.comparisonOverBudget, {money(*r.budget)});
                    break;
                }
        sec.blocks.push_back(table);
        for (const std::string& gap : missingWaysOfPaying())
            sec.blocks.push_back(ReportParagraph{gap});
        const Recommendation& best = s.recommendations.options.front();
        ReportSection& why = section("why", t.whyRecommended, 2);
        why.blocks.push_back(ReportBullets{adviceTexts(best.why, lang)});
    }

    void memorySection() {
        ReportSection& sec = section("memory", t.memory);
        sec.blocks.push_back(ReportChart{ReportChartKind::Memory, 0, std::string(t.memoryCaption)});
        ReportTable table;
        table.header = {std::string(t.colRank),    std::string(t.colGpus),   std::string(t.colWeights),
                        std::string(t.colKvCache), std::string(t.colPerGpu), std::string(t.colCapacity),
                        std::string(t.colVerdict)};
        table.numeric = {true, false, true, true, true, true, false};
        for (std::size_t i = 0; i < compared.size(); ++i) {
            const Recommendation& r = *compared[i];
            table.rows.push_back({rank(i),
                                  std::to_string(r.gpus) + " × " + r.gpuId + " (" +
                                      std::string(precisionName(r.precision)) + ")",
                                  gb(r.perGpu.weights), gb(r.perGpu.kvCache), gb(r.perGpu.total()),
                                  gb(r.perGpu.capacity), std::string(fitVerdictText(r.memoryVerdict, lang))});
        }
        sec.blocks.push_back(table);
    }

    void performanceSection() {
        ReportSection& sec = section("performance", t.performance);
        ReportTable table;
        if (isJob()) {
            table.header = {std::string(t.colRank),        std::string(t.colGpus),
                            std::string(t.colTimeToTrain), std::string(t.colLayout),
                            std::string(t.colScaling),     std::string(t.colAccuracy)};
            table.numeric = {true, false, true, false, true, true};
            for (std::size_t i = 0; i < compared.size(); ++i) {
                const Recommendation& r = *compared[i];
                table.rows.push_back({rank(i), std::to_string(r.gpus) + " × " + r.gpuId,
                                      reportDuration(r.timeSeconds, lang),
                                      std::to_string(r.layout.tp) + " × " + std::to_string(r.layout.pp) +
                                          " × " + std::to_string(r.layout.dp),
                                      percent(r.scalingEfficiency), accuracyCell(i)});
            }
        } else {
            const bool batch = s.scenario.workload.kind == WorkloadKind::BatchInference;
            table.header = {std::string(t.colRank),
                            std::string(t.colGpus),
                            std::string(batch ? t.colTimeToTrain : t.colTtft),
                            std::string(t.colTpot),
                            std::string(t.colTokensPerSecond),
                            std::string(t.colUsersPerReplica),
                            std::string(t.colReplicas),
                            std::string(t.colAccuracy)};
            table.numeric = {true, false, true, true, true, true, true, true};
            for (std::size_t i = 0; i < compared.size(); ++i) {
                const Recommendation& r = *compared[i];
                table.rows.push_back(
                    {rank(i), std::to_string(r.gpus) + " × " + r.gpuId,
                     reportDuration(batch ? r.timeSeconds : r.ttftSeconds, lang),
                     reportDuration(r.tpotSeconds, lang), number(r.throughputTokensPerSecond, 0),
                     std::to_string(r.concurrencyPerReplica), std::to_string(r.replicas), accuracyCell(i)});
            }
        }
        sec.blocks.push_back(table);
        // What the column means, and where the † figures extrapolate.
        for (const std::string& sentence : accuracySentences(0))
            sec.blocks.push_back(ReportParagraph{sentence, false});
        for (std::size_t i = 0; i < compared.size(); ++i)
            if (accuracyCell(i).find("†") != std::string::npos) {
                sec.blocks.push_back(ReportParagraph{std::string(t.accuracyDagger), false});
                break;
            }
        if (!s.scaling.points.empty()) {
            const int last = s.scaling.points.back().gpus;
            sec.blocks.push_back(
                ReportChart{ReportChartKind::Scaling, 0,
                            isJob() ? fill(t.scalingTrainingCaption,
                                           {s.scaling.gpuId, std::to_string(last),
                                            std::to_string(s.scaling.gpusPerNode), s.scaling.fabric})
                                    : fill(t.scalingServingCaption, {s.scaling.gpuId})});
        }
    }

    std::vector<std::string> yearHeader(std::size_t years, bool withUpfront) const {
        std::vector<std::string> header{std::string(t.colRank), std::string(t.colOption)};
        if (withUpfront)
            header.push_back(std::string(t.colUpfront));
        for (std::size_t y = 1; y < years; ++y)
            header.push_back(fill(t.colYear, {std::to_string(y)}));
        header.push_back(std::string(t.colTotal));
        return header;
    }

    ReportTable yearTable(bool cash) const {
        ReportTable table;
        std::size_t years = 0;
        for (const OptionCost& c : s.costs->options)
            years = std::max(years, yearlyTotals(c.monthly).size());
        table.header = yearHeader(years, cash);
        table.numeric.assign(table.header.size(), true);
        table.numeric[1] = false;
        for (std::size_t i = 0; i < s.costs->options.size() && i < compared.size(); ++i) {
            const OptionCost& c = s.costs->options[i];
            std::vector<double> totals = yearlyTotals(cash ? c.monthly : c.monthlyExpense);
            // The P&L has no upfront column: a one-off expense that is not capitalised (a setup fee, the
            // compliance controls' first work) is an expense of year 1.
            if (!cash && totals.size() > 1) {
                totals[1] += totals[0];
                totals[0] = 0;
            }
            std::vector<std::string> row{rank(i), countedLabel(i)};
            double sum = 0;
            for (std::size_t y = cash ? 0 : 1; y < totals.size(); ++y) {
                row.push_back(money(totals[y]));
                sum += totals[y];
            }
            row.push_back(money(sum));
            table.rows.push_back(std::move(row));
        }
        return table;
    }

    void costSection() {
        if (!s.costs)
            return;
        const CostComparison& c = *s.costs;
        ReportSection& sec = section("cost", t.cost, 1, true);
        std::string fx;
        for (const std::string& used : c.fxUsed)
            fx += (fx.empty() ? "" : "; ") + used;
        const std::string asOf = s.catalogAsOf.empty() ? std::string(t.notGiven) : s.catalogAsOf;
        const std::string rates = fx.empty() ? std::string(t.notGiven) : fx;
        if (isJob()) {
            // A job runs once: its cost is the options table's, and there are no months to add up.
            sec.blocks.push_back(ReportParagraph{fill(t.costIntroJob, {currency, asOf, rates})});
            sec.blocks.push_back(
                ReportChart{ReportChartKind::CumulativeCost, 0, std::string(t.jobCostCaption)});
            sec.blocks.push_back(ReportParagraph{std::string(t.jobNoYearViews)});
        } else {
            sec.blocks.push_back(ReportParagraph{fill(t.costIntro, {currency, std::to_string(c.horizonMonths),
                                                                    percent(c.utilisation), asOf, rates})});
            bool breakEvenShown = false;
            for (const OptionCost& option : c.options)
                for (const BreakEven& b : option.breakEven)
                    breakEvenShown = breakEvenShown || paysBack(b);
            sec.blocks.push_back(ReportChart{ReportChartKind::CumulativeCost, 0,
                                             std::string(t.cumulativeCaption) +
                                                 (breakEvenShown ? std::string(t.cumulativeBreakEven) : "")});

            ReportSection& cash = section("cash", t.cashView, 2);
            ReportTable cashTable = yearTable(true);
            cashTable.caption = std::string(t.cashCaption);
            cash.blocks.push_back(cashTable);

            ReportSection& pnl = section("pnl", t.pnlView, 2);
            ReportTable pnlTable = yearTable(false);
            const CostAssumptions assumed = CostAssumptions::fromCatalog(s.assumptions);
            pnlTable.caption = fill(t.pnlCaption, {number(assumed.depreciationYears, 0)});
            pnl.blocks.push_back(pnlTable);
        }

        ReportSection& lines = section("lines", t.costLines, 2);
        ReportTable linesTable;
        linesTable.header = {std::string(t.colLine), std::string(t.colUpfront), std::string(t.colMonthly),
                             std::string(t.colSource)};
        linesTable.numeric = {false, true, true, false};
        for (const CostLine& line : c.options.front().lines)
            linesTable.rows.push_back({costLineName(line, lang), money(line.upfront), money(line.monthly),
                                       sourceText(line.source)});
        lines.blocks.push_back(linesTable);
        apiSection();

        ReportSection& sensitivity = section("sensitivity", t.sensitivity, 2);
        sensitivity.blocks.push_back(ReportChart{
            ReportChartKind::Tornado, 0, std::string(isJob() ? t.tornadoCaptionJob : t.tornadoCaption)});
        if (!c.tornado.empty()) {
            ReportTable tornado;
            tornado.header = {std::string(t.colDriver), std::string(t.colLow), std::string(t.colHigh)};
            tornado.numeric = {false, true, true};
            for (const TornadoBar& bar : c.tornado.front())
                tornado.rows.push_back({word(bar.driver), money(bar.low), money(bar.high)});
            sensitivity.blocks.push_back(tornado);
        }
        sensitivity.blocks.push_back(
            ReportChart{ReportChartKind::Utilisation, 0, std::string(t.utilisationCaption)});

        ReportSection& fxSection = section("fx", t.fxBand, 2);
        if (isJob()) { // paid when it runs: no horizon for the rate to drift over
            fxSection.blocks.push_back(
                ReportParagraph{fx.empty() ? fill(t.fxNone, {currency}) : fill(t.fxJob, {rates})});
            return;
        }
        ReportTable band;
        band.header = {std::string(t.colRank),  std::string(t.colOption), std::string(t.colPricedIn),
                       std::string(t.colTotal), std::string(t.colFxBand), std::string(t.colFxLow),
                       std::string(t.colFxHigh)};
        band.numeric = {true, false, false, true, true, true, true};
        for (std::size_t i = 0; i < c.options.size() && i < compared.size(); ++i) {
            const OptionCost& option = c.options[i];
            if (option.fxLow && option.fxHigh)
                band.rows.push_back({rank(i), countedLabel(i), option.nativeCurrency,
                                     money(option.cumulative.back()),
                                     "±" + percent(option.fxBand * option.fxExposedShare, 1),
                                     money(*option.fxLow), money(*option.fxHigh)});
        }
        if (band.rows.empty()) {
            fxSection.blocks.push_back(ReportParagraph{fill(t.fxNone, {currency})});
        } else {
            band.caption = std::string(t.fxCaption);
            fxSection.blocks.push_back(band);
        }
    }

    // Calling a hosted API instead (issue 17): option 1's tokens at each API's published price.
    void apiSection() {
        if (s.recommendations.apis.empty() || s.recommendations.options.empty())
            return;
        const Recommendation& first = s.recommendations.options.front();
        ReportSection& sec = section("api", apiAlternativesHeading(lang), 2);
        const std::string scope =
            isJob() ? std::string(t.apiJobScope)
                    : fill(t.months, {std::to_string(s.scenario.constraints.horizonMonths)}) + ", " +
                          percent(s.scenario.constraints.utilisation);
        sec.blocks.push_back(ReportParagraph{
            fill(t.apiIntro, {tokens(first.promptTokens), tokens(first.outputTokens), scope})});
        ReportBullets list;
        for (const ApiAlternative& api : s.recommendations.apis)
            list.items.push_back(apiAlternativeText(api, currency, lang));
        sec.blocks.push_back(list);
    }

    // Options that meet the same rules share one table: a director reads each finding once, with the options
    // it concerns listed above it.
    void complianceSection() {
        ReportSection& sec = section("compliance", t.compliance, 1, true);
        sec.blocks.push_back(ReportParagraph{std::string(t.complianceIntro)});
        const bool pt = lang == Language::PortugueseBrazil;
        auto key = [](const Recommendation& r) {
            std::string k;
            for (const Finding& f : r.findings)
                k += f.ruleId + "/" + std::string(effectName(f.effect)) + ";";
            return k;
        };
        std::vector<bool> done(compared.size(), false);
        for (std::size_t i = 0; i < compared.size(); ++i) {
            if (done[i])
                continue;
            const Recommendation& r = *compared[i];
            std::vector<std::string> options;
            for (std::size_t j = i; j < compared.size(); ++j)
                if (!done[j] && key(*compared[j]) == key(r)) {
                    done[j] = true;
                    options.push_back("#" + rank(j) + " " + label(*compared[j]));
                }
            sec.blocks.push_back(ReportParagraph{fill(t.optionStatus, {status(r.compliance)}), true});
            sec.blocks.push_back(ReportBullets{options});
            if (r.findings.empty()) {
                sec.blocks.push_back(ReportParagraph{std::string(t.noFindings)});
                continue;
            }
            ReportTable table;
            table.header = {std::string(t.colEffect), std::string(t.colFinding), std::string(t.colCitation),
                            std::string(t.colControls), std::string(t.colLeadDays)};
            table.numeric = {false, false, false, false, true};
            for (const Finding& f : r.findings)
                table.rows.push_back(
                    {word(effectName(f.effect)), pt && !f.messagePt.empty() ? f.messagePt : f.messageEn,
                     f.citation,
                     f.controls.empty() ? std::string(t.notGiven) : controlsText(f.controls, lang),
                     f.leadTimeDays > 0 ? std::to_string(f.leadTimeDays) : std::string(t.notGiven)});
            sec.blocks.push_back(table);
        }
    }

    // Enough decimals for four significant digits (5e-06 s stays 0.000005, not 0.0000); whole numbers bare.
    void assumptionsSection() {
        ReportSection& sec = section("assumptions", t.assumptions, 1, true);
        sec.blocks.push_back(ReportParagraph{std::string(t.assumptionsIntro)});
        sec.blocks.push_back(assumptionRegister(s, lang));
        ReportSection& policy = section("policy", t.policy, 2);
        policy.blocks.push_back(ReportParagraph{std::string(t.policyIntro)});
        policy.blocks.push_back(policyRegister(s, lang));
    }

    void rejectedSection() {
        constexpr std::size_t kShown = 40; // the rest is one CLI call away; a director reads the first ones
        ReportSection& sec = section("rejected", t.rejected, 1, true);
        const auto& rejected = s.recommendations.rejected;
        if (rejected.empty()) {
            sec.blocks.push_back(ReportParagraph{std::string(t.rejectedNone)});
            return;
        }
        // Alternatives turned down for the same reason share a row: a federal body's 230 foreign-cloud rows
        // read once, with a few of their names, not 40 times.
        constexpr std::size_t kNamesPerReason = 5;
        struct Group {
            std::string reason;
            std::vector<std::string> names;
        };
        std::vector<Group> groups;
        for (const RejectedOption& r : rejected) {
            std::string reason = adviceText(r.reason, lang);
            auto same = std::find_if(groups.begin(), groups.end(),
                                     [&](const Group& g) { return g.reason == reason; });
            if (same == groups.end())
                same = groups.insert(groups.end(), Group{std::move(reason), {}});
            same->names.push_back(rejectedLabel(r, lang));
        }
        ReportTable table;
        table.header = {std::string(t.colAlternative), std::string(t.colWhyNot)};
        table.numeric = {false, false};
        std::size_t shownAlternatives = 0;
        for (std::size_t g = 0; g < groups.size() && g < kShown; ++g) {
            const Group& group = groups[g];
            std::string names;
            for (std::size_t i = 0; i < group.names.size() && i < kNamesPerReason; ++i)
                names += (i ? " · " : "") + group.names[i]; // "·": a label may hold a ";"
            if (group.names.size() > kNamesPerReason)
                names +=
                    " · " + fill(t.rejectedGroupMore, {std::to_string(group.names.size() - kNamesPerReason)});
            table.rows.push_back({names, group.reason});
            shownAlternatives += group.names.size();
        }
        sec.blocks.push_back(table);
        if (rejected.size() > shownAlternatives)
            sec.blocks.push_back(
                ReportParagraph{fill(t.rejectedMore, {std::to_string(rejected.size() - shownAlternatives)})});
    }
};

} // namespace

Language reportLanguageFor(const Scenario& scenario, std::optional<Language> override) {
    if (override)
        return *override;
    // A study that names no language is written for its buyer: Brazilian Portuguese for a Brazilian one.
    if (scenario.presentation.language.empty())
        return scenario.constraints.country == "BR" ? Language::PortugueseBrazil : Language::English;
    const auto parsed = parseReportLanguage(scenario.presentation.language);
    return parsed ? *parsed : Language::English;
}

ReportTable askedOptionsTable(const StudyResult& s, Language lang) {
    const ReportText& t = reportText(lang);
    ReportTable table;
    table.header = {std::string(t.colOption),    std::string(t.colGpus),  std::string(t.colUpfront),
                    std::string(t.colMonthly),   std::string(t.colTotal), std::string(t.colCostPerGpuHour),
                    std::string(t.colCompliance)};
    table.numeric = {false, true, true, true, true, true, false};
    if (!s.asked)
        return table;
    const CostComparison& c = s.asked->comparison;
    for (std::size_t i = 0; i < c.options.size(); ++i) {
        const OptionCost& o = c.options[i];
        table.rows.push_back({optionLabel(o.name, lang) + " × " + std::to_string(o.nodes) + " [" + o.id + "]",
                              std::to_string(o.gpus), reportMoney(o.monthly.front(), c.currency, lang),
                              reportMoney(typicalMonth(o), c.currency, lang),
                              reportMoney(o.cumulative.back(), c.currency, lang),
                              reportMoney(o.costPerUsefulGpuHour, c.currency, lang, 2),
                              std::string(complianceStatusText(overallStatus(s.asked->findings[i]), lang))});
    }
    return table;
}

ReportTable policyRegister(const StudyResult& s, Language lang) {
    const ReportText& t = reportText(lang);
    const ProcurementPolicy& p = s.policy.policy;
    // The shorter way to say it: the kinds allowed, or every kind but those left out.
    std::string tiers, excluded;
    for (std::string_view tier : supplierTierIds())
        if (std::find(p.supplierTiers.begin(), p.supplierTiers.end(), tier) == p.supplierTiers.end())
            excluded += (excluded.empty() ? "" : ", ") + supplierTierText(tier, lang);
    for (const std::string& tier : p.supplierTiers)
        tiers += (tiers.empty() ? "" : ", ") + supplierTierText(tier, lang);
    if (!p.supplierTiers.empty() && excluded.size() < tiers.size())
        tiers = fillPhrase(t.policyAllBut, {excluded});
    const std::string_view redundancy = p.redundancy == Redundancy::AcrossServers ? t.redundancyServers
                                        : p.redundancy == Redundancy::AcrossSites ? t.redundancySites
                                                                                  : t.redundancyNone;
    const std::vector<std::string> values{tiers.empty() ? std::string(t.policyAllTiers) : tiers,
                                          p.minSlaPercent > 0 ? reportNumber(p.minSlaPercent, 2, lang) + " %"
                                                              : std::string(t.policyNoMinimum),
                                          std::string(p.consumerGpus ? t.yes : t.no),
                                          std::string(p.fourBitWeights ? t.yes : t.no),
                                          std::string(redundancy),
                                          reportNumber(p.deadlineMargin * 100, 0, lang) + " %"};
    ReportTable table;
    table.header = {std::string(t.colPolicyRule), std::string(t.colPolicyValue),
                    std::string(t.colPolicyBasis)};
    table.numeric = {false, false, false};
    for (std::size_t i = 0; i < s.policy.fields.size() && i < values.size(); ++i) {
        const PolicyBasis basis = s.policy.fields[i].basis;
        table.rows.push_back({s.policy.fields[i].key, values[i],
                              std::string(basis == PolicyBasis::Scenario        ? t.basisScenario
                                          : basis == PolicyBasis::RegulatedData ? t.basisRegulated
                                          : basis == PolicyBasis::HealthData    ? t.basisHealth
                                          : basis == PolicyBasis::Workload      ? t.basisWorkload
                                                                                : t.basisDefault)});
    }
    return table;
}

ReportTable assumptionRegister(const StudyResult& s, Language lang) {
    const ReportText& t = reportText(lang);
    // Enough significant digits to read a register value back, grouped as the language writes numbers.
    auto plainNumber = [lang](double value) {
        const double magnitude = std::fabs(value);
        if (value == std::round(value) || magnitude >= 1000)
            return reportNumber(value, 0, lang);
        const int decimals = std::clamp(3 - int(std::floor(std::log10(magnitude))), 1, 9);
        return reportNumber(value, decimals, lang);
    };
    ReportTable table;
    table.header = {std::string(t.colValue), std::string(t.colNumber), std::string(t.colUnit),
                    std::string(t.colSource), std::string(t.colAsOf)};
    table.numeric = {false, true, false, false, false};
    const Scenario& sc = s.scenario;
    const std::string source(t.scenarioSource);
    auto input = [&](std::string key, double value, std::string unit) {
        table.rows.push_back(
            {std::move(key), plainNumber(value), unitText(unit, lang), source, std::string(t.notGiven)});
    };
    input("horizon_months", sc.constraints.horizonMonths, "months");
    input("utilisation", sc.constraints.utilisation, "fraction");
    if (sc.workload.kind == WorkloadKind::Inference) {
        if (sc.workload.requestsPerSecond) {
            input("requests_per_second", *sc.workload.requestsPerSecond, "requests per second");
        } else if (sc.workload.thinkTimeSeconds) {
            input("users", sc.workload.users, "users");
            input("think_time", *sc.workload.thinkTimeSeconds, "seconds");
        } else {
            input("users", sc.workload.users, "concurrent users");
        }
        if (const double sequences = impliedSequences(s); sequences > 0)
            table.rows.push_back({"concurrent_sequences", plainNumber(sequences),
                                  unitText("concurrent sequences", lang), std::string(t.loadImplied),
                                  std::string(t.notGiven)});
        input("prompt_tokens", sc.workload.promptTokens, "tokens");
        input("output_tokens", sc.workload.outputTokens, "tokens");
        // A target the study left out is the default interactive service level (issue 39), named as such.
        auto target = [&](const char* key, const std::optional<double>& given, const char* fallback) {
            if (given) {
                input(key, *given, "ms");
                return;
            }
            for (const Assumption& a : s.assumptions)
                if (a.key == fallback)
                    table.rows.push_back({key, plainNumber(a.value), unitText("ms", lang),
                                          a.key + ": " + userValueSource(a.source, t),
                                          a.asOf.empty() ? std::string(t.notGiven) : a.asOf});
        };
        target("tpot_target", sc.workload.tpotTargetMs, "interactive_tpot_target_ms");
        target("ttft_target", sc.workload.ttftTargetMs, "interactive_ttft_target_ms");
    } else if (sc.workload.kind == WorkloadKind::BatchInference) {
        input("corpus_tokens", sc.workload.corpusTokens, "tokens");
        if (sc.workload.dueHours)
            input("due_hours", *sc.workload.dueHours, "h");
    } else {
        input("tokens", sc.workload.tokens, "tokens");
        input("sequence_length", sc.workload.sequenceLength, "tokens");
    }
    for (const Assumption& a : s.assumptions)
        table.rows.push_back({a.key, plainNumber(a.value), unitText(a.unit, lang),
                              userValueSource(a.source, t),
                              a.asOf.empty() ? std::string(t.notGiven) : a.asOf});
    if (s.costs)
        for (const std::string& fx : s.costs->fxUsed)
            table.rows.push_back(
                {std::string(t.exchangeRate), std::string(t.notGiven), "", fx, std::string(t.notGiven)});
    return table;
}

ReportHeadline studyHeadline(const StudyResult& study, Language language, const std::string& today) {
    return ReportBuilder(study, {language, today, "", "", std::nullopt, ""}, language).headline();
}

std::string headlineText(const StudyResult& study, Language language, const std::string& today) {
    std::string text;
    for (const std::string& sentence : studyHeadline(study, language, today).sentences)
        text += (text.empty() ? "" : " ") + sentence;
    return text;
}

ReportModel buildReportModel(const StudyResult& study, const ReportOptions& options) {
    return ReportBuilder(study, options, reportLanguageFor(study.scenario, options.language)).build();
}

} // namespace gpuadvisor
