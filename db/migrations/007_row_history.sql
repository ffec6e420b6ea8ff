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
