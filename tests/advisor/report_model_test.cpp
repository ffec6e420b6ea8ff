// What the business case says, built from real studies of the example scenarios: its three headline numbers
// are the engines' numbers, every section is there in the scenario's language, and nothing is invented.
#include "core/present/advice_text.h"
#include "core/present/report_text.h"
#include "core/report/report_model.h"
#include "core/study/run_study.h"

#include "../support/seeded_catalog.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

using namespace gpuadvisor;
using gpuadvisor::testing::exampleScenarioNames;
using gpuadvisor::testing::scenario;
using gpuadvisor::testing::seeded;

namespace {

StudyResult study(const std::string& name) {
    auto result = runStudy(scenario(name), seeded().advisor());
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().message);
    return result.ok() ? *result : StudyResult{};
}

std::vector<std::string> sectionIds(const ReportModel& m) {
    std::vector<std::string> ids;
    for (const ReportSection& s : m.sections)
        ids.push_back(s.id);
    return ids;
}

template <class Block> std::vector<const Block*> blocks(const ReportModel& m, const std::string& section) {
    std::vector<const Block*> out;
    for (const ReportSection& s : m.sections)
        if (s.id == section)
            for (const ReportBlock& b : s.blocks)
                if (const auto* found = std::get_if<Block>(&b))
                    out.push_back(found);
    return out;
}

} // namespace

TEST(ReportModel, EveryExampleHasEverySectionAndTheRecommendersNumbers) {
    const std::vector<std::string> expected{
        "summary", "options",     "why", "memory",     "performance", "cost",   "cash",     "pnl",
        "lines",   "sensitivity", "fx",  "compliance", "assumptions", "policy", "rejected", "disclaimer"};
    for (const std::string& name : exampleScenarioNames()) {
        SCOPED_TRACE(name);
        const StudyResult s = study(name);
        const ReportModel m = buildReportModel(s, {std::nullopt, "2026-12-02", "Acme", "", std::nullopt, ""});
        ASSERT_FALSE(s.recommendations.options.empty());
        // A scenario that names options to compare gets them first, before the tool's own ranking.
        std::vector<std::string> sections = expected;
        if (!s.scenario.cost.options.empty())
            sections.insert(sections.begin() + 1, "asked");
        // Where a hosted API serves the model (or a comparable one), its row follows the cost lines.
        if (!s.recommendations.apis.empty())
            sections.insert(std::find(sections.begin(), sections.end(), "lines") + 1, "api");
        // A job that runs once has no months to add up: no cash nor depreciation view by year.
        if (s.scenario.workload.runsOnce())
            std::erase_if(sections, [](const std::string& id) { return id == "cash" || id == "pnl"; });
        EXPECT_EQ(sectionIds(m), sections);
        const Recommendation& top = s.recommendations.options.front();
        EXPECT_TRUE(m.headline.hasRecommendation);
        EXPECT_DOUBLE_EQ(m.headline.totalCost, top.totalCost);
        EXPECT_DOUBLE_EQ(m.headline.monthlyCost, top.monthlyCost);
        // The first sentence names the option and its cost, written as the report's language writes money.
        const auto summary = blocks<ReportParagraph>(m, "summary");
        ASSERT_FALSE(summary.empty());
        EXPECT_NE(summary.front()->text.find(
                      reportMoney(top.totalCost, s.scenario.constraints.currency, m.language)),
                  std::string::npos)
            << summary.front()->text;
        EXPECT_NE(summary.front()->text.find(optionLabel(top.name, m.language)), std::string::npos);
        // One options row per compared option, which is one per costed option.
        const auto options = blocks<ReportTable>(m, "options");
        ASSERT_EQ(options.size(), 1u);
        EXPECT_EQ(options.front()->rows.size(), s.costs->options.size());
        for (const ReportTable* table : blocks<ReportTable>(m, "cash"))
            for (const auto& row : table->rows)
                EXPECT_EQ(row.size(), table->header.size());
        // The cover lists only what was given (no "—" rows): no customer nor author here, so the company is
        // its own row, not one under "Prepared by".
        const ReportText& words = reportText(m.language);
        for (const ReportFigure& f : m.cover)
            EXPECT_FALSE(f.second.empty() || f.second == words.notGiven) << f.first;
        EXPECT_EQ(m.cover.size(), 6u); // company, date, prices as of, currency, horizon, utilisation
        EXPECT_EQ(m.cover.front(), ReportFigure(std::string(words.company), "Acme"));
        EXPECT_EQ(m.language, *parseReportLanguage(s.scenario.presentation.language));
    }
}

