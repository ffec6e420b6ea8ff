// Issue 37: what a study is and what it says first are decided once. Every figure a front end shows for an
// option — the ranking's total, the comparison's cash flow, the job's cost, the sensitivity sentence's base,
// `tco` on the same selector — is the same number, for every example and with financing set; a study's
// horizon and currency are the ones it names, within the limits declared once.
#include "core/cost/option_selector.h"
#include "core/present/advice_text.h"
#include "core/present/report_text.h"
#include "core/report/report_model.h"
#include "core/scenario/scenario_limits.h"
#include "core/study/cost_question.h"
#include "core/study/run_study.h"

#include "../support/seeded_catalog.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

using namespace gpuadvisor;
using gpuadvisor::testing::exampleScenarioNames;
using gpuadvisor::testing::scenario;
using gpuadvisor::testing::seeded;

namespace {

StudyResult studyOf(const Scenario& s, const AdvisorCatalog& catalog = seeded().advisor()) {
    auto result = runStudy(s, catalog);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().message);
    return result.ok() ? *result : StudyResult{};
}

// Every option the study compares, in the comparison's order: the ranked ones, then the alternatives.
std::vector<Recommendation> compared(const StudyResult& s) {
    std::vector<Recommendation> out = s.recommendations.options;
    out.insert(out.end(), s.recommendations.alternatives.begin(), s.recommendations.alternatives.end());
    return out;
}

// What the cash-flow CSV and the charts read for an option: the job's cost for a job, else the last month of
// the cumulative cash.
double comparisonTotal(const OptionCost& o) {
    return o.jobCost.value_or(o.cumulative.back());
}

void expectEveryOptionAgrees(const StudyResult& s, const std::string& name) {
    ASSERT_TRUE(s.costs.has_value()) << name;
    const auto options = compared(s);
    ASSERT_EQ(s.costs->options.size(), options.size()) << name;
    for (std::size_t i = 0; i < options.size(); ++i) {
        EXPECT_NEAR(comparisonTotal(s.costs->options[i]), options[i].totalCost, 0.005)
            << name << " option " << i << " " << options[i].id;
        EXPECT_EQ(s.costs->options[i].cumulative.size(),
                  std::size_t(s.scenario.constraints.horizonMonths) + 1)
            << name;
    }
}

// The selector `tco --option` takes for a ranked option.
std::string selectorOf(const Recommendation& r) {
    return optionSelectorText(r.acquisition);
}

// What `tco --scenario` answers for the study's file with one selector as its cost.options.
OptionCost tcoOf(Scenario s, const std::string& selector) {
    s.cost.options = {selector};
    const auto question = costQuestion(s, CostAssumptions::fromCatalog(seeded().catalog.assumptions()));
    EXPECT_TRUE(question.ok()) << (question.ok() ? "" : question.error().message);
    if (!question.ok())
        return {};
    const auto answer = answerCostQuestion(*question, seeded().costs, seeded().rules);
    EXPECT_TRUE(answer.ok()) << (answer.ok() ? "" : answer.error().message);
    return answer.ok() ? answer->comparison.options.front() : OptionCost{};
}

} // namespace

TEST(OneDoor, EveryExampleCostsEachOptionAsItWasRanked) {
    for (const std::string& name : exampleScenarioNames()) {
        const StudyResult s = studyOf(scenario(name));
        if (s.recommendations.options.empty())
            continue;
        expectEveryOptionAgrees(s, name);
    }
}

