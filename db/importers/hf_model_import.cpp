#include "db/importers/hf_model_import.h"
#include "db/sql_connection.h"

#include "core/common/id_match.h"
#include "core/model/hf_config.h"
#include "db/row_writer.h"
#include "db/seed.h"

namespace gpuadvisor::db {

Result<ModelSpec> importHfModel(const CatalogDatabase& database, std::string_view configText,
                                const QString& id, const QString& sourceLabel, const QString& asOf,
                                bool replace) {
    const std::string wanted = normalizeId(id.toStdString());
    if (wanted.empty() ||
        wanted.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-.") != std::string::npos)
        return invalidInput("id", "model id '" + id.toStdString() +
                                      "' must use lowercase letters, digits, '-' and '.' (e.g. my-llama-8b)");
    auto model = modelFromHfConfig(configText, wanted);
    if (!model)
        return model.error();
    ModelSpec spec = std::move(model).value();
    spec.id = wanted;
    spec.source = sourceLabel.toStdString();
    spec.asOf = asOf.toStdString();
    if (auto refused = database.refuseWrite(QStringLiteral("add the model")))
        return *refused;
    const QSqlDatabase connection = sqlConnection(database);
    const QString key = QString::fromStdString(wanted);
    auto written = inTransaction(connection, [&]() -> Result<bool> {
        auto exists = rowExists(connection, QStringLiteral("models"), QStringLiteral("id"), key);
        if (!exists)
            return exists.error();
        if (*exists && !replace)
            return invalidInput("id",
                                "the catalog already has a model '" + wanted +
                                    "'; choose another id, or replace it (--replace; the old row is kept in "
                                    "the catalog's history)");
        return writeModel(connection, spec);
    });
    if (!written)
        return written.error();
    return spec;
}

} // namespace gpuadvisor::db
