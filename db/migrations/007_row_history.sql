-- Schema version 7: a catalog row that an import replaces is kept here first (issue 18: `catalog
-- import-model --replace` over the factory Llama 3.1 70B), with its table, its key, the whole old row as
-- JSON, when it was replaced and by what. `catalog history` lists it; nothing reads it to estimate.

CREATE TABLE row_history (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_name  TEXT NOT NULL CHECK (length(table_name) > 0),
    row_key     TEXT NOT NULL CHECK (length(row_key) > 0),
    old_row     TEXT NOT NULL,
    replaced_at TEXT NOT NULL,
    replaced_by TEXT NOT NULL DEFAULT ''
);
CREATE INDEX row_history_by_row ON row_history (table_name, row_key);

-- Assumption rows no engine read (issue 19: editing them changed nothing): PUE and the FX volatilities
-- move to the keys the cost engine reads, unless the user already has those; the depreciation extremes are
-- in depreciation_periods. The seed step then adds a row for every value the engines read.
UPDATE assumptions SET key = 'pue'
    WHERE key = 'pue_default_colocation' AND NOT EXISTS (SELECT 1 FROM assumptions WHERE key = 'pue');
UPDATE assumptions SET key = 'brl_volatility'
    WHERE key = 'fx_volatility_brl' AND NOT EXISTS (SELECT 1 FROM assumptions WHERE key = 'brl_volatility');
UPDATE assumptions SET key = 'eur_volatility'
    WHERE key = 'fx_volatility_eur' AND NOT EXISTS (SELECT 1 FROM assumptions WHERE key = 'eur_volatility');
DELETE FROM assumptions WHERE key IN ('pue_default_colocation', 'fx_volatility_brl', 'fx_volatility_eur',
    'depreciation_years_conservative', 'depreciation_years_hyperscaler');
