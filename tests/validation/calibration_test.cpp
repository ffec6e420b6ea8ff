// The calibration data set (resources/calibration/measurements.json) against the performance engine: the
// held-out half meets issue 19's accuracy goal, the defaults are the fit of the fitting half, refitting one
// family leaves the other's cases alone, and README's accuracy table is the report's own output.
#include "core/model/param_count.h"
#include "core/performance/accuracy_band.h"
#include "core/performance/calibration.h"
#include "core/performance/calibration_fit.h"
#include "core/present/calibration_text.h"
#include "db/catalog_database.h"
#include "db/sql_catalog.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

using namespace gpuadvisor;

namespace {

const db::SqlCatalog& calibrationCatalog() {
    static QTemporaryDir dir;
    static const auto database = db::CatalogDatabase::open(dir.filePath("catalog.sqlite"));
    static const db::SqlCatalog loaded = *db::SqlCatalog::load(*database.value());
    return loaded;
}

const CalibrationSummary& summaryOf(const std::vector<CalibrationSummary>& summaries,
                                    CalibrationFamily family) {
    for (const auto& s : summaries)
        if (s.family == family)
            return s;
    throw std::logic_error("no summary for the family");
}

} // namespace

TEST(Calibration, EveryCaseNamesItsSourceAndRuns) {
    const CalibrationSet& set = builtinCalibrationSet();
    ASSERT_GE(set.cases.size(), 130u);
    int heldOut = 0;
    for (const CalibrationCase& c : set.cases) {
        ASSERT_TRUE(set.sources.count(c.source)) << c.id;
        heldOut += c.split == CalibrationSplit::HeldOut;
    }
    EXPECT_GT(heldOut, 40);
    EXPECT_LT(heldOut, int(set.cases.size()) - 40);
    for (const CalibrationResult& r : evaluateCalibration(set, calibrationCatalog(), PerfAssumptions{}))
        EXPECT_FALSE(r.failure) << r.measured->id << ": " << r.failure->message;
}

// Issue 19, "Done means": median absolute error ≤ 15 % and ≥ 80 % of cases within ±25 % on the held-out half,
// for serving throughput and for training throughput.
TEST(Calibration, HeldOutHalfMeetsTheAccuracyGoal) {
    const CalibrationSet& set = builtinCalibrationSet();
    const auto results =
        evaluateCalibration(set, calibrationCatalog(), PerfAssumptions{}, CalibrationSplit::HeldOut);
    const auto summaries = summariseCalibration(results, set.tolerance);
    ASSERT_EQ(summaries.size(), 2u);
    for (const auto family : {CalibrationFamily::Serving, CalibrationFamily::Training}) {
        const CalibrationSummary& s = summaryOf(summaries, family);
        EXPECT_LE(s.medianAbsoluteError, 0.15) << calibrationFamilyName(family);
        EXPECT_GE(s.shareWithinTolerance, 0.80) << calibrationFamilyName(family);
    }
}

// The defaults are a fit, not a choice: refitting from them lowers the fitting half's loss by under 2 %.
TEST(Calibration, DefaultsAreTheFitOfTheFittingHalf) {
    const CalibrationSet& set = builtinCalibrationSet();
    for (const auto family : {CalibrationFamily::Serving, CalibrationFamily::Training}) {
        const double atDefaults = calibrationLoss(set, calibrationCatalog(), PerfAssumptions{}, family);
        const PerfAssumptions refitted = fitCalibration(set, calibrationCatalog(), PerfAssumptions{}, family);
        const double atRefit = calibrationLoss(set, calibrationCatalog(), refitted, family);
        EXPECT_LE(atRefit, atDefaults) << calibrationFamilyName(family);
        EXPECT_GT(atRefit, 0.98 * atDefaults) << calibrationFamilyName(family);
    }
}

