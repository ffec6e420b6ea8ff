// The recommender on the example scenarios and the seeded catalog: answers an infrastructure engineer would
// accept, stated with their numbers, and the same answer every time.
#include "core/advisor/recommender.h"
#include "core/common/number_format.h"
#include "core/present/advice_text.h"
#include "db/sql_connection.h"

#include "../support/seeded_catalog.h"

#include <QSqlQuery>

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpuadvisor;
using gpuadvisor::testing::scenario;
using gpuadvisor::testing::seeded;

namespace {

RecommendationSet run(const Scenario& s, int top = 4) {
    auto result = recommend(s, seeded().advisor(), top);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().message);
    return result.ok() ? *result : RecommendationSet{};
}

bool mentions(const Recommendation& r, const std::string& text) {
    const auto why = adviceTexts(r.why, Language::English);
    return std::any_of(why.begin(), why.end(),
                       [&](const std::string& w) { return w.find(text) != std::string::npos; });
}

} // namespace

TEST(Recommender, ChatbotFor200Users) {
    const auto result = run(scenario("chatbot-70b-200-users.json"));
    ASSERT_FALSE(result.options.empty());
    for (const Recommendation& r : result.options) {
        EXPECT_EQ(r.memoryVerdict, FitVerdict::Fits);
        EXPECT_LE(r.tpotSeconds, 0.050); // the scenario's TPOT target
        // N+1 across servers: with the fullest server lost, the others still hold the 200 users.
        EXPECT_GE(r.nodes, 2) << r.id;
        const int perServer = (r.replicas + r.nodes - 1) / r.nodes;
        EXPECT_GE(r.concurrencyPerReplica * (r.replicas - perServer), 200) << r.id;
        EXPECT_NE(r.compliance, ComplianceStatus::Blocked);
        EXPECT_TRUE(mentions(r, "sequences within the targets"));
        // Personal data of Brazilians: the LGPD baseline (arts. 37, 46) applies wherever it runs (issue 39).
        EXPECT_TRUE(mentions(r, "BR-LGPD-06"));
    }
    // Ranked by cost, except inside the 3 % tie band, where an option may pass a cheaper one and says why.
    for (std::size_t i = 1; i < result.options.size(); ++i)
        EXPECT_LE(result.options[i - 1].totalCost, result.options[i].totalCost * 1.03);
    EXPECT_FALSE(result.pareto.empty());
    EXPECT_FALSE(result.rejected.empty());
}

// docs/cost-model.md §5.1 item 3: with only the chatbot's first option shown (a Brazilian bare-metal lease),
// the cheapest options of the two other ways of paying come along, ranked where they fall, so the cost
// comparison always sets renting against buying.
TEST(Recommender, CarriesTheCheapestOfEachWayOfPayingItLeavesOut) {
    const auto result = run(scenario("chatbot-70b-200-users.json"), 1);
    ASSERT_EQ(result.options.size(), 1u);
    const OptionKind shown = result.options.front().acquisition.kind;
    ASSERT_EQ(result.alternatives.size(), 2u);
    EXPECT_NE(result.alternatives[0].acquisition.kind, result.alternatives[1].acquisition.kind);
    for (const Recommendation& r : result.alternatives)
        EXPECT_NE(r.acquisition.kind, shown) << r.id;
    EXPECT_LT(result.alternatives[0].rank, result.alternatives[1].rank);
    // Ranked below the shown option: dearer, or cheaper by less than the 3 % tie band the shown one won by.
    for (const Recommendation& r : result.alternatives) {
        EXPECT_GT(r.rank, 1);
        EXPECT_GE(r.totalCost * 1.03, result.options.back().totalCost);
    }
    // A scenario that only allows cloud carries nothing else.
    Scenario cloudOnly = scenario("chatbot-70b-200-users.json");
    cloudOnly.constraints.acquisitions = {"cloud"};
    EXPECT_TRUE(run(cloudOnly, 2).alternatives.empty());
}

