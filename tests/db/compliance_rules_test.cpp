// The factory compliance rules, evaluated as the reference (docs/cost-model.md §4) states the law.
#include "db_test_support.h"

#include "core/cost/control_costs.h"
#include "db/cost_catalog_source.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace gpuadvisor;
using namespace gpuadvisor::db;

namespace {

const std::vector<ComplianceRule>& rules() {
    static TempCatalog temp;
    static const auto database = temp.open();
    static const std::vector<ComplianceRule> loaded = *loadComplianceRules(*database);
    return loaded;
}

std::vector<Finding> evaluate(const CustomerProfile& customer, const OptionSite& site) {
    auto findings = evaluateCompliance(rules(), customer, site);
    EXPECT_TRUE(findings.ok()) << (findings.ok() ? "" : findings.error().message);
    return findings.ok() ? *findings : std::vector<Finding>{};
}

bool has(const std::vector<Finding>& findings, const std::string& id, Effect effect) {
    return std::any_of(findings.begin(), findings.end(),
                       [&](const Finding& f) { return f.ruleId == id && f.effect == effect; });
}

// A cloud instance at list price runs on shared hosts (core/cost/option_compliance.cpp).
OptionSite site(const char* deployment, const char* country, const char* parent,
                const char* tenancy = "multi_tenant") {
    OptionSite s{deployment, country, parent, false, false, false};
    s.tenancy = tenancy;
    return s;
}

const OptionSite kUsPublicCloud = site("public_cloud", "US", "US");
const OptionSite kBrPublicCloud = site("public_cloud", "BR", "US");
const OptionSite kBrOnPremises = site("on_premises", "BR", "", "owned");

} // namespace

TEST(ComplianceRules, EveryFactoryRuleHasAConditionThatParses) {
    ASSERT_EQ(rules().size(), 39u);
    for (const ComplianceRule& rule : rules()) {
        EXPECT_FALSE(rule.expression.empty()) << rule.id;
        EXPECT_TRUE(RuleExpression::parse(rule.expression).ok()) << rule.id;
        EXPECT_FALSE(rule.citation.empty()) << rule.id;
        EXPECT_FALSE(rule.messagePt.empty()) << rule.id;
    }
}

// docs/cost-model.md §4.5 "Example rule, corrected": sensitive health data in a public cloud outside Brazil
// is REQUIRES (LGPD art. 33 + art. 11 [+ CFM]), not BLOCK.
TEST(ComplianceRules, HealthDataAbroadIsAllowedWithConditions) {
    CustomerProfile hospital;
    hospital.organisation = "health_provider";
    hospital.dataClasses = {"sensitive_health"};
    hospital.subjects = {"BR"};
    const auto findings = evaluate(hospital, kUsPublicCloud);
    EXPECT_TRUE(has(findings, "BR-LGPD-01", Effect::Requires));
    EXPECT_TRUE(has(findings, "BR-LGPD-02", Effect::Requires));
    EXPECT_TRUE(has(findings, "BR-SAUDE-01", Effect::Requires));
    EXPECT_EQ(complianceStatus(findings), "allowed_with_conditions");
    // In a Brazilian region the transfer rule no longer applies; the sensitive-data duties remain.
    const auto local = evaluate(hospital, kBrPublicCloud);
    EXPECT_FALSE(has(local, "BR-LGPD-01", Effect::Requires));
    EXPECT_TRUE(has(local, "BR-LGPD-02", Effect::Requires));
}

// IN GSI 5/2021 and 8/2025: classified federal information outside Brazil or on shared infrastructure is
// blocked.
TEST(ComplianceRules, ClassifiedFederalInformation) {
    CustomerProfile ministry;
    ministry.organisation = "br_federal";
    ministry.dataClasses = {"classified_secreto"};
    ministry.subjects = {"BR"};
    EXPECT_TRUE(has(evaluate(ministry, kUsPublicCloud), "BR-APF-02", Effect::Block));
    EXPECT_TRUE(has(evaluate(ministry, kBrPublicCloud), "BR-APF-02", Effect::Block)); // shared public cloud
    EXPECT_FALSE(has(evaluate(ministry, {"private_cloud", "BR", "BR", false, false, false}), "BR-APF-02",
                     Effect::Block));
    // Decreto 7.845/2012: on the body's own servers the handling duties for classified information remain.
    EXPECT_EQ(complianceStatus(evaluate(ministry, kBrOnPremises)), "allowed_with_conditions");
    EXPECT_TRUE(has(evaluate(ministry, kBrOnPremises), "BR-APF-06", Effect::Requires));
    ministry.dataClasses = {"classified_ultrassecreto"};
    EXPECT_TRUE(has(evaluate(ministry, {"private_cloud", "BR", "BR", false, false, false}), "BR-APF-01",
                    Effect::Block));
}

