#include "db/column_ranges.h"

#include <cmath>
#include <cstdio>

namespace gpuadvisor::db {

namespace {

struct Range {
    const char* column;
    double min;
    double max;
};

// Ranges wide enough for any real row in any of the catalog's currencies (a BRL price is about 5.5x the
// USD one) and tight enough to catch a slip of the keyboard or a hostile file. Columns not listed: finite,
// 0 or more, at most 1e15.
constexpr Range kRanges[] = {
    // prices per hour, month, unit, kWh, kW-month, GB, million tokens
    {"on_demand_hourly", 0, 1e5},
    {"spot_hourly", 0, 1e5},
    {"reserved_1y_hourly", 0, 1e5},
    {"reserved_3y_hourly", 0, 1e5},
    {"monthly_price", 0, 1e8},
    {"purchase_price", 0, 1e10},
    {"price_usd", 0, 1e10},
    {"setup_fee", 0, 1e10},
    {"price_per_kwh", 0, 100},
    {"price_per_kw_month", 0, 1e5},
    {"price_per_gb", 0, 1e3},
    {"price_per_gb_month", 0, 1e3},
    {"input_per_million", 0, 1e5},
    {"output_per_million", 0, 1e5},
    {"rate", 1e-9, 1e6}, // an exchange rate of 0 would make every converted price free
    // hardware: a GB300 GPU has 288 GB and 15 PFLOP/s FP4; an NVL576 domain 576 GPUs
    {"memory_gb", 0, 1e4},
    {"memory_gib", 0, 1e6},
    {"gpu_memory_mib", 0, 1e8},
    {"gpu_count", 0, 1e5},
    {"gpus_per_node", 0, 1024},
    {"vcpus", 0, 1e5},
    {"bf16_dense_tflops", 0, 1e6},
    {"fp16_dense_tflops", 0, 1e6},
    {"fp8_dense_tflops", 0, 1e6},
    {"fp4_dense_tflops", 0, 1e6},
    {"int8_dense_tops", 0, 1e6},
    {"memory_bandwidth_gbps", 0, 1e6},
    {"interconnect_bandwidth_gbps", 0, 1e6},
    {"unidirectional_gbps", 0, 1e6},
    {"bidirectional_gbps", 0, 1e6},
    {"line_rate_gbit", 0, 1e6},
    {"latency_us", 0, 1e6},
    {"pcie_gen", 0, 7},
    {"tdp_w", 0, 1e5},
    {"power_idle_kw", 0, 1e4},
    {"power_max_kw", 0, 1e4},
    {"rack_units", 0, 100},
    {"pue", 1, 3},
    {"sla_percent", 0, 100},
    {"years", 0, 100},
    {"min_term_months", 0, 600},
    {"lead_time_days", 0, 3650},
    {"lead_time_weeks", 0, 520},
    {"minor_units", 0, 4},
    // model architecture (a config.json's numbers)
    {"num_layers", 0, 1e5},
    {"hidden_size", 0, 1e7},
    {"intermediate_size", 0, 1e7},
    {"moe_expert_intermediate_size", 0, 1e7},
    {"num_attention_heads", 0, 1e5},
    {"num_kv_heads", 0, 1e5},
    {"head_dim", 0, 1e5},
    {"vocab_size", 0, 1e8},
    {"max_context", 0, 1e9},
    {"sliding_window", 0, 1e9},
    {"moe_num_experts", 0, 1e5},
    {"moe_experts_per_token", 0, 1e5},
    {"moe_shared_experts", 0, 1e5},
    {"moe_first_dense_layers", 0, 1e5},
    // yes/no flags
    {"is_assumption", 0, 1},
    {"is_legal", 0, 1},
    {"signs_dpa", 0, 1},
    {"baa_available", 0, 1},
    {"eu_scc_offered", 0, 1},
    {"anpd_scc_offered", 0, 1},
    {"subject_to_cloud_act", 0, 1},
    {"includes_taxes", 0, 1},
    {"qkv_bias", 0, 1},
    {"tied_embeddings", 0, 1},
    {"moe_router_bias", 0, 1},
};

std::string shortNumber(double value) {
    char text[48];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

} // namespace

std::optional<std::string> refuseCatalogNumber(const QString& table, const QString& column, double value,
                                               bool wholeNumber) {
    const std::string name = table.toStdString() + "." + column.toStdString();
    if (!std::isfinite(value))
        return name + ": '" + shortNumber(value) + "' is not a finite number";
    Range range{nullptr, 0, 1e15};
    for (const Range& known : kRanges)
        if (column == QLatin1String(known.column))
            range = known;
    if (value < range.min || value > range.max)
        return name + ": " + shortNumber(value) + " is out of range (allowed: " + shortNumber(range.min) +
               " to " + shortNumber(range.max) + ")";
    if (wholeNumber && value != std::floor(value))
        return name + ": " + shortNumber(value) + " is not a whole number";
    return std::nullopt;
}

} // namespace gpuadvisor::db
