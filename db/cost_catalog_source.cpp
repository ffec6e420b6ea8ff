#include "db/cost_catalog_source.h"
#include "db/sql_connection.h"

#include "db/row_reader.h"
#include "db/sql_catalog.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace gpuadvisor::db {

namespace {

std::string str(const RowReader& q, const char* c) {
    return q.value(QLatin1String(c)).toString().toStdString();
}
double num(const RowReader& q, const char* c) {
    return q.value(QLatin1String(c)).toDouble();
}
std::optional<double> opt(const RowReader& q, const char* c) {
    const QVariant v = q.value(QLatin1String(c));
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}
std::optional<int> optInt(const RowReader& q, const char* c) {
    const QVariant v = q.value(QLatin1String(c));
    return v.isNull() ? std::nullopt : std::optional<int>(v.toInt());
}
std::optional<bool> optBool(const RowReader& q, const char* c) {
    const QVariant v = q.value(QLatin1String(c));
    return v.isNull() ? std::nullopt : std::optional<bool>(v.toInt() != 0);
}

// Every row of `table` (`order`: an ORDER BY clause or nothing), each read by `row`.
template <class Row>
Result<bool> each(const CatalogDatabase& database, const char* table, const char* order, Row&& row) {
    const QString name = QString::fromLatin1(table);
    const QString sql = QStringLiteral("SELECT * FROM %1 %2").arg(name, QString::fromLatin1(order)).trimmed();
    QSqlQuery q(sqlConnection(database));
    if (!q.exec(sql))
        return sqlError(sql.left(60), q.lastError().databaseText());
    for (const RowReader reader(q, database.columns(), name); q.next();)
        row(reader);
    return true;
}

} // namespace

Result<CostCatalog> loadCostCatalog(const CatalogDatabase& database) {
    auto catalog = SqlCatalog::load(database);
    if (!catalog)
        return catalog.error();
    return loadCostCatalog(database, *catalog);
}

