#include "core/present/fit_text.h"

#include "core/common/units.h"

#include <cstdio>

namespace gpuadvisor {

std::vector<BreakdownRow> breakdownRows(const MemoryBreakdown& b, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    using L = BreakdownLine;
    return {{L::Weights, pt ? "pesos" : "weights", b.weights},
            {L::Gradients, pt ? "gradientes" : "gradients", b.gradients},
            {L::Optimizer, pt ? "estados do otimizador" : "optimizer states", b.optimizer},
            {L::Activations, pt ? "ativações" : "activations", b.activations},
            {L::KvCache, pt ? "cache KV" : "KV cache", b.kvCache},
            {L::FrameworkPeak, pt ? "pico do framework" : "framework peak", b.frameworkPeak()},
            {L::Overhead, pt ? "sobrecarga" : "overhead", b.overhead},
            {L::Total, pt ? "total do dispositivo" : "device total", b.total()},
            {L::Capacity, pt ? "capacidade" : "capacity", b.capacity},
            {L::Free, pt ? "livre" : "free", b.free()}};
}

namespace {

std::string str(long long value) {
    return std::to_string(value);
}

std::string loraTargetsText(LoraTargets targets, bool pt) {
    switch (targets) {
    case LoraTargets::AllLinear:
        return pt ? "todos os módulos lineares dos blocos (QLoRA §4)"
                  : "every linear module of the blocks (QLoRA §4)";
    case LoraTargets::Attention:
        return pt ? "as projeções de atenção" : "the attention projections";
    default:
        return pt ? "Wq e Wv (artigo do LoRA §7.1)" : "Wq and Wv (LoRA paper §7.1)";
    }
}

std::string trainingActivationsText(const FitReport& report, double bytes, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    const FitRequest& r = report.request;
    const ResolvedSettings& s = report.settings;
    const std::string equation =
        s.recompute == Recompute::Full
            ? (pt ? "(recomputação completa: 2sbh por camada + uma camada recomputada)"
                  : "(full recompute: 2sbh per layer + one layer recomputed)")
        : r.plan.sequenceParallel ? (pt ? "4 (sbh·34/t por camada)" : "4 (sbh·34/t per layer)")
                                  : (pt ? "2 (sbh·(10 + 24/t) por camada)" : "2 (sbh·(10 + 24/t) per layer)");
    const std::string scores =
        r.flashAttention || s.recompute != Recompute::None
            ? ""
            : (pt ? " + 5as²b/t de escores de atenção" : " + 5as²b/t attention scores");
    const std::string shape = ", s=" + str(s.sequenceLength) + ", b=" + str(r.microBatch) + ", ";
    if (pt)
        return "ativações: Korthikanti et al. 2022 Eq. " + equation + scores + shape + "o equivalente a " +
               str(r.model.numLayers) + " camadas no primeiro estágio do pipeline (Eq. 5), recomputação " +
               std::string(recomputeName(s.recompute)) + " → " + formatGB(bytes, language);
    return "activations: Korthikanti et al. 2022 Eq. " + equation + scores + shape + str(r.model.numLayers) +
           " layers' worth on the first pipeline stage (Eq. 5), recompute " +
           std::string(recomputeName(s.recompute)) + " → " + formatGB(bytes, language);
}

std::string kvCacheText(const FitReport& report, const FitFact& f, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    const FitRequest& r = report.request;
    const ModelSpec& m = r.model;
    const std::string perToken =
        m.mla.enabled()
            ? "(kv_lora_rank " + str(m.mla.kvLoraRank) + " + rope " + str(m.mla.qkRopeHeadDim) +
                  (pt ? ") latente por camada, replicado no TP" : ") latent per layer, replicated across TP")
        : pt ? "2 × " + str(static_cast<long long>(f.n[0])) + " cabeças KV por GPU (de " + str(m.numKvHeads) +
                   ") × dimensão de cabeça " + str(m.headDim)
             : "2 × " + str(static_cast<long long>(f.n[0])) + " KV heads per GPU (of " + str(m.numKvHeads) +
                   ") × " + str(m.headDim) + " head dim";
    const std::string precision = formatFixed(f.n[1], 4, language) + " B (" +
                                  std::string(precisionName(report.settings.kvPrecision)) + ")";
    const std::string layers = str(static_cast<long long>(f.n[2]));
    const std::string context = str(report.settings.context), block = str(r.assumptions.kvBlockTokens),
                      sequences = str(r.concurrency);
    if (pt)
        return "cache KV: " + perToken + " × " + precision + " × " + layers + " camadas × " + context +
               " tokens (arredondados para blocos de " + block + " tokens) × " + sequences +
               " sequências → " + formatGB(f.n[3], language);
    return "KV cache: " + perToken + " × " + precision + " × " + layers + " layers × " + context +
           " tokens (rounded up to " + block + "-token blocks) × " + sequences + " sequences → " +
           formatGB(f.n[3], language);
}

} // namespace

std::string fitFactText(const FitFact& f, const FitReport& report, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    const FitRequest& r = report.request;
    const ResolvedSettings& s = report.settings;
    const ParallelPlan& plan = r.plan;
    const MemoryAssumptions& a = r.assumptions;
    auto gb = [language](double bytes) { return formatGB(bytes, language); };
    auto pct = [language](double fraction) { return formatPercent(fraction, language); };
    auto count = [language](double value) { return formatCount(value, language); };
    auto fixed = [language](double value, int decimals) { return formatFixed(value, decimals, language); };
    const std::string optimizer(optimizerName(r.optimizer)), precision(precisionName(s.precision));
    switch (f.code) {
    case FitFactCode::NeedsMoreThanCapacity:
        return pt ? "precisa de " + gb(f.n[0]) + " por GPU, " + gb(f.n[1]) + " a mais que os " + gb(f.n[2]) +
                        " disponíveis"
                  : "needs " + gb(f.n[0]) + " per GPU, " + gb(f.n[1]) + " more than the " + gb(f.n[2]) +
                        " available";
    case FitFactCode::WeightsShareAboveLimit:
        return pt ? "os pesos ocupam " + pct(f.n[0]) + " da VRAM (regra prática: no máximo " + pct(f.n[1]) +
                        ", deixando o resto para cache KV e buffers)"
                  : "weights take " + pct(f.n[0]) + " of VRAM (rule of thumb: at most " + pct(f.n[1]) +
                        ", leaving the rest for KV cache and buffers)";
    case FitFactCode::AboveServingUtilisation:
        return pt ? "usa " + pct(f.n[0]) + " da VRAM, acima dos " + pct(f.n[1]) +
                        " que um motor de serviço planeja usar (padrão do vLLM)"
                  : "uses " + pct(f.n[0]) + " of VRAM, above the " + pct(f.n[1]) +
                        " a serving engine plans to use (vLLM default)";
    case FitFactCode::UsesOfCapacity:
        return pt ? "usa " + gb(f.n[0]) + " de " + gb(f.n[1]) + " (" + pct(f.n[2]) + "); os pesos ocupam " +
                        pct(f.n[3]) + " da VRAM"
                  : "uses " + gb(f.n[0]) + " of " + gb(f.n[1]) + " (" + pct(f.n[2]) + "); weights take " +
                        pct(f.n[3]) + " of VRAM";
    case FitFactCode::ModelStates: {
        const std::string layout = "tp=" + str(plan.tp) + " × pp=" + str(plan.pp);
        const std::string zero = str(plan.zeroStage), dp = str(plan.dp);
        if (pt)
            return "estados do modelo: " + count(f.n[0]) + " parâmetros por GPU (" + layout + ") × (" +
                   fixed(f.n[1], 0) + " B de pesos + " + fixed(f.n[1], 0) + " B de gradientes + " +
                   fixed(f.n[2], 0) + " B de estados do " + optimizer + "), ZeRO estágio " + zero +
                   " sobre dp=" + dp + " (Rajbhandari et al. 2020, §5) → pesos " + gb(f.n[3]) +
                   ", gradientes " + gb(f.n[4]) + ", otimizador " + gb(f.n[5]);
        return "model states: " + count(f.n[0]) + " parameters per GPU (" + layout + ") × (" +
               fixed(f.n[1], 0) + " B weights + " + fixed(f.n[1], 0) + " B gradients + " + fixed(f.n[2], 0) +
               " B " + optimizer + " states), ZeRO stage " + zero + " over dp=" + dp +
               " (Rajbhandari et al. 2020, §5) → weights " + gb(f.n[3]) + ", gradients " + gb(f.n[4]) +
               ", optimizer " + gb(f.n[5]);
    }
    case FitFactCode::Zero3GatheredLayer:
        return pt ? "o ZeRO-3 reúne os parâmetros de uma camada inteira antes de usá-la: + " + gb(f.n[0]) +
                        " de pesos"
                  : "ZeRO-3 gathers one full layer's parameters before using it: + " + gb(f.n[0]) +
                        " of weights";
    case FitFactCode::QuantisedWeights:
        return pt ? "pesos: " + count(f.n[0]) + " parâmetros das matrizes dos blocos em " + precision + " (" +
                        fixed(f.n[2], 4) + " B cada) + " + count(f.n[1]) +
                        " parâmetros de embedding, LM head, normalização e bias mantidos em bf16 (2 B), no "
                        "estágio mais carregado, divididos por tp=" +
                        str(plan.tp) + " → " + gb(f.n[3])
                  : "weights: " + count(f.n[0]) + " block-matrix parameters in " + precision + " (" +
                        fixed(f.n[2], 4) + " B each) + " + count(f.n[1]) +
                        " embedding, LM-head, norm and bias parameters kept in bf16 (2 B), on the most "
                        "loaded "
                        "stage, split over tp=" +
                        str(plan.tp) + " → " + gb(f.n[3]);
    case FitFactCode::Weights:
        return pt ? "pesos: " + count(f.n[0]) + " parâmetros no estágio mais carregado × " +
                        fixed(f.n[1], 4) + " B (" + precision + ") / tp=" + str(plan.tp) + " → " + gb(f.n[2])
                  : "weights: " + count(f.n[0]) + " parameters on the most loaded stage × " +
                        fixed(f.n[1], 4) + " B (" + precision + ") / tp=" + str(plan.tp) + " → " + gb(f.n[2]);
    case FitFactCode::FrozenBaseSharded:
        return pt ? "o ZeRO-3 (FSDP) fragmenta também a base congelada sobre dp=" + str(plan.dp) +
                        ": cada GPU guarda " + gb(f.n[1]) + " dela"
                  : "ZeRO-3 (FSDP) shards the frozen base too, over dp=" + str(plan.dp) +
                        ": each GPU keeps " + gb(f.n[1]) + " of it";
    case FitFactCode::IndependentReplicas:
        return pt ? "dp=" + str(plan.dp) +
                        " significa réplicas independentes: cada GPU guarda o mesmo que a GPU de uma réplica"
                  : "dp=" + str(plan.dp) +
                        " means independent replicas: each GPU holds what one replica's GPU holds";
    case FitFactCode::LoraAdapters:
        return pt ? "adaptadores LoRA: posto " + str(r.loraRank) + " em " +
                        loraTargetsText(r.loraTargets, pt) + " = " + count(f.n[0]) +
                        " parâmetros por GPU, pesos e gradientes em fp32 + " + fixed(f.n[1], 0) +
                        " B de estados do " + optimizer + " cada → " + gb(f.n[2])
                  : "LoRA adapters: rank " + str(r.loraRank) + " on " + loraTargetsText(r.loraTargets, pt) +
                        " = " + count(f.n[0]) + " parameters per GPU, fp32 weights and gradients + " +
                        fixed(f.n[1], 0) + " B " + optimizer + " states each → " + gb(f.n[2]);
    case FitFactCode::NoArchitecture:
        return pt ? "ativações e cache KV não são estimados: precisam da arquitetura (use --model ou "
                    "--model-file)"
                  : "activations and KV cache are not estimated: they need the architecture (use --model or "
                    "--model-file)";
    case FitFactCode::TrainingActivations:
        return trainingActivationsText(report, f.n[0], language);
    case FitFactCode::ChunkedLoss:
        return pt ? "entropia cruzada em " + fixed(f.n[0], 0) +
                        " pedaços (CEWithChunkedOutputLoss do torchtune): os logits fp32 de um pedaço por vez"
                  : "cross-entropy in " + fixed(f.n[0], 0) +
                        " chunks (torchtune's CEWithChunkedOutputLoss): the fp32 logits of one chunk at a "
                        "time";
    case FitFactCode::OptimizerInBackward:
        return pt ? "passo do otimizador no backward (optimizer_in_bwd do torchtune): cada gradiente é "
                    "liberado "
                    "ao ser aplicado, no máximo os de uma camada → " +
                        gb(f.n[0])
                  : "optimizer step in backward (torchtune's optimizer_in_bwd): each gradient is freed once "
                    "applied, at most one layer's alive → " +
                        gb(f.n[0]);
    case FitFactCode::GptActivationFormulas:
        return pt ? "as fórmulas de ativação são as de um bloco GPT (MLP GELU de 4h); MLPs com porta e MoE "
                    "guardam um pouco mais"
                  : "the activation formulas are those of a GPT block (4h GELU MLP); gated and MoE MLPs "
                    "store "
                    "somewhat more";
    case FitFactCode::ServingActivations:
        return pt ? "ativações: memória de trabalho de uma camada num passo de prefill de " +
                        fixed(f.n[0], 0) +
                        " tokens (Korthikanti et al. 2022 Eq. 2, s·h·(10 + 24/t) B) + logits fp32 de " +
                        str(r.concurrency) + " sequências × vocabulário de " + str(r.model.vocabSize) +
                        " → " + gb(f.n[1])
                  : "activations: one layer's working set for a " + fixed(f.n[0], 0) +
                        "-token prefill step (Korthikanti et al. 2022 Eq. 2, s·h·(10 + 24/t) B) + fp32 "
                        "logits "
                        "of " +
                        str(r.concurrency) + " sequences × " + str(r.model.vocabSize) + " vocabulary → " +
                        gb(f.n[1]);
    case FitFactCode::KvCache:
        return kvCacheText(report, f, language);
    case FitFactCode::SlidingWindow:
        return pt ? "janela deslizante: " + str(r.model.slidingWindowLayers) + " de " +
                        str(r.model.numLayers) + " camadas guardam no máximo " + str(r.model.slidingWindow) +
                        " tokens"
                  : "sliding window: " + str(r.model.slidingWindowLayers) + " of " + str(r.model.numLayers) +
                        " layers keep at most " + str(r.model.slidingWindow) + " tokens";
    case FitFactCode::Overhead:
        return pt ? "sobrecarga: contexto CUDA " + formatGiB(a.cudaContextBytes, language) +
                        " + reserva do framework " + formatGiB(a.frameworkReserveBytes, language) + " + " +
                        pct(a.fragmentationFraction) +
                        " de fragmentação de pesos, gradientes, otimizador e ativações → " + gb(f.n[0])
                  : "overhead: CUDA context " + formatGiB(a.cudaContextBytes, language) +
                        " + framework reserve " + formatGiB(a.frameworkReserveBytes, language) + " + " +
                        pct(a.fragmentationFraction) +
                        " fragmentation of weights, gradients, optimizer and activations → " + gb(f.n[0]);
    case FitFactCode::NoPlanFits:
        return pt ? "nenhum plano de até " + str(static_cast<long long>(f.n[0])) + " GPUs deste tipo cabe"
                  : "no plan of up to " + str(static_cast<long long>(f.n[0])) + " GPUs of this type fits";
    case FitFactCode::MaxConcurrentSequences:
        return pt ? "máximo de sequências simultâneas: memória que sobra após pesos, ativações e sobrecarga "
                    "(" +
                        gb(f.n[0]) + ") / cache KV de uma sequência de " + str(s.context) + " tokens (" +
                        gb(f.n[1]) + ")"
                  : "max concurrent sequences: memory left after weights, activations and overhead (" +
                        gb(f.n[0]) + ") / KV cache of one " + str(s.context) + "-token sequence (" +
                        gb(f.n[1]) + ")";
    }
    return {};
}

std::vector<std::string> fitFactTexts(const std::vector<FitFact>& facts, const FitReport& report,
                                      Language language) {
    std::vector<std::string> out;
    out.reserve(facts.size());
    for (const FitFact& fact : facts)
        out.push_back(fitFactText(fact, report, language));
    return out;
}

std::string precisionTradeoffText(Precision precision, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    switch (precision) {
    case Precision::Fp32:
        return pt ? "Precisão total: nenhuma perda de exatidão, o dobro da memória de bf16; raramente "
                    "necessária "
                    "para servir."
                  : "Full precision: no accuracy loss, twice the memory of bf16; rarely needed for serving.";
    case Precision::Bf16:
    case Precision::Fp16:
        return pt ? "16 bits: a qualidade de referência com que o modelo foi publicado."
                  : "16-bit: the reference quality the model was released at.";
    case Precision::Fp8:
        return pt ? "Ponto flutuante de 8 bits: metade da memória de bf16, com exatidão próxima nas GPUs "
                    "atuais "
                    "(Hopper, Ada, Blackwell, MI300); precisa de suporte a FP8 no hardware para ser rápido."
                  : "8-bit float: half the memory of bf16 with accuracy close to it on current GPUs (Hopper, "
                    "Ada, Blackwell, MI300); needs hardware FP8 support to be fast.";
    case Precision::Int8:
        return pt ? "Inteiro de 8 bits: metade da memória de bf16, pequena perda de exatidão na maioria dos "
                    "usos "
                    "de chat e resumo."
                  : "8-bit integer: half the memory of bf16, small accuracy loss for most chat and "
                    "summarisation.";
    case Precision::Mxfp4:
    case Precision::Nvfp4:
        return pt ? "Ponto flutuante de 4 bits com escala por bloco (MXFP4: 4,25 bits por peso; NVFP4: 4,5): "
                    "nativo nas GPUs Blackwell, desquantizado para 16 bits nas demais; o formato em que o "
                    "gpt-oss é publicado."
                  : "4-bit float with block scales (MXFP4: 4.25 bits per weight; NVFP4: 4.5): native on "
                    "Blackwell GPUs, dequantised to 16 bit elsewhere; the format gpt-oss ships in.";
    case Precision::Int4:
    case Precision::Nf4:
        return pt ? "4 bits: um quarto da memória de bf16; serve para muitos usos de chat, arriscado em "
                    "análise "
                    "médica, jurídica ou numérica, onde pequenos erros importam."
                  : "4-bit: a quarter of the memory of bf16; fine for many chat uses, risky for medical, "
                    "legal "
                    "or numerical analysis where small errors matter.";
    }
    return {};
}

namespace {

std::string row(const std::string& label, const std::string& gb, const std::string& gib) {
    char line[160];
    std::snprintf(line, sizeof line, "  %-18s %12s %12s\n", label.c_str(), gb.c_str(), gib.c_str());
    return line;
}

std::string upper(std::string_view text) {
    std::string out(text);
    for (auto& c : out)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
    return out;
}

} // namespace

std::string fitReportText(const FitReport& report) {
    const FitRequest& r = report.request;
    const ResolvedSettings& s = report.settings;
    std::string out;
    out += "Model     " + r.model.name + (r.model.id.empty() ? "" : " (" + r.model.id + ")") + ": " +
           formatCount(static_cast<double>(report.parameters)) + " parameters";
    if (report.activeParameters != report.parameters)
        out += ", " + formatCount(static_cast<double>(report.activeParameters)) + " active per token";
    out += "\n";
    out += "Workload  " + std::string(workloadName(r.workload)) + ", " +
           std::string(precisionName(s.precision)) +
           (isTraining(r.workload) && !isAdapterTraining(r.workload) ? " training" : " weights");
    if (isServing(r.workload))
        out += ", " + std::string(precisionName(s.kvPrecision)) + " KV cache, " + std::to_string(s.context) +
               " tokens × " + std::to_string(r.concurrency) + " sequences";
    else
        out += ", " + std::string(optimizerName(r.optimizer)) + ", sequence " +
               std::to_string(s.sequenceLength) + " × micro-batch " + std::to_string(r.microBatch) +
               ", recompute " + std::string(recomputeName(s.recompute));
    out += "\n";
    out += "GPUs      " + std::to_string(r.plan.gpus()) + " × " +
           (r.gpu.name.empty() ? "custom GPU" : r.gpu.name) + " (" + formatGB(r.gpu.memoryBytes) +
           " each), tp=" + std::to_string(r.plan.tp) + " pp=" + std::to_string(r.plan.pp) +
           " dp=" + std::to_string(r.plan.dp) +
           (isTraining(r.workload) ? " zero=" + std::to_string(r.plan.zeroStage) : "") + "\n\n";

    out += row("Per GPU", "GB (1e9 B)", "GiB (2^30 B)");
    for (const auto& line : breakdownRows(report.perGpu))
        out += row(line.label, formatFixed(units::toGB(line.bytes), 2),
                   formatFixed(units::toGiB(line.bytes), 2));
    out += "  framework peak: the tensors, what torch.cuda.max_memory_allocated reports; device total: the\n"
           "  peak plus the CUDA context, the framework's reserve and fragmentation (the verdict's figure)\n";

    out += "\nVerdict   " + upper(verdictName(report.verdict)) + "\n";
    for (const auto& reason : fitFactTexts(report.reasons, report, Language::English))
        out += "          " + reason + "\n";
    if (report.minGpus && report.minGpusPlan)
        out += "Minimum   " + std::to_string(*report.minGpus) +
               " GPU(s) of this type (tp=" + std::to_string(report.minGpusPlan->tp) +
               " pp=" + std::to_string(report.minGpusPlan->pp) +
               " dp=" + std::to_string(report.minGpusPlan->dp) + ")\n";
    else
        out += "Minimum   no plan of up to 4096 GPUs of this type fits\n";
    if (report.maxConcurrentSequences)
        out += "Capacity  at most " + std::to_string(*report.maxConcurrentSequences) +
               " concurrent sequences of " + std::to_string(s.context) + " tokens\n";
    if (report.kvCacheBytesPerToken > 0)
        out += "KV cache  " + formatFixed(report.kvCacheBytesPerToken, 0) +
               " B per token for the whole model (" + std::string(precisionName(s.kvPrecision)) + ")\n";
    out += "\nHow each figure was obtained:\n";
    for (const auto& note : fitFactTexts(report.notes, report, Language::English))
        out += "  - " + note + "\n";
    return out;
}

} // namespace gpuadvisor
