-- Schema version 10: studies saved to the catalog (issue 20), so that a sales team finds each other's quotes
-- in its team catalog: the scenario as a study file holds it, who it is for, who wrote it, who saved it when,
-- and the catalog revision its figures came from (`--catalog-revision` reruns it with those figures). Not a
-- catalog table: no export, no history; a study is saved once and never edited in place.
CREATE TABLE shared_studies (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    title            TEXT NOT NULL CHECK (length(title) > 0),
    customer         TEXT NOT NULL DEFAULT '',
    author           TEXT NOT NULL DEFAULT '',
    saved_by         TEXT NOT NULL DEFAULT '',
    saved_at         TEXT NOT NULL,
    catalog_revision INTEGER NOT NULL CHECK (catalog_revision >= 0),
    scenario         TEXT NOT NULL
);
