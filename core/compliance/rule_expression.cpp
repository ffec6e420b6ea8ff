#include "core/compliance/rule_expression.h"

#include <cctype>
#include <vector>

namespace gpuadvisor {

struct RuleExpression::Node {
    enum Kind { Or, And, Not, Flag, Equals, NotEquals, In, Has } kind;
    std::string name;
    std::vector<std::string> values;
    std::vector<std::shared_ptr<const Node>> children;
    std::string otherName = {}; // == / != against another text fact instead of a literal
};

namespace {

using Node = RuleExpression::Node;
using NodePtr = std::shared_ptr<const Node>;

const std::set<std::string>& textFacts() {
    static const std::set<std::string> names{"org",      "deployment",    "dc_country", "provider_parent",
                                             "customer", "provider_kind", "gpu_class",  "tenancy"};
    return names;
}
const std::set<std::string>& setFacts() {
    static const std::set<std::string> names{"data", "subjects", "certifications", "accreditations"};
    return names;
}
const std::set<std::string>& flagFacts() {
    static const std::set<std::string> names{"is_cloud",         "dc_in_br",
                                             "dc_in_eea",        "dc_adequate_for_eu",
                                             "offers_anpd_scc",  "offers_eu_scc",
                                             "offers_baa",       "touches_pix",
                                             "vendor_training",  "nis2_sector",
                                             "high_risk_ai",     "sovereign_requested",
                                             "dc_bcb_agreement", "hosts_health_records",
                                             "always_on",        "customer_in_eea",
                                             "invoiced_locally"};
    return names;
}

class Parser {
  public:
    explicit Parser(std::string_view text) : m_text(text) {}

    Result<NodePtr> parseAll() {
        auto node = parseOr();
        if (!node)
            return node;
        skip();
        if (m_pos != m_text.size())
            return fail("unexpected '" + std::string(m_text.substr(m_pos, 10)) + "'");
        return node;
    }

