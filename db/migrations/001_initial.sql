-- Schema version 1: hardware, models, cloud offers, providers, currencies and named assumptions.
-- Every row carries a non-empty source and as_of; CHECK constraints reject impossible values.

CREATE TABLE currencies (
    code        TEXT PRIMARY KEY CHECK (length(code) = 3 AND code = upper(code)),
    name        TEXT NOT NULL,
    minor_units INTEGER NOT NULL DEFAULT 2 CHECK (minor_units BETWEEN 0 AND 4),
    source      TEXT NOT NULL CHECK (length(source) > 0),
    as_of       TEXT NOT NULL CHECK (length(as_of) > 0)
);

CREATE TABLE gpus (
    id                          TEXT PRIMARY KEY CHECK (length(id) > 0 AND id = lower(id)),
    vendor                      TEXT NOT NULL,
    name                        TEXT NOT NULL,
    form_factor                 TEXT NOT NULL DEFAULT '',
    memory_gb                   REAL NOT NULL CHECK (memory_gb > 0),
    memory_type                 TEXT NOT NULL DEFAULT '',
    memory_bandwidth_gbps       REAL NOT NULL CHECK (memory_bandwidth_gbps > 0),
    bf16_dense_tflops           REAL NOT NULL DEFAULT 0 CHECK (bf16_dense_tflops >= 0),
    fp16_dense_tflops           REAL NOT NULL DEFAULT 0 CHECK (fp16_dense_tflops >= 0),
    fp8_dense_tflops            REAL NOT NULL DEFAULT 0 CHECK (fp8_dense_tflops >= 0),
    int8_dense_tops             REAL NOT NULL DEFAULT 0 CHECK (int8_dense_tops >= 0),
    fp4_dense_tflops            REAL NOT NULL DEFAULT 0 CHECK (fp4_dense_tflops >= 0),
    tdp_w                       REAL NOT NULL DEFAULT 0 CHECK (tdp_w >= 0),
    interconnect                TEXT NOT NULL DEFAULT 'none',
    interconnect_bandwidth_gbps REAL NOT NULL DEFAULT 0 CHECK (interconnect_bandwidth_gbps >= 0),
    pcie_gen                    INTEGER NOT NULL DEFAULT 0 CHECK (pcie_gen BETWEEN 0 AND 7),
    price_usd                   REAL CHECK (price_usd IS NULL OR price_usd > 0),
    price_note                  TEXT NOT NULL DEFAULT '',
    source                      TEXT NOT NULL CHECK (length(source) > 0),
    as_of                       TEXT NOT NULL CHECK (length(as_of) > 0),
    note                        TEXT NOT NULL DEFAULT ''
);

-- Accelerator names used by price lists (SkyPilot "AcceleratorName") -> catalog GPU id. Editable.
CREATE TABLE gpu_aliases (
    alias  TEXT PRIMARY KEY CHECK (length(alias) > 0),
    gpu_id TEXT NOT NULL REFERENCES gpus(id) ON UPDATE CASCADE ON DELETE CASCADE,
    source TEXT NOT NULL CHECK (length(source) > 0),
    as_of  TEXT NOT NULL CHECK (length(as_of) > 0)
);