// Refitting one family's curves from a different start (every parameter at 80 % of its default) moves none
// of the other family's published cases: the curves are independent.
TEST(Calibration, RefittingOneFamilyLeavesTheOtherFamilysCasesAlone) {
    const CalibrationSet& set = builtinCalibrationSet();
    const auto before = evaluateCalibration(set, calibrationCatalog(), PerfAssumptions{});
    for (const auto family : {CalibrationFamily::Serving, CalibrationFamily::Training}) {
        PerfAssumptions start;
        for (const FittedParameter& p : calibrationParameters(family))
            start.*p.field *= 0.8;
        const PerfAssumptions refitted = fitCalibration(set, calibrationCatalog(), start, family);
        const auto after = evaluateCalibration(set, calibrationCatalog(), refitted);
        ASSERT_EQ(after.size(), before.size());
        for (std::size_t i = 0; i < after.size(); ++i) {
            if (after[i].measured->family != family) {
                EXPECT_NEAR(after[i].estimate, before[i].estimate, 1e-9 * before[i].estimate)
                    << after[i].measured->id;
            }
        }
    }
}

// README "Accuracy" shows the held-out report as `gpu-advisor-cli calibration --markdown` prints it.
TEST(Calibration, ReadmeAccuracyTableIsTheReportsOutput) {
    std::ifstream file(std::string(GPUADVISOR_SOURCE_DIR) + "/README.md");
    std::stringstream text;
    text << file.rdbuf();
    const std::string readme = text.str();
    const std::string begin = "<!-- calibration --markdown: begin -->\n", end = "<!-- calibration: end -->";
    const auto from = readme.find(begin), to = readme.find(end);
    ASSERT_NE(from, std::string::npos);
    ASSERT_NE(to, std::string::npos);
    const CalibrationSet& set = builtinCalibrationSet();
    const std::string expected = calibrationMarkdown(
        set, evaluateCalibration(set, calibrationCatalog(), PerfAssumptions{}, CalibrationSplit::HeldOut));
    EXPECT_EQ(readme.substr(from + begin.size(), to - from - begin.size()), expected)
        << "regenerate with: gpu-advisor-cli calibration --markdown";
}

// Issue 40, "Done means": per family × GPU × software with at least 5 held-out cases, no group below 70 %
// within ±25 %, and each family at least 85 % overall.
TEST(Calibration, EveryMeasuredGroupMeetsIssue40sGoal) {
    const CalibrationSet& set = builtinCalibrationSet();
    const auto results =
        evaluateCalibration(set, calibrationCatalog(), PerfAssumptions{}, CalibrationSplit::HeldOut);
    std::map<std::string, std::pair<int, int>> groups; // key → (cases, within)
    for (const CalibrationResult& r : results) {
        auto& [cases, within] = groups[std::string(calibrationFamilyName(r.measured->family)) + " " +
                                       r.measured->gpu + " " + caseSoftware(*r.measured)];
        ++cases;
        within += !r.failure && std::abs(r.error) <= set.tolerance;
    }
    int measured = 0;
    for (const auto& [key, counts] : groups) {
        if (counts.first < 5)
            continue;
        ++measured;
        EXPECT_GE(double(counts.second) / counts.first, 0.70) << key;
    }
    EXPECT_GE(measured, 7); // four TensorRT-LLM GPUs, vLLM on MI300X, Megatron-LM on A100, MPT on H100
    for (const CalibrationSummary& s : summariseCalibration(results, set.tolerance))
        EXPECT_GE(s.shareWithinTolerance, 0.85) << calibrationFamilyName(s.family);
}

// Each engine's constants move only its own cases: refitting vLLM's from another start leaves every
// TensorRT-LLM case where it was, and the other way round.
TEST(Calibration, RefittingOneEngineLeavesTheOtherEnginesCasesAlone) {
    const CalibrationSet& set = builtinCalibrationSet();
    const auto before = evaluateCalibration(set, calibrationCatalog(), PerfAssumptions{});
    for (const auto engine : {ServingEngine::Vllm, ServingEngine::TensorRtLlm}) {
        PerfAssumptions other;
        for (const FittedParameter& p : calibrationParameters(CalibrationFamily::Serving))
            if ((std::string(p.key).rfind("vllm_", 0) == 0) == (engine == ServingEngine::Vllm))
                other.*p.field = (p.low + p.high) / 2;
        const auto after = evaluateCalibration(set, calibrationCatalog(), other);
        for (std::size_t i = 0; i < after.size(); ++i) {
            if (after[i].measured->family == CalibrationFamily::Serving &&
                after[i].measured->engine != engine) {
                EXPECT_NEAR(after[i].estimate, before[i].estimate, 1e-9 * before[i].estimate)
                    << after[i].measured->id;
            }
        }
    }
}

