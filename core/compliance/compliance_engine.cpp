#include "core/compliance/compliance_engine.h"

#include "core/compliance/customer_vocabulary.h"

#include <algorithm>
#include <array>

namespace gpuadvisor {

std::string_view effectName(Effect effect) {
    switch (effect) {
    case Effect::Block:
        return "BLOCK";
    case Effect::Requires:
        return "REQUIRES";
    case Effect::Flag:
        return "FLAG";
    case Effect::Info:
        return "INFO";
    }
    return "INFO";
}

namespace {

// Countries with an EU adequacy decision (GDPR art. 45; European Commission list). The United States is
// adequate only for DPF-certified importers, which the catalog does not record, so it is not listed here.
bool adequateForEu(const std::string& country) {
    static constexpr std::array adequate{"AD", "AR", "CA", "FO", "GG", "IL", "IM",
                                         "JP", "JE", "NZ", "KR", "CH", "GB", "UY"};
    return isEeaCountry(country) || std::find(adequate.begin(), adequate.end(), country) != adequate.end();
}

} // namespace

ComplianceFacts complianceFacts(const CustomerProfile& c, const OptionSite& s) {
    ComplianceFacts f;
    f.text = {{"org", c.organisation},      {"deployment", s.deployment},
              {"dc_country", s.dcCountry},  {"provider_parent", s.providerJurisdiction},
              {"customer", c.jurisdiction}, {"provider_kind", s.providerKind},
              {"gpu_class", s.gpuClass},    {"tenancy", s.tenancy}};
    std::set<std::string> data = c.dataClasses;
    if (data.count("sensitive_health") || data.count("financial"))
        data.insert("personal"); // health and financial records are personal data too
    // Subjects in any EEA country are EU data subjects (GDPR art. 3): the rules test 'EU' once.
    std::set<std::string> subjects = c.subjects;
    if (std::any_of(c.subjects.begin(), c.subjects.end(), isEeaCountry))
        subjects.insert("EU");
    f.sets = {{"data", data},
              {"subjects", subjects},
              {"certifications", s.certifications},
              {"accreditations", s.accreditations}};
    // Any third-party hosting counts as cloud for the rules that speak of "nuvem"; conservative.
    const bool cloud = s.deployment != "on_premises";
    f.flags = {{"is_cloud", cloud},
               {"dc_in_br", s.dcCountry == "BR"},
               {"dc_in_eea", isEeaCountry(s.dcCountry)},
               {"customer_in_eea", isEeaCountry(c.jurisdiction) || c.jurisdiction == "EU"},
               {"invoiced_locally", s.invoicedLocally},
               {"dc_adequate_for_eu", adequateForEu(s.dcCountry)},
               {"offers_anpd_scc", s.anpdScc},
               {"offers_eu_scc", s.euScc},
               {"offers_baa", s.baa},
               {"touches_pix", c.touchesPix},
               {"vendor_training", c.vendorTraining},
               {"nis2_sector", c.nis2Sector},
               {"high_risk_ai", c.highRiskAi},
               {"sovereign_requested", c.sovereignRequested},
               {"dc_bcb_agreement", c.bcbAgreementCountries.count(s.dcCountry) > 0},
               {"hosts_health_records", c.hostsHealthRecords},
               {"always_on", s.alwaysOn}};
    return f;
}

void compileRule(ComplianceRule& rule) {
    rule.compiled.reset();
    if (auto expression = RuleExpression::parse(rule.expression))
        rule.compiled = std::make_shared<const RuleExpression>(std::move(expression).value());
}

Result<std::vector<Finding>> evaluateCompliance(const std::vector<ComplianceRule>& rules,
                                                const CustomerProfile& customer, const OptionSite& site) {
    const ComplianceFacts facts = complianceFacts(customer, site);
    std::vector<Finding> findings;
    for (const ComplianceRule& rule : rules) {
        if (rule.expression.empty())
            continue; // a rule the user has not given a machine condition yet
        bool applies = false;
        if (rule.compiled) {
            applies = rule.compiled->evaluate(facts);
        } else {
            auto expression = RuleExpression::parse(rule.expression);
            if (!expression) {
                Error error = expression.error();
                error.field = "catalog";
                error.message = "rule " + rule.id + ": " + error.message;
                return error;
            }
            applies = expression->evaluate(facts);
        }
        if (applies)
            findings.push_back({rule.id, rule.effect, rule.messageEn, rule.messagePt, rule.citation,
                                rule.controls, rule.isLegal, rule.leadTimeDays});
    }
    std::stable_sort(findings.begin(), findings.end(),
                     [](const Finding& l, const Finding& r) { return int(l.effect) < int(r.effect); });
    return findings;
}

std::string_view complianceStatusName(ComplianceStatus status) {
    switch (status) {
    case ComplianceStatus::Blocked:
        return "blocked";
    case ComplianceStatus::AllowedWithConditions:
        return "allowed_with_conditions";
    case ComplianceStatus::Allowed:
        break;
    }
    return "allowed";
}

ComplianceStatus overallStatus(const std::vector<Finding>& findings) {
    for (const Finding& f : findings)
        if (f.effect == Effect::Block)
            return ComplianceStatus::Blocked;
    for (const Finding& f : findings)
        if (f.effect == Effect::Requires)
            return ComplianceStatus::AllowedWithConditions;
    return ComplianceStatus::Allowed;
}

std::string_view complianceStatus(const std::vector<Finding>& findings) {
    return complianceStatusName(overallStatus(findings));
}

} // namespace gpuadvisor