// The search priced owned options in cash while the study financed them: R$ 9,740,858.74 in the ranking and
// R$ 10,158,582.48 at the end of the same option's cash flow. Both now come from costStudyOf.
TEST(OneDoor, FinancingIsPricedTheSameByTheSearchTheStudyAndTco) {
    Scenario s = scenario("chatbot-70b-200-users.json");
    s.constraints.acquisitions = {"owned"};
    s.cost.financingAnnualRate = 0.15;
    s.cost.financingMonths = 36;
    const StudyResult financed = studyOf(s);
    ASSERT_FALSE(financed.recommendations.options.empty());
    expectEveryOptionAgrees(financed, "financed");
    const Recommendation& top = financed.recommendations.options.front();
    ASSERT_GT(financed.costs->options.front().capex, 0);
    // A 15 % loan costs more than cash over its 36 months: the ranking now knows it.
    Scenario cash = s;
    cash.cost.financingAnnualRate.reset();
    const StudyResult paid = studyOf(cash);
    ASSERT_FALSE(paid.recommendations.options.empty());
    EXPECT_GT(top.totalCost, paid.recommendations.options.front().totalCost);

    // `tco --scenario` with option 1's selector prints the same total.
    const OptionCost tco = tcoOf(s, selectorOf(top));
    ASSERT_FALSE(tco.cumulative.empty());
    EXPECT_NEAR(tco.cumulative.back(), top.totalCost, 0.005);
}

// Page 1 of a job said "the job's cost, US$316,728 as estimated" for a US$20 job: the sensitivity base was
// the horizon's NPV. The base, the tornado's price bar and the figure "Cost of the job" are one number.
TEST(OneDoor, AJobsSensitivityReadsAgainstTheJobsCost) {
    int jobs = 0;
    for (const std::string& name : exampleScenarioNames()) {
        const Scenario s = scenario(name);
        if (!s.workload.runsOnce())
            continue;
        const StudyResult result = studyOf(s);
        if (result.recommendations.options.empty())
            continue;
        ++jobs;
        const Recommendation& top = result.recommendations.options.front();
        const OptionCost& cost = result.costs->options.front();
        ASSERT_TRUE(cost.jobCost.has_value()) << name;
        EXPECT_NEAR(*cost.jobCost, top.totalCost, 0.005) << name;
        const auto& bars = result.costs->tornado.front();
        const auto price = std::find_if(bars.begin(), bars.end(), [](const TornadoBar& b) {
            return b.driver == "price and exchange rate";
        });
        ASSERT_NE(price, bars.end()) << name;
        EXPECT_NEAR(price->low, 0.8 * top.totalCost, 0.01) << name;
        EXPECT_NEAR(price->high, 1.2 * top.totalCost, 0.01) << name;

        const ReportModel model = buildReportModel(result, {Language::English, "2026-12-07", "", "", {}, ""});
        const std::string job = reportMoney(top.totalCost, s.constraints.currency, Language::English, 0);
        const std::string prefix = "What could change the answer: the job's cost, " + job + " as estimated";
        bool said = false;
        for (const ReportBlock& block : model.sections.front().blocks)
            if (const auto* bullets = std::get_if<ReportBullets>(&block))
                for (const std::string& item : bullets->items)
                    said |= item.rfind(prefix, 0) == 0;
        EXPECT_TRUE(said) << name << ": no sentence starts \"" << prefix << "\"";

        // `tco --scenario` with the top option's selector prices the same job.
        const OptionCost tco = tcoOf(s, selectorOf(top));
        ASSERT_TRUE(tco.jobCost.has_value()) << name << " " << selectorOf(top);
        EXPECT_NEAR(*tco.jobCost, top.totalCost, 0.005) << name << " " << selectorOf(top);
    }
    EXPECT_EQ(jobs, 3); // the LoRA, pre-training and 7-day bank fine-tune examples
}

// A batch priced by `recommend` at 2,704 cost 26,420 in `tco` on the same selector: the selector dropped the
// job's hours (one-off) and the share of each night the GPUs run (nightly). Every option of both, ranked or
// alternative, now prices the same through its selector.
TEST(OneDoor, TcoPricesEveryBatchOptionAsTheStudyRankedIt) {
    for (const bool recurring : {false, true}) {
        Scenario s = scenario("batch-summarisation.json");
        s.workload.recurring = recurring;
        const StudyResult result = studyOf(s);
        ASSERT_FALSE(result.recommendations.options.empty()) << recurring;
        for (const Recommendation& r : compared(result)) {
            const OptionCost tco = tcoOf(s, selectorOf(r));
            ASSERT_FALSE(tco.cumulative.empty()) << selectorOf(r);
            EXPECT_NEAR(tco.jobCost.value_or(tco.cumulative.back()), r.totalCost, 0.005) << selectorOf(r);
            EXPECT_EQ(tco.jobCost.has_value(), !recurring) << selectorOf(r);
        }
    }
}

