#include "core/compliance/compliance_engine.h"
#include "core/compliance/rule_expression.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

ComplianceFacts facts() {
    CustomerProfile customer;
    customer.organisation = "health_provider";
    customer.dataClasses = {"sensitive_health"};
    customer.subjects = {"BR"};
    OptionSite site{"public_cloud", "US", "US", false, false, false};
    return complianceFacts(customer, site);
}

bool eval(const char* text) {
    auto e = RuleExpression::parse(text);
    EXPECT_TRUE(e.ok()) << (e.ok() ? "" : e.error().message);
    return e.ok() && e->evaluate(facts());
}

} // namespace

TEST(RuleExpression, Grammar) {
    EXPECT_TRUE(eval("has(data, 'sensitive_health')"));
    EXPECT_TRUE(eval("has(data, 'personal')")); // health data is personal data
    EXPECT_TRUE(eval("org == 'health_provider' && is_cloud && !dc_in_br"));
    EXPECT_TRUE(eval("org in ['bcb_regulated', 'health_provider']"));
    EXPECT_FALSE(eval("org in ['bcb_regulated'] || dc_in_br"));
    EXPECT_TRUE(eval("!(dc_in_br || dc_in_eea) && provider_parent == dc_country")); // fact against fact
    EXPECT_TRUE(eval("deployment != 'on_premises'"));
    EXPECT_FALSE(eval("has(subjects, 'EU')"));
}

TEST(RuleExpression, ErrorsNameThePlace) {
    for (const char* bad :
         {"is_clod", "org == health", "has(data 'x')", "org in ['a'", "(is_cloud", "org == 'x"}) {
        auto e = RuleExpression::parse(bad);
        EXPECT_FALSE(e.ok()) << bad;
        if (!e.ok()) {
            EXPECT_NE(e.error().message.find("character"), std::string::npos) << e.error().message;
        }
    }
}

TEST(ComplianceEngine, PolicyRulesAreLabelledAndSevereFirst) {
    std::vector<ComplianceRule> rules(2);
    rules[0].id = "POLICY-01";
    rules[0].expression = "is_cloud";
    rules[0].effect = Effect::Flag;
    rules[0].isLegal = false;
    rules[1].id = "LAW-01";
    rules[1].expression = "has(data, 'sensitive_health') && !dc_in_br";
    rules[1].effect = Effect::Block;
    CustomerProfile customer;
    customer.dataClasses = {"sensitive_health"};
    const auto findings =
        evaluateCompliance(rules, customer, {"public_cloud", "US", "US", false, false, false});
    ASSERT_TRUE(findings.ok());
    ASSERT_EQ(findings->size(), 2u);
    EXPECT_EQ(findings->front().ruleId, "LAW-01");
    EXPECT_FALSE(findings->back().isLegal);
    EXPECT_EQ(complianceStatus(*findings), "blocked");
    rules[1].expression = "is_clod";
    EXPECT_EQ(evaluateCompliance(rules, customer, {}).error().field, "catalog");
}
