#pragma once

#include "core/cost/cost_assumptions.h"
#include "core/cost/cost_catalog.h"

#include <string>
#include <string_view>

namespace gpuadvisor {

// Which taxes a buyer adds to a supplier's list price, decided by who issues the invoice (issue 38: AWS has
// invoiced Brazilian companies from São Paulo since 2020, so its bill carries local taxes, not the
// service-import ones). One rule for rented GPUs, bare metal and hosted APIs.
enum class InvoiceRegime {
    None,            // no tax beyond the price: a domestic invoice priced tax-inclusive, or a buyer elsewhere
    ImportedService, // Brazil, invoice from abroad: IRRF, CIDE, PIS/COFINS-Importação, ISS, IOF
    LocalService,    // Brazil, invoice (NFS-e) from a Brazilian entity: PIS/COFINS and ISS, grossed up
    Vat, // Portugal: VAT charged on the invoice or self-assessed (reverse charge); the buyer bears only the
         // share it cannot deduct
};

std::string_view invoiceRegimeKey(InvoiceRegime regime); // "imported_service", … (catalog and JSON)
bool parseInvoiceRegime(std::string_view key, InvoiceRegime* out);

struct InvoiceTax {
    InvoiceRegime regime = InvoiceRegime::None;
    double rate = 0;    // share added to the price (0.1383 = +13.83 %)
    std::string entity; // who invoices, "" when no invoicing row names one
    std::string source; // the invoicing row's source, or the default rule's
};

// The invoicing row for (provider, buyer country) decides; without one, a Brazilian buyer of a price in a
// currency other than BRL is taken as invoiced from abroad, a Portuguese buyer as paying VAT on every
// supplier (charged or reverse-charged), and anything else as carrying no added tax (a BRL price as
// tax-inclusive).
InvoiceTax invoiceTax(const CostCatalog& catalog, std::string_view providerId, std::string_view buyerCountry,
                      std::string_view priceCurrency, const CostAssumptions& assumptions);

} // namespace gpuadvisor