// A memory assumption edited in the catalog reaches the ranking, as it reaches `fit`: a framework reserve
// 8 GiB larger per GPU shows up, byte for byte, in the first option's per-GPU overhead (or changes the
// option).
TEST(Recommender, EditedMemoryAssumptionsReachTheRanking) {
    gpuadvisor::testing::Seeded edited; // a fresh catalog of its own
    const double reserve = 9.0 * 1073741824.0;
    ASSERT_TRUE(QSqlQuery(sqlConnection(*edited.database))
                    .exec(QString("UPDATE assumptions SET value = %1 WHERE key = 'framework_reserve_bytes'")
                              .arg(reserve, 0, 'f', 0)));
    const db::SqlCatalog catalog = *db::SqlCatalog::load(*edited.database);
    const Scenario s = scenario("chatbot-70b-200-users.json");
    const auto before = run(s);
    const auto after = recommend(s, AdvisorCatalog{catalog, edited.costs, edited.rules}, 4);
    ASSERT_TRUE(after.ok());
    ASSERT_FALSE(before.options.empty() || after->options.empty());
    const Recommendation& was = before.options.front();
    const auto same = std::find_if(after->options.begin(), after->options.end(),
                                   [&](const Recommendation& r) { return r.id == was.id; });
    if (same != after->options.end()) {
        EXPECT_GT(same->perGpu.overhead, was.perGpu.overhead + 7.9 * 1073741824.0);
    } else {
        EXPECT_NE(after->options.front().id, was.id);
    }
}

TEST(Recommender, SevenBillionPretrainingMeetsItsDeadline) {
    const auto result = run(scenario("pretrain-7b-1t.json"));
    ASSERT_FALSE(result.options.empty());
    for (const Recommendation& r : result.options) {
        EXPECT_LE(r.timeSeconds, 60 * 86400.0);
        EXPECT_GE(r.scalingEfficiency, 0.60);              // below 60 % is the wrong shape for multi-node
        EXPECT_GE(r.nodes == 1 ? 8 : r.gpus / r.nodes, 8); // clusters from server-class nodes only
        EXPECT_TRUE(r.decisionStep == 1 || r.decisionStep == 4);
    }
}

TEST(Recommender, LoraOnOneGpuWhenTheDeadlineAllows) {
    const auto result = run(scenario("lora-8b.json"));
    ASSERT_FALSE(result.options.empty());
    const Recommendation& best = result.options.front();
    EXPECT_EQ(best.nodes, 1);
    EXPECT_EQ(best.decisionStep, 1);
    EXPECT_LE(best.timeSeconds, 2 * 86400.0);
    EXPECT_TRUE(mentions(best, "more GPUs would only add cost"));
}

TEST(Recommender, BatchFinishesBeforeItIsDue) {
    const auto result = run(scenario("batch-summarisation.json"));
    ASSERT_FALSE(result.options.empty());
    for (const Recommendation& r : result.options)
        EXPECT_LE(r.timeSeconds, 8 * 3600.0);
}

