#pragma once

#include "core/common/result.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuadvisor {

// What a rule condition can ask about one option for one customer. Short lists searched in order: they are
// built for every option a search evaluates, and a map would allocate a node per fact.
template <class Value> using FactList = std::vector<std::pair<std::string_view, Value>>;

struct ComplianceFacts {
    FactList<std::string> text;           // org, deployment, dc_country, provider_parent, customer,
                                          // provider_kind, gpu_class, tenancy
    FactList<std::set<std::string>> sets; // data, subjects, certifications, accreditations
    FactList<bool> flags;                 // is_cloud, dc_in_br, offers_anpd_scc, touches_pix, ...
};

// A rule condition: a small boolean language so rules stay catalog data, not code.
//   expr   := or ; or := and ('||' and)* ; and := unary ('&&' unary)* ; unary := '!' unary | '(' expr ')' |
//   test test   := NAME                       (a flag)
//           | NAME ('==' | '!=') 'text'  (a text fact)
//           | NAME 'in' ['a', 'b', ...]  (a text fact among values)
//           | 'has' '(' NAME ',' 'value' ')'  (a set fact contains a value)
// Unknown names are errors at parse time against the known fact names, so a typo never silently passes.
class RuleExpression {
  public:
    static Result<RuleExpression> parse(std::string_view text);
    bool evaluate(const ComplianceFacts& facts) const;

    struct Node;

  private:
    std::shared_ptr<const Node> m_root;
};

} // namespace gpuadvisor
