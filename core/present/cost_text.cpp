#include "core/present/cost_text.h"

#include <cmath>

#include "core/common/number_format.h"
#include "core/present/control_text.h"

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
    case CostLineKind::ServiceImportTaxes:
        return pt ? "tributos sobre serviço importado (" + percent(l.n0, language) +
                        ": IRRF, CIDE, PIS/COFINS-Importação, ISS, IOF; estimativa)"
                  : "service-import taxes (" + percent(l.n0, language) +
                        ": IRRF, CIDE, PIS/COFINS-Importação, ISS, IOF; estimate)";
    case CostLineKind::LocalInvoiceTaxes: {
        const std::string who = l.detail.empty() ? "" : ", " + l.detail;
        return pt ? "tributos da nota fiscal local (" + percent(l.n0, language) + ": PIS/COFINS, ISS" + who +
                        "; estimativa)"
                  : "taxes on the local invoice (" + percent(l.n0, language) + ": PIS/COFINS, ISS" + who +
                        "; estimate)";
    }
    case CostLineKind::NonDeductibleVat:
        return pt ? "IVA não dedutível (" + percent(l.n0, language) + "; estimativa)"
                  : "non-deductible VAT (" + percent(l.n0, language) + "; estimate)";
    case CostLineKind::TermBeyondHorizon:
        return pt ? "prazo contratado além do horizonte (" + number(l.n1, 0, language) + " dos " +
                        number(l.n0, 0, language) + " meses, pagos no último mês)"
                  : "contract term beyond the horizon (" + number(l.n1, 0, language) + " of " +
                        number(l.n0, 0, language) + " months, paid in the last month)";
    case CostLineKind::ComplianceControls:
        return pt ? "controles de conformidade (" + number(l.n0, 1, language) + " dias-pessoa uma vez, " +
                        number(l.n1, 1, language) + " por ano: " + controlsText(l.detail, language) +
                        "; estimativa)"
                  : "compliance controls (" + number(l.n0, 1, language) + " person-days once, " +
                        number(l.n1, 1, language) + " a year: " + controlsText(l.detail, language) +
                        "; estimate)";
    case CostLineKind::CloudBurst:
        break;
    }
    return pt ? "picos na nuvem: " + number(l.n0, 0, language) + " × " + l.detail + " por " +
                    number(l.n1, 0, language) + " h ao mês"
              : "cloud burst: " + number(l.n0, 0, language) + " × " + l.detail + " for " +
                    number(l.n1, 0, language) + " h a month";
}

std::string priceDoubtText(const PriceCheck& c, Language language) {
    const bool pt = portuguese(language);
    switch (c.doubt) {
    case PriceDoubt::Estimated:
        return pt ? "estimativa (ASSUMPTION), não um preço de lista nem uma cotação"
                  : "an estimate (ASSUMPTION), not a list price or a quote";
    case PriceDoubt::Stale:
        return pt ? "preço de " + number(c.months.value_or(0), 0, language) + " meses (de " + c.asOf + ")"
                  : number(c.months.value_or(0), 0, language) + " months old (as of " + c.asOf + ")";
    case PriceDoubt::RegionUnconfirmed:
        return pt ? "a lista dá o mesmo preço em todas as regiões: não mostra que a configuração é vendida "
                    "nesta"
                  : "the price list gives every region the same price: it does not show that the shape is "
                    "sold in this one";
    case PriceDoubt::NoDate:
        break;
    }
    return pt ? "sem data (as_of '" + c.asOf + "'): idade desconhecida"
              : "no date (as_of '" + c.asOf + "'): its age is unknown";
}

std::string priceFixText(const PriceCheck& c, Language language) {
    const bool pt = portuguese(language);
    switch (c.doubt) {
    case PriceDoubt::RegionUnconfirmed:
        return pt ? "quando o provedor confirmar a região" : "once the provider confirms the region";
    case PriceDoubt::Estimated:
        if (!c.value.empty())
            return pt ? "depois de pôr o preço da sua cotação" : "after entering your quote's price";
        return pt ? "com o preço da sua cotação" : "with your quote's price";
    case PriceDoubt::Stale:
    case PriceDoubt::NoDate:
        break;
    }
    return pt ? "com o preço confirmado hoje (a edição data a linha)"
              : "with the price confirmed today (the edit dates the row)";
}