// CMN 4.893/2021 and CMN 5.274/2025 for a BCB-regulated institution touching Pix in a cloud abroad.
TEST(ComplianceRules, BcbRegulatedInstitution) {
    CustomerProfile bank;
    bank.organisation = "bcb_regulated";
    bank.dataClasses = {"financial"};
    bank.subjects = {"BR"};
    bank.touchesPix = true;
    const auto abroad = evaluate(bank, kUsPublicCloud);
    for (const char* id : {"BR-BCB-01", "BR-BCB-02", "BR-LGPD-01"})
        EXPECT_TRUE(has(abroad, id, Effect::Requires)) << id;
    // CMN 5.274/2025: a Pix environment on a shared-host instance is blocked (issue 39) …
    EXPECT_TRUE(has(abroad, "BR-BCB-03", Effect::Block));
    EXPECT_FALSE(has(abroad, "BR-BCB-07", Effect::Requires));
    // … a dedicated host is allowed with the isolation and key-custody controls …
    const auto dedicated = evaluate(bank, site("bare_metal", "BR", "BR", "dedicated_host"));
    EXPECT_FALSE(has(dedicated, "BR-BCB-03", Effect::Block));
    EXPECT_TRUE(has(dedicated, "BR-BCB-07", Effect::Requires));
    EXPECT_EQ(complianceStatus(dedicated), "allowed_with_conditions");
    // … and a workload that does not touch Pix may use a shared instance.
    bank.touchesPix = false;
    EXPECT_FALSE(has(evaluate(bank, kBrPublicCloud), "BR-BCB-03", Effect::Block));
    bank.touchesPix = true;
    const auto bcb02 =
        std::find_if(abroad.begin(), abroad.end(), [](const Finding& f) { return f.ruleId == "BR-BCB-02"; });
    EXPECT_EQ(bcb02->leadTimeDays, 60); // prior authorisation at least 60 days before contracting
    bank.bcbAgreementCountries = {"US"};
    EXPECT_FALSE(has(evaluate(bank, kUsPublicCloud), "BR-BCB-02", Effect::Requires));
}

// GDPR arts. 44–48: EU personal data in a US region needs SCCs + TIA; a US parent is flagged even in the EU.
TEST(ComplianceRules, EuPersonalData) {
    CustomerProfile lisbon;
    lisbon.organisation = "pt_entity";
    lisbon.jurisdiction = "PT";
    lisbon.dataClasses = {"personal"};
    lisbon.subjects = {"PT"};
    const auto us = evaluate(lisbon, kUsPublicCloud);
    EXPECT_TRUE(has(us, "EU-GDPR-01", Effect::Requires));
    EXPECT_TRUE(has(us, "EU-GDPR-02", Effect::Flag));
    EXPECT_TRUE(has(us, "EU-DA-01", Effect::Info));
    const auto sweden = evaluate(lisbon, {"public_cloud", "SE", "US", false, false, false});
    EXPECT_FALSE(has(sweden, "EU-GDPR-01", Effect::Requires));
    EXPECT_TRUE(has(sweden, "EU-GDPR-02", Effect::Flag));
    // In the EEA with an EU parent: the Data Act note and the art. 28 processor contract (issue 39).
    const auto eu = evaluate(lisbon, {"public_cloud", "SE", "NL", false, false, false});
    EXPECT_EQ(eu.size(), 2u);
    EXPECT_TRUE(has(eu, "EU-GDPR-05", Effect::Requires));
    EXPECT_FALSE(has(evaluate(lisbon, kBrOnPremises), "EU-GDPR-05", Effect::Requires)); // own servers
}

// HIPAA: a covered entity's PHI needs a BAA; a provider without one is blocked.
TEST(ComplianceRules, HipaaNeedsABaa) {
    CustomerProfile clinic;
    clinic.organisation = "us_covered_entity";
    clinic.jurisdiction = "US";
    clinic.dataClasses = {"sensitive_health"};
    clinic.subjects = {"US"};
    EXPECT_EQ(complianceStatus(evaluate(clinic, kUsPublicCloud)), "blocked");
    OptionSite withBaa = kUsPublicCloud;
    withBaa.baa = true;
    const auto signedBaa = evaluate(clinic, withBaa);
    EXPECT_TRUE(has(signedBaa, "US-HIPAA-01", Effect::Requires));
    EXPECT_EQ(complianceStatus(signedBaa), "allowed_with_conditions");
}

namespace {

OptionSite marketplaceHost(const std::string& country) {
    OptionSite site{"public_cloud", country, "US", false, false, false};
    site.providerKind = "marketplace";
    return site;
}

} // namespace

