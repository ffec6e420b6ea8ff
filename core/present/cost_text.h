#pragma once

#include "core/common/number_format.h"
#include "core/cost/catalog_check.h"
#include "core/cost/cost_study.h"
#include "core/cost/invoice_tax.h"
#include "core/cost/price_age.h"

#include <string>
#include <vector>

namespace gpuadvisor {

// A cost line's name, in English or Brazilian Portuguese ("energy at PUE 1.40", "energia com PUE 1,40").
std::string costLineName(const CostLine& line, Language language);
std::string billingText(std::string_view billing, Language language); // "on-demand" / "sob demanda"
// Why a priced row is to confirm: "estimated (ASSUMPTION)", "stale: 35 months old (as of 2024)", …
std::string priceDoubtText(const PriceCheck& check, Language language);
// What to do once the price is confirmed, before the command that does it.
std::string priceFixText(const PriceCheck& check, Language language);
// What the taxes of an invoice regime are, as a phrase: "service-import taxes on the foreign invoice".
std::string invoiceTaxText(InvoiceRegime regime, Language language);

// How an option's figure was obtained, or what limits it ("depreciation (P&L view): …").
std::string costNoteText(const CostNote& note, std::string_view studyCurrency, Language language);
std::vector<std::string> costNoteTexts(const OptionCost& option, std::string_view studyCurrency,
                                       Language language);

// "Prices older than 12 months: cloud:68 (as of 2025-05-20, 18 months). Refresh them in the catalog before
// relying on the totals." Empty when none is stale.
std::string stalePricesText(const std::vector<StalePrice>& stale, double maxMonths, Language language);

// The qualitative attributes of an option, worded for a reader.
struct AttributeTexts {
    std::string leadTime, elasticity, rootAccess, nvlink, egressExposure, fxExposure;
};
AttributeTexts attributeTexts(const OptionCost& option, std::string_view studyCurrency, Language language);

} // namespace gpuadvisor