// The chatbot's comparison holds cloud options and an owned HGX node (carried for comparison): the break-even
// month is the engine's crossing of the owned line with the first rented one, and at these prices owning
// never pays back within 36 months.
TEST(ReportModel, BreakEvenIsTheEnginesCrossingOfBuyingAndRenting) {
    const StudyResult s = study("chatbot-70b-200-users.json");
    const ReportModel m = buildReportModel(s, {Language::English, "2026-12-02", "", "", std::nullopt, ""});
    const OptionCost* owned = nullptr;
    for (const OptionCost& c : s.costs->options)
        if (c.capex > 0 && !owned)
            owned = &c;
    ASSERT_NE(owned, nullptr);
    const std::string rented = s.costs->options.front().id;
    EXPECT_EQ(m.headline.breakEvenBetween, owned->id + " / " + rented);
    const auto crossing = std::find_if(owned->breakEven.begin(), owned->breakEven.end(),
                                       [&](const BreakEven& b) { return b.otherId == rented; });
    ASSERT_NE(crossing, owned->breakEven.end());
    EXPECT_EQ(m.headline.breakEvenMonth, crossing->nominalMonth);
    EXPECT_FALSE(m.headline.breakEvenMonth.has_value());
    const auto bullets = blocks<ReportBullets>(m, "summary");
    ASSERT_EQ(bullets.size(), 1u);
    const auto& points = bullets.front()->items;
    EXPECT_TRUE(std::any_of(points.begin(), points.end(), [](const std::string& p) {
        return p.find("does not pay back against renting") != std::string::npos;
    }));
    // Serving is billed around the clock, so there is no utilisation at which owning starts to win.
    EXPECT_TRUE(std::any_of(points.begin(), points.end(), [](const std::string& p) {
        return p.find("no break-even utilisation") != std::string::npos;
    }));
}

// Pre-training runs on hourly cloud nodes; the owned HGX nodes carried for comparison have an F-9 break-even
// utilisation against them, which the summary quotes.
TEST(ReportModel, BreakEvenUtilisationIsTheEnginesF9Figure) {
    // HGX H100 nodes take 36 weeks to arrive (node_types.lead_time_weeks): a 60-day deadline rules them out,
    // a 400-day one leaves 148 days to train.
    Scenario pretrain = scenario("pretrain-7b-1t.json");
    pretrain.workload.deadlineDays = 400;
    const StudyResult s = *runStudy(pretrain, seeded().advisor());
    const ReportModel m = buildReportModel(s, {Language::English, "2026-12-02", "", "", std::nullopt, ""});
    const auto owned = std::find_if(s.costs->options.begin(), s.costs->options.end(),
                                    [](const OptionCost& c) { return c.capex > 0; });
    ASSERT_NE(owned, s.costs->options.end());
    ASSERT_TRUE(owned->breakEvenUtilisation.has_value());
    EXPECT_EQ(m.headline.breakEvenUtilisation, owned->breakEvenUtilisation);
}

