#pragma once

#include "core/common/number_format.h"

#include <string>
#include <string_view>

namespace gpuadvisor {

// The report's phrasebook: every heading, label and sentence template in English and Brazilian Portuguese.
// The report's language is the scenario's, not the window's: a Brazilian sales engineer may leave an English
// report with a Portuguese customer's parent company. Templates take {1}, {2}, … (fillPhrase).
struct ReportText {
    // Cover and page furniture
    std::string_view defaultTitle, customer, preparedBy, company, date, catalogAsOf, catalogRevision,
        catalogRevisionUnchanged, currency, horizon, utilisation, months, page, figure, notGiven;
    std::string_view subtitleServing, subtitleBatch, subtitleTraining, billionTokens;
    // The load as the user gave it: concurrent users, users with a think time, or a request rate; with the
    // concurrent sequences it implies on option 1 (Little's law), where there is one.
    std::string_view loadUsers, loadThinkTime, loadRequestRate, loadConcurrency, loadImplied;
    std::string_view pretraining, fullFinetune, loraFinetune, qloraFinetune;
    // Section headings
    std::string_view summary, options, memory, performance, cost, cashView, pnlView, costLines, sensitivity,
        fxBand, compliance, assumptions, rejected, disclaimer, whyRecommended;
    // Executive summary
    std::string_view recommendServing, recommendJob, servingPerformance, trainingPerformance, paysBack,
        neverPaysBack, breakEvenUtilisation, neverCheaper, rentAlwaysOn, noBreakEvenAllRented,
        noBreakEvenNoOwned, noBreakEvenAllBought, complianceClear, complianceControls,
        complianceControlsNoLead, complianceBlocked, mostSensitive, mostSensitiveJob, jobNoBreakEven,
        runnerUp, runnerUpCheaper, estimatedPrice, regionUnconfirmed, noOption, figureTotalHorizon, figureJob,
        figureMonthly, figureBreakEvenMonth, figureBreakEvenUtilisation, figureCompliance, figurePerformance,
        figureTokenCost, apiIntro, apiJobScope, monthValue, notReached, notApplicable;
    // Tables
    std::string_view colRank, colOption, colGpus, colPrecision, colPerformance, colUpfront, colMonthly,
        colTotal, colCompliance, colPerGpu, colCapacity, colWeights, colKvCache, colVerdict, colTtft, colTpot,
        colTokensPerSecond, colUsersPerReplica, colReplicas, colTimeToTrain, colLayout, colScaling, colYear,
        colLine, colSource, colDriver, colLow, colHigh, colFxBand, colFxLow, colFxHigh, colPricedIn,
        colEffect, colFinding, colCitation, colControls, colLeadDays, colValue, colNumber, colUnit, colAsOf,
        colAlternative, colWhyNot, comparisonOnly, comparisonOverBudget, userValue;
    // Captions and notes
    std::string_view costIntro, costIntroJob, jobCostCaption, jobNoYearViews, fxJob, cashCaption, pnlCaption,
        cumulativeCaption, cumulativeBreakEven, utilisationCaption, tornadoCaption, tornadoCaptionJob, fxNone,
        fxCaption, memoryCaption, scalingTrainingCaption, scalingServingCaption, complianceIntro,
        optionStatus, noFindings, assumptionsIntro, rejectedMore, rejectedGroupMore, rejectedNone,
        disclaimerText, scenarioSource, exchangeRate;
    // How sure the performance figures are (issue 40)
    std::string_view performanceAccuracy, accuracyAllGpus, accuracyOutsideGpu, accuracyOutsideGpuTraining,
        accuracyOutsideEngine, accuracyOutsideMoe, accuracyDagger, colAccuracy;
    // The customer's own options and the procurement policy (issue 16)
    std::string_view asked, askedIntro, askedFailed, colCostPerGpuHour, policy, policyIntro, colPolicyRule,
        colPolicyValue, colPolicyBasis, basisScenario, basisRegulated, basisHealth, basisWorkload,
        basisDefault, policyAllTiers, policyAllBut, policyNoMinimum, yes, no, redundancyNone,
        redundancyServers, redundancySites;
};

const ReportText& reportText(Language language);

// Words the engines produce in English that the report shows in its own language (tornado drivers, effects,
// the fit verdict, compliance status); anything unknown is returned as given.
std::string reportWord(std::string_view engineWord, Language language);

} // namespace gpuadvisor