CREATE TABLE models (
    id                           TEXT PRIMARY KEY CHECK (length(id) > 0 AND id = lower(id)),
    name                         TEXT NOT NULL,
    hf_id                        TEXT NOT NULL DEFAULT '',
    num_layers                   INTEGER NOT NULL CHECK (num_layers > 0),
    hidden_size                  INTEGER NOT NULL CHECK (hidden_size > 0),
    intermediate_size            INTEGER NOT NULL CHECK (intermediate_size > 0),
    num_attention_heads          INTEGER NOT NULL CHECK (num_attention_heads > 0),
    num_kv_heads                 INTEGER NOT NULL CHECK (num_kv_heads > 0 AND num_attention_heads % num_kv_heads = 0),
    head_dim                     INTEGER NOT NULL CHECK (head_dim > 0),
    vocab_size                   INTEGER NOT NULL CHECK (vocab_size > 0),
    max_context                  INTEGER NOT NULL DEFAULT 0 CHECK (max_context >= 0),
    tied_embeddings              INTEGER NOT NULL DEFAULT 0 CHECK (tied_embeddings IN (0, 1)),
    qkv_bias                     INTEGER NOT NULL DEFAULT 0 CHECK (qkv_bias IN (0, 1)),
    mlp                          TEXT NOT NULL DEFAULT 'gated' CHECK (mlp IN ('gated', 'plain')),
    norm                         TEXT NOT NULL DEFAULT 'rmsnorm' CHECK (norm IN ('rmsnorm', 'layernorm')),
    norms_per_layer              INTEGER NOT NULL DEFAULT 2 CHECK (norms_per_layer >= 0),
    moe_num_experts              INTEGER NOT NULL DEFAULT 0 CHECK (moe_num_experts >= 0),
    moe_experts_per_token        INTEGER NOT NULL DEFAULT 0 CHECK (moe_experts_per_token >= 0 AND moe_experts_per_token <= moe_num_experts),
    moe_shared_experts           INTEGER NOT NULL DEFAULT 0 CHECK (moe_shared_experts >= 0),
    moe_expert_intermediate_size INTEGER NOT NULL DEFAULT 0 CHECK (moe_expert_intermediate_size >= 0),
    moe_first_dense_layers       INTEGER NOT NULL DEFAULT 0 CHECK (moe_first_dense_layers >= 0),
    moe_router_bias              INTEGER NOT NULL DEFAULT 0 CHECK (moe_router_bias IN (0, 1)),
    mla_q_lora_rank              INTEGER NOT NULL DEFAULT 0 CHECK (mla_q_lora_rank >= 0),
    mla_kv_lora_rank             INTEGER NOT NULL DEFAULT 0 CHECK (mla_kv_lora_rank >= 0),
    mla_qk_nope_head_dim         INTEGER NOT NULL DEFAULT 0 CHECK (mla_qk_nope_head_dim >= 0),
    mla_qk_rope_head_dim         INTEGER NOT NULL DEFAULT 0 CHECK (mla_qk_rope_head_dim >= 0),
    mla_v_head_dim               INTEGER NOT NULL DEFAULT 0 CHECK (mla_v_head_dim >= 0),
    sliding_window               INTEGER NOT NULL DEFAULT 0 CHECK (sliding_window >= 0),
    sliding_window_layers        INTEGER NOT NULL DEFAULT 0 CHECK (sliding_window_layers >= 0 AND sliding_window_layers <= num_layers),
    source                       TEXT NOT NULL CHECK (length(source) > 0),
    as_of                        TEXT NOT NULL CHECK (length(as_of) > 0),
    note                         TEXT NOT NULL DEFAULT ''
);

CREATE TABLE fabrics (
    id                  TEXT PRIMARY KEY CHECK (length(id) > 0 AND id = lower(id)),
    family              TEXT NOT NULL,
    generation          TEXT NOT NULL,
    scope               TEXT NOT NULL,
    unit                TEXT NOT NULL DEFAULT '',
    unidirectional_gbps REAL CHECK (unidirectional_gbps IS NULL OR unidirectional_gbps > 0),
    bidirectional_gbps  REAL CHECK (bidirectional_gbps IS NULL OR bidirectional_gbps > 0),
    line_rate_gbit      REAL CHECK (line_rate_gbit IS NULL OR line_rate_gbit > 0),
    latency_us          REAL CHECK (latency_us IS NULL OR latency_us > 0),
    source              TEXT NOT NULL CHECK (length(source) > 0),
    as_of               TEXT NOT NULL CHECK (length(as_of) > 0),
    note                TEXT NOT NULL DEFAULT ''
);