TEST(ReportModel, PortugueseReportsSpeakPortuguese) {
    const StudyResult s = study("chatbot-70b-200-users.json"); // presentation.language: pt-BR
    const ReportModel pt = buildReportModel(s, {std::nullopt, "2026-12-02", "", "", std::nullopt, ""});
    EXPECT_EQ(pt.language, Language::PortugueseBrazil);
    EXPECT_EQ(pt.sections.front().heading, "Resumo executivo");
    EXPECT_EQ(pt.pageLabel, "Página {1} de {2}");
    const auto summary = blocks<ReportParagraph>(pt, "summary");
    EXPECT_EQ(summary.front()->text.rfind("Recomendação:", 0), 0u) << summary.front()->text;
    EXPECT_NE(summary.front()->text.find("R$\u00a0"), std::string::npos); // R$ 670.767, Brazilian grouping
    // The language can be overridden: an English report of the same study.
    const ReportModel en = buildReportModel(s, {Language::English, "2026-12-02", "", "", std::nullopt, ""});
    EXPECT_EQ(en.sections.front().heading, "Executive summary");
}

TEST(ReportModel, AssumptionsRegisterListsEveryValueWithItsSource) {
    const StudyResult s = study("br-8xh100-tco.json");
    const ReportModel m = buildReportModel(s, {std::nullopt, "2026-12-02", "", "", std::nullopt, ""});
    const auto tables = blocks<ReportTable>(m, "assumptions");
    ASSERT_EQ(tables.size(), 1u);
    const ReportTable& t = *tables.front();
    // The scenario's inputs, every register entry, and the exchange rates used.
    const std::size_t fx = s.costs ? s.costs->fxUsed.size() : 0;
    EXPECT_GE(t.rows.size(), s.assumptions.size() + fx);
    for (const auto& row : t.rows)
        EXPECT_FALSE(row[3].empty()) << row[0]; // a source on every row
}

// A scenario nothing can serve still makes a report: it says so and lists why each option failed.
TEST(ReportModel, NoOptionStillExplainsWhy) {
    Scenario impossible = scenario("chatbot-70b-200-users.json");
    impossible.constraints.budget = Money{1, "BRL"};
    const auto result = runStudy(impossible, seeded().advisor());
    ASSERT_TRUE(result.ok());
    ASSERT_TRUE(result->recommendations.options.empty());
    const ReportModel m = buildReportModel(*result, {std::nullopt, "2026-12-02", "", "", std::nullopt, ""});
    EXPECT_FALSE(m.headline.hasRecommendation);
    EXPECT_EQ(sectionIds(m),
              (std::vector<std::string>{"summary", "assumptions", "policy", "rejected", "disclaimer"}));
    EXPECT_FALSE(blocks<ReportTable>(m, "rejected").empty());
}

namespace {

// Everything a reader reads, less what the catalog quotes as it holds it: the keys of the assumptions
// register (ids) and the source columns (citations of the publications the figures come from).
std::string allText(const ReportModel& m) {
    const std::string sourceHeader(reportText(m.language).colSource);
    std::string text = m.subtitle + "\n"; // the title is the user's own words
    for (const ReportFigure& f : m.cover)
        text += f.first + "\n" + f.second + "\n";
    for (const ReportSection& s : m.sections) {
        text += s.heading + "\n";
        for (const ReportBlock& b : s.blocks) {
            if (const auto* p = std::get_if<ReportParagraph>(&b))
                text += p->text + "\n";
            else if (const auto* bullets = std::get_if<ReportBullets>(&b))
                for (const auto& item : bullets->items)
                    text += item + "\n";
            else if (const auto* table = std::get_if<ReportTable>(&b)) {
                for (const auto& row : table->rows)
                    for (std::size_t c = 0; c < row.size(); ++c)
                        if (!(c < table->header.size() && table->header[c] == sourceHeader) &&
                            !(s.id == "assumptions" && c == 0))
                            text += row[c] + "\n";
            } else if (const auto* figures = std::get_if<ReportFigures>(&b))
                for (const ReportFigure& f : figures->items)
                    text += f.first + "\n" + f.second + "\n";
        }
    }
    return text;
}

// Every sentence the recommender's facts give in English for this study.
std::vector<std::string> englishAdvice(const StudyResult& s) {
    std::vector<std::string> out;
    for (const auto* list : {&s.recommendations.options, &s.recommendations.alternatives})
        for (const Recommendation& r : *list) {
            for (const Advice& a : r.why)
                out.push_back(adviceText(a, Language::English));
            if (r.name.kind == OptionKind::Owned) // other labels are the provider's own names
                out.push_back(optionLabel(r.name, Language::English));
        }
    for (const RejectedOption& r : s.recommendations.rejected)
        out.push_back(adviceText(r.reason, Language::English));
    for (const Advice& a : s.recommendations.notes)
        out.push_back(adviceText(a, Language::English));
    return out;
}

} // namespace

