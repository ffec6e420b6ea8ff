#pragma once

#include "core/common/result.h"
#include "core/compliance/rule_expression.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gpuadvisor {

enum class Effect { Block, Requires, Flag, Info };
std::string_view effectName(Effect effect); // "BLOCK", "REQUIRES", "FLAG", "INFO"

// One catalog rule (table compliance_rules): a machine condition plus what a lawyer reads.
struct ComplianceRule {
    std::string id, jurisdiction, condition, expression;
    Effect effect = Effect::Info;
    std::string messageEn, messagePt, citation, controls;
    bool isLegal = true;  // false: a company policy the user added, never presented as law
    int leadTimeDays = 0; // F-17: time the required controls take before go-live
    // The condition parsed once (compileRule), so that a search evaluating thousands of options does not
    // parse every rule for each; null: parsed when evaluated (and its error reported then).
    std::shared_ptr<const RuleExpression> compiled;
};

// Parses the rule's expression into `compiled`; a condition that does not parse stays uncompiled.
void compileRule(ComplianceRule& rule);

// Who the customer is and what data the workload touches.
struct CustomerProfile {
    std::string organisation = "private"; // organisationKinds() (core/compliance/customer_vocabulary.h)
    std::set<std::string> dataClasses;    // personal, sensitive_health, financial, classified_reservado,
                                          // classified_secreto, classified_ultrassecreto
    std::set<std::string> subjects;       // jurisdictions of the data subjects: BR, EU, PT, DE, US, … (an
                                          // EEA country's subjects are EU subjects too)
    std::string jurisdiction = "BR";      // the customer's own
    bool touchesPix = false, vendorTraining = false, nis2Sector = false, highRiskAi = false,
         sovereignRequested = false, hostsHealthRecords = false;
    std::set<std::string> bcbAgreementCountries; // countries with a BCB convênio (user-maintained list)
};

// Where and how an option runs.
struct OptionSite {
    std::string deployment;           // public_cloud, private_cloud, community_cloud, bare_metal, on_premises
    std::string dcCountry;            // ISO code, "" when unknown
    std::string providerJurisdiction; // parent company's, "" for owned
    bool anpdScc = false, euScc = false, baa = false;
    // The kind of supplier (providers.kind: hyperscaler, neocloud, marketplace, local_cloud, bare_metal_host,
    // colocation, user; "owned" for hardware the customer buys) and the GPU's class (datacenter,
    // workstation, consumer; "" unknown).
    std::string providerKind{}, gpuClass{};
    bool alwaysOn = false; // production service around the clock (serving), not a job or nightly batch
    // How the service is delivered (issue 39): "multi_tenant" (a cloud instance on shared hosts, as cloud
    // list prices are), "dedicated_host" (a whole physical server rented), "owned"; what the supplier holds
    // (providers.certifications, providers.accreditations: "ISO/IEC 27001", "gsi_posto_de_controle", …) and
    // whether its invoice is issued in the buyer's country (an invoicing row, or a supplier of that country).
    std::string tenancy{};
    std::set<std::string> certifications{}, accreditations{};
    bool invoicedLocally = false;
};

struct Finding {
    std::string ruleId;
    Effect effect = Effect::Info;
    std::string messageEn, messagePt, citation, controls;
    bool isLegal = true;
    int leadTimeDays = 0;
};

ComplianceFacts complianceFacts(const CustomerProfile& customer, const OptionSite& site);

// Findings for one option, most severe first. A rule whose condition does not parse is an error naming it.
Result<std::vector<Finding>> evaluateCompliance(const std::vector<ComplianceRule>& rules,
                                                const CustomerProfile& customer, const OptionSite& site);

enum class ComplianceStatus { Allowed, AllowedWithConditions, Blocked };
std::string_view
complianceStatusName(ComplianceStatus status); // "allowed", "allowed_with_conditions", "blocked"

// Overall status of an option: any BLOCK blocks; any REQUIRES sets conditions.
ComplianceStatus overallStatus(const std::vector<Finding>& findings);
std::string_view
complianceStatus(const std::vector<Finding>& findings); // complianceStatusName(overallStatus(…))

} // namespace gpuadvisor
