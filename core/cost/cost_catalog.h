#pragma once

#include "core/cost/money.h"
#include "core/hardware/gpu_spec.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// The priced things a cost study chooses from, as plain data (db/ reads them from the catalog tables).
// A catalog row whose value a user typed (the editor and `catalog set` write this at the start of its source,
// with what it was and who changed it): reports show such a figure as a user value, not a published one.
inline constexpr std::string_view kUserEditPrefix = "user edit";
inline bool isUserEdit(std::string_view source) {
    return source.substr(0, kUserEditPrefix.size()) == kUserEditPrefix;
}

struct ProviderInfo {
    std::string id, name, kind, parentJurisdiction;
    std::optional<bool> subjectToCloudAct, anpdScc, euScc, baa;
    std::optional<double>
        slaPercent;               // monthly availability committed for one instance; 0: none; unset: unknown
    std::string certifications;   // "ISO/IEC 27001;SOC 2;PCI DSS", as the provider lists them
    std::optional<bool> signsDpa; // signs a data processing agreement (GDPR art. 28 / LGPD art. 39)
    std::string accreditations{}; // "gsi_posto_de_controle;…": what a state body accredited it for
};

struct CloudOffer {
    std::string id; // catalog row id, as text
    std::string providerId, instanceType, gpuId, region, country, currency, source, asOf;
    double gpuCount = 0;
    std::optional<double> onDemandHourly, spotHourly, reserved1yHourly, reserved3yHourly;
    bool regionConfirmed = true; // false: the list prices the shape everywhere; confirm it is sold here
};

struct NodeType {
    std::string id, name, gpuId, intraFabricId, interFabricId, currency, source, asOf;
    int gpusPerNode = 8;
    std::optional<double> powerIdleKw, powerMaxKw, purchasePrice;
    std::optional<int> rackUnits, leadTimeWeeks; // procurement lead time from order to delivery
    std::string cooling;                         // "air", "liquid" or "" (unknown)
    bool isAssumption = false;                   // the price is an estimate to replace with a quote
};

struct BareMetalOffer {
    std::string id, providerId, country, nodeTypeId, currency, source, asOf, note;
    double monthlyPrice = 0, setupFee = 0;
    int minTermMonths = 1;
    bool isAssumption = false;
};

struct PowerTariff {
    std::string id, country, market, currency, source, asOf;
    double pricePerKwh = 0;
    bool isAssumption = false;
};

struct EgressTier {
    std::string providerId, currency, source;
    double fromTb = 0;
    std::optional<double> toTb;
    double pricePerGb = 0;
};

struct StoragePrice {
    std::string id, providerId, item, currency, source;
    double pricePerGbMonth = 0;
};

struct ColocationPrice {
    std::string id, market, currency, source, asOf;
    double pricePerKwMonth = 0;
};

// Who invoices a provider's services to buyers in one country (db table invoicing), and so which taxes
// the buyer adds (core/cost/invoice_tax.h). regime: "imported_service", "local_service" or "vat".
struct Invoicing {
    std::string id, providerId, buyerCountry, entity, invoiceCurrency, regime, source, asOf, note;
};

// A hosted model API priced per token (db table api_prices): what calling it instead of running the model
// would cost for the same tokens.
struct ApiPrice {
    std::string id, providerId, apiModel;
    std::string modelId;                       // the catalog model it serves, "" when none
    std::vector<std::string> comparableModels; // catalog models it can stand in for (a different model)
    std::string currency, country, source, asOf, note; // country: where requests are processed, "" unknown
    double inputPerMillion = 0, outputPerMillion = 0;
};

// What a control a compliance finding requires costs and takes (db table compliance_controls, issue 39):
// person-days once and every year, priced at the compliance_day_rate_eur assumption (unset: not estimated),
// and the calendar days it needs before go-live.
struct ComplianceControl {
    std::string code; // its words: core/present/control_text
    std::optional<double> oneOffDays, yearlyDays;
    int leadTimeDays = 0;
    bool isAssumption = true;
    std::string source, asOf, note;
};

struct CostCatalog {
    std::vector<ProviderInfo> providers;
    std::vector<CloudOffer> cloudOffers;
    std::vector<NodeType> nodeTypes;
    std::vector<BareMetalOffer> bareMetalOffers;
    std::vector<PowerTariff> powerTariffs;
    std::vector<EgressTier> egress;
    std::vector<StoragePrice> storage;
    std::vector<ColocationPrice> colocation;
    std::vector<FxRate> fxRates;
    std::vector<GpuSpec> gpus;
    std::vector<ApiPrice> apiPrices;
    std::vector<Invoicing> invoicing;
    std::vector<ComplianceControl> controls;

    const ProviderInfo* provider(const std::string& id) const;
    const GpuSpec* gpu(const std::string& id) const;
    const NodeType* nodeType(const std::string& id) const;
    // The tariff for a country: industrial, then commercial, non-household, residential; EU average for EU
    // members without their own row.
    const PowerTariff* tariffFor(const std::string& country) const;
};

} // namespace gpuadvisor