// A Portuguese report carries none of the recommender's English sentences: reasons, rejections, notes,
// option labels, statuses and cost-line names are phrased by core/present in Portuguese. (Catalog data —
// cost-line names, sources, provider instance types — is quoted as the catalog holds it.)
TEST(ReportModel, PortugueseReportsSayTheRecommendersFactsInPortuguese) {
    const std::vector<std::string> englishMarkers{"fits a ",
                                                  " replica",
                                                  "costs ",
                                                  "the job costs",
                                                  "meets the requirements",
                                                  "over budget",
                                                  "blocked by",
                                                  "compliance: ",
                                                  "step 1:",
                                                  "step 3:",
                                                  "does not fit",
                                                  "allowed with conditions",
                                                  "owned ",
                                                  "unit(s)",
                                                  "energy at PUE", // cost lines
                                                  "maintenance",
                                                  "insurance",
                                                  "monthly rent",
                                                  "compute (",
                                                  "network, storage",
                                                  "import taxes",
                                                  "contracted",
                                                  "fraction of", // units of the assumptions register
                                                  "per year",
                                                  "concurrent users"};
    for (const std::string& name : exampleScenarioNames()) {
        SCOPED_TRACE(name);
        const StudyResult s = study(name);
        const std::string pt = allText(
            buildReportModel(s, {Language::PortugueseBrazil, "2026-12-02", "Acme", "", std::nullopt, ""}));
        const std::string en =
            allText(buildReportModel(s, {Language::English, "2026-12-02", "Acme", "", std::nullopt, ""}));
        std::size_t checked = 0;
        for (const std::string& sentence : englishAdvice(s)) {
            if (sentence.find(' ') == std::string::npos || en.find(sentence) == std::string::npos)
                continue; // a bare id, or a sentence this report does not show
            ++checked;
            EXPECT_EQ(pt.find(sentence), std::string::npos) << sentence;
        }
        EXPECT_GT(checked, 3u);
        for (const std::string& marker : englishMarkers)
            EXPECT_EQ(pt.find(marker), std::string::npos)
                << marker << " in: " << pt.substr(pt.find(marker) > 80 ? pt.find(marker) - 80 : 0, 200);
        const std::string firstReason =
            adviceText(s.recommendations.options.front().why.front(), Language::PortugueseBrazil);
        EXPECT_NE(pt.find(firstReason), std::string::npos) << firstReason;
        EXPECT_TRUE(firstReason.find("cabe numa réplica") != std::string::npos ||
                    firstReason.find("treinam") != std::string::npos);
    }
}

// A price row older than price_max_age_months on the report's date is named in the headline and the summary,
// in the report's language; without a date nothing is judged. (The HGX H100's price is as of 2024-08; the
// bank study is narrowed to buying H100s so that it is the option compared.)
TEST(ReportModel, StalePricesAreNamedOnTheReportsDate) {
    Scenario h100 = scenario("bank-fraud-br.json");
    h100.constraints.gpus = {"h100-sxm"};
    h100.constraints.acquisitions = {"owned"};
    auto result = runStudy(h100, seeded().advisor());
    ASSERT_TRUE(result.ok()) << result.error().message;
    const StudyResult& s = *result;
    const ReportModel dated =
        buildReportModel(s, {Language::English, "2026-12-03", "", "", std::nullopt, ""});
    ASSERT_EQ(dated.headline.stalePrices.size(), 1u);
    EXPECT_EQ(dated.headline.stalePrices.front().months, 28);
    EXPECT_NE(dated.headline.sentences.back().find("Prices older than 12 months:"), std::string::npos);
    EXPECT_NE(dated.headline.sentences.back().find("[owned:hgx-h100-8] (as of 2024-08, 28 months)"),
              std::string::npos);
    const ReportModel pt =
        buildReportModel(s, {Language::PortugueseBrazil, "2026-12-03", "", "", std::nullopt, ""});
    EXPECT_NE(pt.headline.sentences.back().find("Preços com mais de 12 meses"), std::string::npos);
    EXPECT_TRUE(
        buildReportModel(s, {Language::English, "", "", "", std::nullopt, ""}).headline.stalePrices.empty());
}