// Issue 15, done means: a Brazil-only study of a 7B model gets options sized for it, all in Brazil, none
// above the site's rack power (12 kW by default), and at least one that is neither an HGX node nor a rack.
TEST(Recommender, BankDataStaysInBrazil) {
    const auto result = run(scenario("bank-fraud-br.json"));
    ASSERT_FALSE(result.options.empty());
    std::vector<Recommendation> shown = result.options;
    shown.insert(shown.end(), result.alternatives.begin(), result.alternatives.end());
    bool rightSized = false;
    for (const Recommendation& r : shown) {
        EXPECT_EQ(r.name.place, "BR") << r.id;
        EXPECT_NE(r.compliance, ComplianceStatus::Blocked) << r.id;
        if (const NodeType* node = seeded().costs.nodeType(r.acquisition.id); node && node->powerMaxKw) {
            EXPECT_LE(*node->powerMaxKw, 12.0) << r.id;
        }
        rightSized = rightSized || r.gpus <= 4;
    }
    EXPECT_TRUE(rightSized);
    // 1,500-token prompts for 50-token answers: each decode step also prefills 30 prompt tokens per sequence,
    // so an L40S replica of Qwen2.5 7B holds 22 sequences within 30 ms, not the hundreds decode alone would
    // allow; 50 users need 3 replicas, and N+1 across two 4-GPU bare-metal servers runs 6.
    const Recommendation& first = result.options.front();
    EXPECT_EQ(first.gpuId, "l40s");
    EXPECT_EQ(first.acquisition.kind, OptionKind::BareMetal);
    EXPECT_EQ(first.nodes, 2);
    EXPECT_EQ(first.replicas, 6);
    // Brazilian bare-metal prices are cost-plus ASSUMPTION rows: the option says so.
    const auto& why = first.why;
    EXPECT_TRUE(first.priceAssumed);
    EXPECT_TRUE(std::any_of(why.begin(), why.end(),
                            [](const Advice& a) { return a.code() == AdviceCode::PriceAssumed; }));
    EXPECT_EQ(adviceText(fact::PriceAssumed{}, Language::English),
              "the price is an estimate (ASSUMPTION) in the catalog: get a quote before deciding");
    // The same scenario in a US cloud region would need BCB notice and prior authorisation.
    Scenario abroad = scenario("bank-fraud-br.json");
    abroad.constraints.countries.clear();
    abroad.constraints.acquisitions = {"cloud"};
    // With Pix, no cloud instance at all: list prices are for shared hosts, which CMN 5.274/2025 excludes
    // (issue 39), and each rejection names the rule and the delivery model.
    const auto pixCloud = run(abroad);
    EXPECT_TRUE(pixCloud.options.empty());
    const auto pixBlock =
        std::find_if(pixCloud.rejected.begin(), pixCloud.rejected.end(), [](const RejectedOption& r) {
            const auto* rule = r.reason.as<fact::BlockedByRule>();
            return rule && rule->rule == "BR-BCB-03";
        });
    ASSERT_NE(pixBlock, pixCloud.rejected.end());
    EXPECT_NE(adviceText(pixBlock->reason, Language::English).find("multi-tenant"), std::string::npos);
    abroad.customer.touchesPix = false;
    const auto cloud = run(abroad);
    ASSERT_FALSE(cloud.options.empty());
    const auto& findings = cloud.options.front().findings;
    EXPECT_TRUE(std::any_of(findings.begin(), findings.end(),
                            [](const Finding& f) { return f.ruleId == "BR-BCB-02"; }));
}

TEST(Recommender, ClassifiedDataNeverGoesToACloud) {
    Scenario s = scenario("chatbot-70b-200-users.json");
    s.customer.organisation = "br_federal";
    s.customer.dataClasses = {"classified_secreto"};
    const auto result = run(s);
    // IN GSI 8/2025: reserved or secret information only on dedicated physical infrastructure in Brazil,
    // owned or a dedicated bare-metal server there — never a shared public cloud.
    ASSERT_FALSE(result.options.empty());
    for (const Recommendation& r : result.options) {
        EXPECT_NE(r.acquisition.kind, OptionKind::Cloud) << r.id;
        EXPECT_EQ(r.name.place, "BR") << r.id;
    }
    EXPECT_TRUE(std::any_of(result.rejected.begin(), result.rejected.end(), [](const RejectedOption& r) {
        return adviceText(r.reason, Language::English).find("BR-APF-02") != std::string::npos;
    }));
}

TEST(Recommender, Deterministic) {
    const Scenario s = scenario("chatbot-70b-200-users.json");
    const auto a = run(s, 10), b = run(s, 10);
    ASSERT_EQ(a.options.size(), b.options.size());
    for (std::size_t i = 0; i < a.options.size(); ++i) {
        EXPECT_EQ(a.options[i].id, b.options[i].id);
        EXPECT_DOUBLE_EQ(a.options[i].totalCost, b.options[i].totalCost);
    }
}

TEST(Recommender, BudgetAndUnknownModel) {
    Scenario s = scenario("chatbot-70b-200-users.json");
    s.constraints.budget = Money{1, "BRL"};
    const auto broke = run(s);
    EXPECT_TRUE(broke.options.empty());
    EXPECT_FALSE(broke.notes.empty());
    s.workload.model = "llama-9";
    auto unknown = recommend(s, seeded().advisor());
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().field, "workload.model");
}