std::string invoiceTaxText(InvoiceRegime regime, Language language) {
    const bool pt = portuguese(language);
    switch (regime) {
    case InvoiceRegime::ImportedService:
        return pt ? "de tributos sobre serviço importado na fatura estrangeira"
                  : "service-import taxes on the foreign invoice";
    case InvoiceRegime::LocalService:
        return pt ? "de tributos da nota fiscal local (PIS/COFINS, ISS)"
                  : "taxes on the local invoice (PIS/COFINS, ISS)";
    case InvoiceRegime::Vat:
        return pt ? "de IVA não dedutível" : "non-deductible VAT";
    case InvoiceRegime::None:
        break;
    }
    return {};
}

std::string costNoteText(const CostNote& note, std::string_view studyCurrency, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    const auto& n = note.n;
    auto whole = [](double v) { return std::to_string(static_cast<long long>(std::llround(v))); };
    auto fixed = [language](double v, int decimals) { return formatFixed(v, decimals, language); };
    const std::string currency(studyCurrency);
    switch (note.code) {
    case CostNoteCode::MinimumTermBeyondHorizon:
        return pt ? "prazo mínimo de " + whole(n[0]) +
                        " meses passa do horizonte: o total inclui os meses "
                        "contratados além dele"
                  : "minimum term " + whole(n[0]) +
                        " months exceeds the horizon: the total includes the "
                        "contracted months past it";
    case CostNoteCode::MonthlyPriceAssumed:
        return (pt ? "o preço mensal é uma premissa identificada: "
                   : "the monthly price is a labelled assumption: ") +
               note.text;
    case CostNoteCode::HourlyPriceAssumed:
        return pt ? "o preço por hora é uma estimativa identificada no catálogo: substitua-o pelo preço do "
                    "seu "
                    "provedor"
                  : "the hourly price is an estimate labelled in the catalog: replace it with your "
                    "provider's price";
    case CostNoteCode::RegionUnconfirmed:
        return pt ? "a lista dá o mesmo preço em todas as regiões: confirme com o provedor que a "
                    "configuração é "
                    "oferecida em " +
                        note.text
                  : "the price list gives every region the same price: confirm with the provider that the "
                    "shape "
                    "is offered in " +
                        note.text;
    case CostNoteCode::PriceEdited:
        return (pt ? "o preço é um valor do usuário, não de uma lista publicada: "
                   : "the price is a user value, not a published list price: ") +
               note.text;
    case CostNoteCode::PurchasePriceAssumed:
        return pt ? "o preço de compra é uma estimativa identificada no catálogo: substitua-o pela sua "
                    "cotação"
                  : "the purchase price is an estimate labelled in the catalog: replace it with your quote";
    case CostNoteCode::LoanPastHorizon:
        return pt ? "o financiamento vai " + whole(n[0]) + " meses além do horizonte"
                  : "the loan runs " + whole(n[0]) + " months past the horizon";
    case CostNoteCode::Depreciation:
        return pt ? "depreciação (visão de resultado): " + fixed(n[0], 0) + " " + currency + " por mês em " +
                        fixed(n[1], 0) + " anos"
                  : "depreciation (P&L view): " + fixed(n[0], 0) + " " + currency + " per month over " +
                        fixed(n[1], 0) + " years";
    case CostNoteCode::Burst:
        return pt ? "pico: " + whole(n[0]) + " GPUs em nuvem por " + fixed(n[1], 0) + " h por mês além de " +
                        whole(n[2]) + " GPUs próprias (docs/cost-model.md §7 F-18)"
                  : "burst: " + whole(n[0]) + " cloud GPUs for " + fixed(n[1], 0) + " h a month on top of " +
                        whole(n[2]) + " owned GPUs (docs/cost-model.md §7 F-18)";
    case CostNoteCode::Goodput:
        return pt ? "goodput de " + formatPercent(n[0], language) +
                        " descontadas falhas e reinícios de checkpoint em " + whole(n[1]) +
                        " GPUs (Young/Daly, docs/cost-model.md §7 F-12)"
                  : "goodput " + formatPercent(n[0], language) +
                        " from failures and checkpoint restarts on " + whole(n[1]) +
                        " GPUs (Young/Daly, docs/cost-model.md §7 F-12)";
    case CostNoteCode::BreakEvenAgainst:
        return pt ? "utilização de equilíbrio contra " + note.text + ": fixo " + fixed(n[0], 2) +
                        " + carga " + fixed(n[1], 2) + " " + currency + " por GPU-hora contra " +
                        fixed(n[2], 2)
                  : "break-even utilisation against " + note.text + ": fixed " + fixed(n[0], 2) + " + load " +
                        fixed(n[1], 2) + " " + currency + " per GPU-hour vs " + fixed(n[2], 2);
    }
    return {};
}

