#include "core/present/advice_text.h"

#include "core/common/number_format.h"
#include "core/common/units.h"
#include "core/present/report_text.h"

namespace gpuadvisor {

namespace {

// Numbers inside a sentence. English keeps the CLI's plain figures (no digit grouping: scripts and golden
// files read them); Portuguese writes them as a Brazilian reader does (6.543.942; 19,0 %).
struct Say {
    Language language;
    bool pt() const { return language == Language::PortugueseBrazil; }

    std::string fixed(double value, int decimals) const {
        return pt() ? reportNumber(value, decimals, language) : formatFixed(value, decimals);
    }
    std::string whole(double value) const { return fixed(value, 0); }
    std::string gb(double bytes) const {
        return pt() ? fixed(units::toGB(bytes), 2) + " GB" : formatGB(bytes);
    }
    std::string percent(double fraction) const {
        return pt() ? fixed(fraction * 100, 1) + " %" : formatPercent(fraction);
    }
    std::string count(double value) const {
        if (!pt())
            return formatCount(value);
        if (value >= 1e12)
            return fixed(value / 1e12, 2) + " tri";
        if (value >= 1e9)
            return fixed(value / 1e9, 2) + " bi";
        if (value >= 1e6)
            return fixed(value / 1e6, 2) + " mi";
        if (value >= 1e3)
            return fixed(value / 1e3, 2) + " mil";
        return whole(value);
    }
    // The thresholds of formatDuration, in Portuguese.
    std::string duration(double seconds) const {
        if (!pt())
            return formatDuration(seconds);
        if (seconds < 1)
            return fixed(seconds * 1e3, 2) + " ms";
        if (seconds < 120)
            return fixed(seconds, 2) + " s";
        if (seconds < 7200)
            return fixed(seconds / 60, 1) + " min";
        if (seconds < 3 * 86400)
            return fixed(seconds / 3600, 1) + " h";
        return fixed(seconds / 86400, 1) + " dias";
    }
    std::string money(double amount, const std::string& currency) const {
        return pt() ? reportMoney(amount, currency, language) : formatFixed(amount, 0) + " " + currency;
    }
    std::string price(double amount, const std::string& currency) const { // small unit prices: cents shown
        return fixed(amount, 2) + " " + currency;
    }
    std::string pick(std::string_view english, std::string_view portuguese) const {
        return std::string(pt() ? portuguese : english);
    }
    std::string fill(std::string_view english, std::string_view portuguese,
                     const std::vector<std::string>& arguments) const {
        return fillPhrase(pt() ? portuguese : english, arguments);
    }
};

std::string id(const Advice& a, std::size_t i) {
    return i < a.ids.size() ? a.ids[i] : std::string();
}

std::string singleInstanceSuffix(const Advice& a, const Say& say) {
    if (a.singleInstanceGpus == 0)
        return {};
    if (say.pt())
        return "; uma instância de " + say.whole(a.singleInstanceGpus) + " GPU(s)" +
               (a.marketplace ? " de marketplace" : "") + " é o máximo que esta oferta dá a um treino";
    return "; one " + say.whole(a.singleInstanceGpus) + "-GPU " + (a.marketplace ? "marketplace " : "") +
           "instance is the most this offer can give a training job";
}

// A way of paying (optionKindName), as the subject of "costs" and as an adjective of "option".
std::string payingText(const std::string& kind, const Say& say) {
    if (kind == "owned")
        return say.pick("buying", "comprar");
    if (kind == "bare-metal")
        return say.pick("renting bare metal", "alugar bare metal");
    if (kind == "cloud")
        return say.pick("renting in the cloud", "alugar na nuvem");
    return say.pick("this option", "esta opção");
}
std::string kindText(const std::string& kind, const Say& say) {
    if (kind == "owned")
        return say.pick("owned (bought)", "própria (compra)");
    if (kind == "bare-metal")
        return say.pick("bare-metal", "bare metal");
    return say.pick("cloud", "em nuvem");
}

// The option a Kind* note names: ids[first..first+3] are its provider, shape, place and precision.
std::string exampleLabel(const Advice& a, std::size_t first, const Say& say) {
    const std::string kind = id(a, 0);
    const OptionName name{kind == "owned"        ? OptionKind::Owned
                          : kind == "bare-metal" ? OptionKind::BareMetal
                                                 : OptionKind::Cloud,
                          id(a, first), id(a, first + 1), id(a, first + 2)};
    return optionLabel(name, say.language) + ", " + id(a, first + 3);
}

std::string complianceText(const Advice& a, const Say& say) {
    const std::string name = id(a, 0);
    const ComplianceStatus status = name == complianceStatusName(ComplianceStatus::Blocked)
                                        ? ComplianceStatus::Blocked
                                    : name == complianceStatusName(ComplianceStatus::AllowedWithConditions)
                                        ? ComplianceStatus::AllowedWithConditions
                                        : ComplianceStatus::Allowed;
    std::string text =
        say.pick("compliance: ", "conformidade: ") + std::string(complianceStatusText(status, say.language));
    for (std::size_t i = 1; i + 3 <= a.ids.size(); i += 3)
        text += "; " + (say.pt() ? reportWord(a.ids[i], say.language) : a.ids[i]) + " " + a.ids[i + 1] +
                " (" + a.ids[i + 2] + ")";
    return text;
}

} // namespace

std::string adviceText(const Advice& a, Language language) {
    const Say say{language};
    const auto& n = a.n;
    switch (a.code) {
    case AdviceCode::ServingFits:
        return say.fill(
            "{1} in {2} fits a {3}-GPU {4} replica: {5} of {6} per GPU with its {8} sequences' KV cache, "
            "weights {7} of VRAM",
            "{1} em {2} cabe numa réplica de {3} GPU(s) {4}: {5} de {6} por GPU com o cache KV das suas {8} "
            "sequências, pesos em {7} da VRAM",
            {id(a, 0), id(a, 1), say.whole(n[0]), id(a, 2), say.gb(n[1]), say.gb(n[2]), say.percent(n[3]),
             say.whole(n[4])});
    case AdviceCode::SpareGpus:
        return say.fill("uses {1} of the {2} GPUs paid for; the rest is spare capacity",
                        "usa {1} das {2} GPUs pagas; o restante é capacidade livre",
                        {say.whole(n[0]), say.whole(n[1])});
    case AdviceCode::BatchReplicas:
        return say.fill(
            "{1} replica(s) at {2} output tokens/s each finish the corpus in {3} (due in {4} h)",
            "{1} réplica(s) a {2} tokens de saída/s cada terminam o corpus em {3} (prazo de {4} h)",
            {say.whole(n[0]), say.whole(n[1]), say.duration(n[2]), say.fixed(n[3], 1)});
    case AdviceCode::ServingReplicas: {
        const std::string tpotTarget =
            n[2] > 0 ? say.fill(" (target {1} ms)", " (meta de {1} ms)", {say.whole(n[2])}) : std::string();
        const std::string ttftTarget =
            n[7] > 0 ? say.fill(" (target {1} ms)", " (meta de {1} ms)", {say.whole(n[7])}) : std::string();
        const std::string load = n[5] > 0 ? say.fill("{1} requests/s", "{1} pedidos/s", {say.fixed(n[5], 2)})
                                          : say.fill("{1} users", "{1} usuários", {say.whole(n[3])});
        return say.fill(
            "each replica holds up to {1} sequences within the targets; {2} need {3} replica(s), "
            "at TPOT {4} ms{5} and TTFT {6} ms{7}, prompts' prefill included",
            "cada réplica comporta até {1} sequências dentro das metas; {2} pedem {3} réplica(s), "
            "com TPOT de {4} ms{5} e TTFT de {6} ms{7}, prefill dos prompts incluído",
            {say.whole(n[0]), load, say.whole(n[4]), say.fixed(n[1] * 1e3, 1), tpotTarget,
             say.fixed(n[6] * 1e3, 0), ttftTarget});
    }
    case AdviceCode::Placement: {
        const std::vector<std::string> args{say.whole(n[0]), say.whole(n[1]), say.whole(n[2]),
                                            say.whole(n[5]), say.money(n[6], id(a, 0))};
        if (n[4] == 1)
            return say.fill(
                "N+1 across servers: {1} replica(s) = {2} GPUs on {3} server(s), one more than the "
                "{4} the load needs, so any one can fail (the spare adds {5})",
                "N+1 entre servidores: {1} réplica(s) = {2} GPUs em {3} servidor(es), um a mais que "
                "os {4} que a carga pede, para que qualquer um possa falhar (a reserva soma {5})",
                args);
        if (n[4] == 2)
            return say.fill(
                "N+1 across sites: {1} replica(s) = {2} GPUs on {3} server(s) in 2 sites, each "
                "site carrying the whole load alone on {4} (the second site adds {5})",
                "N+1 entre locais: {1} réplica(s) = {2} GPUs em {3} servidor(es) em 2 locais, cada "
                "local levando a carga inteira sozinho em {4} (o segundo local soma {5})",
                args);
        return say.fill("{1} replica(s) = {2} GPUs on {3} unit(s); no spare server (policy.redundancy: none)",
                        "{1} réplica(s) = {2} GPUs em {3} unidade(s); sem servidor de reserva "
                        "(policy.redundancy: none)",
                        args);
    }
    case AdviceCode::LeadTime: {
        const std::string start = id(a, 0).empty() ? say.fill("{1} days after the decision",
                                                              "{1} dias após a decisão", {say.whole(n[0])})
                                                   : say.fill("on {1}", "em {1}", {id(a, 0)});
        std::vector<std::string> parts;
        if (n[1] > 0)
            parts.push_back(say.fill("{1} days for the required controls",
                                     "{1} dias para os controles exigidos", {say.whole(n[1])}));
        if (n[2] > 0)
            parts.push_back(say.fill("{1} days for delivery of the hardware",
                                     "{1} dias para a entrega do hardware", {say.whole(n[2])}));
        std::string joined;
        for (const std::string& part : parts)
            joined += (joined.empty() ? "" : say.pick(", then ", ", depois ")) + part;
        return say.fill("work can start {1}: {2}", "o trabalho pode começar {1}: {2}", {start, joined});
    }
    case AdviceCode::TieBreak: {
        const std::string criterion = id(a, 0);
        const std::string kind = id(a, 1);
        const OptionName name{kind == "owned"        ? OptionKind::Owned
                              : kind == "bare-metal" ? OptionKind::BareMetal
                                                     : OptionKind::Cloud,
                              id(a, 2), id(a, 3), id(a, 4)};
        const std::string passed = optionLabel(name, language) + ", " + id(a, 5);
        const std::string reason =
            criterion == "precision" ? say.pick("its higher precision keeps answer quality",
                                                "sua precisão maior preserva a qualidade das respostas")
            : criterion == "hosts"   ? say.pick("it runs on fewer hosts", "roda em menos servidores")
            : criterion == "conditions"
                ? say.pick("the law sets it fewer conditions", "a lei lhe impõe menos condições")
            : criterion == "tier" ? say.pick("its supplier is more accountable (contract, SLA, audit)",
                                             "seu fornecedor responde mais (contrato, SLA, auditoria)")
                                  : say.pick("it can start sooner", "pode começar antes");
        return say.fill(
            "ranked above {1}, which costs {2} less (within the {3} tie band): {4}",
            "classificada acima de {1}, que custa {2} menos (dentro da faixa de empate de {3}): {4}",
            {passed, say.fixed(n[0] * 100, 2) + " %", say.fixed(n[1] * 100, 0) + " %", reason});
    }
    case AdviceCode::FourBitQuality:
        return say.pick(
            "4-bit weights: fine for many chat uses, risky for medical or legal analysis",
            "pesos de 4 bits: bons para muitos usos de chat, arriscados para análise médica ou jurídica");
    case AdviceCode::DecisionStep:
        return std::string(decisionStepText(int(n[0]), language));
    case AdviceCode::ServingCost:
        return say.fill("costs {1} over {2} months ({3} per useful GPU-hour)",
                        "custa {1} em {2} meses ({3} por GPU-hora útil)",
                        {say.money(n[0], id(a, 0)), say.whole(n[1]), say.fixed(n[2], 2)});
    case AdviceCode::TokenCost:
        return n[2] > 0
                   ? say.fill("a million tokens cost {1} (prompt and output; {2} per million output tokens) "
                              "at {3} utilisation",
                              "um milhão de tokens custa {1} (entrada e saída; {2} por milhão de tokens "
                              "de saída) com utilização de {3}",
                              {say.price(n[0], id(a, 0)), say.price(n[1], id(a, 0)), say.percent(n[2])})
                   : say.fill("a million tokens cost {1} (prompt and output; {2} per million output tokens)",
                              "um milhão de tokens custa {1} (entrada e saída; {2} por milhão de tokens "
                              "de saída)",
                              {say.price(n[0], id(a, 0)), say.price(n[1], id(a, 0))});
    case AdviceCode::TrainingRun: {
        const std::string deadline =
            n[4] > 0 ? say.fill(" (deadline {1} days)", " (prazo de {1} dias)", {say.whole(n[4])})
                     : std::string();
        return say.fill("{1} {2} ({3} unit(s)) train {4} tokens in {5}{6} at MFU {7}, scaling efficiency {8}",
                        "{1} {2} ({3} unidade(s)) treinam {4} tokens em {5}{6} com MFU de {7} e eficiência "
                        "de escala de {8}",
                        {say.whole(n[0]), id(a, 0), say.whole(n[1]), say.count(n[2]), say.duration(n[3]),
                         deadline, say.percent(n[5]), say.percent(n[6])});
    }
    case AdviceCode::TrainingLayout: {
        const std::string fabric = id(a, 0);
        const std::string joined =
            fabric.empty() ? std::string()
                           : say.fill(", units joined by {1}", ", unidades ligadas por {1}", {fabric});
        return say.fill("layout tp={1} pp={2} dp={3} zero={4}: the fastest that fits in memory{5}",
                        "arranjo tp={1} pp={2} dp={3} zero={4}: o mais rápido que cabe na memória{5}",
                        {say.whole(n[0]), say.whole(n[1]), say.whole(n[2]), say.whole(n[3]), joined});
    }
    case AdviceCode::OneUnitMeetsDeadline:
        return say.pick("one unit already meets the deadline: more GPUs would only add cost",
                        "uma unidade já cumpre o prazo: mais GPUs só somariam custo");
    case AdviceCode::JobCost:
        return say.fill("the job costs {1}", "o trabalho custa {1}", {say.money(n[0], id(a, 0))});
    case AdviceCode::PriceEdited:
        return say.pick("the price is a user value, not a published list price: ",
                        "o preço é um valor do usuário, não de uma lista publicada: ") +
               id(a, 0);
    case AdviceCode::PriceAssumed:
        return say.pt()
                   ? "o preço é uma estimativa (ASSUMPTION) do catálogo: peça uma cotação antes de decidir"
                   : "the price is an estimate (ASSUMPTION) in the catalog: get a quote before deciding";
    case AdviceCode::Compliance:
        return complianceText(a, say);
    case AdviceCode::NoFitInOneUnit:
        return say.fill("the model does not fit one {1}-GPU {2} unit with 30 % headroom; serving across "
                        "nodes is slower than any "
                        "single node (source article 002)",
                        "o modelo não cabe numa unidade de {1} GPU(s) {2} com 30 % de folga; servir entre "
                        "nós é mais lento que "
                        "qualquer nó único (artigo-fonte 002)",
                        {say.whole(n[0]), id(a, 0)});
    case AdviceCode::AboveRackPower:
        return say.fill("one node draws up to {1} kW, more than the {2} kW a rack of the site can power and "
                        "cool (constraints.rack_power_kw)",
                        "um nó consome até {1} kW, mais que os {2} kW que um rack do local alimenta e "
                        "refrigera (constraints.rack_power_kw)",
                        {say.fixed(n[0], 1), say.fixed(n[1], 1)});
    case AdviceCode::NoLatencyMeetsTarget:
        return say.fill(
            "no concurrency meets the latency targets (TPOT {1} ms alone, TTFT {2} ms)",
            "nenhuma concorrência cumpre as metas de latência (TPOT de {1} ms sozinho, TTFT de {2} ms)",
            {say.fixed(n[0] * 1e3, 1), say.whole(n[1] * 1e3)});
    case AdviceCode::EngineRefused:
        return say.pt() ? "o motor não estimou esta configuração: " + id(a, 0) : id(a, 0);
    case AdviceCode::GpuLacksFigures:
        return say.fill(
            "GPU '{1}' lacks a dense {2} figure or a memory bandwidth in the catalog",
            "a GPU '{1}' não tem no catálogo o valor denso em {2} ou a largura de banda de memória",
            {id(a, 0), id(a, 1)});
    case AdviceCode::BlockedByRule:
        return say.fill("blocked by {1} ({2}): {3}", "bloqueada por {1} ({2}): {3}",
                        {id(a, 0), id(a, 1), say.pt() && !id(a, 3).empty() ? id(a, 3) : id(a, 2)});
    case AdviceCode::OverBudget:
        return say.fill("over budget: {1} costs {2}, above your {3} budget",
                        "acima do orçamento: {1} custa {2}, acima do seu orçamento de {3}",
                        {payingText(id(a, 1), say), say.money(n[0], id(a, 0)), say.money(n[1], id(a, 0))});
    case AdviceCode::KindOverBudget:
        return say.fill(
            "no {1} option within the budget: the cheapest, {4}, costs {2}, above your {3} budget",
            "nenhuma opção {1} dentro do orçamento: a mais barata, {4}, custa {2}, acima do seu "
            "orçamento de {3}",
            {kindText(id(a, 0), say), say.money(n[0], id(a, 1)), say.money(n[1], id(a, 1)),
             exampleLabel(a, 2, say)});
    case AdviceCode::KindRemoved:
        return say.fill(
            "no {1} option: all {2} configurations were removed, most because {3} (e.g. {4})",
            "nenhuma opção {1}: as {2} configurações foram retiradas, a maioria porque {3} (ex.: {4})",
            {kindText(id(a, 0), say), say.whole(n[0]),
             a.because.empty() ? std::string() : adviceText(a.because.front(), say.language),
             exampleLabel(a, 1, say)});
    case AdviceCode::KindNotOffered:
        return say.fill(
            "no {1} option: no offer of that kind in the catalog matches the scenario's GPUs, "
            "providers and countries",
            "nenhuma opção {1}: nenhuma oferta desse tipo no catálogo atende às GPUs, provedores e "
            "países do cenário",
            {kindText(id(a, 0), say)});
    case AdviceCode::NoMemoryOnGpus:
        return say.fill("does not fit in memory on {1} GPUs", "não cabe na memória de {1} GPUs",
                        {say.whole(n[0])}) +
               singleInstanceSuffix(a, say);
    case AdviceCode::LowScalingEfficiency:
        return say.fill(
                   "on {1} GPUs the projected efficiency is {2}, below 60 %: the wrong shape for multi-node",
                   "em {1} GPUs a eficiência projetada é de {2}, abaixo de 60 %: formato errado para vários "
                   "nós",
                   {say.whole(n[0]), say.percent(n[1])}) +
               singleInstanceSuffix(a, say);
    case AdviceCode::MissesDeadline:
        return say.fill(
                   "misses the {1}-day deadline with the {4} margin the policy keeps ({2} on {3} GPUs)",
                   "perde o prazo de {1} dias com a margem de {4} que a política reserva ({2} em {3} GPUs)",
                   {say.whole(n[0]), say.duration(n[1]), say.whole(n[2]), say.percent(n[3])}) +
               singleInstanceSuffix(a, say);
    case AdviceCode::PolicyTier:
        return say.fill("the procurement policy does not accept a {1} as supplier (policy.supplier_tiers)",
                        "a política de compras não aceita {1} como fornecedor (policy.supplier_tiers)",
                        {supplierTierText(id(a, 0), language)});
    case AdviceCode::PolicySla:
        return n[0] < 0
                   ? say.fill("the catalog records no SLA for this provider; the policy asks for {1} % "
                              "(policy.min_sla_percent)",
                              "o catálogo não registra SLA deste provedor; a política pede {1} % "
                              "(policy.min_sla_percent)",
                              {say.fixed(n[1], 2)})
                   : say.fill("the provider commits to {1} % availability, below the {2} % the policy asks "
                              "(policy.min_sla_percent)",
                              "o provedor se compromete com {1} % de disponibilidade, abaixo dos {2} % que "
                              "a política pede (policy.min_sla_percent)",
                              {say.fixed(n[0], 2), say.fixed(n[1], 2)});
    case AdviceCode::PolicyConsumerGpu:
        return say.fill(
            "{1} is a consumer GPU: its driver licence excludes data-centre use and the policy "
            "does not accept it (policy.consumer_gpus)",
            "{1} é uma GPU de consumo: a licença do driver exclui uso em data center e a política "
            "não a aceita (policy.consumer_gpus)",
            {id(a, 0)});
    case AdviceCode::StartsTooLate: {
        const std::string start =
            id(a, 0).empty()
                ? say.fill("{1} days after the decision", "{1} dias após a decisão", {say.whole(n[0])})
                : say.fill("on {1} ({2} days)", "em {1} ({2} dias)", {id(a, 0), say.whole(n[0])});
        if (n[2] <= 0)
            return say.fill(
                "cannot start in time: the hardware is delivered only {1}, past the {2}-day deadline",
                "não começa a tempo: o hardware só é entregue {1}, depois do prazo de {2} dias",
                {start, say.whole(n[1])});
        return say.fill(
            "cannot finish in time: the required controls and delivery let it start only {1}, and "
            "the run takes {2} days with the margin, past the {3}-day deadline",
            "não termina a tempo: os controles exigidos e a entrega só permitem começar {1}, e a "
            "execução leva {2} dias com a margem, além do prazo de {3} dias",
            {start, say.fixed(n[2], 1), say.whole(n[1])});
    }
    case AdviceCode::NoLayoutFits:
        return say.pick("no layout fits", "nenhum arranjo cabe");
    case AdviceCode::CostsMore:
        return say.fill("meets the requirements but costs {1}, more than the options above",
                        "cumpre os requisitos, mas custa {1}, mais que as opções acima",
                        {say.money(n[0], id(a, 0))});
    case AdviceCode::ConstraintsFiltered:
        return say.pick("only offers allowed by the constraints were considered (countries, providers, GPUs, "
                        "acquisitions of the scenario)",
                        "só foram consideradas ofertas permitidas pelas restrições do cenário (países, "
                        "provedores, GPUs, formas de aquisição)");
    case AdviceCode::NoConfiguration:
        return say.pick(
            "no configuration meets the scenario; the rejected list says why each one failed",
            "nenhuma configuração atende ao cenário; a lista de rejeitadas diz por que cada uma falhou");
    case AdviceCode::PolicyNoFourBit:
        return say.pick(
            "4-bit weights were left out: with sensitive health data they need an explicit opt-in "
            "(policy.four_bit_weights: true)",
            "pesos de 4 bits ficaram de fora: com dados sensíveis de saúde exigem opção explícita "
            "(policy.four_bit_weights: true)");
    case AdviceCode::FxRateFarFromCatalog:
        return say.fill(
            "the exchange rate typed, 1 USD = {1} {2}, is {3} the catalog's ({4}): check that it is "
            "USD to {2}, not the inverse",
            "o câmbio digitado, 1 USD = {1} {2}, está {3} do catálogo ({4}): confira se é de USD para "
            "{2}, e não o inverso",
            {say.fixed(n[0], 4), id(a, 0),
             n[0] > n[1] ? say.fill("{1} above", "{1} acima", {say.percent(n[0] / n[1] - 1)})
                         : say.fill("{1} below", "{1} abaixo", {say.percent(1 - n[0] / n[1])}),
             id(a, 1)});
    case AdviceCode::CostComparisonFailed:
        return say.pick("the cost comparison could not be drawn: ",
                        "não foi possível montar a comparação de custos: ") +
               id(a, 0);
    }
    return {};
}

std::string supplierTierText(std::string_view tier, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    if (tier == "hyperscaler")
        return pt ? "hiperescalador" : "hyperscaler";
    if (tier == "neocloud")
        return pt ? "nuvem especializada em GPU" : "specialist GPU cloud";
    if (tier == "local_cloud")
        return pt ? "provedor regional ou local" : "regional or local provider";
    if (tier == "bare_metal_host")
        return pt ? "hospedagem bare metal" : "bare-metal host";
    if (tier == "colocation")
        return pt ? "colocation" : "colocation provider";
    if (tier == "marketplace")
        return pt ? "marketplace comunitário" : "community marketplace";
    if (tier == "user")
        return pt ? "fornecedor cadastrado pelo usuário" : "supplier you added";
    if (tier == "owned")
        return pt ? "hardware próprio" : "owned hardware";
    return std::string(tier);
}

std::vector<std::string> adviceTexts(const std::vector<Advice>& advice, Language language) {
    std::vector<std::string> out;
    out.reserve(advice.size());
    for (const Advice& a : advice)
        out.push_back(adviceText(a, language));
    return out;
}

std::string_view decisionStepText(int step, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    switch (step) {
    case 1:
        return pt ? "passo 1: cabe num nó de 8 GPUs com 30-40 % de folga, portanto um nó"
                  : "step 1: fits one 8-GPU node with 30-40 % headroom, so one node";
    case 2:
        return pt ? "passo 2: cabe num nó só em INT4, para inferência"
                  : "step 2: fits one node only in INT4, for inference";
    case 3:
        return pt ? "passo 3: limitado por vazão, não por tamanho: réplicas paralelas atrás de um "
                    "balanceador de carga, não um cluster"
                  : "step 3: throughput-bound, not size-bound: data-parallel replicas behind a load "
                    "balancer, not a cluster";
    case 4:
        return pt ? "passo 4: treino além de um nó: vários nós com TP dentro do nó, PP/DP entre nós, na "
                    "eficiência projetada"
                  : "step 4: training beyond one node: multi-node with TP inside the node, PP/DP across, at "
                    "the projected efficiency";
    case 5:
        return pt ? "passo 5: pré-treino de 70B+ do zero: um cluster de classe fronteira"
                  : "step 5: pre-training 70B+ from scratch: a frontier-class cluster";
    default:
        return "";
    }
}

std::string optionLabel(const OptionName& name, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    const std::string place = name.place.empty() ? std::string() : " (" + name.place + ")";
    switch (name.kind) {
    case OptionKind::BareMetal:
        return name.provider + " bare metal " + name.shape + place;
    case OptionKind::Owned:
        return (pt ? "própria: " : "owned ") + name.shape + place;
    case OptionKind::Cloud:
    case OptionKind::Hybrid:
        break;
    }
    return name.provider + " " + name.shape + place;
}

std::string rejectedLabel(const RejectedOption& rejected, Language language) {
    return optionLabel(rejected.name, language) + ", " + std::string(precisionName(rejected.precision));
}

std::string_view complianceStatusText(ComplianceStatus status, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    switch (status) {
    case ComplianceStatus::Blocked:
        return pt ? "bloqueado" : "blocked";
    case ComplianceStatus::AllowedWithConditions:
        return pt ? "permitido com condições" : "allowed with conditions";
    case ComplianceStatus::Allowed:
        break;
    }
    return pt ? "permitido" : "allowed";
}

std::string_view fitVerdictText(FitVerdict verdict, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    switch (verdict) {
    case FitVerdict::Fits:
        return pt ? "cabe" : "fits";
    case FitVerdict::Tight:
        return pt ? "apertado" : "tight";
    case FitVerdict::DoesNotFit:
        break;
    }
    return pt ? "não cabe" : "does not fit";
}

std::string_view effectText(Effect effect, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    switch (effect) {
    case Effect::Block:
        return pt ? "BLOQUEIA" : "BLOCK";
    case Effect::Requires:
        return pt ? "EXIGE" : "REQUIRES";
    case Effect::Flag:
        return pt ? "ALERTA" : "FLAG";
    case Effect::Info:
        break;
    }
    return pt ? "INFORMA" : "INFO";
}

std::string_view apiAlternativesHeading(Language language) {
    return language == Language::PortugueseBrazil ? "Chamar uma API hospedada, para os mesmos tokens"
                                                  : "Calling a hosted API instead, for the same tokens";
}

std::string apiAlternativeText(const ApiAlternative& a, const std::string& currency, Language language) {
    const Say say{language};
    const std::string who = (a.providerName.empty() ? a.providerId : a.providerName) + " " + a.apiModel;
    const std::string match = a.sameModel ? say.pick("the same model", "o mesmo modelo")
                                          : say.pick("a different model of a comparable class",
                                                     "outro modelo, de classe comparável");
    std::string prices = say.fill(
        "{1} / {2} per million prompt / output tokens", "{1} / {2} por milhão de tokens de entrada / saída",
        {say.price(a.inputPerMillion, currency), say.price(a.outputPerMillion, currency)});
    if (a.priceCurrency != currency)
        prices += say.fill(" (published in {1}, converted at the catalog rate)",
                           " (publicado em {1}, convertido pela taxa do catálogo)", {a.priceCurrency});
    const std::string difference = a.versusFirst <= 0
                                       ? say.fill("{1} less than option 1", "{1} a menos que a opção 1",
                                                  {say.money(-a.versusFirst, currency)})
                                       : say.fill("{1} more than option 1", "{1} a mais que a opção 1",
                                                  {say.money(a.versusFirst, currency)});
    const std::string where = a.country.empty() ? say.pick("where it processes requests is not stated",
                                                           "onde processa as requisições não está informado")
                                                : say.fill("requests processed in {1}",
                                                           "requisições processadas em {1}", {a.country});
    return say.fill(
        "{1} ({2}): {3}; the same tokens cost {4} ({5} per million tokens), {6}; {7}; compliance: {8} "
        "(source: {9})",
        "{1} ({2}): {3}; os mesmos tokens custam {4} ({5} por milhão de tokens), {6}; {7}; conformidade: "
        "{8} (fonte: {9})",
        {who, match, prices, say.money(a.totalCost, currency), say.price(a.costPerMillionTokens, currency),
         difference, where,
         std::string(complianceStatusText(a.compliance, language)) +
             (a.policyRefusal
                  ? say.pick("; the procurement policy refuses it: ", "; a política de compras o recusa: ") +
                        adviceText(*a.policyRefusal, language)
                  : std::string()),
         a.source + ", " + a.asOf});
}

} // namespace gpuadvisor
