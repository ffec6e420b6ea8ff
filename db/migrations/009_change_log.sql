-- Schema version 9: every change of a catalog row is kept (issue 20: "which price did we quote this customer
-- in March?"). Triggers that db/change_log.cpp installs after this script write one row here per inserted,
-- updated or deleted catalog row: the whole old and new row as JSON, who (PostgreSQL's login; empty in a
-- file catalog, which has one user) and when. The revision is the catalog's version number: a study records
-- the newest one it read, and `--catalog-revision N` rebuilds the catalog as it was then.
--
-- The rows an import replaced under schema 7 move here as operation 'replaced' (their new row was not kept);
-- the history that can be replayed starts after them.

CREATE TABLE catalog_changes (
    revision    INTEGER PRIMARY KEY AUTOINCREMENT,
    table_name  TEXT NOT NULL CHECK (length(table_name) > 0),
    row_key     TEXT NOT NULL,
    operation   TEXT NOT NULL CHECK (operation IN ('insert', 'update', 'delete', 'replaced')),
    old_row     TEXT,
    new_row     TEXT,
    changed_by  TEXT NOT NULL DEFAULT '',
    changed_at  TEXT NOT NULL
);
CREATE INDEX catalog_changes_by_row ON catalog_changes (table_name, row_key);

INSERT INTO catalog_changes (table_name, row_key, operation, old_row, changed_by, changed_at)
    SELECT table_name, row_key, 'replaced', old_row, replaced_by, replaced_at FROM row_history ORDER BY id;
DROP TABLE row_history;
