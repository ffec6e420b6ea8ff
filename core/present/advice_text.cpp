#include "core/present/advice_text.h"

#include "core/common/number_format.h"
#include "core/common/units.h"
#include "core/present/cost_text.h"
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

std::string singleInstanceSuffix(const std::optional<fact::SingleInstance>& single, const Say& say) {
    if (!single)
        return {};
    if (say.pt())
        return "; uma instância de " + say.whole(single->gpus) + " GPU(s)" +
               (single->marketplace ? " de marketplace" : "") + " é o máximo que esta oferta dá a um treino";
    return "; one " + say.whole(single->gpus) + "-GPU " + (single->marketplace ? "marketplace " : "") +
           "instance is the most this offer can give a training job";
}

// A way of paying, as the subject of "costs" and as an adjective of "option".
std::string payingText(OptionKind kind, const Say& say) {
    switch (kind) {
    case OptionKind::Owned:
        return say.pick("buying", "comprar");
    case OptionKind::BareMetal:
        return say.pick("renting bare metal", "alugar bare metal");
    case OptionKind::Cloud:
        return say.pick("renting in the cloud", "alugar na nuvem");
    case OptionKind::Hybrid:
        break;
    }
    return say.pick("this option", "esta opção");
}
std::string kindText(OptionKind kind, const Say& say) {
    if (kind == OptionKind::Owned)
        return say.pick("owned (bought)", "própria (compra)");
    if (kind == OptionKind::BareMetal)
        return say.pick("bare-metal", "bare metal");
    return say.pick("cloud", "em nuvem");
}

// "owned 8x H100 SXM (BR), fp8": an option a tie-break passed or a Kind* note gives as its example.
std::string namedText(const fact::NamedOption& o, const Say& say) {
    return optionLabel(o.name, say.language) + ", " + std::string(precisionName(o.precision));
}