  private:
    Error fail(const std::string& what) const {
        return Error{ErrorCode::ParseError, "expression",
                     "rule condition, character " + std::to_string(m_pos + 1) + ": " + what};
    }
    void skip() {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }
    bool take(std::string_view token) {
        skip();
        if (m_text.substr(m_pos, token.size()) == token) {
            m_pos += token.size();
            return true;
        }
        return false;
    }
    std::string name() {
        skip();
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() &&
               (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
            ++m_pos;
        return std::string(m_text.substr(start, m_pos - start));
    }
    Result<std::string> literal() {
        skip();
        if (m_pos >= m_text.size() || m_text[m_pos] != '\'')
            return fail("a quoted value ('...') is expected");
        const std::size_t end = m_text.find('\'', m_pos + 1);
        if (end == std::string_view::npos)
            return fail("a quoted value is not closed");
        std::string value(m_text.substr(m_pos + 1, end - m_pos - 1));
        m_pos = end + 1;
        return value;
    }
    Result<NodePtr> parseOr() {
        auto left = parseAnd();
        if (!left)
            return left;
        std::vector<NodePtr> children{*left};
        while (take("||")) {
            auto right = parseAnd();
            if (!right)
                return right;
            children.push_back(*right);
        }
        if (children.size() == 1)
            return children.front();
        return NodePtr(new Node{Node::Or, {}, {}, children});
    }
    Result<NodePtr> parseAnd() {
        auto left = parseUnary();
        if (!left)
            return left;
        std::vector<NodePtr> children{*left};
        while (take("&&")) {
            auto right = parseUnary();
            if (!right)
                return right;
            children.push_back(*right);
        }
        if (children.size() == 1)
            return children.front();
        return NodePtr(new Node{Node::And, {}, {}, children});
    }
    Result<NodePtr> parseUnary() {
        if (take("!")) {
            auto inner = parseUnary();
            if (!inner)
                return inner;
            return NodePtr(new Node{Node::Not, {}, {}, {*inner}});
        }
        if (take("(")) {
            auto inner = parseOr();
            if (!inner)
                return inner;
            if (!take(")"))
                return fail("')' expected");
            return inner;
        }
        const std::string word = name();
        if (word.empty())
            return fail("a fact name is expected");
        if (word == "has") {
            if (!take("("))
                return fail("'has(' expects '(' ");
            const std::string set = name();
            if (!setFacts().count(set))
                return fail("'" + set + "' is not a set fact (data, subjects)");
            if (!take(","))
                return fail("',' expected in has(...)");
            auto value = literal();
            if (!value)
                return value.error();
            if (!take(")"))
                return fail("')' expected after has(...)");
            return NodePtr(new Node{Node::Has, set, {*value}, {}});
        }
        for (const auto& [token, kind] : {std::pair{"==", Node::Equals}, std::pair{"!=", Node::NotEquals}}) {
            if (!take(token))
                continue;
            if (!textFacts().count(word))
                return fail("'" + word + "' is not a text fact");
            skip();
            if (m_pos < m_text.size() && m_text[m_pos] != '\'') {
                const std::string other = name();
                if (!textFacts().count(other))
                    return fail("'" + other + "' is not a text fact");
                return NodePtr(new Node{kind, word, {}, {}, other});
            }
            auto value = literal();
            if (!value)
                return value.error();
            return NodePtr(new Node{kind, word, {*value}, {}});
        }
        if (take("in ") || take("in[")) {
            if (m_text[m_pos - 1] != '[' && !take("["))
                return fail("'in' expects a list [...]");
            if (!textFacts().count(word))
                return fail("'" + word + "' is not a text fact");
            std::vector<std::string> values;
            do {
                auto value = literal();
                if (!value)
                    return value.error();
                values.push_back(*value);
            } while (take(","));
            if (!take("]"))
                return fail("']' expected");
            return NodePtr(new Node{Node::In, word, values, {}});
        }
        if (!flagFacts().count(word))
            return fail("'" + word + "' is not a known fact");
        return NodePtr(new Node{Node::Flag, word, {}, {}});
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

bool evaluateNode(const Node& node, const ComplianceFacts& facts) {
    static const std::string none;
    auto find = [](const auto& list, std::string_view key) -> decltype(&list.front().second) {
        for (const auto& [name, value] : list)
            if (name == key)
                return &value;
        return nullptr;
    };
    auto text = [&](const std::string& key) -> const std::string& {
        const std::string* value = find(facts.text, key);
        return value ? *value : none;
    };
    switch (node.kind) {
    case Node::Or:
        for (const auto& child : node.children)
            if (evaluateNode(*child, facts))
                return true;
        return false;
    case Node::And:
        for (const auto& child : node.children)
            if (!evaluateNode(*child, facts))
                return false;
        return true;
    case Node::Not:
        return !evaluateNode(*node.children.front(), facts);
    case Node::Flag: {
        const bool* value = find(facts.flags, node.name);
        return value && *value;
    }
    case Node::Equals:
        return text(node.name) == (node.otherName.empty() ? node.values.front() : text(node.otherName));
    case Node::NotEquals:
        return text(node.name) != (node.otherName.empty() ? node.values.front() : text(node.otherName));
    case Node::In:
        for (const auto& v : node.values)
            if (text(node.name) == v)
                return true;
        return false;
    case Node::Has: {
        const std::set<std::string>* value = find(facts.sets, node.name);
        return value && value->count(node.values.front()) > 0;
    }
    }
    return false;
}

} // namespace

Result<RuleExpression> RuleExpression::parse(std::string_view text) {
    auto root = Parser(text).parseAll();
    if (!root)
        return root.error();
    RuleExpression expression;
    expression.m_root = *root;
    return expression;
}

bool RuleExpression::evaluate(const ComplianceFacts& facts) const {
    return m_root && evaluateNode(*m_root, facts);
}

} // namespace gpuadvisor