// Issue 21: with a budget that the cheapest owned option exceeds, buying does not vanish: its cheapest option
// stays as a comparison row marked over budget, ranked after every option within it, and a note says what it
// costs against the budget. Below every option's cost, nothing is ranked and each way of paying says its
// cheapest price.
TEST(Recommender, AWayOfPayingAboveTheBudgetIsShownWithItsCost) {
    Scenario s = scenario("chatbot-70b-200-users.json");
    const auto free = run(s);
    const auto cheapestOf = [](const RecommendationSet& set, OptionKind kind) {
        double best = 0;
        for (const auto* list : {&set.options, &set.alternatives})
            for (const Recommendation& r : *list)
                if (r.acquisition.kind == kind && (best == 0 || r.totalCost < best))
                    best = r.totalCost;
        return best;
    };
    const double owned = cheapestOf(free, OptionKind::Owned);
    const double rented =
        std::max(cheapestOf(free, OptionKind::Cloud), cheapestOf(free, OptionKind::BareMetal));
    ASSERT_GT(owned, rented); // the chatbot's bought option is the dearest way of paying (3 years, BRL)
    s.constraints.budget = Money{(owned + rented) / 2, "BRL"};
    const auto set = run(s);
    ASSERT_FALSE(set.options.empty());
    const auto row =
        std::find_if(set.alternatives.begin(), set.alternatives.end(),
                     [](const Recommendation& r) { return r.acquisition.kind == OptionKind::Owned; });
    ASSERT_NE(row, set.alternatives.end());
    ASSERT_TRUE(row->budget.has_value());
    EXPECT_DOUBLE_EQ(*row->budget, (owned + rented) / 2);
    EXPECT_DOUBLE_EQ(row->totalCost, owned);
    for (const Recommendation& r : set.options) {
        EXPECT_FALSE(r.budget.has_value()) << r.id;
        EXPECT_LT(r.rank, row->rank);
    }
    const auto note = std::find_if(set.notes.begin(), set.notes.end(),
                                   [](const Advice& a) { return a.code() == AdviceCode::KindOverBudget; });
    ASSERT_NE(note, set.notes.end());
    EXPECT_EQ(adviceText(*note, Language::English),
              "no owned (bought) option within the budget: the cheapest, " +
                  optionLabel(row->name, Language::English) + ", " +
                  std::string(precisionName(row->precision)) + ", costs " + formatFixed(owned, 0) +
                  " BRL, above your " + formatFixed((owned + rented) / 2, 0) + " BRL budget");
    // The rejected list names the over-budget ones with what buying costs.
    EXPECT_TRUE(std::any_of(set.rejected.begin(), set.rejected.end(), [&](const RejectedOption& r) {
        return r.id == row->id &&
               adviceText(r.reason, Language::English).find("buying costs") != std::string::npos;
    }));

    s.constraints.budget = Money{1000, "BRL"};
    const auto none = run(s);
    EXPECT_TRUE(none.options.empty());
    EXPECT_TRUE(none.alternatives.empty()); // nothing ranked to compare against: the notes say it all
    EXPECT_EQ(std::count_if(none.notes.begin(), none.notes.end(),
                            [](const Advice& a) { return a.code() == AdviceCode::KindOverBudget; }),
              3);
}