// Issue 16: an anonymous marketplace host cannot be assessed, bound by contract or isolated, so it is blocked
// for a bank (CMN 4.893/2021), for Brazilian health data (LGPD arts. 11, 39, 46) and for classified
// information (IN GSI 8/2025), and flagged for personal data (LGPD arts. 39, 46; GDPR art. 28).
TEST(ComplianceRules, MarketplaceHostsForRegulatedData) {
    CustomerProfile bank;
    bank.organisation = "bcb_regulated";
    bank.dataClasses = {"financial"};
    bank.subjects = {"BR"};
    EXPECT_TRUE(has(evaluate(bank, marketplaceHost("BR")), "BR-BCB-04", Effect::Block));
    EXPECT_FALSE(has(evaluate(bank, kBrPublicCloud), "BR-BCB-04", Effect::Block)); // a hyperscaler: not this

    CustomerProfile hospital;
    hospital.organisation = "health_provider";
    hospital.dataClasses = {"sensitive_health"};
    hospital.subjects = {"BR"};
    EXPECT_EQ(complianceStatus(evaluate(hospital, marketplaceHost("BR"))), "blocked");
    EXPECT_TRUE(has(evaluate(hospital, marketplaceHost("BR")), "BR-LGPD-04", Effect::Block));

    CustomerProfile ministry;
    ministry.organisation = "br_federal";
    ministry.dataClasses = {"classified_reservado"};
    ministry.subjects = {"BR"};
    EXPECT_TRUE(has(evaluate(ministry, marketplaceHost("BR")), "BR-APF-05", Effect::Block));

    CustomerProfile shop;
    shop.dataClasses = {"personal"};
    shop.subjects = {"BR"};
    const auto br = evaluate(shop, marketplaceHost("BR"));
    EXPECT_TRUE(has(br, "BR-LGPD-05", Effect::Flag));
    EXPECT_NE(complianceStatus(br), "blocked"); // personal data alone: flagged, not blocked
    shop.subjects = {"PT"};
    EXPECT_TRUE(has(evaluate(shop, marketplaceHost("FR")), "EU-GDPR-04", Effect::Flag));

    CustomerProfile startup; // no personal data: nothing to say about the supplier
    EXPECT_TRUE(evaluate(startup, marketplaceHost("US")).empty());
}

// NVIDIA's GeForce driver licence excludes data-centre deployment: a consumer card serving around the clock
// is flagged (a policy finding, not law); the same card for a one-off job is not.
TEST(ComplianceRules, ConsumerGpusInProduction) {
    CustomerProfile startup;
    OptionSite site = kUsPublicCloud;
    site.gpuClass = "consumer";
    EXPECT_TRUE(evaluate(startup, site).empty());
    site.alwaysOn = true;
    const auto serving = evaluate(startup, site);
    ASSERT_TRUE(has(serving, "GEN-GPU-01", Effect::Flag));
    EXPECT_FALSE(serving.front().isLegal);
    site.gpuClass = "datacenter";
    EXPECT_TRUE(evaluate(startup, site).empty());
}

// On the customer's own servers a bank's cyber-security duties (CMN 4.893/2021) still apply: REQUIRES with
// controls, not "allowed, no controls".
TEST(ComplianceRules, BankOnItsOwnServers) {
    CustomerProfile bank;
    bank.organisation = "bcb_regulated";
    bank.dataClasses = {"financial"};
    bank.subjects = {"BR"};
    const auto own = evaluate(bank, kBrOnPremises);
    ASSERT_TRUE(has(own, "BR-BCB-05", Effect::Requires));
    EXPECT_EQ(own.front().controls, "CYBER_POLICY;INCIDENT_PLAN;ANNUAL_PENTEST");
    EXPECT_FALSE(has(evaluate(bank, kBrPublicCloud), "BR-BCB-05", Effect::Requires)); // BR-BCB-01 there
}

// Issue 39: a third-party host of classified information is asked at least what the body's own site is
// (Decreto 7.845/2012), plus immutable logs and, until recorded, GSI's habilitation (IN GSI 8/2025).
TEST(ComplianceRules, AHostOfClassifiedDataIsAskedAtLeastWhatTheBodysOwnSiteIs) {
    CustomerProfile ministry;
    ministry.organisation = "br_federal";
    ministry.dataClasses = {"classified_reservado"};
    ministry.subjects = {"BR"};
    auto controlsOf = [](const std::vector<Finding>& findings) {
        std::set<std::string> codes;
        for (const Finding& f : findings)
            for (const std::string& code : controlCodes(f.controls))
                codes.insert(code);
        return codes;
    };
    const auto owned = evaluate(ministry, kBrOnPremises);
    const auto hosted = evaluate(ministry, site("bare_metal", "BR", "BR", "dedicated_host"));
    EXPECT_TRUE(has(hosted, "BR-APF-07", Effect::Requires));
    EXPECT_TRUE(has(hosted, "BR-APF-08", Effect::Requires));
    EXPECT_FALSE(has(owned, "BR-APF-07", Effect::Requires));
    const std::set<std::string> ownedControls = controlsOf(owned), hostedControls = controlsOf(hosted);
    for (const std::string& code : ownedControls)
        EXPECT_TRUE(hostedControls.count(code)) << code << " asked of the body's site, not of the host";
    EXPECT_GT(hostedControls.size(), ownedControls.size());
    // A host recorded as habilitated by GSI no longer needs the habilitation step.
    OptionSite accredited = site("bare_metal", "BR", "BR", "dedicated_host");
    accredited.accreditations = {"gsi_posto_de_controle"};
    EXPECT_FALSE(has(evaluate(ministry, accredited), "BR-APF-08", Effect::Requires));
    EXPECT_TRUE(has(evaluate(ministry, accredited), "BR-APF-07", Effect::Requires));
    // Not for a private company's personal data.
    CustomerProfile shop;
    shop.dataClasses = {"personal"};
    shop.subjects = {"BR"};
    EXPECT_FALSE(has(evaluate(shop, accredited), "BR-APF-07", Effect::Requires));
}