// Issue 21: alternatives turned down for the same reason share one row (a federal body's foreign clouds read
// once, not 40 times); every alternative is in a row or counted in the closing line.
TEST(ReportModel, RejectedAlternativesAreGroupedByReason) {
    const StudyResult s = study("federal-classified-br.json");
    const ReportModel m = buildReportModel(s, {Language::English, "2026-12-02", "", "", std::nullopt, ""});
    const auto tables = blocks<ReportTable>(m, "rejected");
    ASSERT_EQ(tables.size(), 1u);
    std::set<std::string> reasons;
    std::size_t named = 0;
    const std::regex more("and (\\d+) more for the same reason");
    for (const auto& row : tables.front()->rows) {
        EXPECT_TRUE(reasons.insert(row[1]).second) << "twice: " << row[1];
        std::smatch match;
        for (std::size_t at = row[0].find(" · "); at != std::string::npos; at = row[0].find(" · ", at + 1))
            ++named;
        ++named;
        if (std::regex_search(row[0], match, more))
            named += std::stoul(match[1]) - 1; // the "and N more" item is not a name
    }
    EXPECT_LT(tables.front()->rows.size(), 40u); // 200+ rejected, few reasons
    EXPECT_EQ(named, s.recommendations.rejected.size());
}

// Issue 38: an option 1 priced by the catalog's own estimate (a cost-plus ASSUMPTION row) is named as such in
// the headline — the dashboard's sentences and page 1 of the PDF — in both languages; a listed price is not.
TEST(ReportModel, TheHeadlineNamesAnEstimatedPriceOfOptionOne) {
    int estimated = 0, listed = 0;
    for (const std::string& name : exampleScenarioNames()) {
        const StudyResult s = study(name);
        if (s.recommendations.options.empty())
            continue;
        const Recommendation& top = s.recommendations.options.front();
        for (const Language language : {Language::English, Language::PortugueseBrazil}) {
            const ReportModel m = buildReportModel(s, {language, "2026-12-03", "", "", {}, ""});
            const std::string said =
                fillPhrase(reportText(language).estimatedPrice, {optionLabel(top.name, language)});
            const auto& sentences = m.headline.sentences;
            const bool named = std::find(sentences.begin(), sentences.end(), said) != sentences.end();
            EXPECT_EQ(named, top.priceAssumed) << name << ": " << said;
            EXPECT_EQ(m.headline.estimatedPrice, top.priceAssumed) << name;
            EXPECT_EQ(studyHeadline(s, language, "2026-12-03").sentences, sentences) << name;
        }
        ++(top.priceAssumed ? estimated : listed);
    }
    EXPECT_GT(estimated, 0); // the Brazilian examples lead with cost-plus rows
    EXPECT_GT(listed, 0);
}