// A request rate is reported as a request rate with the concurrency it implies, not as "1 concurrent user".
TEST(OneDoor, ARequestRateIsStatedWithTheConcurrencyItImplies) {
    Scenario s = scenario("chatbot-70b-200-users.json");
    s.workload.requestsPerSecond = 5;
    const StudyResult result = studyOf(s);
    ASSERT_FALSE(result.recommendations.options.empty());
    const Recommendation& top = result.recommendations.options.front();
    // Little's law over the decode phase: sequences decoding at once = arrivals/s × output tokens × TPOT
    // (inference_latency's bisection converges to it; 200 output tokens here).
    const double byHand = 5 * s.workload.outputTokens * top.tpotSeconds;
    EXPECT_NEAR(top.concurrentSequences, byHand, 0.01 * byHand);
    const std::string sequences =
        reportNumber(top.concurrentSequences, top.concurrentSequences < 10 ? 1 : 0, Language::English);
    const ReportModel en = buildReportModel(result, {Language::English, "2026-12-07", "", "", {}, ""});
    EXPECT_NE(en.subtitle.find("5 requests per second, ≈ " + sequences + " concurrent sequences"),
              std::string::npos)
        << en.subtitle;
    EXPECT_EQ(en.subtitle.find("concurrent users"), std::string::npos) << en.subtitle;
    const ReportTable reg = assumptionRegister(result, Language::English);
    const auto row = [&](const std::string& key) {
        return std::find_if(reg.rows.begin(), reg.rows.end(),
                            [&](const auto& r) { return r.front() == key; });
    };
    ASSERT_NE(row("requests_per_second"), reg.rows.end());
    EXPECT_EQ(row("users"), reg.rows.end());
    ASSERT_NE(row("concurrent_sequences"), reg.rows.end());
    const ReportModel pt =
        buildReportModel(result, {Language::PortugueseBrazil, "2026-12-07", "", "", {}, ""});
    EXPECT_NE(pt.subtitle.find("5 requisições por segundo, ≈ "), std::string::npos) << pt.subtitle;
    EXPECT_NE(pt.subtitle.find("sequências simultâneas"), std::string::npos) << pt.subtitle;

    // Users who pause between requests: users, think time and the sequences they keep busy.
    Scenario think = scenario("chatbot-70b-200-users.json");
    think.workload.users = 400;
    think.workload.thinkTimeSeconds = 90;
    const StudyResult paced = studyOf(think);
    ASSERT_FALSE(paced.recommendations.options.empty());
    const ReportModel thinking = buildReportModel(paced, {Language::English, "2026-12-07", "", "", {}, ""});
    EXPECT_NE(thinking.subtitle.find("400 users who pause 90 s between requests, ≈ "), std::string::npos)
        << thinking.subtitle;
    EXPECT_LT(paced.recommendations.options.front().concurrentSequences, 400);
}

// The horizon a file may hold is the one every front end accepts: 180 months is computed as 180, 241 is
// refused naming the limit, and the limit is declared once.
TEST(OneDoor, AHorizonInsideTheLimitsIsKeptAndOneOutsideIsNamed) {
    Scenario s = scenario("chatbot-70b-200-users.json");
    s.constraints.horizonMonths = 180;
    const StudyResult result = studyOf(s);
    ASSERT_TRUE(result.costs.has_value());
    EXPECT_EQ(result.costs->horizonMonths, 180);
    expectEveryOptionAgrees(result, "180 months");
    WhatIf longest, tooLong;
    longest.horizonMonths = 240;
    tooLong.horizonMonths = 241;
    EXPECT_TRUE(runStudy(s, seeded().advisor(), longest).ok());
    const auto refused = runStudy(s, seeded().advisor(), tooLong);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().message, "horizon_months: 241 is out of range (allowed: 1 to 240 months)");
    EXPECT_EQ(limits::horizonMonths.max, 240);
}