// DORA (Regulation (EU) 2022/2554): an EU insurer or financial entity using an ICT third party needs the
// register, the art. 30 clauses and an exit plan; its own servers still fall under the ICT risk framework.
TEST(ComplianceRules, DoraForEuFinancialEntitiesAndInsurers) {
    for (const char* org : {"eu_insurer", "eu_financial"}) {
        CustomerProfile insurer;
        insurer.organisation = org;
        insurer.jurisdiction = "PT";
        insurer.dataClasses = {"personal"};
        insurer.subjects = {"PT"};
        const auto cloud = evaluate(insurer, site("public_cloud", "DE", "US"));
        EXPECT_TRUE(has(cloud, "EU-DORA-01", Effect::Requires)) << org;
        EXPECT_TRUE(has(cloud, "EU-DORA-02", Effect::Requires)) << org;
        const auto own = evaluate(insurer, site("on_premises", "PT", "", "owned"));
        EXPECT_FALSE(has(own, "EU-DORA-01", Effect::Requires)) << org;
        EXPECT_TRUE(has(own, "EU-DORA-02", Effect::Requires)) << org;
    }
    CustomerProfile retailer; // not a financial entity
    retailer.organisation = "pt_entity";
    retailer.jurisdiction = "PT";
    EXPECT_FALSE(has(evaluate(retailer, site("public_cloud", "DE", "US")), "EU-DORA-01", Effect::Requires));
}

// Res. Anatel 740/2020 (as amended by 767/2024): a telecom operator's policy covers the system wherever it
// runs; a third-party host is assessed against it.
TEST(ComplianceRules, AnatelCyberSecurityForTelecomOperators) {
    CustomerProfile telco;
    telco.organisation = "br_telecom";
    telco.dataClasses = {"personal"};
    telco.subjects = {"BR"};
    const auto hosted = evaluate(telco, kBrPublicCloud);
    EXPECT_TRUE(has(hosted, "BR-ANATEL-01", Effect::Requires));
    EXPECT_TRUE(has(hosted, "BR-ANATEL-02", Effect::Requires));
    const auto own = evaluate(telco, kBrOnPremises);
    EXPECT_TRUE(has(own, "BR-ANATEL-01", Effect::Requires));
    EXPECT_FALSE(has(own, "BR-ANATEL-02", Effect::Requires));
    CustomerProfile shop;
    EXPECT_FALSE(has(evaluate(shop, kBrPublicCloud), "BR-ANATEL-01", Effect::Requires));
}

// LGPD arts. 37, 39 and 46: personal data of Brazilians needs security measures and records wherever it is
// processed, and an operator contract with a host.
TEST(ComplianceRules, TheLgpdBaselineAppliesOnPremisesToo) {
    CustomerProfile shop;
    shop.dataClasses = {"personal"};
    shop.subjects = {"BR"};
    const auto own = evaluate(shop, kBrOnPremises);
    EXPECT_TRUE(has(own, "BR-LGPD-06", Effect::Requires));
    EXPECT_FALSE(has(own, "BR-LGPD-07", Effect::Requires));
    EXPECT_TRUE(has(evaluate(shop, kBrPublicCloud), "BR-LGPD-07", Effect::Requires));
    CustomerProfile noData; // no personal data: no baseline
    noData.subjects = {"BR"};
    EXPECT_TRUE(evaluate(noData, kBrOnPremises).empty());
    // A German subject is an EU data subject: the GDPR rules see it (issue 39: DE was unknown).
    CustomerProfile berlin;
    berlin.jurisdiction = "DE";
    berlin.dataClasses = {"personal"};
    berlin.subjects = {"DE"};
    EXPECT_TRUE(has(evaluate(berlin, kUsPublicCloud), "EU-GDPR-01", Effect::Requires));
}
