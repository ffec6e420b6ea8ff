#pragma once

#include "core/cost/cost_assumptions.h"
#include "core/cost/cost_catalog.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// What makes a priced catalog row one to confirm before a recommendation rests on it (issue 38: a cost-first
// ranker promotes any row priced too low, so such rows are listed with the cell that fixes each).
enum class PriceDoubt {
    Estimated,         // a labelled estimate (is_assumption, or a source that starts "ASSUMPTION")
    Stale,             // older than price_max_age_months by the earliest month its as_of can mean
    RegionUnconfirmed, // the list prices the shape everywhere (region_confirmed = 0)
    NoDate,            // as_of holds no year, so its age is unknown
};

// One doubt about one row: which row (the table's catalog name and key), and the column whose edit clears
// it; facts only, phrased by the CLI and the window.
struct PriceCheck {
    std::string table; // "cloud_offers", "bare_metal_offers", "node_types", "api_prices"
    std::string id;
    std::string what; // the row as a person knows it: "oci BM.GPU.MI300X.8 sa-saopaulo-1"
    PriceDoubt doubt = PriceDoubt::Estimated;
    std::string column;        // the cell whose edit clears the doubt (any edit also dates the row today)
    std::string value;         // what to set it to; "" for the confirmed price itself
    std::optional<int> months; // Stale: how old
    std::string asOf;
};

// Every priced row (cloud and bare-metal offers, node types with a purchase price, hosted API prices) that
// is estimated, stale on `today` (YYYY-MM-DD) or region-unconfirmed, in catalog order.
std::vector<PriceCheck> checkPrices(const CostCatalog& catalog, std::string_view today,
                                    const CostAssumptions& assumptions);

std::string_view priceDoubtKey(PriceDoubt doubt); // "estimated", "stale", "region_unconfirmed", "no_date"

} // namespace gpuadvisor