std::vector<std::string> costNoteTexts(const OptionCost& option, std::string_view studyCurrency,
                                       Language language) {
    std::vector<std::string> out;
    for (const CostNote& note : option.notes)
        out.push_back(costNoteText(note, studyCurrency, language));
    return out;
}

std::string stalePricesText(const std::vector<StalePrice>& stale, double maxMonths, Language language) {
    if (stale.empty())
        return {};
    const bool pt = language == Language::PortugueseBrazil;
    std::string rows;
    for (const StalePrice& s : stale)
        rows += (rows.empty() ? "" : "; ") + s.id + (pt ? " (de " : " (as of ") + s.asOf + ", " +
                std::to_string(s.months) + (pt ? " meses)" : " months)");
    const std::string limit = formatFixed(maxMonths, 0, language);
    return pt ? "Preços com mais de " + limit + " meses: " + rows +
                    ". Atualize-os no catálogo antes de confiar nos totais."
              : "Prices older than " + limit + " months: " + rows +
                    ". Refresh them in the catalog before relying on the totals.";
}

AttributeTexts attributeTexts(const OptionCost& o, std::string_view studyCurrency, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    const OptionAttributes& a = o.attributes;
    const std::string currency(studyCurrency);
    AttributeTexts t;
    switch (a.leadTime) {
    case LeadTime::Minutes:
        t.leadTime = pt ? "minutos" : "minutes";
        break;
    case LeadTime::DaysToWeeks:
        t.leadTime = pt ? "dias a semanas" : "days to weeks";
        break;
    case LeadTime::Months:
        t.leadTime =
            pt ? "meses (compra, importação, instalação)" : "months (purchase, import, installation)";
        break;
    }
    switch (a.elasticity) {
    case Elasticity::ByTheHour:
        t.elasticity = pt ? "sobe e desce por hora" : "scale up and down by the hour";
        break;
    case Elasticity::FixedForTerm:
        t.elasticity = pt ? "fixa durante o prazo" : "fixed for the term";
        break;
    case Elasticity::FixedPerMonth:
        t.elasticity = pt ? "fixa por mês, muda ao fim do prazo" : "fixed per month, change at term end";
        break;
    case Elasticity::Fixed:
        t.elasticity = pt ? "nenhuma: a capacidade é fixa" : "none: capacity is fixed";
        break;
    case Elasticity::OwnedBaseCloudPeaks:
        t.elasticity = pt ? "base própria, nuvem nos picos" : "owned base, cloud for peaks";
        break;
    }
    switch (a.rootAccess) {
    case RootAccess::ProviderAudited:
        t.rootAccess = pt ? "sem root no host; relatórios de auditoria do provedor"
                          : "no root on the host; provider audit reports";
        break;
    case RootAccess::Dedicated:
        t.rootAccess = pt ? "root em hardware dedicado" : "root on dedicated hardware";
        break;
    case RootAccess::Full:
        t.rootAccess = pt ? "root total e auditoria física" : "full root and physical audit";
        break;
    }
    t.nvlink =
        a.nvlink.empty() ? (pt ? "não (PCIe)" : "no (PCIe)") : (pt ? "sim (" : "yes (") + a.nvlink + ")";
    switch (a.egressExposure) {
    case EgressExposure::ProviderPriced:
        t.egressExposure = pt ? "sim: saída de dados cobrada pelo provedor" : "yes: provider-priced egress";
        break;
    case EgressExposure::UsuallyIncluded:
        t.egressExposure = pt ? "geralmente incluída" : "usually included";
        break;
    case EgressExposure::None:
        t.egressExposure = pt ? "nenhuma" : "none";
        break;
    case EgressExposure::BurstShare:
        t.egressExposure = pt ? "na parcela de pico" : "on the burst share";
        break;
    }
    t.fxExposure = o.nativeCurrency == currency ? (pt ? "nenhuma: preço em " : "none: priced in ") + currency
                                                : (pt ? "preço em " + o.nativeCurrency + ", pago em "
                                                      : "priced in " + o.nativeCurrency + ", paid in ") +
                                                      currency;
    return t;
}

} // namespace gpuadvisor
