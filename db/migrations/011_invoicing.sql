-- Schema version 11: who invoices a provider's services to buyers in a country (issue 38), because the taxes a
-- buyer adds follow the invoice, not the price list: AWS has billed Brazilian companies from São Paulo since
-- November 2020 (an NFS-e with PIS/COFINS and ISS), while a provider without a Brazilian entity bills from
-- abroad (service-import taxes). regime: 'imported_service', 'local_service' (a Brazilian invoice) or 'vat'
-- (Portugal: VAT charged or reverse-charged). A provider and country without a row follow the default rule of
-- core/cost/invoice_tax.h. The seed step adds the factory rows (db/seed.cpp).

CREATE TABLE invoicing (
    id               TEXT PRIMARY KEY CHECK (length(id) > 0),
    provider_id      TEXT NOT NULL REFERENCES providers(id) ON UPDATE CASCADE ON DELETE CASCADE,
    buyer_country    TEXT NOT NULL CHECK (length(buyer_country) = 2 AND buyer_country = upper(buyer_country)),
    entity           TEXT NOT NULL CHECK (length(entity) > 0),
    invoice_currency TEXT NOT NULL REFERENCES currencies(code),
    regime           TEXT NOT NULL CHECK (regime IN ('imported_service', 'local_service', 'vat')),
    source           TEXT NOT NULL CHECK (length(source) > 0),
    as_of            TEXT NOT NULL CHECK (length(as_of) > 0),
    note             TEXT NOT NULL DEFAULT '',
    UNIQUE (provider_id, buyer_country)
);

-- And whether the provider is known to offer a row's shape in its region (issue 38): SkyPilot's OCI list
-- gives every shape in every region at one global price, so an OCI São Paulo MI300X could rank first although
-- OCI may not sell it there. 0 = to confirm with the provider; the recommendation and page 1 say so, and
-- `catalog check` lists the row.
ALTER TABLE cloud_offers ADD COLUMN region_confirmed INTEGER NOT NULL DEFAULT 1 CHECK (region_confirmed IN (0, 1));
UPDATE cloud_offers SET region_confirmed = 0 WHERE note LIKE '%confirm with OCI that the shape is offered in this region%';