// Issue 40: with one set of constants an MI300X came out about 1.3x faster per GPU than an H200 for the same
// model and precision; published, each on its vendor's engine, it is the reverse. Llama 3 70B in FP8 at
// 128/2048 tokens: H200 (TensorRT-LLM, TP1) against MI300X (vLLM, TP8, AMD's table), per GPU. Published
// 4,336 against 1,652 tokens/s, 2.63x; one set of constants gave 1.06x. The estimated ratio is on the same
// side of 1 and within ±35 % of the published one (two estimates, each held to ±25 %, compound: today the
// H200 case is −16 % and the MI300X case +18 %, a ratio of 1.86x, 29 % short).
TEST(Calibration, H200AgainstMi300xPerGpuHasThePublishedSignAndSize) {
    const CalibrationSet& set = builtinCalibrationSet();
    const auto results = evaluateCalibration(set, calibrationCatalog(), PerfAssumptions{});
    const auto perGpu = [&](const std::string& id, bool published) {
        for (const CalibrationResult& r : results)
            if (r.measured->id == id)
                return (published ? r.measured->published : r.estimate) / r.measured->gpus;
        ADD_FAILURE() << "no case " << id;
        return 1.0;
    };
    const std::string h200 = "trtllm-llama-3.3-70b-h200-sxm-tp1pp1-128-2048",
                      mi300x = "vllm-llama-3.1-70b-mi300x-tp8pp1-128-2048";
    const double publishedRatio = perGpu(h200, true) / perGpu(mi300x, true);
    const double estimatedRatio = perGpu(h200, false) / perGpu(mi300x, false);
    EXPECT_GT(publishedRatio, 1.0);
    EXPECT_GT(estimatedRatio, 1.0);
    EXPECT_NEAR(estimatedRatio / publishedRatio, 1.0, 0.35);
}

// Issue 40: every performance answer says how sure it is, from the held-out cases of the same family, GPU and
// engine, and says plainly when it lies outside what was measured.
TEST(Calibration, TheAccuracyBandNamesItsGroupAndWhatWasNotMeasured) {
    const ModelSpec dense = *calibrationCatalog().findModel("llama-3.1-70b");
    const AccuracyBand h100 =
        accuracyBand(calibrationCatalog(), CalibrationFamily::Serving, "h100-sxm", dense, "TensorRT-LLM");
    EXPECT_TRUE(h100.gpuMeasured);
    EXPECT_EQ(h100.cases, 15); // the H100 column's five held-out shapes of three models
    EXPECT_EQ(h100.software, "TensorRT-LLM");
    EXPECT_GT(h100.medianAbsoluteError, 0);
    EXPECT_LT(h100.medianAbsoluteError, 0.15);
    const AccuracyBand vllmOnH100 =
        accuracyBand(calibrationCatalog(), CalibrationFamily::Serving, "h100-sxm", dense, "vLLM");
    EXPECT_FALSE(vllmOnH100.gpuMeasured); // vLLM was measured on MI300X only
    EXPECT_TRUE(vllmOnH100.softwareMeasured);
    EXPECT_EQ(vllmOnH100.cases, 5);
    const AccuracyBand moe = accuracyBand(calibrationCatalog(), CalibrationFamily::Serving, "mi300x",
                                          *calibrationCatalog().findModel("mixtral-8x7b"), "vLLM");
    EXPECT_TRUE(moe.moe);
    EXPECT_TRUE(moe.gpuMeasured);
    const AccuracyBand training =
        accuracyBand(calibrationCatalog(), CalibrationFamily::Training, "l40s", dense);
    EXPECT_FALSE(training.gpuMeasured);
    EXPECT_EQ(training.cases, 14);
    EXPECT_LT(training.medianAbsoluteError, 0.15); // every case ran (a refused one counts as 100 %)
    EXPECT_GT(training.shareWithinTolerance, 0.85);
}

