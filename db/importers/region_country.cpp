#include "db/importers/region_country.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringList>

namespace gpuadvisor::db {

QString countryOfRegion(const QString& region, const QString& zone) {
    // Region names from the providers' public region lists (AWS, Azure, GCP, Lambda, Nebius).
    static const QHash<QString, QString> exact = {
        {"brazilsouth", "BR"},
        {"brazilsoutheast", "BR"},
        {"southamerica-east1", "BR"},
        {"sa-east-1", "BR"},
        {"westeurope", "NL"},
        {"northeurope", "IE"},
        {"francecentral", "FR"},
        {"francesouth", "FR"},
        {"germanywestcentral", "DE"},
        {"swedencentral", "SE"},
        {"uksouth", "GB"},
        {"ukwest", "GB"},
        {"switzerlandnorth", "CH"},
        {"norwayeast", "NO"},
        {"polandcentral", "PL"},
        {"italynorth", "IT"},
        {"spaincentral", "ES"},
        {"canadacentral", "CA"},
        {"canadaeast", "CA"},
        {"australiaeast", "AU"},
        {"australiacentral", "AU"},
        {"australiacentral2", "AU"},
        {"australiasoutheast", "AU"},
        {"centralindia", "IN"},
        {"southindia", "IN"},
        {"westindia", "IN"},
        {"japaneast", "JP"},
        {"japanwest", "JP"},
        {"koreacentral", "KR"},
        {"koreasouth", "KR"},
        {"southeastasia", "SG"},
        {"eastasia", "HK"},
        {"uaenorth", "AE"},
        {"southafricanorth", "ZA"},
        {"qatarcentral", "QA"},
        {"mexicocentral", "MX"},
        {"jioindiawest", "IN"},
        {"jioindiacentral", "IN"},
        {"malaysiawest", "MY"},
        {"indonesiacentral", "ID"},
        {"uaecentral", "AE"},
        {"switzerlandwest", "CH"},
        {"germanynorth", "DE"},
        {"israelcentral", "IL"},
        {"europe-west1", "BE"},
        {"europe-west2", "GB"},
        {"europe-west3", "DE"},
        {"europe-west4", "NL"},
        {"europe-west6", "CH"},
        {"europe-west8", "IT"},
        {"europe-west9", "FR"},
        {"europe-west10", "DE"},
        {"europe-west12", "IT"},
        {"europe-southwest1", "ES"},
        {"europe-north1", "FI"},
        {"europe-central2", "PL"},
        {"asia-east1", "TW"},
        {"asia-east2", "HK"},
        {"asia-northeast1", "JP"},
        {"asia-northeast2", "JP"},
        {"asia-northeast3", "KR"},
        {"asia-south1", "IN"},
        {"asia-southeast1", "SG"},
        {"asia-southeast2", "ID"},
        {"australia-southeast1", "AU"},
        {"me-west1", "IL"},
        {"eu-west-1", "IE"},
        {"eu-west-2", "GB"},
        {"eu-west-3", "FR"},
        {"eu-central-1", "DE"},
        {"eu-central-2", "CH"},
        {"eu-north-1", "SE"},
        {"eu-south-1", "IT"},
        {"eu-south-2", "ES"},
        {"ap-northeast-1", "JP"},
        {"ap-northeast-2", "KR"},
        {"ap-south-1", "IN"},
        {"ap-southeast-1", "SG"},
        {"ap-southeast-2", "AU"},
        {"ca-central-1", "CA"},
        {"eu-north1", "FI"},
        {"eu-west1", "FR"},
        {"europe-central-1", "DE"},
        {"asia-south-1", "IN"},
        {"me-west-1", "IL"},
    };
    const QString key = region.trimmed().toLower();
    if (const auto it = exact.find(key); it != exact.end())
        return *it;
    if (key.startsWith(QLatin1String("us")) || key.contains(QLatin1String("eastus")) ||
        key.contains(QLatin1String("westus")) || key.contains(QLatin1String("centralus")))
        return QStringLiteral("US");
    // Vast.ai: "City, CC, Continent"; RunPod: a country code in Region.
    const QStringList parts = region.split(u',');
    if (parts.size() >= 2 && parts.at(1).trimmed().size() == 2)
        return parts.at(1).trimmed().toUpper();
    static const QRegularExpression countryCode(QStringLiteral("^[A-Z]{2}$"));
    if (countryCode.match(region.trimmed()).hasMatch())
        return region.trimmed();
    (void)zone;
    return {};
}

} // namespace gpuadvisor::db
