// Which taxes a buyer adds to a supplier's price, by who invoices it (core/cost/invoice_tax.h, issue 38).
// Rates written out by hand from their sources (core/cost/cost_assumptions.cpp).
#include "core/cost/invoice_tax.h"

#include <gtest/gtest.h>

using namespace gpuadvisor;

namespace {

CostCatalog catalogWithAwsBrazil() {
    CostCatalog c;
    c.invoicing.push_back({"aws-br", "aws", "BR", "Amazon AWS Serviços Brasil Ltda.", "BRL", "local_service",
                           "aws.amazon.com/tax-help/Brazil", "2026-12-07", ""});
    return c;
}

} // namespace

// aws.amazon.com/tax-help/Brazil: PIS/COFINS 9.25 % and ISS 2.9 % inside the NFS-e, so the USD list price is
// grossed up by 1 / (1 − 0.1215) − 1 = 13.8304 % (the 13.83 % AWS resellers quote).
TEST(InvoiceTax, ALocalBrazilianInvoiceCarriesPisCofinsAndIssGrossedUp) {
    const CostAssumptions a;
    const InvoiceTax tax = invoiceTax(catalogWithAwsBrazil(), "aws", "BR", "USD", a);
    EXPECT_EQ(tax.regime, InvoiceRegime::LocalService);
    EXPECT_NEAR(tax.rate, 1 / 0.8785 - 1, 1e-12);
    EXPECT_NEAR(tax.rate, 0.1383, 5e-5);
    EXPECT_EQ(tax.entity, "Amazon AWS Serviços Brasil Ltda.");
    EXPECT_NE(tax.source.find("aws.amazon.com/tax-help/Brazil"), std::string::npos);

    CostAssumptions credited; // a buyer that credits all the PIS/COFINS pays 0.9075 / 0.8785 − 1 = 3.301 %
    credited.brLocalPisCofinsCreditable = 1;
    EXPECT_NEAR(invoiceTax(catalogWithAwsBrazil(), "aws", "BR", "USD", credited).rate, 0.9075 / 0.8785 - 1,
                1e-12);
}

// Without a row: a Brazilian buyer of a USD price pays the service-import taxes (15 + 10 + 1.65 + 7.6 + 5 +
// 3.5 = 42.75 %); a BRL price is tax-inclusive; a buyer elsewhere adds nothing.
TEST(InvoiceTax, WithoutARowTheCurrencyDecidesForABrazilianBuyer) {
    const CostAssumptions a;
    const CostCatalog c = catalogWithAwsBrazil();
    const InvoiceTax lambda = invoiceTax(c, "lambda", "BR", "USD", a);
    EXPECT_EQ(lambda.regime, InvoiceRegime::ImportedService);
    EXPECT_NEAR(lambda.rate, 0.4275, 1e-12);
    EXPECT_EQ(lambda.entity, "");
    EXPECT_EQ(invoiceTax(c, "br-local", "BR", "BRL", a).regime, InvoiceRegime::None);
    EXPECT_EQ(invoiceTax(c, "br-local", "BR", "BRL", a).rate, 0);
    EXPECT_EQ(invoiceTax(c, "aws", "US", "USD", a).rate, 0); // the Brazilian row is for Brazilian buyers
}

// Portugal: VAT 23 % on every supplier's invoice, charged or reverse-charged; a taxable business deducts it
// all (cost 0), an insurer that can deduct only 20 % bears 23 % × 0.8 = 18.4 %.
TEST(InvoiceTax, APortugueseBuyerBearsOnlyTheVatItCannotDeduct) {
    CostAssumptions a;
    const CostCatalog c = catalogWithAwsBrazil();
    EXPECT_EQ(invoiceTax(c, "nebius", "PT", "USD", a).regime, InvoiceRegime::Vat);
    EXPECT_EQ(invoiceTax(c, "nebius", "PT", "USD", a).rate, 0);
    a.vatNonDeductibleShare = 0.8;
    EXPECT_NEAR(invoiceTax(c, "nebius", "PT", "USD", a).rate, 0.184, 1e-12);
}

TEST(InvoiceTax, RegimeKeysRoundTrip) {
    for (InvoiceRegime r : {InvoiceRegime::None, InvoiceRegime::ImportedService, InvoiceRegime::LocalService,
                            InvoiceRegime::Vat}) {
        InvoiceRegime back = InvoiceRegime::None;
        ASSERT_TRUE(parseInvoiceRegime(invoiceRegimeKey(r), &back));
        EXPECT_EQ(back, r);
    }
    InvoiceRegime unused;
    EXPECT_FALSE(parseInvoiceRegime("reverse", &unused));
}