// A currency the catalog has a rate for works; one it has none for is refused with the ones it knows.
TEST(OneDoor, AnyCurrencyTheCatalogHasARateForIsAStudyCurrency) {
    Scenario s = scenario("chatbot-70b-200-users.json");
    s.constraints.currency = "GBP";
    const auto refused = runStudy(s, seeded().advisor());
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, "constraints.currency");
    EXPECT_NE(refused.error().message.find("'GBP', which the catalog does not know (allowed: BRL, EUR, USD)"),
              std::string::npos)
        << refused.error().message;

    CostCatalog withPound = seeded().costs;
    // 1 USD = 0.79 GBP: an illustrative rate typed for this test, not a market quote.
    withPound.fxRates.push_back({"USD", "GBP", 0.79, "2026-12-07", "test"});
    EXPECT_EQ(catalogCurrencies(withPound.fxRates), (std::vector<std::string>{"BRL", "EUR", "GBP", "USD"}));
    const AdvisorCatalog catalog{seeded().catalog, withPound, seeded().rules};
    const StudyResult pounds = studyOf(s, catalog);
    ASSERT_FALSE(pounds.recommendations.options.empty());
    EXPECT_EQ(pounds.costs->currency, "GBP");
    EXPECT_EQ(pounds.recommendations.options.front().currency, "GBP");
    expectEveryOptionAgrees(pounds, "GBP");
}

