#include "core/cost/catalog_check.h"

#include "core/cost/price_age.h"

namespace gpuadvisor {

namespace {

struct Checker {
    std::string_view today;
    double maxMonths;
    std::vector<PriceCheck> out;

    void add(const PriceCheck& row, PriceDoubt doubt, const char* column, const char* value) {
        PriceCheck c = row;
        c.doubt = doubt;
        c.column = column;
        c.value = value;
        out.push_back(std::move(c));
    }

    // The age of a row's as_of: setting its price column again (`catalog set`) dates it today.
    void age(const PriceCheck& row, const char* priceColumn) {
        PriceCheck c = row;
        c.column = priceColumn;
        c.months = monthsOld(row.asOf, today);
        if (!c.months)
            c.doubt = PriceDoubt::NoDate;
        else if (*c.months > maxMonths)
            c.doubt = PriceDoubt::Stale;
        else
            return;
        out.push_back(std::move(c));
    }
};

PriceCheck rowOf(std::string table, std::string id, std::string what, std::string asOf) {
    PriceCheck row;
    row.table = std::move(table);
    row.id = std::move(id);
    row.what = std::move(what);
    row.asOf = std::move(asOf);
    return row;
}

bool startsWithAssumption(const std::string& source) {
    return source.rfind("ASSUMPTION", 0) == 0;
}

} // namespace

std::string_view priceDoubtKey(PriceDoubt doubt) {
    switch (doubt) {
    case PriceDoubt::Estimated:
        return "estimated";
    case PriceDoubt::Stale:
        return "stale";
    case PriceDoubt::RegionUnconfirmed:
        return "region_unconfirmed";
    case PriceDoubt::NoDate:
        break;
    }
    return "no_date";
}

std::vector<PriceCheck> checkPrices(const CostCatalog& catalog, std::string_view today,
                                    const CostAssumptions& assumptions) {
    Checker check{today, assumptions.priceMaxAgeMonths, {}};
    for (const CloudOffer& o : catalog.cloudOffers) {
        if (!(o.onDemandHourly.value_or(0) > 0 || o.spotHourly.value_or(0) > 0 ||
              o.reserved1yHourly.value_or(0) > 0 || o.reserved3yHourly.value_or(0) > 0))
            continue; // no price: never ranked
        const PriceCheck row =
            rowOf("cloud_offers", o.id, o.providerId + " " + o.instanceType + " " + o.region, o.asOf);
        // Editing the price with `catalog set` replaces the ASSUMPTION source with the user's edit.
        const char* price = o.onDemandHourly.value_or(0) > 0 ? "on_demand_hourly" : "spot_hourly";
        if (startsWithAssumption(o.source))
            check.add(row, PriceDoubt::Estimated, price, "");
        if (!o.regionConfirmed)
            check.add(row, PriceDoubt::RegionUnconfirmed, "region_confirmed", "1");
        check.age(row, price);
    }
    for (const BareMetalOffer& b : catalog.bareMetalOffers) {
        const PriceCheck row =
            rowOf("bare_metal_offers", b.id, b.providerId + " " + b.nodeTypeId + " " + b.country, b.asOf);
        if (b.isAssumption)
            check.add(row, PriceDoubt::Estimated, "is_assumption", "0");
        check.age(row, "monthly_price");
    }
    for (const NodeType& n : catalog.nodeTypes) {
        if (!n.purchasePrice)
            continue;
        const PriceCheck row = rowOf("node_types", n.id, n.name, n.asOf);
        if (n.isAssumption)
            check.add(row, PriceDoubt::Estimated, "is_assumption", "0");
        check.age(row, "purchase_price");
    }
    for (const ApiPrice& a : catalog.apiPrices) {
        const PriceCheck row = rowOf("api_prices", a.id, a.providerId + " " + a.apiModel, a.asOf);
        check.age(row, "input_per_million");
    }
    return check.out;
}

} // namespace gpuadvisor
