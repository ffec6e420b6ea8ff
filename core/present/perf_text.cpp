#include "core/present/perf_text.h"

#include "core/common/number_format.h"
#include "core/present/fit_json.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>

namespace gpuadvisor {

namespace {

std::string whole(double value) {
    return std::to_string(static_cast<long long>(std::llround(value)));
}

} // namespace

std::string perfFactText(const PerfFact& f, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    const auto& n = f.n;
    auto fixed = [language](double v, int decimals) { return formatFixed(v, decimals, language); };
    auto pct = [language](double v) { return formatPercent(v, language); };
    auto gb = [language](double v) { return formatGB(v, language); };
    auto ms = [language](double v) { return formatDuration(v, language); };
    auto id = [&f](std::size_t i) { return i < f.ids.size() ? f.ids[i] : std::string(); };
    switch (f.code) {
    case PerfFactCode::PeakDerived:
        return pt ? "pico " + id(0) + " da " + id(1) + " derivado do seu valor " + id(2) + " (" +
                        fixed(n[0] / 1e12, 0) +
                        " TFLOP/s; o catálogo não tem valor direto — defina um com 'catalog set gpus')"
                  : "peak " + id(0) + " of " + id(1) + " derived from its " + id(2) + " figure (" +
                        fixed(n[0] / 1e12, 0) +
                        " TFLOP/s; the catalog has no direct value — set one with 'catalog set gpus')";
    case PerfFactCode::Dequantised16Bit:
        return pt ? id(1) + " não tem núcleos tensoriais " + id(2) + ": os pesos " + id(0) +
                        " são desquantizados e multiplicados em 16 bits (" + fixed(n[0] / 1e12, 0) +
                        " TFLOP/s)"
                  : id(1) + " has no " + id(2) + " tensor cores: " + id(0) +
                        " weights are dequantised and multiplied at 16 bit (" + fixed(n[0] / 1e12, 0) +
                        " TFLOP/s)";
    case PerfFactCode::ConcurrencyAboveMemory:
        return pt ? "a concorrência " + whole(n[0]) + " passa das " + whole(n[1]) +
                        " sequências que a memória do cache KV comporta"
                  : "concurrency " + whole(n[0]) + " exceeds the " + whole(n[1]) +
                        " sequences the KV-cache memory holds";
    case PerfFactCode::DecodeStep:
        return pt ? "passo: camadas lineares máx(leitura de pp × " + gb(n[0]) +
                        " de pesos, FLOPs dos tokens de decodificação e de prompt) + atenção máx(leitura "
                        "de " +
                        fixed(n[1], 0) + " B de KV por token × " + fixed(n[2], 0) +
                        " tokens × lote, FLOPs do prefill) + all-reduces do TP + " + fixed(n[7], 0) +
                        " camadas × " + fixed(n[8] * 1e6, 0) + " µs de custo fixo, a " +
                        fixed(n[3] / 1e9, 0) + " GB/s × " + pct(n[4]) + "; com lote " + fixed(n[5], 1) +
                        ": " + ms(n[6])
                  : "step: linear layers max(read of pp × " + gb(n[0]) +
                        " weights, FLOPs of decode and prompt tokens) + attention max(read of " +
                        fixed(n[1], 0) + " B KV per token × " + fixed(n[2], 0) +
                        " tokens × batch, prefill FLOPs) + TP all-reduces + " + fixed(n[7], 0) +
                        " layers × " + fixed(n[8] * 1e6, 0) + " µs fixed cost, at " + fixed(n[3] / 1e9, 0) +
                        " GB/s × " + pct(n[4]) + "; at batch " + fixed(n[5], 1) + ": " + ms(n[6]);
    case PerfFactCode::Prefill:
        return (pt ? "prefill: (2N·P + 2·L·h·P²) FLOPs / (tp × "
                   : "prefill: (2N·P + 2·L·h·P²) FLOPs / (tp × ") +
               fixed(n[0] / 1e12, 0) + " TFLOP/s × " + pct(n[1]) + ") + " + fixed(n[4], 0) +
               (pt ? " camadas × " : " layers × ") + fixed(n[5] * 1e6, 0) +
               (pt ? " µs de custo fixo por passo, para P = " : " µs fixed cost per step, for P = ") +
               whole(n[2]) + " = " + ms(n[3]);
    case PerfFactCode::ChunkedPrefill:
        return pt ? "prefill em partes (Sarathi-Serve; lotes contínuos do vLLM e do TensorRT-LLM): cada "
                    "passo "
                    "leva " +
                        fixed(n[0], 1) +
                        " tokens de prompt além da decodificação (lote × P / saída; orçamento de " +
                        whole(n[1]) + " tokens por passo); um novo prompt, em meio a " + fixed(n[3], 1) +
                        " sequências, recebe o primeiro token em " + ms(n[2])
                  : "chunked prefill (Sarathi-Serve; vLLM and TensorRT-LLM in-flight batching): each step "
                    "carries " +
                        fixed(n[0], 1) +
                        " prompt tokens besides the decode tokens (batch × P / output; budget " +
                        whole(n[1]) + " tokens per step); a new prompt among " + fixed(n[3], 1) +
                        " sequences gets its first token in " + ms(n[2]);
    case PerfFactCode::Throughput:
        return pt ? "vazão: lote / TPOT = " + fixed(n[1], 1) + " / " + ms(n[2]) + " = " + fixed(n[0], 0) +
                        " tokens de saída/s por réplica (e " + fixed(n[3], 0) + " tokens de prompt/s)"
                  : "throughput: batch / TPOT = " + fixed(n[1], 1) + " / " + ms(n[2]) + " = " +
                        fixed(n[0], 0) + " output tokens/s per replica (and " + fixed(n[3], 0) +
                        " prompt tokens/s)";
    case PerfFactCode::QueueWait:
        return (pt ? (n[6] >= 0 ? "usuários com " + fixed(n[6], 1) +
                                      " s de pausa: λ = usuários / (pausa + resposta); "
                                : std::string())
                   : (n[6] >= 0
                          ? "users pausing " + fixed(n[6], 1) + " s: λ = users / (think time + response); "
                          : std::string())) +
               (pt ? "fila M/M/c (Erlang C) com " + whole(n[1]) + " vagas por réplica, " + fixed(n[0], 2) +
                         " pedidos/s por réplica (" + fixed(n[2], 1) + " erlangs) em " + whole(n[5]) +
                         " réplicas: espera no percentil " + fixed(n[3] * 100, 1) + " de " + ms(n[4])
                   : "M/M/c queue (Erlang C) with " + whole(n[1]) + " slots per replica, " + fixed(n[0], 2) +
                         " requests/s per replica (" + fixed(n[2], 1) + " erlangs) on " + whole(n[5]) +
                         " replicas: wait at percentile " + fixed(n[3] * 100, 1) + " of " + ms(n[4]));
    case PerfFactCode::RooflineBatch:
        if (n[0] > 0)
            return (pt ? "a decodificação passa a ser limitada por computação acima de um lote de cerca de "
                       : "decode turns compute-bound above a batch of about ") +
                   fixed(n[0], 0);
        return pt ? "a decodificação fica limitada pela memória em qualquer lote"
                  : "decode stays memory-bound at every batch";
    case PerfFactCode::DataParallel:
        return pt ? "paralelismo de dados: " + gb(n[0]) +
                        " de gradientes por GPU, all-reduce em anel sobre " + whole(n[1]) + " ranks " +
                        (n[2] > 0 ? "entre nós" : "dentro do nó") + (n[3] > 0 ? " (×1,5 pelo ZeRO-3)" : "") +
                        " = " + ms(n[4]) + ", " + pct(n[5]) + " sobreposto ao backward → " + ms(n[6]) +
                        " expostos"
                  : "data parallel: " + gb(n[0]) + " of gradients per GPU, ring all-reduce over " +
                        whole(n[1]) + " ranks " + (n[2] > 0 ? "across nodes" : "inside the node") +
                        (n[3] > 0 ? " (×1.5 for ZeRO-3)" : "") + " = " + ms(n[4]) + ", " + pct(n[5]) +
                        " overlapped with backward → " + ms(n[6]) + " exposed";
    case PerfFactCode::DoesNotFit:
        return pt ? "este plano não cabe na memória: veja 'fit' para a decomposição e um plano que cabe"
                  : "this plan does not fit in memory: see 'fit' for the breakdown and a plan that does";
    case PerfFactCode::TrainingCompute: {
        const std::string recompute =
            n[2] >= 2   ? (pt ? ", + forward da recomputação completa" : ", + full-recompute forward")
            : n[2] >= 1 ? (pt ? ", + atenção recomputada" : ", + recomputed attention")
                        : "";
        return (pt ? "computação: " : "compute: ") + fixed(n[0], 1) +
               (pt ? " GFLOP por token (" : " GFLOP per token (") + (n[1] > 0 ? "4N" : "6N") + " + 12·L·h·s" +
               recompute + ") × " + formatCount(n[3], language) +
               (pt ? " tokens por réplica / (" : " tokens per replica / (") + whole(n[4]) + " GPUs × " +
               fixed(n[5] / 1e12, 0) + " TFLOP/s × " + pct(n[6]) + ") = " + ms(n[7]);
    }
    case PerfFactCode::TensorParallel:
        return pt ? "paralelismo de tensor: " + whole(n[0]) + " all-reduces de " + gb(n[1]) +
                        " por camada × " + fixed(n[2], 0) + " camadas × " + whole(n[3]) +
                        " micro-lotes sobre " + id(0) + " = " + ms(n[4])
                  : "tensor parallel: " + whole(n[0]) + " all-reduces of " + gb(n[1]) + " per layer × " +
                        fixed(n[2], 0) + " layers × " + whole(n[3]) + " micro-batches over " + id(0) + " = " +
                        ms(n[4]);
    case PerfFactCode::Pipeline:
        return pt ? "pipeline: bolha (p−1)/(v·m) = " + whole(n[0]) + "/(" + whole(n[1]) + "·" + whole(n[2]) +
                        ") do tempo ocupado = " + ms(n[3]) + ", transferências entre estágios " + ms(n[4])
                  : "pipeline: bubble (p−1)/(v·m) = " + whole(n[0]) + "/(" + whole(n[1]) + "·" + whole(n[2]) +
                        ") of the busy time = " + ms(n[3]) + ", stage transfers " + ms(n[4]);
    case PerfFactCode::PlanChosen: {
        const std::string plan =
            "tp=" + whole(n[0]) + " pp=" + whole(n[1]) + " dp=" + whole(n[2]) + " zero=" + whole(n[3]) + ")";
        return (pt ? "plano escolhido: o mais rápido que cabe na memória ("
                   : "plan chosen: the fastest that fits in memory (") +
               plan;
    }
    case PerfFactCode::NoPlanFits:
        return pt ? "nenhum plano em " + whole(n[0]) + " GPUs cabe na memória; o mais rápido é mostrado"
                  : "no plan on " + whole(n[0]) + " GPUs fits in memory; the fastest is shown";
    case PerfFactCode::GlobalBatchRaised:
        return pt ? "o lote global passa de " + whole(n[0]) + " para " + whole(n[1]) +
                        " tokens por passo: os " + whole(n[2]) +
                        " ranks de paralelismo de dados precisam de ao menos uma sequência de " +
                        whole(n[3]) +
                        " tokens cada; a vazão por GPU não se compara com a de um cluster menor (mude "
                        "global_batch_tokens ou use menos GPUs)"
                  : "the global batch grows from " + whole(n[0]) + " to " + whole(n[1]) +
                        " tokens a step: " + whole(n[2]) + " data-parallel ranks need at least one " +
                        whole(n[3]) +
                        "-token sequence each, so throughput per GPU does not compare with a smaller "
                        "cluster's "
                        "(change global_batch_tokens, or use fewer GPUs)";
    }
    return {};
}

std::vector<std::string> perfFactTexts(const std::vector<PerfFact>& facts, Language language) {
    std::vector<std::string> out;
    out.reserve(facts.size());
    for (const PerfFact& fact : facts)
        out.push_back(perfFactText(fact, language));
    return out;
}

nlohmann::json trainingJson(const TrainingEstimate& e) {
    return {{"plan", planJson(e.plan)},
            {"gpus", e.gpus},
            {"nodes", e.nodes},
            {"step_time_s", e.stepSeconds},
            {"tokens_per_step", e.tokensPerStep},
            {"micro_batches_per_step", e.microBatchesPerStep},
            {"tokens_per_s", e.tokensPerSecond},
            {"mfu", e.mfu},
            {"model_flops_per_token", e.modelFlopsPerToken},
            {"hardware_flops_per_token", e.hardwareFlopsPerToken},
            {"time_to_train_s", e.timeToTrainSeconds},
            {"gpu_hours", e.gpuHours},
            {"scaling_efficiency", e.scalingEfficiency},
            {"memory_verdict", verdictName(e.memoryVerdict)},
            {"breakdown",
             {{"compute_s", e.breakdown.computeSeconds},
              {"dp_comm_s", e.breakdown.dataParallelSeconds},
              {"tp_comm_s", e.breakdown.tensorParallelSeconds},
              {"pp_bubble_s", e.breakdown.pipelineBubbleSeconds},
              {"pp_transfer_s", e.breakdown.pipelineTransferSeconds}}},
            {"notes", perfFactTexts(e.notes, Language::English)}};
}

std::string trainingText(const TrainingEstimate& e) {
    std::string out;
    out += "Plan       " + std::to_string(e.gpus) + " GPUs on " + std::to_string(e.nodes) +
           " node(s): tp=" + std::to_string(e.plan.tp) + " pp=" + std::to_string(e.plan.pp) +
           " dp=" + std::to_string(e.plan.dp) + " zero=" + std::to_string(e.plan.zeroStage) +
           (e.plan.sequenceParallel ? " +sequence-parallel" : "") +
           " (memory: " + std::string(verdictName(e.memoryVerdict)) + ")\n";
    out += "Step       " + formatDuration(e.stepSeconds) + " for " + formatCount(e.tokensPerStep) +
           " tokens (" + std::to_string(e.microBatchesPerStep) + " micro-batches per replica)\n";
    const auto& b = e.breakdown;
    out += "  compute            " + formatFixed(b.computeSeconds, 3) + " s\n";
    out += "  tensor parallel    " + formatFixed(b.tensorParallelSeconds, 3) + " s\n";
    out += "  pipeline bubble    " + formatFixed(b.pipelineBubbleSeconds, 3) + " s\n";
    out += "  pipeline transfer  " + formatFixed(b.pipelineTransferSeconds, 3) + " s\n";
    out += "  data parallel      " + formatFixed(b.dataParallelSeconds, 3) + " s (exposed)\n";
    out += "Throughput " + formatCount(e.tokensPerSecond) + " tokens/s, MFU " + formatPercent(e.mfu) +
           ", scaling efficiency " + formatPercent(e.scalingEfficiency) + "\n";
    if (e.timeToTrainSeconds > 0)
        out += "Time       " + formatDuration(e.timeToTrainSeconds) + " (" +
               formatFixed(e.timeToTrainSeconds / 3600.0, 1) + " h), " + formatCount(e.gpuHours) +
               " GPU-hours\n";
    if (e.scalingEfficiency < 0.60 && e.gpus > 1)
        out += "Warning    projected efficiency below 60 %: the wrong shape for this fabric (reshape the "
               "plan, use a "
               "larger single node or faster links)\n";
    out += "\nHow each figure was obtained:\n";
    for (const auto& note : perfFactTexts(e.notes, Language::English))
        out += "  - " + note + "\n";
    return out;
}

nlohmann::json inferenceJson(const InferenceEstimate& e) {
    return {{"engine", servingEngineName(e.engine)},
            {"ttft_s", e.ttftSeconds},
            {"ttft_at_load_s", e.ttftAtLoadSeconds},
            {"queue_wait_s", e.queueWaitSeconds},
            {"tpot_s", e.tpotSeconds},
            {"tpot_single_s", e.tpotSingleSeconds},
            {"concurrency", e.concurrency},
            {"concurrency_at_load", e.concurrencyAtLoad},
            {"max_concurrency", e.maxConcurrency},
            {"max_concurrency_memory", e.maxConcurrencyMemory},
            {"tokens_per_s_per_sequence", e.tokensPerSecondPerSequence},
            {"output_tokens_per_s_per_replica", e.outputTokensPerSecondPerReplica},
            {"input_tokens_per_s_per_replica", e.inputTokensPerSecondPerReplica},
            {"output_tokens_per_s_all_replicas", e.outputTokensPerSecondAllReplicas},
            {"prefill_tokens_per_step", e.prefillChunkTokens},
            {"replicas_needed", e.replicasNeeded},
            {"corpus_time_s", e.corpusSeconds},
            {"roofline_batch", e.rooflineBatch},
            {"notes", perfFactTexts(e.notes, Language::English)}};
}

std::string inferenceText(const InferenceEstimate& e) {
    std::string out;
    const bool atLoad = e.concurrencyAtLoad > 0;
    const std::string sequences =
        atLoad ? formatFixed(e.concurrencyAtLoad, 1) : std::to_string(e.concurrency);
    out += "Engine      " + std::string(servingEngineTitle(e.engine)) + "'s fitted constants\n";
    out += "TTFT        " + formatFixed(e.ttftAtLoadSeconds * 1e3, 1) + " ms at " + sequences +
           " sequences per replica" +
           (e.queueWaitSeconds > 0 ? ", " + formatFixed(e.queueWaitSeconds * 1e3, 1) + " ms of it queueing"
                                   : std::string()) +
           " (" + formatFixed(e.ttftSeconds * 1e3, 1) + " ms on an idle replica)\n";
    out += "TPOT        " + formatFixed(e.tpotSeconds * 1e3, 2) + " ms at " + sequences +
           " sequences per replica, prefill share included (" + formatFixed(e.tpotSingleSeconds * 1e3, 2) +
           " ms alone)\n";
    out += "Throughput  " + formatFixed(e.outputTokensPerSecondPerReplica, 0) +
           " output tokens/s per replica = " + sequences + " sequences × " +
           formatFixed(e.tokensPerSecondPerSequence, 1) + " tokens/s each; " +
           formatFixed(e.inputTokensPerSecondPerReplica, 0) + " prompt tokens/s per replica\n";
    out += "Concurrency at most " + std::to_string(e.maxConcurrency) +
           " per replica meeting the targets (memory holds " + std::to_string(e.maxConcurrencyMemory) + ")\n";
    out += "Replicas    " + std::to_string(e.replicasNeeded) + " needed for the load, " +
           formatFixed(e.outputTokensPerSecondAllReplicas, 0) + " output tokens/s all replicas\n";
    if (e.corpusSeconds > 0)
        out += "Corpus      " + formatFixed(e.corpusSeconds / 3600.0, 2) + " h\n";
    out += "\nHow each figure was obtained:\n";
    for (const auto& note : perfFactTexts(e.notes, Language::English))
        out += "  - " + note + "\n";
    return out;
}

std::string accuracyText(const AccuracyBand& b, Language language) {
    const bool pt = language == Language::PortugueseBrazil;
    const std::string error = formatPercent(b.medianAbsoluteError, language);
    const std::string within = formatPercent(b.shareWithinTolerance, language);
    const std::string tolerance = formatPercent(b.tolerance, language);
    const std::string cases = std::to_string(b.cases);
    std::string text =
        pt ? "Exatidão: ±" + error + " (erro mediano de " + cases + " casos publicados fora do ajuste, " +
                 (b.gpuMeasured ? "na " + b.gpu : "de todas as GPUs medidas") + ", " + b.software + "; " +
                 within + " deles dentro de ±" + tolerance + ")"
           : "Accuracy: ±" + error + " (median error of " + cases + " held-out published cases " +
                 (b.gpuMeasured ? "on " + b.gpu : "across every measured GPU") + ", " + b.software + "; " +
                 within + " of them within ±" + tolerance + ")";
    if (!b.softwareMeasured)
        text += pt ? "; fora do que foi medido: nenhum caso publicado rodou este motor"
                   : "; outside what was measured: no published case ran this engine";
    else if (!b.gpuMeasured && b.family == CalibrationFamily::Serving)
        text += pt ? "; fora do que foi medido: nenhum caso publicado desta GPU com este motor"
                   : "; outside what was measured: no published case ran on this GPU with this engine";
    else if (!b.gpuMeasured)
        text += pt ? "; fora do que foi medido: nenhum caso publicado de treino rodou nesta GPU"
                   : "; outside what was measured: no published training case ran on this GPU";
    if (b.moe)
        text += pt ? "; fora do que foi medido: nenhum caso publicado é um modelo de mistura de especialistas"
                   : "; outside what was measured: no published case is a mixture-of-experts model";
    return text;
}

nlohmann::json accuracyJson(const AccuracyBand& b) {
    return {{"family", calibrationFamilyName(b.family)},
            {"median_abs_error", b.medianAbsoluteError},
            {"share_within_tolerance", b.shareWithinTolerance},
            {"tolerance", b.tolerance},
            {"held_out_cases", b.cases},
            {"gpu", b.gpuMeasured ? nlohmann::json(b.gpu) : nlohmann::json(nullptr)},
            {"software", b.software},
            {"gpu_measured", b.gpuMeasured},
            {"software_measured", b.softwareMeasured},
            {"moe", b.moe}};
}

nlohmann::json sweepJson(const SweepPoints& points) {
    nlohmann::json sweep = nlohmann::json::array();
    for (const auto& [gpus, point] : points) {
        if (!point) {
            sweep.push_back({{"gpus", gpus}, {"error", point.error().message}});
            continue;
        }
        sweep.push_back({{"gpus", gpus},
                         {"nodes", point->nodes},
                         {"plan", planJson(point->plan)},
                         {"scaling_efficiency", point->scalingEfficiency},
                         {"tokens_per_s", point->tokensPerSecond},
                         {"time_to_train_s", point->timeToTrainSeconds},
                         {"tokens_per_step", point->tokensPerStep},
                         {"global_batch_raised", point->globalBatchRaised},
                         {"memory_verdict", verdictName(point->memoryVerdict)}});
    }
    return sweep;
}

std::string sweepText(const SweepPoints& points, bool planAsGiven) {
    std::string text =
        "\nScaling sweep (" +
        std::string(planAsGiven ? "tp, pp as given; dp grows" : "fastest plan that fits") +
        "):\n  GPUs  nodes  plan                 efficiency     tokens/s  time          memory\n";
    bool raised = false;
    for (const auto& [gpus, point] : points) {
        if (!point) {
            text += "  " + std::to_string(gpus) + ": " + point.error().message + "\n";
            continue;
        }
        char line[200];
        const std::string plan = "tp=" + std::to_string(point->plan.tp) +
                                 " pp=" + std::to_string(point->plan.pp) +
                                 " dp=" + std::to_string(point->plan.dp);
        std::snprintf(line, sizeof line, "  %4d  %5d  %-19s  %10s  %11s  %-12s  %s\n", gpus, point->nodes,
                      plan.c_str(), formatPercent(point->scalingEfficiency).c_str(),
                      formatCount(point->tokensPerSecond).c_str(),
                      point->timeToTrainSeconds > 0 ? formatDuration(point->timeToTrainSeconds).c_str() : "-",
                      std::string(verdictName(point->memoryVerdict)).c_str());
        text += line;
        if (point->globalBatchRaised) { // the row ends with a mark explained below the table
            text.pop_back();
            text += " *\n";
            raised = true;
        }
    }
    if (raised)
        text +=
            "  * more data-parallel ranks than the global batch has sequences: each takes one, so the step "
            "holds more tokens than global_batch_tokens asks and the efficiency is not comparable\n";
    return text;
}

} // namespace gpuadvisor
