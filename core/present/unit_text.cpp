#include "core/present/unit_text.h"

#include <array>
#include <utility>

namespace gpuadvisor {

namespace {

// Every unit the assumption tables of core/memory, core/performance and core/cost declare, and those of
// the scenario inputs the register lists.
constexpr std::array<std::pair<std::string_view, std::string_view>, 41> kUnits{{
    {"FTE", "FTE"},
    {"FTE per node beyond the first", "FTE por nó além do primeiro"},
    {"GPU-hours", "GPU-horas"},
    {"GPUs", "GPUs"},
    {"USD per FTE-year", "USD por FTE-ano"},
    {"USD per GPU-year", "USD por GPU-ano"},
    {"USD per kW-month", "USD por kW-mês"},
    {"annualised", "anualizado"},
    {"fraction", "fração"},
    {"fraction hidden behind backward", "fração escondida atrás do backward"},
    {"fraction of HBM bandwidth", "fração da largura de banda HBM"},
    {"fraction of dense peak", "fração do pico denso"},
    {"fraction of dense FP8 peak", "fração do pico denso FP8"},
    {"hidden/tp columns", "colunas hidden/tp"},
    {"FLOP per byte", "FLOP por byte"},
    {"sequences per engine step", "sequências por passo do motor"},
    {"seconds per layer per engine step", "segundos por camada por passo do motor"},
    {"seconds per pipeline-stage step", "segundos por passo de estágio do pipeline"},
    {"fraction of link rate", "fração da taxa do enlace"},
    {"hours", "horas"},
    {"of capex per year", "do capex por ano"},
    {"per year", "ao ano"},
    {"of hardware capex per year", "do capex de hardware por ano"},
    {"of hardware price", "do preço do hardware"},
    {"of a foreign cloud invoice", "da fatura de nuvem estrangeira"},
    {"of max power", "da potência máxima"},
    {"of server price", "do preço do servidor"},
    {"ratio", "razão"},
    {"seconds", "segundos"},
    {"seconds per ring step", "segundos por passo do anel"},
    {"tokens per optimizer step", "tokens por passo do otimizador"},
    {"years", "anos"},
    {"bytes", "bytes"},
    {"fraction of VRAM", "fração da VRAM"},
    {"fraction of weights, gradients, optimizer and activations",
     "fração de pesos, gradientes, otimizador e ativações"},
    {"tokens", "tokens"},
    {"months", "meses"}, // the scenario's own inputs
    {"concurrent users", "usuários simultâneos"},
    {"users", "usuários"},
    {"requests per second", "requisições por segundo"},
    {"concurrent sequences", "sequências simultâneas"},
}};

} // namespace

std::string unitText(std::string_view unit, Language language) {
    if (language != Language::PortugueseBrazil)
        return std::string(unit);
    for (const auto& [english, portuguese] : kUnits)
        if (english == unit)
            return std::string(portuguese);
    const auto slash = unit.find("/month"); // a cost line of the register: "BRL/month"
    if (slash != std::string_view::npos)
        return std::string(unit.substr(0, slash)) + "/mês";
    return std::string(unit);
}

} // namespace gpuadvisor
