-- Schema version 2: what ownership and compliance need — server SKUs, bare-metal rent, egress,
-- storage, power, PUE, colocation, depreciation and the compliance rules.

CREATE TABLE node_types (
    id               TEXT PRIMARY KEY CHECK (length(id) > 0 AND id = lower(id)),
    name             TEXT NOT NULL,
    gpu_id           TEXT NOT NULL REFERENCES gpus(id) ON UPDATE CASCADE,
    gpus_per_node    INTEGER NOT NULL CHECK (gpus_per_node > 0),
    intra_fabric_id  TEXT REFERENCES fabrics(id) ON UPDATE CASCADE,
    inter_fabric_id  TEXT REFERENCES fabrics(id) ON UPDATE CASCADE,
    nics             TEXT NOT NULL DEFAULT '',
    power_idle_kw    REAL CHECK (power_idle_kw IS NULL OR power_idle_kw >= 0),
    power_max_kw     REAL CHECK (power_max_kw IS NULL OR power_max_kw > 0),
    purchase_price   REAL CHECK (purchase_price IS NULL OR purchase_price > 0),
    currency         TEXT NOT NULL REFERENCES currencies(code),
    source           TEXT NOT NULL CHECK (length(source) > 0),
    as_of            TEXT NOT NULL CHECK (length(as_of) > 0),
    note             TEXT NOT NULL DEFAULT ''
);

CREATE TABLE bare_metal_offers (
    id              TEXT PRIMARY KEY CHECK (length(id) > 0),
    provider_id     TEXT NOT NULL REFERENCES providers(id) ON UPDATE CASCADE ON DELETE CASCADE,
    country         TEXT NOT NULL DEFAULT '',
    node_type_id    TEXT NOT NULL REFERENCES node_types(id) ON UPDATE CASCADE,
    monthly_price   REAL NOT NULL CHECK (monthly_price >= 0),
    setup_fee       REAL NOT NULL DEFAULT 0 CHECK (setup_fee >= 0),
    min_term_months INTEGER NOT NULL DEFAULT 1 CHECK (min_term_months >= 0),
    currency        TEXT NOT NULL REFERENCES currencies(code),
    is_assumption   INTEGER NOT NULL DEFAULT 0 CHECK (is_assumption IN (0, 1)),
    source          TEXT NOT NULL CHECK (length(source) > 0),
    as_of           TEXT NOT NULL CHECK (length(as_of) > 0),
    note            TEXT NOT NULL DEFAULT ''
);

CREATE TABLE egress_prices (
    id          INTEGER PRIMARY KEY,
    provider_id TEXT NOT NULL REFERENCES providers(id) ON UPDATE CASCADE ON DELETE CASCADE,
    from_tb     REAL NOT NULL CHECK (from_tb >= 0),
    to_tb       REAL CHECK (to_tb IS NULL OR to_tb > from_tb),
    price_per_gb REAL NOT NULL CHECK (price_per_gb >= 0),
    currency    TEXT NOT NULL REFERENCES currencies(code),
    source      TEXT NOT NULL CHECK (length(source) > 0),
    as_of       TEXT NOT NULL CHECK (length(as_of) > 0),
    note        TEXT NOT NULL DEFAULT ''
);

CREATE TABLE storage_prices (
    id                 TEXT PRIMARY KEY CHECK (length(id) > 0),
    provider_id        TEXT NOT NULL REFERENCES providers(id) ON UPDATE CASCADE ON DELETE CASCADE,
    item               TEXT NOT NULL,
    price_per_gb_month REAL NOT NULL CHECK (price_per_gb_month >= 0),
    currency           TEXT NOT NULL REFERENCES currencies(code),
    source             TEXT NOT NULL CHECK (length(source) > 0),
    as_of              TEXT NOT NULL CHECK (length(as_of) > 0),
    note               TEXT NOT NULL DEFAULT ''
);

CREATE TABLE power_tariffs (
    id             TEXT PRIMARY KEY CHECK (length(id) > 0),
    country        TEXT NOT NULL CHECK (length(country) = 2),
    region         TEXT NOT NULL DEFAULT '',
    market         TEXT NOT NULL CHECK (market IN ('commercial', 'industrial', 'non_household', 'residential')),
    price_per_kwh  REAL NOT NULL CHECK (price_per_kwh > 0),
    currency       TEXT NOT NULL REFERENCES currencies(code),
    includes_taxes INTEGER CHECK (includes_taxes IS NULL OR includes_taxes IN (0, 1)),
    is_assumption  INTEGER NOT NULL DEFAULT 0 CHECK (is_assumption IN (0, 1)),
    source         TEXT NOT NULL CHECK (length(source) > 0),
    as_of          TEXT NOT NULL CHECK (length(as_of) > 0),
    note           TEXT NOT NULL DEFAULT ''
);

CREATE TABLE pue_figures (
    id     TEXT PRIMARY KEY CHECK (length(id) > 0),
    scope  TEXT NOT NULL,
    pue    REAL NOT NULL CHECK (pue >= 1.0 AND pue <= 3.0),
    source TEXT NOT NULL CHECK (length(source) > 0),
    as_of  TEXT NOT NULL CHECK (length(as_of) > 0),
    note   TEXT NOT NULL DEFAULT ''
);

CREATE TABLE colocation_prices (
    id                 TEXT PRIMARY KEY CHECK (length(id) > 0),
    market             TEXT NOT NULL,
    price_per_kw_month REAL NOT NULL CHECK (price_per_kw_month > 0),
    currency           TEXT NOT NULL REFERENCES currencies(code),
    source             TEXT NOT NULL CHECK (length(source) > 0),
    as_of              TEXT NOT NULL CHECK (length(as_of) > 0),
    note               TEXT NOT NULL DEFAULT ''
);

CREATE TABLE depreciation_periods (
    id     TEXT PRIMARY KEY CHECK (length(id) > 0),
    owner  TEXT NOT NULL,
    years  REAL NOT NULL CHECK (years > 0 AND years <= 15),
    source TEXT NOT NULL CHECK (length(source) > 0),
    as_of  TEXT NOT NULL CHECK (length(as_of) > 0),
    note   TEXT NOT NULL DEFAULT ''
);

CREATE TABLE compliance_rules (
    id           TEXT PRIMARY KEY CHECK (length(id) > 0),
    jurisdiction TEXT NOT NULL,
    condition    TEXT NOT NULL CHECK (length(condition) > 0),
    effect       TEXT NOT NULL CHECK (effect IN ('BLOCK', 'REQUIRES', 'FLAG', 'INFO')),
    message_en   TEXT NOT NULL CHECK (length(message_en) > 0),
    message_pt   TEXT NOT NULL CHECK (length(message_pt) > 0),
    citation     TEXT NOT NULL CHECK (length(citation) > 0),
    source       TEXT NOT NULL CHECK (length(source) > 0),
    as_of        TEXT NOT NULL CHECK (length(as_of) > 0),
    note         TEXT NOT NULL DEFAULT ''
);
