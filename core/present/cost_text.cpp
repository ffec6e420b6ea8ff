#include "core/present/cost_text.h"

#include "core/common/number_format.h"

namespace gpuadvisor {

namespace {

bool portuguese(Language language) {
    return language == Language::PortugueseBrazil;
}

// English keeps the CLI's plain figures; Portuguese writes them as a Brazilian reader does.
std::string number(double value, int decimals, Language language) {
    return portuguese(language) ? reportNumber(value, decimals, language) : formatFixed(value, decimals);
}

std::string percent(double fraction, Language language) {
    return portuguese(language) ? reportNumber(fraction * 100, 1, language) + "\u00a0%"
                                : formatPercent(fraction);
}

} // namespace

std::string billingText(std::string_view billing, Language language) {
    if (!portuguese(language))
        return std::string(billing);
    if (billing == "on-demand")
        return "sob demanda";
    if (billing == "reserved-1y")
        return "reservada por 1 ano";
    if (billing == "reserved-3y")
        return "reservada por 3 anos";
    return std::string(billing); // spot
}

std::string costLineName(const CostLine& l, Language language) {
    const bool pt = portuguese(language);
    switch (l.kind) {
    case CostLineKind::Compute:
        return (pt ? "computação (" : "compute (") + billingText(l.detail, language) + ")";
    case CostLineKind::Egress:
        return pt ? "tráfego de saída (egress)" : "egress";
    case CostLineKind::Storage:
        return pt ? "armazenamento" : "storage";
    case CostLineKind::MonthlyRent:
        return pt ? "aluguel mensal" : "monthly rent";
    case CostLineKind::LoanInstalments:
        return pt ? "parcelas do financiamento (" + number(l.n0, 0, language) + " meses a " +
                        percent(l.n1, language) + " ao ano)"
                  : "loan instalments (" + number(l.n0, 0, language) + " months at " +
                        percent(l.n1, language) + "/yr)";
    case CostLineKind::Servers:
        if (l.n0 <= 0)
            return pt ? "servidores" : "servers";
        return pt ? "servidores, com " + percent(l.n0, language) + " de impostos de importação"
                  : "servers incl. " + percent(l.n0, language) + " import taxes";
    case CostLineKind::NetworkStorage:
        return pt ? "rede, armazenamento e instalação (" + percent(l.n0, language) + ")"
                  : "network, storage, installation (" + percent(l.n0, language) + ")";
    case CostLineKind::Energy:
        return (pt ? "energia com PUE " : "energy at PUE ") + number(l.n0, 2, language);
    case CostLineKind::Colocation:
        return pt ? "colocation (" + number(l.n0, 1, language) + " kW contratados)"
                  : "colocation (" + number(l.n0, 1, language) + " kW contracted)";
    case CostLineKind::Maintenance:
        return pt ? "manutenção" : "maintenance";
    case CostLineKind::Staff:
        return (pt ? "equipe (" : "staff (") + number(l.n0, 2, language) + " FTE)";
    case CostLineKind::Insurance:
        return pt ? "seguro" : "insurance";
    case CostLineKind::SoftwareLicences:
        return pt ? "licenças de software" : "software licences";
    case CostLineKind::CloudBurst:
        break;
    }
    return pt ? "picos na nuvem: " + number(l.n0, 0, language) + " × " + l.detail + " por " +
                    number(l.n1, 0, language) + " h ao mês"
              : "cloud burst: " + number(l.n0, 0, language) + " × " + l.detail + " for " +
                    number(l.n1, 0, language) + " h a month";
}

} // namespace gpuadvisor