CREATE TABLE providers (
    id                   TEXT PRIMARY KEY CHECK (length(id) > 0 AND id = lower(id)),
    name                 TEXT NOT NULL,
    kind                 TEXT NOT NULL CHECK (kind IN ('hyperscaler', 'neocloud', 'marketplace', 'local_cloud',
                                                       'bare_metal_host', 'colocation', 'user')),
    parent_company       TEXT NOT NULL DEFAULT '',
    parent_jurisdiction  TEXT NOT NULL DEFAULT '',
    dc_countries         TEXT NOT NULL DEFAULT '',
    deployment_models    TEXT NOT NULL DEFAULT '',
    subject_to_cloud_act INTEGER CHECK (subject_to_cloud_act IS NULL OR subject_to_cloud_act IN (0, 1)),
    anpd_scc_offered     INTEGER CHECK (anpd_scc_offered IS NULL OR anpd_scc_offered IN (0, 1)),
    eu_scc_offered       INTEGER CHECK (eu_scc_offered IS NULL OR eu_scc_offered IN (0, 1)),
    baa_available        INTEGER CHECK (baa_available IS NULL OR baa_available IN (0, 1)),
    source               TEXT NOT NULL CHECK (length(source) > 0),
    as_of                TEXT NOT NULL CHECK (length(as_of) > 0),
    note                 TEXT NOT NULL DEFAULT ''
);

CREATE TABLE cloud_offers (
    id                 INTEGER PRIMARY KEY,
    provider_id        TEXT NOT NULL REFERENCES providers(id) ON UPDATE CASCADE ON DELETE CASCADE,
    instance_type      TEXT NOT NULL CHECK (length(instance_type) > 0),
    gpu_id             TEXT NOT NULL REFERENCES gpus(id) ON UPDATE CASCADE,
    accelerator_name   TEXT NOT NULL DEFAULT '',
    gpu_count          REAL NOT NULL CHECK (gpu_count > 0),
    gpu_memory_mib     REAL CHECK (gpu_memory_mib IS NULL OR gpu_memory_mib > 0),
    vcpus              REAL CHECK (vcpus IS NULL OR vcpus >= 0),
    memory_gib         REAL CHECK (memory_gib IS NULL OR memory_gib >= 0),
    region             TEXT NOT NULL DEFAULT '',
    zone               TEXT NOT NULL DEFAULT '',
    country            TEXT NOT NULL DEFAULT '',
    on_demand_hourly   REAL CHECK (on_demand_hourly IS NULL OR on_demand_hourly >= 0),
    spot_hourly        REAL CHECK (spot_hourly IS NULL OR spot_hourly >= 0),
    reserved_1y_hourly REAL CHECK (reserved_1y_hourly IS NULL OR reserved_1y_hourly >= 0),
    reserved_3y_hourly REAL CHECK (reserved_3y_hourly IS NULL OR reserved_3y_hourly >= 0),
    currency           TEXT NOT NULL REFERENCES currencies(code),
    source             TEXT NOT NULL CHECK (length(source) > 0),
    as_of              TEXT NOT NULL CHECK (length(as_of) > 0),
    note               TEXT NOT NULL DEFAULT '',
    UNIQUE (provider_id, instance_type, region, zone)
);
CREATE INDEX cloud_offers_gpu ON cloud_offers(gpu_id);

CREATE TABLE fx_rates (
    id     INTEGER PRIMARY KEY,
    base   TEXT NOT NULL REFERENCES currencies(code),
    quote  TEXT NOT NULL REFERENCES currencies(code) CHECK (quote <> base),
    rate   REAL NOT NULL CHECK (rate > 0),
    source TEXT NOT NULL CHECK (length(source) > 0),
    as_of  TEXT NOT NULL CHECK (length(as_of) > 0),
    note   TEXT NOT NULL DEFAULT '',
    UNIQUE (base, quote, as_of)
);

-- Named defaults the engines use (value, unit, source); users may override them.
CREATE TABLE assumptions (
    key    TEXT PRIMARY KEY CHECK (length(key) > 0),
    value  REAL NOT NULL,
    unit   TEXT NOT NULL,
    source TEXT NOT NULL CHECK (length(source) > 0),
    as_of  TEXT NOT NULL CHECK (length(as_of) > 0),
    note   TEXT NOT NULL DEFAULT ''
);