// One phrase per fact; std::visit in adviceText will not compile while a fact has none.
std::string phrase(const fact::ServingFits& f, const Say& say) {
    return say.fill(
        "{1} in {2} fits a {3}-GPU {4} replica: {5} of {6} per GPU with its {8} sequences' KV cache, "
        "weights {7} of VRAM",
        "{1} em {2} cabe numa réplica de {3} GPU(s) {4}: {5} de {6} por GPU com o cache KV das suas "
        "{8} sequências, pesos em {7} da VRAM",
        {f.model, std::string(precisionName(f.precision)), say.whole(f.tp), f.gpu, say.gb(f.totalBytes),
         say.gb(f.capacityBytes), say.percent(f.weightsShare), say.whole(f.sequences)});
}
std::string phrase(const fact::SpareGpus& f, const Say& say) {
    return say.fill("uses {1} of the {2} GPUs paid for; the rest is spare capacity",
                    "usa {1} das {2} GPUs pagas; o restante é capacidade livre",
                    {say.whole(f.used), say.whole(f.paidFor)});
}
std::string phrase(const fact::BatchReplicas& f, const Say& say) {
    return say.fill("{1} replica(s) at {2} output tokens/s each finish the corpus in {3} (due in {4} h)",
                    "{1} réplica(s) a {2} tokens de saída/s cada terminam o corpus em {3} (prazo de {4} h)",
                    {say.whole(f.replicas), say.whole(f.outputTokensPerSecondPerReplica),
                     say.duration(f.corpusSeconds), say.fixed(f.hoursUntilDue, 1)});
}
std::string phrase(const fact::ServingReplicas& f, const Say& say) {
    const auto target = [&](const std::optional<double>& ms) {
        return ms ? say.fill(" (target {1} ms)", " (meta de {1} ms)", {say.whole(*ms)}) : std::string();
    };
    const std::string load =
        f.requestsPerSecond
            ? say.fill("{1} requests/s", "{1} pedidos/s", {say.fixed(*f.requestsPerSecond, 2)})
            : say.fill("{1} users", "{1} usuários", {say.whole(f.users)});
    return say.fill("each replica holds up to {1} sequences within the targets; {2} need {3} replica(s), "
                    "at TPOT {4} ms{5} and TTFT {6} ms{7}, prompts' prefill included",
                    "cada réplica comporta até {1} sequências dentro das metas; {2} pedem {3} réplica(s), "
                    "com TPOT de {4} ms{5} e TTFT de {6} ms{7}, prefill dos prompts incluído",
                    {say.whole(f.sequencesPerReplica), load, say.whole(f.replicasNeeded),
                     say.fixed(f.tpotSeconds * 1e3, 1), target(f.tpotTargetMs),
                     say.fixed(f.ttftSeconds * 1e3, 0), target(f.ttftTargetMs)});
}
std::string phrase(const fact::Placement& f, const Say& say) {
    const std::vector<std::string> args{say.whole(f.replicas), say.whole(f.gpus), say.whole(f.servers),
                                        say.whole(f.serversForTheLoad),
                                        say.money(f.redundancyCost, f.currency)};
    switch (f.redundancy) {
    case Redundancy::AcrossServers:
        return say.fill("N+1 across servers: {1} replica(s) = {2} GPUs on {3} server(s), one more than the "
                        "{4} the load needs, so any one can fail (the spare adds {5})",
                        "N+1 entre servidores: {1} réplica(s) = {2} GPUs em {3} servidor(es), um a mais que "
                        "os {4} que a carga pede, para que qualquer um possa falhar (a reserva soma {5})",
                        args);
    case Redundancy::AcrossSites:
        return say.fill("N+1 across sites: {1} replica(s) = {2} GPUs on {3} server(s) in 2 sites, each "
                        "site carrying the whole load alone on {4} (the second site adds {5})",
                        "N+1 entre locais: {1} réplica(s) = {2} GPUs em {3} servidor(es) em 2 locais, cada "
                        "local levando a carga inteira sozinho em {4} (o segundo local soma {5})",
                        args);
    case Redundancy::None:
        break;
    }
    return say.fill("{1} replica(s) = {2} GPUs on {3} unit(s); no spare server (policy.redundancy: none)",
                    "{1} réplica(s) = {2} GPUs em {3} unidade(s); sem servidor de reserva "
                    "(policy.redundancy: none)",
                    args);
}
std::string phrase(const fact::LeadTime& f, const Say& say) {
    const std::string start =
        f.earliestStart.empty()
            ? say.fill("{1} days after the decision", "{1} dias após a decisão", {say.whole(f.days)})
            : say.fill("on {1}", "em {1}", {f.earliestStart});
    std::vector<std::string> parts;
    if (f.controlsDays > 0)
        parts.push_back(say.fill("{1} days for the required controls", "{1} dias para os controles exigidos",
                                 {say.whole(f.controlsDays)}));
    if (f.deliveryDays > 0)
        parts.push_back(say.fill("{1} days for delivery of the hardware",
                                 "{1} dias para a entrega do hardware", {say.whole(f.deliveryDays)}));
    std::string joined;
    for (const std::string& part : parts)
        joined += (joined.empty() ? "" : say.pick(", then ", ", depois ")) + part;
    return say.fill("work can start {1}: {2}", "o trabalho pode começar {1}: {2}", {start, joined});
}
std::string tieReason(fact::TieCriterion criterion, const Say& say) {
    switch (criterion) {
    case fact::TieCriterion::Precision:
        return say.pick("its higher precision keeps answer quality",
                        "sua precisão maior preserva a qualidade das respostas");
    case fact::TieCriterion::Hosts:
        return say.pick("it runs on fewer hosts", "roda em menos servidores");
    case fact::TieCriterion::Conditions:
        return say.pick("the law sets it fewer conditions", "a lei lhe impõe menos condições");
    case fact::TieCriterion::ConfirmedPrice:
        return say.pick("its price is a list price or a quote, with nothing to confirm",
                        "seu preço é de lista ou cotação, sem nada a confirmar");
    case fact::TieCriterion::Tier:
        return say.pick("its supplier is more accountable (contract, SLA, audit)",
                        "seu fornecedor responde mais (contrato, SLA, auditoria)");
    case fact::TieCriterion::LeadTime:
        break;
    }
    return say.pick("it can start sooner", "pode começar antes");
}
std::string phrase(const fact::TieBreak& f, const Say& say) {
    return say.fill("ranked above {1}, which costs {2} less (within the {3} tie band): {4}",
                    "classificada acima de {1}, que custa {2} menos (dentro da faixa de empate de {3}): {4}",
                    {namedText(f.passed, say), say.fixed(f.costsMore * 100, 2) + " %",
                     say.fixed(f.band * 100, 0) + " %", tieReason(f.criterion, say)});
}
std::string phrase(const fact::FourBitQuality&, const Say& say) {
    return say.pick(
        "4-bit weights: fine for many chat uses, risky for medical or legal analysis",
        "pesos de 4 bits: bons para muitos usos de chat, arriscados para análise médica ou jurídica");
}
std::string phrase(const fact::DecisionStep& f, const Say& say) {
    return std::string(decisionStepText(f.step, say.language));
}
std::string phrase(const fact::ServingCost& f, const Say& say) {
    return say.fill("costs {1} over {2} months ({3} per useful GPU-hour)",
                    "custa {1} em {2} meses ({3} por GPU-hora útil)",
                    {say.money(f.total, f.currency), say.whole(f.months), say.fixed(f.perUsefulGpuHour, 2)});
}
std::string phrase(const fact::TokenCost& f, const Say& say) {
    if (f.utilisation)
        return say.fill("a million tokens cost {1} (prompt and output; {2} per million output tokens) "
                        "at {3} utilisation",
                        "um milhão de tokens custa {1} (entrada e saída; {2} por milhão de tokens "
                        "de saída) com utilização de {3}",
                        {say.price(f.perMillionTokens, f.currency),
                         say.price(f.perMillionOutputTokens, f.currency), say.percent(*f.utilisation)});
    return say.fill(
        "a million tokens cost {1} (prompt and output; {2} per million output tokens)",
        "um milhão de tokens custa {1} (entrada e saída; {2} por milhão de tokens de saída)",
        {say.price(f.perMillionTokens, f.currency), say.price(f.perMillionOutputTokens, f.currency)});
}
std::string phrase(const fact::TrainingRun& f, const Say& say) {
    const std::string deadline = f.deadlineDays ? say.fill(" (deadline {1} days)", " (prazo de {1} dias)",
                                                           {say.whole(*f.deadlineDays)})
                                                : std::string();
    return say.fill("{1} {2} ({3} unit(s)) train {4} tokens in {5}{6} at MFU {7}, scaling efficiency {8}",
                    "{1} {2} ({3} unidade(s)) treinam {4} tokens em {5}{6} com MFU de {7} e eficiência "
                    "de escala de {8}",
                    {say.whole(f.gpus), f.gpu, say.whole(f.units), say.count(f.tokens),
                     say.duration(f.seconds), deadline, say.percent(f.mfu),
                     say.percent(f.scalingEfficiency)});
}
std::string phrase(const fact::TrainingLayout& f, const Say& say) {
    const std::string joined =
        f.fabric.empty() ? std::string()
                         : say.fill(", units joined by {1}", ", unidades ligadas por {1}", {f.fabric});
    return say.fill("layout tp={1} pp={2} dp={3} zero={4}: the fastest that fits in memory{5}",
                    "arranjo tp={1} pp={2} dp={3} zero={4}: o mais rápido que cabe na memória{5}",
                    {say.whole(f.tp), say.whole(f.pp), say.whole(f.dp), say.whole(f.zeroStage), joined});
}
std::string phrase(const fact::OneUnitMeetsDeadline&, const Say& say) {
    return say.pick("one unit already meets the deadline: more GPUs would only add cost",
                    "uma unidade já cumpre o prazo: mais GPUs só somariam custo");
}
std::string phrase(const fact::JobCost& f, const Say& say) {
    return say.fill("the job costs {1}", "o trabalho custa {1}", {say.money(f.total, f.currency)});
}
std::string phrase(const fact::PriceEdited& f, const Say& say) {
    return say.pick("the price is a user value, not a published list price: ",
                    "o preço é um valor do usuário, não de uma lista publicada: ") +
           f.source;
}
std::string phrase(const fact::PriceAssumed&, const Say& say) {
    return say.pick("the price is an estimate (ASSUMPTION) in the catalog: get a quote before deciding",
                    "o preço é uma estimativa (ASSUMPTION) do catálogo: peça uma cotação antes de decidir");
}
std::string phrase(const fact::RegionUnconfirmed& f, const Say& say) {
    return say.fill("the provider's list gives every region the same price: confirm that it offers this "
                    "configuration in {1} before deciding",
                    "a lista do provedor dá o mesmo preço em todas as regiões: confirme que oferece esta "
                    "configuração em {1} antes de decidir",
                    {f.region});
}
std::string phrase(const fact::Compliance& f, const Say& say) {
    std::string text = say.pick("compliance: ", "conformidade: ") +
                       std::string(complianceStatusText(f.status, say.language));
    for (const fact::Compliance::Condition& c : f.conditions)
        text +=
            "; " + std::string(effectText(c.effect, say.language)) + " " + c.rule + " (" + c.citation + ")";
    if (f.costedControls > 0) {
        text +=
            say.fill("; the controls they require cost {1} once and {2} a year ({3} controls costed, in the "
                     "total; {4} not estimated)",
                     "; os controles exigidos custam {1} uma vez e {2} por ano ({3} controles estimados, "
                     "no total; {4} sem estimativa)",
                     {say.money(f.upfront, f.currency), say.money(f.perYear, f.currency),
                      say.whole(f.costedControls), say.whole(f.controlsNotEstimated)});
        if (f.leadTimeDays > 0)
            text += say.fill(" and take {1} days before go-live",
                             " e levam {1} dias antes da entrada em produção", {say.whole(f.leadTimeDays)});
    } else if (f.controlsNotEstimated > 0)
        text +=
            say.fill("; {1} required controls have no cost estimate in the catalog (compliance_controls)",
                     "; {1} controles exigidos não têm estimativa de custo no catálogo (compliance_controls)",
                     {say.whole(f.controlsNotEstimated)});
    return text;
}
std::string phrase(const fact::NoFitInOneUnit& f, const Say& say) {
    return say.fill("the model does not fit one {1}-GPU {2} unit with 30 % headroom; serving across nodes is "
                    "slower than any single node (source article 002)",
                    "o modelo não cabe numa unidade de {1} GPU(s) {2} com 30 % de folga; servir entre nós é "
                    "mais lento que qualquer nó único (artigo-fonte 002)",
                    {say.whole(f.gpusInTheUnit), f.gpu});
}
std::string phrase(const fact::AboveRackPower& f, const Say& say) {
    return say.fill("one node draws up to {1} kW, more than the {2} kW a rack of the site can power and "
                    "cool (constraints.rack_power_kw)",
                    "um nó consome até {1} kW, mais que os {2} kW que um rack do local alimenta e "
                    "refrigera (constraints.rack_power_kw)",
                    {say.fixed(f.nodeKw, 1), say.fixed(f.rackLimitKw, 1)});
}
std::string phrase(const fact::NoLatencyMeetsTarget& f, const Say& say) {
    return say.fill(
        "no concurrency meets the latency targets (TPOT {1} ms alone, TTFT {2} ms)",
        "nenhuma concorrência cumpre as metas de latência (TPOT de {1} ms sozinho, TTFT de {2} ms)",
        {say.fixed(f.tpotAloneSeconds * 1e3, 1), say.whole(f.ttftSeconds * 1e3)});
}
std::string phrase(const fact::EngineRefused& f, const Say& say) {
    return say.pt() ? "o motor não estimou esta configuração: " + f.message : f.message;
}
std::string phrase(const fact::GpuLacksFigures& f, const Say& say) {
    return say.fill("GPU '{1}' lacks a dense {2} figure or a memory bandwidth in the catalog",
                    "a GPU '{1}' não tem no catálogo o valor denso em {2} ou a largura de banda de memória",
                    {f.gpu, std::string(precisionName(f.math))});
}
std::string phrase(const fact::BlockedByRule& f, const Say& say) {
    return say.fill("blocked by {1} ({2}): {3}", "bloqueada por {1} ({2}): {3}",
                    {f.rule, f.citation, say.pt() && !f.messagePt.empty() ? f.messagePt : f.messageEn});
}
std::string phrase(const fact::OverBudget& f, const Say& say) {
    return say.fill(
        "over budget: {1} costs {2}, above your {3} budget",
        "acima do orçamento: {1} custa {2}, acima do seu orçamento de {3}",
        {payingText(f.kind, say), say.money(f.total, f.currency), say.money(f.budget, f.currency)});
}
std::string phrase(const fact::KindOverBudget& f, const Say& say) {
    return say.fill("no {1} option within the budget: the cheapest, {4}, costs {2}, above your {3} budget",
                    "nenhuma opção {1} dentro do orçamento: a mais barata, {4}, custa {2}, acima do seu "
                    "orçamento de {3}",
                    {kindText(f.kind, say), say.money(f.total, f.currency), say.money(f.budget, f.currency),
                     namedText(f.cheapest, say)});
}
std::string phrase(const fact::KindRemoved& f, const Say& say) {
    return say.fill(
        "no {1} option: all {2} configurations were removed, most because {3} (e.g. {4})",
        "nenhuma opção {1}: as {2} configurações foram retiradas, a maioria porque {3} (ex.: {4})",
        {kindText(f.kind, say), say.whole(f.removed),
         f.because.empty() ? std::string() : adviceText(f.because.front(), say.language),
         namedText(f.example, say)});
}
std::string phrase(const fact::KindNotOffered& f, const Say& say) {
    return say.fill("no {1} option: no offer of that kind in the catalog matches the scenario's GPUs, "
                    "providers and countries",
                    "nenhuma opção {1}: nenhuma oferta desse tipo no catálogo atende às GPUs, provedores e "
                    "países do cenário",
                    {kindText(f.kind, say)});
}
std::string phrase(const fact::NoMemoryOnGpus& f, const Say& say) {
    return say.fill("does not fit in memory on {1} GPUs", "não cabe na memória de {1} GPUs",
                    {say.whole(f.gpus)}) +
           singleInstanceSuffix(f.single, say);
}
std::string phrase(const fact::LowScalingEfficiency& f, const Say& say) {
    return say.fill("on {1} GPUs the projected efficiency is {2}, below 60 %: the wrong shape for multi-node",
                    "em {1} GPUs a eficiência projetada é de {2}, abaixo de 60 %: formato errado para vários "
                    "nós",
                    {say.whole(f.gpus), say.percent(f.efficiency)}) +
           singleInstanceSuffix(f.single, say);
}
std::string phrase(const fact::MissesDeadline& f, const Say& say) {
    return say.fill("misses the {1}-day deadline with the {4} margin the policy keeps ({2} on {3} GPUs)",
                    "perde o prazo de {1} dias com a margem de {4} que a política reserva ({2} em {3} GPUs)",
                    {say.whole(f.deadlineDays), say.duration(f.seconds), say.whole(f.gpus),
                     say.percent(f.margin)}) +
           singleInstanceSuffix(f.single, say);
}
std::string phrase(const fact::PolicyTier& f, const Say& say) {
    return say.fill("the procurement policy does not accept a {1} as supplier (policy.supplier_tiers)",
                    "a política de compras não aceita {1} como fornecedor (policy.supplier_tiers)",
                    {supplierTierText(f.tier, say.language)});
}
std::string phrase(const fact::PolicySla& f, const Say& say) {
    if (!f.slaPercent)
        return say.fill("the catalog records no SLA for this provider; the policy asks for {1} % "
                        "(policy.min_sla_percent)",
                        "o catálogo não registra SLA deste provedor; a política pede {1} % "
                        "(policy.min_sla_percent)",
                        {say.fixed(f.minimumPercent, 2)});
    return say.fill("the provider commits to {1} % availability, below the {2} % the policy asks "
                    "(policy.min_sla_percent)",
                    "o provedor se compromete com {1} % de disponibilidade, abaixo dos {2} % que "
                    "a política pede (policy.min_sla_percent)",
                    {say.fixed(*f.slaPercent, 2), say.fixed(f.minimumPercent, 2)});
}
std::string phrase(const fact::PolicyConsumerGpu& f, const Say& say) {
    return say.fill("{1} is a consumer GPU: its driver licence excludes data-centre use and the policy "
                    "does not accept it (policy.consumer_gpus)",
                    "{1} é uma GPU de consumo: a licença do driver exclui uso em data center e a política "
                    "não a aceita (policy.consumer_gpus)",
                    {f.gpu});
}
std::string phrase(const fact::StartsTooLate& f, const Say& say) {
    const std::string start = f.earliestStart.empty()
                                  ? say.fill("{1} days after the decision", "{1} dias após a decisão",
                                             {say.whole(f.daysBeforeStart)})
                                  : say.fill("on {1} ({2} days)", "em {1} ({2} dias)",
                                             {f.earliestStart, say.whole(f.daysBeforeStart)});
    if (!f.runDays)
        return say.fill("cannot start in time: the hardware is delivered only {1}, past the {2}-day deadline",
                        "não começa a tempo: o hardware só é entregue {1}, depois do prazo de {2} dias",
                        {start, say.whole(f.deadlineDays)});
    return say.fill("cannot finish in time: the required controls and delivery let it start only {1}, and "
                    "the run takes {2} days with the margin, past the {3}-day deadline",
                    "não termina a tempo: os controles exigidos e a entrega só permitem começar {1}, e a "
                    "execução leva {2} dias com a margem, além do prazo de {3} dias",
                    {start, say.fixed(*f.runDays, 1), say.whole(f.deadlineDays)});
}
std::string phrase(const fact::NoLayoutFits&, const Say& say) {
    return say.pick("no layout fits", "nenhum arranjo cabe");
}
std::string phrase(const fact::CostsMore& f, const Say& say) {
    return say.fill("meets the requirements but costs {1}, more than the options above",
                    "cumpre os requisitos, mas custa {1}, mais que as opções acima",
                    {say.money(f.total, f.currency)});
}
std::string phrase(const fact::ConstraintsFiltered&, const Say& say) {
    return say.pick("only offers allowed by the constraints were considered (countries, providers, GPUs, "
                    "acquisitions of the scenario)",
                    "só foram consideradas ofertas permitidas pelas restrições do cenário (países, "
                    "provedores, GPUs, formas de aquisição)");
}
std::string phrase(const fact::NoConfiguration&, const Say& say) {
    return say.pick(
        "no configuration meets the scenario; the rejected list says why each one failed",
        "nenhuma configuração atende ao cenário; a lista de rejeitadas diz por que cada uma falhou");
}
std::string phrase(const fact::DefaultServiceLevel& f, const Say& say) {
    std::string targets;
    if (f.tpotMs)
        targets += "TPOT " + say.whole(*f.tpotMs) + " ms";
    if (f.ttftMs)
        targets += std::string(targets.empty() ? "" : ", ") + "TTFT " + say.whole(*f.ttftMs) + " ms";
    return say.fill("the study states no latency target, so the default for an interactive service applies: "
                    "{1} (assumptions interactive_tpot_target_ms and interactive_ttft_target_ms; set "
                    "workload.tpot_target_ms and ttft_target_ms, 0 for none)",
                    "o estudo não define meta de latência, então vale o padrão de um serviço interativo: {1} "
                    "(premissas interactive_tpot_target_ms e interactive_ttft_target_ms; defina "
                    "workload.tpot_target_ms e ttft_target_ms, 0 para nenhuma)",
                    {targets});
}
std::string phrase(const fact::PolicyNoFourBit&, const Say& say) {
    return say.pick("4-bit weights were left out: with sensitive health data they need an explicit opt-in "
                    "(policy.four_bit_weights: true)",
                    "pesos de 4 bits ficaram de fora: com dados sensíveis de saúde exigem opção explícita "
                    "(policy.four_bit_weights: true)");
}
std::string phrase(const fact::FxRateFarFromCatalog& f, const Say& say) {
    const double typed = f.typedRate, catalog = f.catalogRate;
    return say.fill(
        "the exchange rate typed, 1 USD = {1} {2}, is {3} the catalog's ({4}): check that it is "
        "USD to {2}, not the inverse",
        "o câmbio digitado, 1 USD = {1} {2}, está {3} do catálogo ({4}): confira se é de USD para "
        "{2}, e não o inverso",
        {say.fixed(typed, 4), f.currency,
         typed > catalog ? say.fill("{1} above", "{1} acima", {say.percent(typed / catalog - 1)})
                         : say.fill("{1} below", "{1} abaixo", {say.percent(1 - typed / catalog)}),
         f.catalogDescribed});
}
std::string phrase(const fact::CostComparisonFailed& f, const Say& say) {
    return say.pick("the cost comparison could not be drawn: ",
                    "não foi possível montar a comparação de custos: ") +
           f.message;
}

} // namespace

std::string adviceText(const Advice& a, Language language) {
    const Say say{language};
    return std::visit([&](const auto& f) { return phrase(f, say); }, a.fact);
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
    if (a.tax.rate > 0)
        prices += say.fill(", plus {1} {2}", ", mais {1} {2}",
                           {say.percent(a.tax.rate), invoiceTaxText(a.tax.regime, language)});
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
