-- Schema version 6: what hosted model APIs charge per million tokens (issue 17), so that a serving or batch
-- study can answer "should we call an API instead?" for the same tokens. model_id is the catalog model the
-- API serves ('' when the catalog has no such model); comparable_models lists the catalog models it can stand
-- in for (';'-separated), which the comparison names as a different model. country is where the provider
-- says requests are processed ('' when it does not say, which the compliance rules read as unknown). The seed
-- step adds the factory rows (db/seed.cpp).

CREATE TABLE api_prices (
    id                 TEXT PRIMARY KEY CHECK (length(id) > 0),
    provider_id        TEXT NOT NULL REFERENCES providers(id) ON UPDATE CASCADE ON DELETE CASCADE,
    api_model          TEXT NOT NULL CHECK (length(api_model) > 0),
    model_id           TEXT NOT NULL DEFAULT '',
    comparable_models  TEXT NOT NULL DEFAULT '',
    input_per_million  REAL NOT NULL CHECK (input_per_million >= 0 AND input_per_million <= 100000),
    output_per_million REAL NOT NULL CHECK (output_per_million >= 0 AND output_per_million <= 100000),
    currency           TEXT NOT NULL REFERENCES currencies(code),
    country            TEXT NOT NULL DEFAULT '' CHECK (country = '' OR (length(country) = 2 AND country = upper(country))),
    source             TEXT NOT NULL CHECK (length(source) > 0),
    as_of              TEXT NOT NULL CHECK (length(as_of) > 0),
    note               TEXT NOT NULL DEFAULT ''
);
