#pragma once

#include "core/common/number_format.h"
#include "core/cost/price_age.h"
#include "core/study/run_study.h"

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace gpuadvisor {

// What a report says, in its language, as plain data: sections of paragraphs, bullet lists, tables, key
// figures and chart references. The Qt renderer lays it out (PDF); the CSV writer uses the study itself.
struct ReportParagraph {
    std::string text;
    bool emphasis = false;
};

struct ReportBullets {
    std::vector<std::string> items;
};

struct ReportTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<bool> numeric; // right-aligned columns, one per header cell
    // Share of the page width a column is given, in percent, 0 for "as its text needs": a column of long
    // offer names gets room so that the names break between words, not inside an id.
    std::vector<int> widthPercent;
    std::string caption;
};

enum class ReportChartKind { Memory, Scaling, CumulativeCost, Tornado, Utilisation };

struct ReportChart {
    ReportChartKind kind = ReportChartKind::Memory;
    std::size_t option = 0; // the compared option a per-option chart (tornado) is about
    std::string caption;
};

using ReportFigure = std::pair<std::string, std::string>; // label, value
struct ReportFigures {
    std::vector<ReportFigure> items;
};

using ReportBlock = std::variant<ReportParagraph, ReportBullets, ReportTable, ReportChart, ReportFigures>;

struct ReportSection {
    std::string id;      // stable: "summary", "options", … (tests and the renderer's page breaks use it)
    std::string heading; // in the report's language
    int level = 1;       // 1 section, 2 subsection
    bool newPage = false;
    std::vector<ReportBlock> blocks;
};

// The three numbers of the executive summary (docs/cost-model.md §5.1 item 1), kept as values so tests
// compare them with the engines' results.
struct ReportHeadline {
    bool hasRecommendation = false;
    double totalCost = 0, monthlyCost = 0; // the recommended option, study currency
    std::optional<double> breakEvenMonth;  // buying against renting, where the comparison holds both
    std::optional<double>
        breakEvenUtilisation;     // above it the fixed-cost option is cheaper per useful GPU-hour
    std::string breakEvenBetween; // "owned:… against cloud:…"
    // The headline as sentences: the recommendation, whether buying pays back against renting (month and
    // utilisation), and compliance. The dashboard shows them above the options; the summary opens with them.
    std::vector<std::string> sentences;
    std::vector<StalePrice> stalePrices; // prices older than price_max_age_months on the report's date
    bool estimatedPrice = false;         // option 1's price is a labelled estimate, not a list price or quote
    std::string regionUnconfirmed; // option 1's region, when its list does not show the shape sold there
};

struct ReportOptions {
    std::optional<Language> language; // default: the scenario's presentation.language
    std::string date;                 // ISO date printed on the cover
    std::string company;              // page header; from the settings (GUI) or --company (CLI)
    std::string preparedBy;           // default: the scenario's presentation.author
    // The catalog revision the study read (a rerun "as of" it gives the same figures), and where a team
    // catalog lives (empty for the user's own file).
    std::optional<long long> catalogRevision;
    std::string catalogLocation;
};

struct ReportModel {
    Language language = Language::English;
    std::string title, subtitle;
    std::vector<ReportFigure> cover; // customer, prepared by, date, catalog as of, …
    std::string header;              // on every page beside the logo
    std::string pageLabel;           // "Page {1} of {2}"
    std::string figureLabel;         // "Figure {1}"
    ReportHeadline headline;
    std::vector<ReportSection> sections;
    StudyResult study; // the charts draw from it
};

ReportModel buildReportModel(const StudyResult& study, const ReportOptions& options);

// The executive headline in `language` (ReportHeadline::sentences, one line): the dashboard and the report
// state the same recommendation and the same break-even.
std::string headlineText(const StudyResult& study, Language language, const std::string& today = {});
// The same headline as facts and sentences, built without the rest of the report (the dashboard's path).
ReportHeadline studyHeadline(const StudyResult& study, Language language, const std::string& today = {});

// The assumptions register: the scenario's inputs, every assumption the engines used with its source and
// date, and the exchange rates (the report's "Assumptions" table and the dashboard's tab).
ReportTable assumptionRegister(const StudyResult& study, Language language);
// The options the scenario named (cost.options) with the figures `tco` gives them (empty without any).
ReportTable askedOptionsTable(const StudyResult& study, Language language);
// The procurement policy the ranking applied: each rule, its value and why it has that value.
ReportTable policyRegister(const StudyResult& study, Language language);

// The language a report of `scenario` is written in: the override, else the scenario's, else its buyer's
// (Brazilian Portuguese for a buyer in Brazil, English otherwise).
Language reportLanguageFor(const Scenario& scenario, std::optional<Language> override = std::nullopt);

// Year-by-year sums of a monthly series whose index 0 is the upfront payment: {upfront, year 1, …}.
std::vector<double> yearlyTotals(const std::vector<double>& monthly);

} // namespace gpuadvisor
