#pragma once

#include "core/common/result.h"
#include "core/model/model_spec.h"
#include "db/catalog_database.h"
#include "db/catalog_tables.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <optional>
#include <utility>
#include <vector>

namespace gpuadvisor::db {

// Reading and correcting single catalog rows, for every writer alike (the CLI's `catalog list/show/set` and
// the window's editor): one key lookup, one validation of a value, one stamp of an edit.

using Cells = std::vector<std::pair<QString, QVariant>>; // column, value, in the table's column order

// The summary columns of `table` for every row whose `column = value` for each filter, ordered by key.
// A filter on a column the summary does not have is an error naming it.
Result<std::vector<Cells>> listRows(const CatalogDatabase& database, const CatalogTable& table,
                                    const std::vector<std::pair<QString, QString>>& filters);

// The stored key of the row `key` names (matched case-insensitively, '_' for '-'); NotFound with the closest
// keys otherwise.
Result<QVariant> findRowKey(const CatalogDatabase& database, const CatalogTable& table, const QString& key);

// Every column of one row.
Result<Cells> fetchRow(const CatalogDatabase& database, const CatalogTable& table, const QVariant& storedKey);

// The source an edited value carries, so that a report never cites a public list for a typed number:
// "user edit by ana on 2026-12-06: price_hour 2.49 -> 2.1; was: <the source before any edit>" ("by …" only
// when the editor is known). `previousSource` may itself be an edit's: the first published source is kept.
// `said` is the user's own source for the new value (`catalog set --source`), kept in brackets.
QString editedSource(const QString& previousSource, const QString& column, const QVariant& oldValue,
                     const QVariant& newValue, const QString& editor, const QString& said = {});
// Who is editing: a team catalog's login, else the operating-system user ("" when unknown).
QString editorName(const QSqlDatabase& connection);
// The as_of an edited value carries: today, YYYY-MM-DD.
QString editedAsOf();

// Sets one cell from the text a user typed (numbers in the C locale) after the same checks as the editor's
// (db/cell_validator), and stamps the row's source and as_of. Returns the value stored.
//
// With `expected` (the value the user last saw, as text), the cell is written only if it still holds that
// value, in the same statement: a second editor who changed it in between is not overwritten silently. The
// refusal (field "expect") names both values and who changed it when, as the history has it.
Result<QVariant> setCell(const CatalogDatabase& database, const CatalogTable& table,
                         const QVariant& storedKey, const QString& column, const QString& text,
                         const std::optional<QString>& source,
                         const std::optional<QString>& expected = std::nullopt);

// Adds (or replaces) a model in one transaction; a model without an as_of is dated today.
Result<bool> addModel(const CatalogDatabase& database, ModelSpec model);

} // namespace gpuadvisor::db
