#include "core/cost/invoice_tax.h"

#include <algorithm>
#include <array>
#include <utility>

namespace gpuadvisor {

namespace {

constexpr std::array<std::pair<InvoiceRegime, std::string_view>, 4> kRegimes{{
    {InvoiceRegime::None, "none"},
    {InvoiceRegime::ImportedService, "imported_service"},
    {InvoiceRegime::LocalService, "local_service"},
    {InvoiceRegime::Vat, "vat"},
}};

double regimeRate(InvoiceRegime regime, const CostAssumptions& a) {
    switch (regime) {
    case InvoiceRegime::ImportedService:
        return std::max(0.0, a.brServiceImportTaxFraction());
    case InvoiceRegime::LocalService:
        return std::max(0.0, a.brLocalServiceTaxFraction());
    case InvoiceRegime::Vat:
        return std::max(0.0, a.ptVatRate * a.vatNonDeductibleShare);
    case InvoiceRegime::None:
        break;
    }
    return 0;
}

} // namespace

std::string_view invoiceRegimeKey(InvoiceRegime regime) {
    for (const auto& [r, key] : kRegimes)
        if (r == regime)
            return key;
    return "none";
}

bool parseInvoiceRegime(std::string_view key, InvoiceRegime* out) {
    for (const auto& [r, k] : kRegimes)
        if (k == key) {
            *out = r;
            return true;
        }
    return false;
}

InvoiceTax invoiceTax(const CostCatalog& catalog, std::string_view providerId, std::string_view buyerCountry,
                      std::string_view priceCurrency, const CostAssumptions& a) {
    InvoiceTax tax;
    const auto row =
        std::find_if(catalog.invoicing.begin(), catalog.invoicing.end(), [&](const Invoicing& i) {
            return i.providerId == providerId && i.buyerCountry == buyerCountry;
        });
    if (row != catalog.invoicing.end() && parseInvoiceRegime(row->regime, &tax.regime)) {
        tax.entity = row->entity;
        tax.source = "invoicing " + row->id + ": " + row->source + " (" + row->asOf + ")";
    } else if (buyerCountry == "BR" && priceCurrency != "BRL") {
        // No row: a price in a foreign currency is taken as invoiced from abroad (docs/cost-model.md §1.2
        // #23).
        tax.regime = InvoiceRegime::ImportedService;
        tax.source = "no invoicing row for this provider and Brazil: a price in " +
                     std::string(priceCurrency) +
                     " is taken as invoiced from abroad (docs/cost-model.md §1.2 #23)";
    } else if (buyerCountry == "PT") {
        // Charged by a local branch or self-assessed on a foreign invoice, VAT is the buyer's either way;
        // only the share it cannot deduct is a cost (CIVA arts. 6, 19 and 20).
        tax.regime = InvoiceRegime::Vat;
        tax.source =
            "no invoicing row for this provider and Portugal: VAT charged or reverse-charged (CIVA art. "
            "6 n.º 6 a)), non-deductible share in the assumptions";
    }
    tax.rate = regimeRate(tax.regime, a);
    return tax;
}

} // namespace gpuadvisor