// Batch-1 latency is part of the vLLM fit (AMD's latency table, 70B FP8 on 8 MI300X, 128 in / 2,048 out):
// the held-out batch of 2 and the fitted batches of 1 and 4 each within ±25 %.
TEST(Calibration, BatchLatencyRowsAreWithinTolerance) {
    const CalibrationSet& set = builtinCalibrationSet();
    int rows = 0;
    for (const CalibrationResult& r : evaluateCalibration(set, calibrationCatalog(), PerfAssumptions{})) {
        if (r.measured->batch == 0)
            continue;
        ++rows;
        ASSERT_FALSE(r.failure) << r.measured->id;
        EXPECT_LE(std::abs(r.error), set.tolerance) << r.measured->id;
    }
    EXPECT_EQ(rows, 3);
}

// Issue 40: the Megatron-LM rows were read as gated Llama blocks (1.7B became 2.27B, 1008B 1.345T). Every
// case's architecture now has the parameter count its source prints: within 1 %, or within half a unit of
// the last digit the source prints (Megatron-LM's "1.7" billion stands for 1.65 to 1.75).
TEST(Calibration, EveryCasesParameterCountIsItsSourcesLabel) {
    const CalibrationSet& set = builtinCalibrationSet();
    int checked = 0;
    for (const CalibrationCase& c : set.cases) {
        double stated = c.sourceParameters, tolerance = 0.01 * stated;
        if (c.inlineModel) {
            ASSERT_GT(stated, 0) << c.id << " gives an architecture without its source's parameter count";
            const auto point = c.sourceParametersPrinted.find('.');
            if (point != std::string::npos) {
                const auto decimals = int(c.sourceParametersPrinted.size() - point - 1);
                tolerance = std::max(tolerance, 0.5 * std::pow(10.0, -decimals) * 1e9);
            }
        } else {
            ASSERT_TRUE(set.modelParameters.count(c.modelId))
                << c.id << ": no published count for " << c.modelId;
            stated = set.modelParameters.at(c.modelId);
            tolerance = 0.01 * stated;
        }
        const auto model =
            c.inlineModel ? Result<ModelSpec>(*c.inlineModel) : calibrationCatalog().findModel(c.modelId);
        ASSERT_TRUE(model) << c.id;
        EXPECT_NEAR(double(countParameters(*model).total), stated, tolerance) << c.id;
        ++checked;
    }
    EXPECT_EQ(checked, int(set.cases.size()));
}

TEST(Calibration, ABrokenCaseIsNamedWithItsField) {
    const std::string head = R"({"sources": {"s": {"title": "t", "url": "u", "date": "d", "software": "w",
        "hardware": "h", "conditions": "c"}}, "cases": [)";
    auto unknownSource = parseCalibrationSet(head + R"({"id": "a", "source": "x", "family": "serving",
        "split": "fit", "model": "m", "gpu": "g", "precision": "fp8", "gpus": 1, "published": 1,
        "prompt_tokens": 1, "output_tokens": 1}]})");
    ASSERT_FALSE(unknownSource);
    EXPECT_EQ(unknownSource.error().field, "source");
    auto badSplit = parseCalibrationSet(head + R"({"id": "a", "source": "s", "family": "serving",
        "split": "both", "model": "m", "gpu": "g", "precision": "fp8", "gpus": 1, "published": 1,
        "prompt_tokens": 1, "output_tokens": 1}]})");
    ASSERT_FALSE(badSplit);
    EXPECT_EQ(badSplit.error().field, "split");
    auto missingPublished = parseCalibrationSet(head + R"({"id": "a", "source": "s", "family": "serving",
        "split": "fit", "model": "m", "gpu": "g", "precision": "fp8", "gpus": 1,
        "prompt_tokens": 1, "output_tokens": 1}]})");
    ASSERT_FALSE(missingPublished);
    EXPECT_EQ(missingPublished.error().field, "published");
}