// Every way of paying a scenario allows has a ranked or comparison row, or a note saying why not: for the
// classified federal study, clouds are removed by rule BR-APF-02, and the note says so.
TEST(Recommender, EveryAllowedWayOfPayingHasARowOrAReason) {
    for (const std::string& name : gpuadvisor::testing::exampleScenarioNames()) {
        SCOPED_TRACE(name);
        const Scenario s = scenario(name);
        const auto set = run(s);
        for (const std::string& way : s.constraints.acquisitions) {
            const auto ofKind = [&](const Recommendation& r) {
                return optionKindName(r.acquisition.kind) == way;
            };
            const bool row = std::any_of(set.options.begin(), set.options.end(), ofKind) ||
                             std::any_of(set.alternatives.begin(), set.alternatives.end(), ofKind);
            const bool said = std::any_of(set.notes.begin(), set.notes.end(), [&](const Advice& a) {
                const auto* over = a.as<fact::KindOverBudget>();
                const auto* removed = a.as<fact::KindRemoved>();
                const auto* absent = a.as<fact::KindNotOffered>();
                const auto kind = over      ? over->kind
                                  : removed ? removed->kind
                                  : absent  ? absent->kind
                                            : OptionKind::Hybrid;
                return optionKindName(kind) == way;
            });
            EXPECT_NE(row, said) << way; // one or the other, never both
        }
    }
    const auto federal = run(scenario("federal-classified-br.json"));
    const auto cloud = std::find_if(federal.notes.begin(), federal.notes.end(), [](const Advice& a) {
        return a.as<fact::KindRemoved>() && a.as<fact::KindRemoved>()->kind == OptionKind::Cloud;
    });
    ASSERT_NE(cloud, federal.notes.end());
    const auto& because = cloud->as<fact::KindRemoved>()->because;
    ASSERT_EQ(because.size(), 1u);
    ASSERT_EQ(because.front().code(), AdviceCode::BlockedByRule);
    EXPECT_EQ(because.front().as<fact::BlockedByRule>()->rule, "BR-APF-02");
}

// A node the buyer's racks cannot power is not offered, and the reason says so: the GB200 NVL72 rack draws
// 132 kW (node_types.csv), far above a 12 kW air-cooled colocation rack (site_rack_power_kw, AFCOM 2024);
// the HGX H100 node's 10.2 kW fits. A site that can take 150 kW rejects nothing for power.
TEST(Recommender, NoOwnedNodeAboveTheSitesRackPower) {
    const Scenario s = scenario("bank-fraud-br.json");
    const auto result = run(s);
    ASSERT_FALSE(result.options.empty());
    for (const Recommendation& r : result.options)
        EXPECT_NE(r.acquisition.id, "gb200-nvl72") << r.id;
    const auto rejected =
        std::find_if(result.rejected.begin(), result.rejected.end(), [](const RejectedOption& r) {
            return r.reason.code() == AdviceCode::AboveRackPower &&
                   r.id.find("GB200 NVL72") != std::string::npos;
        });
    ASSERT_NE(rejected, result.rejected.end());
    EXPECT_DOUBLE_EQ(rejected->reason.as<fact::AboveRackPower>()->nodeKw, 132);
    EXPECT_DOUBLE_EQ(rejected->reason.as<fact::AboveRackPower>()->rackLimitKw, 12);
    EXPECT_NE(adviceText(rejected->reason, Language::English).find("more than the 12.0 kW a rack"),
              std::string::npos);

    Scenario bigRacks = s;
    bigRacks.constraints.rackPowerKw = 150;
    const auto roomy = run(bigRacks);
    EXPECT_TRUE(std::none_of(roomy.rejected.begin(), roomy.rejected.end(), [](const RejectedOption& r) {
        return r.reason.code() == AdviceCode::AboveRackPower;
    }));
}

// Issue 17: in every serving example, every ranked option's one-replica throughput over the sequences it
// decodes at the load is 1 / TPOT within 5 %, and the all-replica figure is that times the replicas serving.
TEST(Recommender, EveryServingExampleKeepsThroughputOverSequencesAtOneOverTpot) {
    int checked = 0;
    for (const std::string& name : gpuadvisor::testing::exampleScenarioNames()) {
        const Scenario s = scenario(name);
        if (s.workload.kind != WorkloadKind::Inference)
            continue;
        for (const Recommendation& r : run(s).options) {
            ASSERT_GT(r.tpotSeconds, 0) << name << " " << r.id;
            ASSERT_GT(r.sequencesPerReplica, 0) << name << " " << r.id;
            EXPECT_NEAR(r.throughputPerReplicaTokensPerSecond / r.sequencesPerReplica, 1 / r.tpotSeconds,
                        0.05 / r.tpotSeconds)
                << name << " " << r.id;
            ++checked;
        }
    }
    EXPECT_GE(checked, 10);
}