// Issue 38: an option 1 whose price list gives every region one price (OCI's, region_confirmed = 0) is named
// in its why and on page 1, with the region to confirm, in both languages. The LoRA study's #1 (a listed
// Nebius offer) with every offer's region unconfirmed, so that the tie band does not reorder them.
TEST(ReportModel, TheHeadlineNamesARegionToConfirmForOptionOne) {
    CostCatalog costs = seeded().costs;
    for (CloudOffer& o : costs.cloudOffers)
        o.regionConfirmed = false;
    const StudyResult s =
        *runStudy(scenario("lora-8b.json"), AdvisorCatalog{seeded().catalog, costs, seeded().rules});
    ASSERT_FALSE(s.recommendations.options.empty());
    const Recommendation& top = s.recommendations.options.front();
    ASSERT_EQ(top.name.kind, OptionKind::Cloud);
    EXPECT_FALSE(top.regionUnconfirmed.empty());
    EXPECT_TRUE(std::any_of(top.why.begin(), top.why.end(), [&](const Advice& a) {
        const auto* f = a.as<fact::RegionUnconfirmed>();
        return f && f->region == top.regionUnconfirmed;
    }));
    for (const Language language : {Language::English, Language::PortugueseBrazil}) {
        const ReportModel m = buildReportModel(s, {language, "2026-12-03", "", "", {}, ""});
        const std::string said = fillPhrase(reportText(language).regionUnconfirmed,
                                            {optionLabel(top.name, language), top.regionUnconfirmed});
        const auto& sentences = m.headline.sentences;
        EXPECT_NE(std::find(sentences.begin(), sentences.end(), said), sentences.end()) << said;
        EXPECT_EQ(m.headline.regionUnconfirmed, top.regionUnconfirmed);
    }
    // The factory catalog's own #1 is not region-unconfirmed: nothing is said.
    const ReportModel factory =
        buildReportModel(study("lora-8b.json"), {Language::English, "2026-12-03", "", "", {}, ""});
    EXPECT_TRUE(factory.headline.regionUnconfirmed.empty());
}

// A rented option's one-off costs (here the compliance controls' first work, issue 39) are expenses of year
// 1 in the P&L view: with nothing to depreciate, the P&L total is the cash total.
TEST(ReportModel, TheProfitAndLossViewKeepsARentedOptionsOneOffCosts) {
    const StudyResult s = study("bank-fraud-br.json");
    ASSERT_EQ(s.recommendations.options.front().acquisition.kind, OptionKind::BareMetal);
    ASSERT_GT(s.recommendations.options.front().conditions.upfront, 0);
    const ReportModel m =
        buildReportModel(s, {Language::English, "2026-12-07", "Acme", "", std::nullopt, ""});
    const auto cash = blocks<ReportTable>(m, "cash"), pnl = blocks<ReportTable>(m, "pnl");
    ASSERT_FALSE(cash.empty());
    ASSERT_FALSE(pnl.empty());
    EXPECT_EQ(cash.front()->rows.front().back(), pnl.front()->rows.front().back());
}

// Issue 40: the report says how sure its performance figures are, beside each option's figures and in words
// under the table, from the same held-out bands the study computed (one per compared option).
TEST(ReportModel, ThePerformanceSectionSaysHowSureItsFiguresAre) {
    const StudyResult s = study("chatbot-70b-200-users.json");
    ASSERT_EQ(s.accuracy.size(), s.recommendations.options.size() + s.recommendations.alternatives.size());
    const AccuracyBand& top = s.accuracy.front();
    ASSERT_GT(top.cases, 0);
    const ReportModel model =
        buildReportModel(s, {Language::English, "2026-12-07", "Acme", "", std::nullopt, ""});
    const std::string en = allText(model);
    bool column = false;
    for (const ReportSection& section : model.sections)
        for (const ReportBlock& block : section.blocks)
            if (const auto* table = std::get_if<ReportTable>(&block); table && section.id == "performance") {
                ASSERT_EQ(table->header.back(), "Expected error");
                EXPECT_EQ(table->rows.front().back().rfind("±", 0), 0u) << table->rows.front().back();
                column = true;
            }
    EXPECT_TRUE(column);
    EXPECT_NE(en.find("were off by ±"), std::string::npos);
    EXPECT_NE(en.find("(" + std::to_string(top.cases) + " cases: " + top.software), std::string::npos);
    const std::string pt = allText(
        buildReportModel(s, {Language::PortugueseBrazil, "2026-12-07", "Acme", "", std::nullopt, ""}));
    EXPECT_NE(pt.find("erraram ±"), std::string::npos);
    EXPECT_EQ(pt.find("were off by"), std::string::npos);
}