Result<CostCatalog> loadCostCatalog(const CatalogDatabase& database, const SqlCatalog& catalog) {
    CostCatalog c;
    c.gpus = catalog.gpus();
    std::vector<Result<bool>> results;
    results.push_back(each(database, "providers", "", [&](const RowReader& q) {
        c.providers.push_back({str(q, "id"), str(q, "name"), str(q, "kind"), str(q, "parent_jurisdiction"),
                               optBool(q, "subject_to_cloud_act"), optBool(q, "anpd_scc_offered"),
                               optBool(q, "eu_scc_offered"), optBool(q, "baa_available"),
                               opt(q, "sla_percent"), str(q, "certifications"), optBool(q, "signs_dpa"),
                               str(q, "accreditations")});
    }));
    results.push_back(each(database, "cloud_offers", "ORDER BY id", [&](const RowReader& q) {
        CloudOffer o;
        o.id = str(q, "id");
        o.providerId = str(q, "provider_id");
        o.instanceType = str(q, "instance_type");
        o.gpuId = str(q, "gpu_id");
        o.region = str(q, "region");
        o.country = str(q, "country");
        o.currency = str(q, "currency");
        o.source = str(q, "source");
        o.asOf = str(q, "as_of");
        o.gpuCount = num(q, "gpu_count");
        o.onDemandHourly = opt(q, "on_demand_hourly");
        o.spotHourly = opt(q, "spot_hourly");
        o.reserved1yHourly = opt(q, "reserved_1y_hourly");
        o.reserved3yHourly = opt(q, "reserved_3y_hourly");
        o.regionConfirmed = q.value(QLatin1String("region_confirmed")).toInt() != 0;
        c.cloudOffers.push_back(o);
    }));
    results.push_back(each(database, "node_types", "", [&](const RowReader& q) {
        NodeType n;
        n.id = str(q, "id");
        n.name = str(q, "name");
        n.gpuId = str(q, "gpu_id");
        n.intraFabricId = str(q, "intra_fabric_id");
        n.interFabricId = str(q, "inter_fabric_id");
        n.currency = str(q, "currency");
        n.source = str(q, "source");
        n.asOf = str(q, "as_of");
        n.gpusPerNode = q.value(QLatin1String("gpus_per_node")).toInt();
        n.powerIdleKw = opt(q, "power_idle_kw");
        n.powerMaxKw = opt(q, "power_max_kw");
        n.purchasePrice = opt(q, "purchase_price");
        n.rackUnits = optInt(q, "rack_units");
        n.leadTimeWeeks = optInt(q, "lead_time_weeks");
        n.cooling = str(q, "cooling");
        n.isAssumption = q.value(QLatin1String("is_assumption")).toInt() != 0;
        c.nodeTypes.push_back(n);
    }));
    results.push_back(each(database, "bare_metal_offers", "", [&](const RowReader& q) {
        c.bareMetalOffers.push_back({str(q, "id"), str(q, "provider_id"), str(q, "country"),
                                     str(q, "node_type_id"), str(q, "currency"), str(q, "source"),
                                     str(q, "as_of"), str(q, "note"), num(q, "monthly_price"),
                                     num(q, "setup_fee"), q.value(QLatin1String("min_term_months")).toInt(),
                                     q.value(QLatin1String("is_assumption")).toInt() != 0});
    }));
    results.push_back(each(database, "power_tariffs", "", [&](const RowReader& q) {
        c.powerTariffs.push_back({str(q, "id"), str(q, "country"), str(q, "market"), str(q, "currency"),
                                  str(q, "source"), str(q, "as_of"), num(q, "price_per_kwh"),
                                  q.value(QLatin1String("is_assumption")).toInt() != 0});
    }));
    results.push_back(
        each(database, "egress_prices", "ORDER BY provider_id, from_tb", [&](const RowReader& q) {
            c.egress.push_back({str(q, "provider_id"), str(q, "currency"), str(q, "source"),
                                num(q, "from_tb"), opt(q, "to_tb"), num(q, "price_per_gb")});
        }));
    results.push_back(each(database, "storage_prices", "ORDER BY id", [&](const RowReader& q) {
        c.storage.push_back({str(q, "id"), str(q, "provider_id"), str(q, "item"), str(q, "currency"),
                             str(q, "source"), num(q, "price_per_gb_month")});
    }));
    results.push_back(each(database, "colocation_prices", "", [&](const RowReader& q) {
        c.colocation.push_back({str(q, "id"), str(q, "market"), str(q, "currency"), str(q, "source"),
                                str(q, "as_of"), num(q, "price_per_kw_month")});
    }));
    results.push_back(each(database, "api_prices", "ORDER BY id", [&](const RowReader& q) {
        std::vector<std::string> comparable;
        for (const QString& id :
             q.value(QLatin1String("comparable_models")).toString().split(u';', Qt::SkipEmptyParts))
            comparable.push_back(id.trimmed().toStdString());
        c.apiPrices.push_back({str(q, "id"), str(q, "provider_id"), str(q, "api_model"), str(q, "model_id"),
                               std::move(comparable), str(q, "currency"), str(q, "country"), str(q, "source"),
                               str(q, "as_of"), str(q, "note"), num(q, "input_per_million"),
                               num(q, "output_per_million")});
    }));
    results.push_back(each(database, "invoicing", "ORDER BY id", [&](const RowReader& q) {
        c.invoicing.push_back({str(q, "id"), str(q, "provider_id"), str(q, "buyer_country"), str(q, "entity"),
                               str(q, "invoice_currency"), str(q, "regime"), str(q, "source"),
                               str(q, "as_of"), str(q, "note")});
    }));
    results.push_back(each(database, "compliance_controls", "ORDER BY code", [&](const RowReader& q) {
        c.controls.push_back({str(q, "code"), opt(q, "one_off_days"), opt(q, "yearly_days"),
                              optInt(q, "lead_time_days").value_or(0),
                              q.value(QLatin1String("is_assumption")).toInt() != 0, str(q, "source"),
                              str(q, "as_of"), str(q, "note")});
    }));
    results.push_back(each(database, "fx_rates", "", [&](const RowReader& q) {
        c.fxRates.push_back(
            {str(q, "base"), str(q, "quote"), num(q, "rate"), str(q, "as_of"), str(q, "source")});
    }));
    for (auto& r : results)
        if (!r)
            return r.error();
    return c;
}

Result<std::vector<ComplianceRule>> loadComplianceRules(const CatalogDatabase& database) {
    std::vector<ComplianceRule> rules;
    auto ok = each(database, "compliance_rules", "ORDER BY id", [&](const RowReader& q) {
        ComplianceRule r;
        r.id = str(q, "id");
        r.jurisdiction = str(q, "jurisdiction");
        r.condition = str(q, "condition");
        r.expression = str(q, "expression");
        const std::string effect = str(q, "effect");
        r.effect = effect == "BLOCK"      ? Effect::Block
                   : effect == "REQUIRES" ? Effect::Requires
                   : effect == "FLAG"     ? Effect::Flag
                                          : Effect::Info;
        r.messageEn = str(q, "message_en");
        r.messagePt = str(q, "message_pt");
        r.citation = str(q, "citation");
        r.controls = str(q, "controls");
        r.isLegal = q.value(QLatin1String("is_legal")).toInt() != 0;
        r.leadTimeDays = q.value(QLatin1String("lead_time_days")).toInt();
        compileRule(r);
        rules.push_back(r);
    });
    if (!ok)
        return ok.error();
    return rules;
}

} // namespace gpuadvisor::db
