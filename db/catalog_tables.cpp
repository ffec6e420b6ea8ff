#include "db/catalog_tables.h"

namespace gpuadvisor::db {

const std::vector<CatalogTable>& catalogTables() {
    static const std::vector<CatalogTable> tables = {
        {"currencies", "currencies", "code", {"code", "name", "minor_units", "as_of"}},
        {"gpus",
         "gpus",
         "id",
         {"id", "name", "gpu_class", "memory_gb", "memory_bandwidth_gbps", "bf16_dense_tflops",
          "fp8_dense_tflops", "no_tensor_cores", "price_usd", "as_of"}},
        {"gpu_aliases", "aliases", "alias", {"alias", "gpu_id", "as_of"}},
        {"models",
         "models",
         "id",
         {"id", "name", "num_layers", "hidden_size", "num_kv_heads", "vocab_size", "as_of"}},
        {"fabrics",
         "fabrics",
         "id",
         {"id", "family", "generation", "unidirectional_gbps", "bidirectional_gbps", "latency_us", "as_of"}},
        {"providers",
         "providers",
         "id",
         {"id", "name", "kind", "parent_jurisdiction", "dc_countries", "sla_percent", "signs_dpa", "as_of"}},
        {"cloud_offers",
         "offers",
         "id",
         {"id", "provider_id", "instance_type", "gpu_id", "gpu_count", "region", "country",
          "on_demand_hourly", "spot_hourly", "currency"}},
        {"fx_rates", "rates", "id", {"id", "base", "quote", "rate", "as_of", "source"}},
        {"assumptions", "assumptions", "key", {"key", "value", "unit", "source"}},
        {"node_types",
         "node-types",
         "id",
         {"id", "name", "gpu_id", "gpus_per_node", "power_max_kw", "rack_units", "cooling", "lead_time_weeks",
          "purchase_price", "currency", "is_assumption"}},
        {"bare_metal_offers",
         "bare-metal",
         "id",
         {"id", "provider_id", "country", "node_type_id", "monthly_price", "currency", "is_assumption"}},
        {"egress_prices",
         "egress",
         "id",
         {"id", "provider_id", "from_tb", "to_tb", "price_per_gb", "currency"}},
        {"storage_prices", "storage", "id", {"id", "provider_id", "item", "price_per_gb_month", "currency"}},
        {"power_tariffs",
         "power",
         "id",
         {"id", "country", "region", "market", "price_per_kwh", "currency", "is_assumption"}},
        {"pue_figures", "pue", "id", {"id", "scope", "pue", "as_of"}},
        {"colocation_prices",
         "colocation",
         "id",
         {"id", "market", "price_per_kw_month", "currency", "as_of"}},
        {"depreciation_periods", "depreciation", "id", {"id", "owner", "years", "as_of"}},
        {"compliance_rules", "rules", "id", {"id", "jurisdiction", "effect", "citation"}},
        {"api_prices",
         "api-prices",
         "id",
         {"id", "provider_id", "api_model", "model_id", "input_per_million", "output_per_million", "currency",
          "as_of"}},
        {"invoicing",
         "invoicing",
         "id",
         {"id", "provider_id", "buyer_country", "entity", "invoice_currency", "regime", "as_of"}},
        {"compliance_controls",
         "controls",
         "code",
         {"code", "one_off_days", "yearly_days", "lead_time_days", "is_assumption", "as_of"}},
    };
    return tables;
}

const CatalogTable* findCatalogTable(const QString& nameOrCliName) {
    for (const CatalogTable& table : catalogTables())
        if (table.name == nameOrCliName || table.cliName == nameOrCliName)
            return &table;
    return nullptr;
}

QStringList catalogTableCliNames() {
    QStringList names;
    for (const CatalogTable& table : catalogTables())
        names << table.cliName;
    return names;
}

} // namespace gpuadvisor::db