// Every fact the recommender can state is phrased in both languages (issue 37: 14 of the 42 codes appeared in
// any test, and facts crossed into the presenter as positional slots). Each fact is built here with its
// fields filled; both languages must show the mark given beside it (a field the phrase reads), and every kind
// of fact must be built once.
TEST(OneDoor, EveryFactIsPhrasedInBothLanguages) {
    using namespace fact;
    const OptionName vast{OptionKind::Cloud, "vast", "1x-H200", "FR"};
    const NamedOption cheaper{vast, Precision::Int4};
    const std::vector<std::pair<Advice, std::string>> facts = {
        {PriceEdited{"user edit by ana"}, "user edit by ana"},
        {ServingFits{"Llama 3.1 70B", "h200", Precision::Fp8, 2, 90e9, 141e9, 0.5, 37}, "37"},
        {SpareGpus{6, 8}, "6"},
        {BatchReplicas{3, 1234, 7200, 24}, "234"},
        {ServingReplicas{40, 7, 0.031, 0.8, 50.0, 2000.0, 0, 12.5}, "12"},
        {FourBitQuality{}, "4"},
        {DecisionStep{3}, ""},
        {ServingCost{"BRL", 1e6, 36, 12.34}, "36"},
        {TokenCost{"USD", 0.55, 1.75, 0.6}, "75"},
        {TrainingRun{"h100-sxm", 64, 8, 1e12, 86400 * 5, 5.0, 0.42, 0.91}, "h100-sxm"},
        {TrainingLayout{2, 4, 8, 1, "InfiniBand NDR"}, "InfiniBand NDR"},
        {OneUnitMeetsDeadline{}, ""},
        {JobCost{"USD", 20}, "20"},
        {PriceAssumed{}, "ASSUMPTION"},
        {fact::Placement{"EUR", 4, 8, 3, 1, Redundancy::AcrossServers, 2, 5000}, "N+1"},
        {fact::LeadTime{"2027-02-05", 60, 60, 0}, "2027-02-05"},
        {TieBreak{TieCriterion::Precision, cheaper, 0.021, 0.03}, "vast"},
        {fact::Compliance{ComplianceStatus::AllowedWithConditions,
                          {{Effect::Requires, "BR-LGPD-01", "LGPD art. 33"}}},
         "BR-LGPD-01"},
        {NoFitInOneUnit{"rtx-4090", 1}, "rtx-4090"},
        {NoLatencyMeetsTarget{0.25, 3.5}, "250"},
        {EngineRefused{"no bandwidth"}, "no bandwidth"},
        {GpuLacksFigures{"mi300x", Precision::Fp8}, "mi300x"},
        {BlockedByRule{"BR-APF-02", "Decreto 7.845", "no cloud", "sem nuvem"}, "BR-APF-02"},
        {OverBudget{OptionKind::Owned, "BRL", 2e6, 1e6}, "000"},
        {NoMemoryOnGpus{16, SingleInstance{4, true}}, "16"},
        {LowScalingEfficiency{256, 0.41, std::nullopt}, "256"},
        {MissesDeadline{7, 86400 * 9, 32, 0.15, std::nullopt}, "32"},
        {NoLayoutFits{}, ""},
        {AboveRackPower{132, 12}, "132"},
        {CostsMore{"USD", 4321}, "4"},
        {PolicyTier{"marketplace"}, "marketplace"},
        {PolicySla{99.5, 99.9}, "99"},
        {PolicyConsumerGpu{"rtx-4090"}, "rtx-4090"},
        {StartsTooLate{"2027-02-05", 60, 7, 9.5}, "2027-02-05"},
        {ConstraintsFiltered{}, ""},
        {NoConfiguration{}, ""},
        {CostComparisonFailed{"no rate"}, "no rate"},
        {PolicyNoFourBit{}, "4"},
        {KindOverBudget{OptionKind::BareMetal, "BRL", cheaper, 3e6, 1e6}, "vast"},
        {KindRemoved{OptionKind::Cloud, cheaper, 42, {BlockedByRule{"BR-APF-02", "Decreto", "x", "y"}}},
         "BR-APF-02"},
        {KindNotOffered{OptionKind::Owned}, ""},
        {FxRateFarFromCatalog{"EUR", 6.5, 0.8573, "USD→EUR 0.8573 on 2026-11-30"}, "0.8573"},
        {RegionUnconfirmed{"sa-saopaulo-1"}, "sa-saopaulo-1"},
        {DefaultServiceLevel{100.0, 2000.0}, "TTFT"},
    };
    std::set<AdviceCode> built;
    for (const auto& [advice, mark] : facts) {
        const int code = int(advice.code());
        built.insert(advice.code());
        const std::string en = adviceText(advice, Language::English);
        const std::string pt = adviceText(advice, Language::PortugueseBrazil);
        EXPECT_FALSE(en.empty()) << code;
        EXPECT_FALSE(pt.empty()) << code;
        EXPECT_EQ(en.find('{'), std::string::npos) << code << ": " << en;
        EXPECT_EQ(pt.find('{'), std::string::npos) << code << ": " << pt;
        EXPECT_NE(en, pt) << code << " reads the same in both languages: " << en;
        EXPECT_NE(en.find(mark), std::string::npos) << code << ": " << en;
        EXPECT_NE(pt.find(mark), std::string::npos) << code << ": " << pt;
    }
    EXPECT_EQ(int(built.size()), kAdviceCodes);
}

// The dashboard's headline is built without the report's pages; it says what page 1 says, word for word.
TEST(OneDoor, TheDashboardsHeadlineIsPageOnes) {
    for (const std::string& name : exampleScenarioNames()) {
        const StudyResult s = studyOf(scenario(name));
        for (const Language language : {Language::English, Language::PortugueseBrazil}) {
            const ReportModel model = buildReportModel(s, {language, "2026-12-07", "", "", {}, ""});
            const ReportHeadline alone = studyHeadline(s, language, "2026-12-07");
            EXPECT_EQ(alone.sentences, model.headline.sentences) << name;
            EXPECT_EQ(alone.totalCost, model.headline.totalCost) << name;
        }
    }
}
