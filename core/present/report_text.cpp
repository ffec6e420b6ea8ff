#include "core/present/report_text.h"

#include <array>
#include <utility>

namespace gpuadvisor {

namespace {

const ReportText kEnglish{
    .defaultTitle = "GPU sizing study",
    .customer = "Customer",
    .preparedBy = "Prepared by",
    .company = "Company",
    .date = "Date",
    .catalogAsOf = "Prices and specifications as of",
    .catalogRevision = "Catalog revision",
    .catalogRevisionUnchanged = "{1} (no change since the catalog was created)",
    .currency = "Currency",
    .horizon = "Horizon",
    .utilisation = "Utilisation assumed",
    .months = "{1} months",
    .page = "Page {1} of {2}",
    .figure = "Figure {1}. ",
    .notGiven = "—",
    .subtitleServing = "Serving {1} to {2} ({3}-token prompts, {4}-token answers)",
    .subtitleBatch = "Batch inference with {1} over {2}, due in {3} h",
    .subtitleTraining = "{1} of {2} on {3}",
    .billionTokens = "{1} billion tokens",
    .loadUsers = "{1} concurrent users",
    .loadThinkTime = "{1} users who pause {2} s between requests",
    .loadRequestRate = "{1} requests per second",
    .loadConcurrency = ", ≈ {1} concurrent sequences",
    .loadImplied = "implied by the load on option 1 (Little's law)",
    .pretraining = "Pre-training",
    .fullFinetune = "Full fine-tuning",
    .loraFinetune = "LoRA fine-tuning",
    .qloraFinetune = "QLoRA fine-tuning",
    .summary = "Executive summary",
    .options = "Options compared",
    .memory = "Memory fit per option",
    .performance = "Performance",
    .cost = "Cost over time",
    .cashView = "Cash view, year by year",
    .pnlView = "Profit and loss view (depreciation), year by year",
    .costLines = "Cost lines of the recommended option",
    .sensitivity = "Sensitivity: what could change the answer",
    .fxBand = "Exchange-rate exposure",
    .compliance = "Compliance findings",
    .assumptions = "Assumptions register",
    .rejected = "Rejected alternatives",
    .disclaimer = "Disclaimer",
    .whyRecommended = "Why this option",
    .recommendServing =
        "Recommended: {1} × {2} in {3} on {4}, costing {5} over {6} months (about {7} a month).",
    .recommendJob = "Recommended: {1} × {2} in {3} on {4}; the job costs {5} and takes {6}.",
    .servingPerformance = "It holds {1} at {2} per output token and {3} to the first token, "
                          "{4} tokens/s in all.",
    .trainingPerformance = "The run takes {1} on {2}, at {3} scaling efficiency.",
    .paysBack = "Buying ({1}) pays back against renting ({2}) in month {3} of {4}.",
    .neverPaysBack = "Buying ({1}) does not pay back against renting ({2}) within the {3}-month horizon.",
    .breakEvenUtilisation = "Owning is cheaper per useful GPU-hour than renting only above {1} utilisation; "
                            "this study assumes {2}.",
    .neverCheaper = "At these prices owning is not cheaper than renting at any utilisation.",
    .rentAlwaysOn = "The rented options are billed around the clock whatever the load, so there is no "
                    "break-even utilisation.",
    .noBreakEvenAllRented = "Every option compared is rented (the scenario does not allow buying), so there "
                            "is no break-even between renting and buying.",
    .noBreakEvenNoOwned = "No bought option passed the scenario's rules (the options and the rejected list "
                          "say why), so there is no break-even between renting and buying.",
    .noBreakEvenAllBought = "Every option compared is bought (the scenario does not allow renting), so there "
                            "is no break-even between renting and buying.",
    .complianceClear = "Compliance: allowed; no rule requires extra controls.",
    .complianceControls = "Compliance: allowed with conditions; {1} finding(s) require controls before "
                          "go-live (the longest takes {2} days).",
    .complianceControlsNoLead =
        "Compliance: allowed with conditions; {1} finding(s) require controls before go-live.",
    .complianceBlocked = "Compliance: blocked.",
    .mostSensitive =
        "What could change the answer: the present cost of this option over the {4}-month horizon, "
        "{5} as estimated, becomes {2} or {3} with {1} 20 % lower or higher.",
    .mostSensitiveJob =
        "What could change the answer: the job's cost, {5} as estimated, becomes {2} or {3} with "
        "{1} 20 % lower or higher.",
    .jobNoBreakEven =
        "A one-off job is priced for the hours it runs (rented by the month: the months it holds "
        "the lease; bought: the purchase), so there is no month in which buying overtakes "
        "renting.",
    .runnerUp = "The next option, {1}, costs {2} ({3} more).",
    .runnerUpCheaper = "The next option, {1}, costs {2} ({3} less, within the tie band; the reasons for the "
                       "order are under Why this option).",
    .estimatedPrice =
        "The price of option 1, {1}, is an estimate the catalog labels ASSUMPTION, not a published "
        "list price or a supplier's quote: get a quote before deciding.",
    .regionUnconfirmed =
        "The price list of option 1, {1}, gives every region the same price, so it does not show that the "
        "provider offers it in {2}: confirm it, with a quote, before deciding.",
    .noOption =
        "No configuration meets this scenario. The rejected alternatives below say why each one failed.",
    .figureTotalHorizon = "Total over {1} months",
    .figureJob = "Cost of the job",
    .figureMonthly = "Per month",
    .figureBreakEvenMonth = "Break-even month (buy vs rent)",
    .figureBreakEvenUtilisation = "Break-even utilisation",
    .figureCompliance = "Compliance",
    .figurePerformance = "Performance",
    .figureTokenCost = "Per million tokens (prompt and output; output alone)",
    .apiIntro =
        "Option 1 serves {1} of prompt and {2} of output ({3}). A hosted API bills the same tokens at its "
        "published price per million; its own rate limits, latency and terms are not assessed here:",
    .apiJobScope = "the job",
    .monthValue = "month {1}",
    .notReached = "not within the horizon",
    .notApplicable = "not applicable",
    .colRank = "#",
    .colOption = "Option",
    .colGpus = "GPUs",
    .colPrecision = "Precision",
    .colPerformance = "Performance",
    .colUpfront = "Upfront",
    .colMonthly = "Monthly",
    .colTotal = "Total",
    .colCompliance = "Compliance",
    .colPerGpu = "Used per GPU",
    .colCapacity = "GPU memory",
    .colWeights = "Weights",
    .colKvCache = "KV cache",
    .colVerdict = "Fit",
    .colTtft = "Time to first token",
    .colTpot = "Time per output token",
    .colTokensPerSecond = "Tokens/s (all replicas)",
    .colUsersPerReplica = "Users per replica",
    .colReplicas = "Replicas",
    .colTimeToTrain = "Time",
    .colLayout = "Layout (TP × PP × DP)",
    .colScaling = "Scaling efficiency",
    .colYear = "Year {1}",
    .colLine = "Cost line",
    .colSource = "Source",
    .colDriver = "Driver",
    .colLow = "At −20 %",
    .colHigh = "At +20 %",
    .colFxBand = "Band ±1σ·√years",
    .colFxLow = "Total at −band",
    .colFxHigh = "Total at +band",
    .colPricedIn = "Priced in",
    .colEffect = "Effect",
    .colFinding = "Finding",
    .colCitation = "Citation",
    .colControls = "Required controls",
    .colLeadDays = "Lead time (days)",
    .colValue = "Value",
    .colNumber = "Number",
    .colUnit = "Unit",
    .colAsOf = "As of",
    .colAlternative = "Alternative",
    .colWhyNot = "Why not",
    .comparisonOnly = "* Not among the best ranked; the cheapest option of its kind, shown so that renting "
                      "and buying are compared.",
    .comparisonOverBudget = "† Above your budget of {1}: shown only so that every way of paying is compared.",
    .userValue = "USER VALUE",
    .costIntro =
        "Amounts in {1}, over {2} months at {3} utilisation, prices as of {4}. Exchange rates used: {5}.",
    .costIntroJob = "Amounts in {1} for one run of the job, prices as of {2}. Exchange rates used: {3}.",
    .jobCostCaption =
        "Cost of the job on each compared option, as in the options table; the colour is the way of "
        "paying.",
    .jobNoYearViews =
        "The job runs once, so there is no year-by-year cash or depreciation view: a month-by-month "
        "cost belongs to capacity kept over a horizon. The cost lines below are the recommended "
        "option's rates while it runs.",
    .fxJob =
        "The job is paid when it runs, at that day's exchange rate: the cost of an option priced in another "
        "currency moves one for one with the rate ({1} used here).",
    .cashCaption =
        "Cash out by year: hardware is paid when bought (or by loan instalments); rent as it is billed.",
    .pnlCaption = "Expense by year: hardware depreciated straight-line over {1} years; loan interest "
                  "counted, principal not.",
    .cumulativeCaption = "Cumulative cost of each option over the horizon.",
    .cumulativeBreakEven =
        " Marks show where one option's line crosses another's: from there on it costs less.",
    .utilisationCaption = "Cost per useful GPU-hour against utilisation: where owning beats renting.",
    .tornadoCaption =
        "Present cost of the recommended option with each driver at −20 % and +20 %, widest first.",
    .tornadoCaptionJob = "Cost of the job on the recommended option with each driver at −20 % and +20 %, "
                         "widest first.",
    .fxNone = "Every option is priced in {1}: no exchange-rate exposure.",
    .fxCaption = "Horizon total if the exchange rate moves by one standard deviation of its history, scaled "
                 "by √years, on the share priced in the supplier's currency (local staff, energy and "
                 "compliance work carry no exchange-rate risk); the band column gives the move of the whole "
                 "total.",
    .memoryCaption = "Memory each ranked option needs per GPU, by component, against the GPU's capacity.",
    .scalingTrainingCaption =
        "Scaling efficiency of {1} from 1 to {2} GPUs; nodes of {3} GPUs joined by {4}.",
    .scalingServingCaption =
        "Output tokens/s per GPU of one {1} replica at each tensor-parallel width, against the best.",
    .complianceIntro = "Rules of LGPD, CMN 4.893, GDPR and the other regimes in the catalog, evaluated for "
                       "each option. Decision support, not legal advice.",
    .optionStatus = "Status: {1}, for",
    .noFindings = "No rule applies.",
    .assumptionsIntro = "Every value the estimates rest on, with its source and the date it was checked. "
                        "Values without a date are the engines' built-in defaults.",
    .rejectedMore = "… and {1} more (gpu-advisor-cli recommend --json lists them all).",
    .rejectedGroupMore = "and {1} more for the same reason",
    .rejectedNone = "No alternative was rejected.",
    .disclaimerText =
        "The figures in this report are directional estimates from public specifications, list prices and "
        "published "
        "formulas, as of the dates shown. They exclude taxes unless a cost line says otherwise. Real prices, "
        "discounts, exchange rates and performance vary; confirm them with the vendors before committing. "
        "Compliance findings support a decision and are not legal advice.",
    .scenarioSource = "scenario",
    .exchangeRate = "exchange rate",
    .performanceAccuracy = "Against published benchmarks the model held out of its fit, figures like these "
                           "were off by {1} in the median ({2} cases: {3}, {4}).",
    .accuracyAllGpus = "every measured GPU",
    .accuracyOutsideGpu = "No published case ran on this GPU with this engine: the figure extrapolates.",
    .accuracyOutsideGpuTraining = "No published training case ran on this GPU: the figure extrapolates.",
    .accuracyOutsideEngine = "No published case ran this engine: the figure extrapolates.",
    .accuracyOutsideMoe = "No published case is a mixture-of-experts model: the figure extrapolates.",
    .accuracyDagger = "† No published case ran on that GPU with that engine, or the model is a mixture of "
                      "experts: the figure extrapolates, and its error is the whole family's.",
    .colAccuracy = "Expected error",
    .asked = "Options you asked us to compare",
    .askedIntro =
        "The options named in the scenario (cost.options), costed over the same horizon and checked "
        "against the same rules as the ranking that follows; gpu-advisor-cli tco prints the same "
        "figures.",
    .askedFailed = "The options named in the scenario could not be costed: {1}",
    .colCostPerGpuHour = "Per useful GPU-hour",
    .policy = "Procurement policy",
    .policyIntro = "What the ranking accepted beyond the law. Values the scenario does not set follow from "
                   "the customer's organisation and data; change them under policy in the scenario.",
    .colPolicyRule = "Rule",
    .colPolicyValue = "Value",
    .colPolicyBasis = "Why this value",
    .basisScenario = "set in the scenario",
    .basisRegulated = "default for regulated or personal data",
    .basisHealth = "default for health data",
    .basisWorkload = "from workload.redundancy",
    .basisDefault = "product default",
    .policyAllTiers = "every kind of supplier",
    .policyAllBut = "every kind of supplier except: {1}",
    .policyNoMinimum = "no minimum",
    .yes = "yes",
    .no = "no",
    .redundancyNone = "none",
    .redundancyServers = "N+1 across servers",
    .redundancySites = "N+1 across sites",
};

const ReportText kPortuguese{
    .defaultTitle = "Estudo de dimensionamento de GPUs",
    .customer = "Cliente",
    .preparedBy = "Preparado por",
    .company = "Empresa",
    .date = "Data",
    .catalogAsOf = "Preços e especificações de",
    .catalogRevision = "Revisão do catálogo",
    .catalogRevisionUnchanged = "{1} (sem alterações desde a criação do catálogo)",
    .currency = "Moeda",
    .horizon = "Horizonte",
    .utilisation = "Utilização considerada",
    .months = "{1} meses",
    .page = "Página {1} de {2}",
    .figure = "Figura {1}. ",
    .notGiven = "—",
    .subtitleServing = "{1} atendendo {2} (prompts de {3} tokens, respostas de {4} tokens)",
    .subtitleBatch = "Inferência em lote com {1} sobre {2}, com prazo de {3} h",
    .subtitleTraining = "{1} de {2} com {3}",
    .billionTokens = "{1} bilhões de tokens",
    .loadUsers = "{1} usuários simultâneos",
    .loadThinkTime = "{1} usuários que fazem pausas de {2} s entre pedidos",
    .loadRequestRate = "{1} requisições por segundo",
    .loadConcurrency = ", ≈ {1} sequências simultâneas",
    .loadImplied = "decorre da carga na opção 1 (lei de Little)",
    .pretraining = "Pré-treinamento",
    .fullFinetune = "Ajuste fino completo",
    .loraFinetune = "Ajuste fino LoRA",
    .qloraFinetune = "Ajuste fino QLoRA",
    .summary = "Resumo executivo",
    .options = "Opções comparadas",
    .memory = "Memória por GPU em cada opção",
    .performance = "Desempenho",
    .cost = "Custo ao longo do tempo",
    .cashView = "Visão de caixa, ano a ano",
    .pnlView = "Visão de resultado (depreciação), ano a ano",
    .costLines = "Linhas de custo da opção recomendada",
    .sensitivity = "Sensibilidade: o que pode mudar a resposta",
    .fxBand = "Exposição cambial",
    .compliance = "Conformidade legal",
    .assumptions = "Registro de premissas",
    .rejected = "Alternativas descartadas",
    .disclaimer = "Aviso",
    .whyRecommended = "Por que esta opção",
    .recommendServing =
        "Recomendação: {1} × {2} em {3} em {4}, custando {5} em {6} meses (cerca de {7} por mês).",
    .recommendJob = "Recomendação: {1} × {2} em {3} em {4}; o trabalho custa {5} e leva {6}.",
    .servingPerformance = "Atende {1} com {2} por token de saída e {3} até o primeiro "
                          "token, {4} tokens/s no total.",
    .trainingPerformance = "O treinamento leva {1} em {2}, com eficiência de escala de {3}.",
    .paysBack = "Comprar ({1}) se paga em relação a alugar ({2}) no mês {3} de {4}.",
    .neverPaysBack = "Comprar ({1}) não se paga em relação a alugar ({2}) dentro do horizonte de {3} meses.",
    .breakEvenUtilisation = "Ter o hardware só custa menos por GPU-hora útil do que alugar acima de {1} de "
                            "utilização; este estudo considera {2}.",
    .neverCheaper = "Com estes preços, ter o hardware não custa menos do que alugar em nenhuma utilização.",
    .rentAlwaysOn = "As opções alugadas são cobradas o tempo todo, qualquer que seja a carga; não há "
                    "utilização de equilíbrio.",
    .noBreakEvenAllRented = "Todas as opções comparadas são alugadas (o cenário não permite comprar); não há "
                            "ponto de equilíbrio entre alugar e comprar.",
    .noBreakEvenNoOwned = "Nenhuma opção de compra passou pelas regras do cenário (as opções e a lista de "
                          "descartadas dizem por quê); não há ponto de equilíbrio entre alugar e comprar.",
    .noBreakEvenAllBought = "Todas as opções comparadas são compradas (o cenário não permite alugar); não há "
                            "ponto de equilíbrio entre alugar e comprar.",
    .complianceClear = "Conformidade: permitido; nenhuma regra exige controles adicionais.",
    .complianceControls = "Conformidade: permitido com condições; {1} constatação(ões) exigem controles "
                          "antes da entrada em produção (o mais longo leva {2} dias).",
    .complianceControlsNoLead = "Conformidade: permitido com condições; {1} constatação(ões) exigem "
                                "controles antes da entrada em produção.",
    .complianceBlocked = "Conformidade: bloqueado.",
    .mostSensitive =
        "O que pode mudar a resposta: o custo presente desta opção no horizonte de {4} meses, {5} "
        "na estimativa, passa a {2} ou {3} com {1} 20 % menor ou maior.",
    .mostSensitiveJob =
        "O que pode mudar a resposta: o custo do trabalho, {5} na estimativa, passa a {2} ou {3} "
        "com {1} 20 % menor ou maior.",
    .jobNoBreakEven = "Um trabalho avulso é cotado pelas horas em que roda (alugado por mês: os meses em que "
                      "ocupa o contrato; comprado: a compra), então não há mês em que comprar supere alugar.",
    .runnerUp = "A opção seguinte, {1}, custa {2} ({3} a mais).",
    .runnerUpCheaper =
        "A opção seguinte, {1}, custa {2} ({3} a menos, dentro da faixa de empate; os motivos da "
        "ordem estão em Por que esta opção).",
    .estimatedPrice =
        "O preço da opção 1, {1}, é uma estimativa marcada ASSUMPTION no catálogo, não um preço de "
        "lista publicado nem a cotação de um fornecedor: peça uma cotação antes de decidir.",
    .regionUnconfirmed =
        "A lista de preços da opção 1, {1}, dá o mesmo preço em todas as regiões e não mostra que o "
        "provedor a oferece em {2}: confirme, com uma cotação, antes de decidir.",
    .noOption = "Nenhuma configuração atende a este cenário. As alternativas descartadas abaixo explicam por "
                "que cada uma falhou.",
    .figureTotalHorizon = "Total em {1} meses",
    .figureJob = "Custo do trabalho",
    .figureMonthly = "Por mês",
    .figureBreakEvenMonth = "Mês de equilíbrio (comprar × alugar)",
    .figureBreakEvenUtilisation = "Utilização de equilíbrio",
    .figureCompliance = "Conformidade",
    .figurePerformance = "Desempenho",
    .figureTokenCost = "Por milhão de tokens (entrada e saída; só saída)",
    .apiIntro =
        "A opção 1 atende {1} de entrada e {2} de saída ({3}). Uma API hospedada cobra os mesmos tokens "
        "pelo preço publicado por milhão; seus limites de taxa, latência e termos não são avaliados aqui:",
    .apiJobScope = "o trabalho",
    .monthValue = "mês {1}",
    .notReached = "não dentro do horizonte",
    .notApplicable = "não se aplica",
    .colRank = "#",
    .colOption = "Opção",
    .colGpus = "GPUs",
    .colPrecision = "Precisão",
    .colPerformance = "Desempenho",
    .colUpfront = "Inicial",
    .colMonthly = "Mensal",
    .colTotal = "Total",
    .colCompliance = "Conformidade",
    .colPerGpu = "Uso por GPU",
    .colCapacity = "Memória da GPU",
    .colWeights = "Pesos",
    .colKvCache = "Cache KV",
    .colVerdict = "Cabe?",
    .colTtft = "Tempo até o primeiro token",
    .colTpot = "Tempo por token de saída",
    .colTokensPerSecond = "Tokens/s (todas as réplicas)",
    .colUsersPerReplica = "Usuários por réplica",
    .colReplicas = "Réplicas",
    .colTimeToTrain = "Tempo",
    .colLayout = "Arranjo (TP × PP × DP)",
    .colScaling = "Eficiência de escala",
    .colYear = "Ano {1}",
    .colLine = "Linha de custo",
    .colSource = "Fonte",
    .colDriver = "Fator",
    .colLow = "Com −20 %",
    .colHigh = "Com +20 %",
    .colFxBand = "Banda ±1σ·√anos",
    .colFxLow = "Total com −banda",
    .colFxHigh = "Total com +banda",
    .colPricedIn = "Cotado em",
    .colEffect = "Efeito",
    .colFinding = "Constatação",
    .colCitation = "Citação",
    .colControls = "Controles exigidos",
    .colLeadDays = "Prazo (dias)",
    .colValue = "Premissa",
    .colNumber = "Valor",
    .colUnit = "Unidade",
    .colAsOf = "Data",
    .colAlternative = "Alternativa",
    .colWhyNot = "Por que não",
    .comparisonOnly = "* Fora das mais bem classificadas; a opção mais barata do seu tipo, mostrada para "
                      "comparar alugar e comprar.",
    .comparisonOverBudget =
        "† Acima do seu orçamento de {1}: mostrada apenas para comparar todas as formas de "
        "pagar.",
    .userValue = "VALOR DO USUÁRIO",
    .costIntro = "Valores em {1}, em {2} meses com {3} de utilização, preços de {4}. Câmbio usado: {5}.",
    .costIntroJob = "Valores em {1} para uma execução do trabalho, preços de {2}. Câmbio usado: {3}.",
    .jobCostCaption =
        "Custo do trabalho em cada opção comparada, como na tabela de opções; a cor é a forma de "
        "pagamento.",
    .jobNoYearViews =
        "O trabalho roda uma vez, então não há visão de caixa nem de depreciação ano a ano: o custo "
        "mês a mês é o de capacidade mantida ao longo de um horizonte. As linhas de custo abaixo são "
        "as tarifas da opção recomendada enquanto ela roda.",
    .fxJob = "O trabalho é pago quando roda, ao câmbio do dia: o custo de uma opção cotada em outra moeda "
             "varia na "
             "mesma proporção do câmbio ({1} usado aqui).",
    .cashCaption = "Saída de caixa por ano: o hardware é pago na compra (ou em parcelas do financiamento); o "
                   "aluguel, quando cobrado.",
    .pnlCaption = "Despesa por ano: hardware depreciado linearmente em {1} anos; juros do financiamento "
                  "contam, o principal não.",
    .cumulativeCaption = "Custo acumulado de cada opção ao longo do horizonte.",
    .cumulativeBreakEven =
        " As marcas mostram onde a linha de uma opção cruza a de outra: daí em diante ela custa menos.",
    .utilisationCaption =
        "Custo por GPU-hora útil em função da utilização: onde ter o hardware vence o aluguel.",
    .tornadoCaption = "Custo presente da opção recomendada com cada fator em −20 % e +20 %, do mais amplo ao "
                      "mais estreito.",
    .tornadoCaptionJob = "Custo do trabalho na opção recomendada com cada fator em −20 % e +20 %, do mais "
                         "amplo ao mais estreito.",
    .fxNone = "Todas as opções são cotadas em {1}: sem exposição cambial.",
    .fxCaption = "Total no horizonte se o câmbio variar um desvio-padrão do seu histórico, escalado por "
                 "√anos, sobre a parte cotada na moeda do fornecedor (pessoal, energia e trabalho de "
                 "conformidade locais não têm risco cambial); a coluna da banda dá a variação do total.",
    .memoryCaption =
        "Memória que cada opção classificada exige por GPU, por componente, diante da capacidade da GPU.",
    .scalingTrainingCaption = "Eficiência de escala de {1} de 1 a {2} GPUs; nós de {3} GPUs ligados por {4}.",
    .scalingServingCaption = "Tokens de saída/s por GPU de uma réplica de {1} em cada largura de paralelismo "
                             "de tensor, diante da melhor.",
    .complianceIntro = "Regras da LGPD, da Resolução CMN 4.893, do RGPD e dos demais regimes do catálogo, "
                       "avaliadas para cada opção. Apoio à decisão, não parecer jurídico.",
    .optionStatus = "Situação: {1}, para",
    .noFindings = "Nenhuma regra se aplica.",
    .assumptionsIntro = "Todo valor em que as estimativas se apoiam, com fonte e data de verificação. "
                        "Valores sem data são padrões internos dos motores.",
    .rejectedMore = "… e mais {1} (gpu-advisor-cli recommend --json lista todas).",
    .rejectedGroupMore = "e mais {1} pelo mesmo motivo",
    .rejectedNone = "Nenhuma alternativa foi descartada.",
    .disclaimerText =
        "Os números deste relatório são estimativas indicativas, baseadas em especificações públicas, preços "
        "de "
        "tabela e fórmulas publicadas, nas datas indicadas. Não incluem impostos, salvo quando uma linha de "
        "custo "
        "o diz. Preços reais, descontos, câmbio e desempenho variam; confirme-os com os fornecedores antes "
        "de "
        "assumir compromissos. As constatações de conformidade apoiam a decisão e não são parecer jurídico.",
    .scenarioSource = "cenário",
    .exchangeRate = "taxa de câmbio",
    .performanceAccuracy = "Contra benchmarks publicados que o modelo deixou fora do ajuste, números como "
                           "estes erraram {1} na mediana ({2} casos: {3}, {4}).",
    .accuracyAllGpus = "todas as GPUs medidas",
    .accuracyOutsideGpu =
        "Nenhum caso publicado rodou nesta GPU com este motor: o número é uma extrapolação.",
    .accuracyOutsideGpuTraining =
        "Nenhum caso publicado de treino rodou nesta GPU: o número é uma extrapolação.",
    .accuracyOutsideEngine = "Nenhum caso publicado rodou este motor: o número é uma extrapolação.",
    .accuracyOutsideMoe = "Nenhum caso publicado é um modelo de mistura de especialistas: o número é uma "
                          "extrapolação.",
    .accuracyDagger = "† Nenhum caso publicado rodou naquela GPU com aquele motor, ou o modelo é de mistura "
                      "de especialistas: o número é uma extrapolação, e o erro é o da família inteira.",
    .colAccuracy = "Erro esperado",
    .asked = "Opções que você pediu para comparar",
    .askedIntro = "As opções indicadas no cenário (cost.options), custeadas no mesmo horizonte e verificadas "
                  "contra as mesmas regras da classificação a seguir; gpu-advisor-cli tco imprime os mesmos "
                  "números.",
    .askedFailed = "Não foi possível custear as opções indicadas no cenário: {1}",
    .colCostPerGpuHour = "Por GPU-hora útil",
    .policy = "Política de compras",
    .policyIntro = "O que a classificação aceitou além da lei. Valores que o cenário não define decorrem da "
                   "organização e dos dados do cliente; altere-os em policy no cenário.",
    .colPolicyRule = "Regra",
    .colPolicyValue = "Valor",
    .colPolicyBasis = "Por que este valor",
    .basisScenario = "definido no cenário",
    .basisRegulated = "padrão para dados regulados ou pessoais",
    .basisHealth = "padrão para dados de saúde",
    .basisWorkload = "de workload.redundancy",
    .basisDefault = "padrão do produto",
    .policyAllTiers = "todo tipo de fornecedor",
    .policyAllBut = "todo tipo de fornecedor, exceto: {1}",
    .policyNoMinimum = "sem mínimo",
    .yes = "sim",
    .no = "não",
    .redundancyNone = "nenhuma",
    .redundancyServers = "N+1 entre servidores",
    .redundancySites = "N+1 entre locais",
};

// The engines' fixed English words with their Portuguese, for the few places a report repeats them.
constexpr std::array<std::pair<std::string_view, std::string_view>, 20> kEngineWords{{
    {"utilisation", "utilização"},
    {"power price, PUE", "preço da energia, PUE"},
    {"colocation price", "preço da colocation"},
    {"staff cost", "custo de pessoal"},
    {"maintenance", "manutenção"},
    {"network and storage share", "parcela de rede e armazenamento"},
    {"discount rate", "taxa de desconto"},
    {"egress volume", "volume de egress"},
    {"price and exchange rate", "preço e câmbio"},
    {"BLOCK", "BLOQUEIA"},
    {"REQUIRES", "EXIGE"},
    {"FLAG", "ALERTA"},
    {"INFO", "INFORMA"},
    {"allowed", "permitido"},
    {"allowed_with_conditions", "permitido com condições"},
    {"blocked", "bloqueado"},
    {"fits", "cabe"},
    {"tight", "apertado"},
    {"does-not-fit", "não cabe"},
    {"on-demand", "sob demanda"},
}};

} // namespace

const ReportText& reportText(Language language) {
    return language == Language::PortugueseBrazil ? kPortuguese : kEnglish;
}

std::string reportWord(std::string_view engineWord, Language language) {
    if (language == Language::PortugueseBrazil)
        for (const auto& [english, portuguese] : kEngineWords)
            if (english == engineWord)
                return std::string(portuguese);
    if (engineWord == "allowed_with_conditions")
        return "allowed with conditions";
    if (engineWord == "does-not-fit")
        return "does not fit";
    return std::string(engineWord);
}

} // namespace gpuadvisor
