#include "db/importers/skypilot_csv.h"

#include "db/column_ranges.h"
#include "db/sql_connection.h"

#include "core/common/csv.h"
#include "core/common/id_match.h"
#include "core/common/python_literal.h"
#include "db/importers/region_country.h"
#include "db/row_writer.h"

#include <QHash>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <optional>

namespace gpuadvisor::db {

namespace {

struct Columns {
    int instance = -1, accelerator = -1, count = -1, vcpus = -1, memory = -1, gpuInfo = -1, price = -1,
        spot = -1, region = -1, zone = -1;
};

Error malformed(std::size_t line, const std::string& what) {
    return Error{ErrorCode::ParseError, "file", "line " + std::to_string(line) + ": " + what};
}

// An optional number: empty -> nullopt; text that is not a number -> error naming line and column.
Result<std::optional<double>> number(const CsvRecord& record, int column, const char* name) {
    if (column < 0 || record.fields[column].empty())
        return std::optional<double>{};
    const std::string& text = record.fields[column];
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !(value >= 0))
        return malformed(record.line, std::string(name) + " '" + text + "' is not a non-negative number");
    // The catalog's own ranges: an absurd price or count in a list is refused like one typed by hand.
    static const std::pair<const char*, const char*> kColumnOf[] = {{"Price", "on_demand_hourly"},
                                                                    {"SpotPrice", "spot_hourly"},
                                                                    {"AcceleratorCount", "gpu_count"},
                                                                    {"vCPUs", "vcpus"},
                                                                    {"MemoryGiB", "memory_gib"}};
    for (const auto& [csvName, catalogColumn] : kColumnOf)
        if (std::string_view(name) == csvName)
            if (auto refused = refuseCatalogNumber(QStringLiteral("cloud_offers"),
                                                   QLatin1String(catalogColumn), value, false))
                return malformed(record.line, std::string(name) + ": " + *refused);
    return std::optional<double>{value};
}

// A price or size for binding: NULL when absent. Taking the value out here also keeps GCC 12 from a
// false -Wmaybe-uninitialized on std::optional<double> (GCC bug 80635).
[[gnu::noinline]] QVariant orNull(const std::optional<double>& value) {
    return value.has_value() ? QVariant(value.value_or(0.0)) : QVariant();
}

std::string field(const CsvRecord& record, int column) {
    return column >= 0 ? record.fields[column] : std::string();
}

// GCP bills GPU VMs as a host machine type plus attached accelerators; SkyPilot's catalogue keeps them in
// separate rows and sums them (sky/clouds/gcp.py). Machine type -> accelerator and count, from GCP's
// "GPU machine types" documentation.
std::optional<std::pair<std::string, int>> gcpAttachedAccelerator(const std::string& instanceType) {
    static const QRegularExpression family(
        QStringLiteral("^(a2-highgpu|a2-megagpu|a2-ultragpu|a3-highgpu|a3-megagpu|"
                       "a3-edgegpu|a3-ultragpu|a4-highgpu)-(\\d+)g$"));
    const auto match = family.match(QString::fromStdString(instanceType));
    if (match.hasMatch()) {
        static const QHash<QString, std::string> names = {
            {"a2-highgpu", "A100"},  {"a2-megagpu", "A100"},      {"a2-ultragpu", "A100-80GB"},
            {"a3-highgpu", "H100"},  {"a3-megagpu", "H100-MEGA"}, {"a3-edgegpu", "H100"},
            {"a3-ultragpu", "H200"}, {"a4-highgpu", "B200"}};
        return std::pair{names.value(match.captured(1)), match.captured(2).toInt()};
    }
    static const QHash<QString, int> g2 = {
        {"g2-standard-4", 1},  {"g2-standard-8", 1},  {"g2-standard-12", 1}, {"g2-standard-16", 1},
        {"g2-standard-32", 1}, {"g2-standard-24", 2}, {"g2-standard-48", 4}, {"g2-standard-96", 8}};
    if (const auto it = g2.find(QString::fromStdString(instanceType)); it != g2.end())
        return std::pair{std::string("L4"), *it};
    return std::nullopt;
}

std::string acceleratorKey(const std::string& name, double count, const std::string& region,
                           const std::string& zone) {
    return name + "|" + std::to_string(count) + "|" + region + "|" + zone;
}

struct AcceleratorRow {
    std::size_t line;
    std::optional<double> price, spot, memoryMiB;
    bool used = false;
};

Result<bool> ensureProvider(const QSqlDatabase& database, const SkyPilotImportOptions& options) {
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT 1 FROM providers WHERE id = ?"));
    query.addBindValue(options.providerId);
    if (query.exec() && query.next())
        return true;
    const Row row{
        {"id", options.providerId},
        {"name", options.providerId},
        {"kind", QStringLiteral("user")},
        {"source", options.sourceLabel},
        {"as_of", options.asOf},
        {"note", QStringLiteral("created by a price-list import: fill in jurisdiction and contracts")}};
    return upsertRow(database, QStringLiteral("providers"), row, false);
}

std::optional<double> memoryFromGpuInfo(const std::string& text, bool* malformedInfo) {
    *malformedInfo = false;
    if (text.empty() || text.front() != '{')
        return std::nullopt; // Azure writes the bare accelerator name here
    auto literal = parsePythonLiteral(text);
    if (!literal) {
        *malformedInfo = true;
        return std::nullopt;
    }
    const auto gpus = literal->find("Gpus");
    if (gpus == literal->end() || !gpus->is_array() || gpus->empty())
        return std::nullopt;
    const auto info = (*gpus)[0].find("MemoryInfo");
    if (info == (*gpus)[0].end() || !info->is_object() || !info->contains("SizeInMiB") ||
        !(*info)["SizeInMiB"].is_number())
        return std::nullopt;
    return (*info)["SizeInMiB"].get<double>();
}

} // namespace

Result<SkyPilotImportReport> importSkyPilotCsv(const CatalogDatabase& database, std::string_view csvText,
                                               const SkyPilotImportOptions& options) {
    auto parsed = parseCsv(csvText);
    if (!parsed)
        return Error{ErrorCode::ParseError, "file", parsed.error().message};
    CsvTable csv = std::move(parsed).value();
    CsvTable* table = &csv;
    Columns c;
    c.instance = table->column("InstanceType");
    c.accelerator = table->column("AcceleratorName");
    c.count = table->column("AcceleratorCount");
    c.vcpus = table->column("vCPUs");
    c.memory = table->column("MemoryGiB");
    c.gpuInfo = table->column("GpuInfo");
    c.price = table->column("Price");
    c.spot = table->column("SpotPrice");
    c.region = table->column("Region");
    c.zone = table->column("AvailabilityZone");
    for (auto [index, name] :
         {std::pair{c.instance, "InstanceType"}, std::pair{c.accelerator, "AcceleratorName"},
          std::pair{c.count, "AcceleratorCount"}, std::pair{c.price, "Price"}, std::pair{c.region, "Region"}})
        if (index < 0)
            return malformed(
                1, std::string("the header has no column '") + name +
                       "' (a SkyPilot vms.csv needs InstanceType, AcceleratorName, AcceleratorCount, "
                       "Price, Region)");

    QSqlDatabase connection = sqlConnection(database);
    QHash<QString, QString> aliases;
    {
        QSqlQuery query(connection);
        query.exec(QStringLiteral("SELECT alias, gpu_id FROM gpu_aliases"));
        while (query.next())
            aliases.insert(query.value(0).toString().toUpper(), query.value(1).toString());
        query.exec(QStringLiteral("SELECT id FROM gpus"));
        while (query.next())
            aliases.insert(query.value(0).toString().toUpper(), query.value(0).toString());
    }

    SkyPilotImportReport report;
    auto skip = [&report](std::size_t line, const std::string& reason, const std::string& detail) {
        report.skipped.push_back({line, detail.empty() ? reason : reason + ": " + detail});
        ++report.skippedByReason[reason];
    };

    // Azure's catalogue writes a multi-valued last column unquoted ("...,V1,V2" under "Generation"): extra
    // trailing fields are folded into the last column when the importer does not read that column.
    const int lastColumn = static_cast<int>(table->header.size()) - 1;
    const bool lastColumnUnused = lastColumn != c.instance && lastColumn != c.accelerator &&
                                  lastColumn != c.count && lastColumn != c.vcpus && lastColumn != c.memory &&
                                  lastColumn != c.gpuInfo && lastColumn != c.price && lastColumn != c.spot &&
                                  lastColumn != c.region && lastColumn != c.zone;
    for (CsvRecord& record : table->records) {
        if (record.fields.size() > table->header.size() && lastColumnUnused) {
            for (std::size_t i = table->header.size(); i < record.fields.size(); ++i)
                record.fields[lastColumn] += "," + record.fields[i];
            record.fields.resize(table->header.size());
        }
    }

    // First pass: validate every row and collect GCP's accelerator-only rows.
    QHash<QString, AcceleratorRow> acceleratorRows;
    for (const CsvRecord& record : table->records) {
        if (record.fields.size() != table->header.size())
            return malformed(record.line, std::to_string(record.fields.size()) +
                                              " fields where the header has " +
                                              std::to_string(table->header.size()));
        for (auto [index, name] :
             {std::pair{c.count, "AcceleratorCount"}, std::pair{c.price, "Price"},
              std::pair{c.spot, "SpotPrice"}, std::pair{c.vcpus, "vCPUs"}, std::pair{c.memory, "MemoryGiB"}})
            if (auto ok = number(record, index, name); !ok)
                return ok.error();
        if (field(record, c.instance).empty() && !field(record, c.accelerator).empty()) {
            bool bad = false;
            const auto memory = memoryFromGpuInfo(field(record, c.gpuInfo), &bad);
            acceleratorRows.insert(
                QString::fromStdString(acceleratorKey(field(record, c.accelerator),
                                                      number(record, c.count, "").value().value_or(0),
                                                      field(record, c.region), field(record, c.zone))),
                AcceleratorRow{record.line, *number(record, c.price, ""), *number(record, c.spot, ""),
                               memory});
        }
    }

    QSqlQuery insert(connection);
    insert.prepare(QStringLiteral(
        "INSERT INTO cloud_offers (provider_id, instance_type, gpu_id, accelerator_name, gpu_count, "
        "gpu_memory_mib, "
        "vcpus, memory_gib, region, zone, country, on_demand_hourly, spot_hourly, currency, source, as_of, "
        "note, region_confirmed) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'USD', ?, ?, ?, ?) "
        "ON CONFLICT(provider_id, instance_type, region, zone) DO UPDATE SET gpu_id = excluded.gpu_id, "
        "accelerator_name = excluded.accelerator_name, gpu_count = excluded.gpu_count, "
        "gpu_memory_mib = excluded.gpu_memory_mib, vcpus = excluded.vcpus, memory_gib = excluded.memory_gib, "
        "country = excluded.country, on_demand_hourly = excluded.on_demand_hourly, "
        "spot_hourly = excluded.spot_hourly, currency = excluded.currency, source = excluded.source, "
        "as_of = excluded.as_of, note = excluded.note, region_confirmed = excluded.region_confirmed"));
    // SkyPilot's OCI list gives every shape in every region at OCI's one global price (issue 38): whether OCI
    // sells a shape in a region is for the buyer to confirm, and `catalog check` lists such rows.
    const bool everyRegionOnePrice = options.providerId == QLatin1String("oci");

    if (auto refused = database.refuseWrite(QStringLiteral("import the price list")))
        return *refused;
    auto result = inTransaction(connection, [&]() -> Result<bool> {
        if (auto ok = ensureProvider(connection, options); !ok)
            return ok.error();
        for (const CsvRecord& record : table->records) {
            const std::string instance = field(record, c.instance);
            std::string accelerator = field(record, c.accelerator);
            if (instance.empty())
                continue; // accelerator-only rows are priced with their host below
            std::optional<double> count = *number(record, c.count, "");
            std::optional<double> price = *number(record, c.price, "");
            std::optional<double> spot = *number(record, c.spot, "");
            bool badInfo = false;
            std::optional<double> memoryMiB = memoryFromGpuInfo(field(record, c.gpuInfo), &badInfo);
            std::string note = everyRegionOnePrice
                                   ? "SkyPilot lists every OCI shape in every region at the "
                                     "single global OCI price; confirm with OCI that the shape "
                                     "is offered in this region"
                                   : "";
            if (badInfo) {
                skip(record.line, "GpuInfo is not a valid Python literal",
                     field(record, c.gpuInfo).substr(0, 40));
                continue;
            }
            if (accelerator.empty()) {
                const auto attached = gcpAttachedAccelerator(instance);
                const auto host = attached ? acceleratorRows.find(QString::fromStdString(acceleratorKey(
                                                 attached->first, attached->second, field(record, c.region),
                                                 field(record, c.zone))))
                                           : acceleratorRows.end();
                if (host == acceleratorRows.end()) {
                    skip(record.line, "no GPU (CPU-only instance)", instance);
                    continue;
                }
                host->used = true;
                accelerator = attached->first;
                count = attached->second;
                memoryMiB = host->memoryMiB;
                note = "host " + (price ? std::to_string(*price) : std::string("?")) +
                       " + accelerator row (line " + std::to_string(host->line) + ") " +
                       (host->price ? std::to_string(*host->price) : "?") + ", summed as SkyPilot does";
                price = price && host->price ? std::optional<double>(*price + *host->price) : std::nullopt;
                spot = spot && host->spot ? std::optional<double>(*spot + *host->spot) : std::nullopt;
            }
            const QString gpuId =
                aliases.value(QString::fromStdString(accelerator).toUpper(),
                              aliases.value(QString::fromStdString(normalizeId(accelerator)).toUpper()));
            if (gpuId.isEmpty()) {
                skip(record.line, "accelerator not in the catalog (add it to gpu_aliases)", accelerator);
                continue;
            }
            if (!count || *count <= 0) {
                skip(record.line, "no accelerator count", instance);
                continue;
            }
            if (!price) {
                skip(record.line, "no on-demand price", instance);
                continue;
            }
            if (spot && *spot == 0)
                spot.reset(); // Vast writes 0.00 for "no spot price"
            const QString region = QString::fromStdString(field(record, c.region));
            const QString zone = QString::fromStdString(field(record, c.zone));
            const QVariant values[] = {options.providerId,
                                       QString::fromStdString(instance),
                                       gpuId,
                                       QString::fromStdString(accelerator),
                                       *count,
                                       orNull(memoryMiB),
                                       orNull(number(record, c.vcpus, "").value()),
                                       orNull(number(record, c.memory, "").value()),
                                       region,
                                       zone,
                                       countryOfRegion(region, zone),
                                       *price,
                                       orNull(spot),
                                       options.sourceLabel,
                                       options.asOf,
                                       QString::fromStdString(note),
                                       everyRegionOnePrice ? 0 : 1};
            for (int i = 0; i < int(std::size(values));
                 ++i) // empty text is '' (Qt binds a null QString as NULL)
                insert.bindValue(i, values[i].typeId() == QMetaType::QString && values[i].toString().isNull()
                                        ? QVariant(QStringLiteral(""))
                                        : values[i]);
            if (!insert.exec())
                return malformed(record.line, "cannot store the offer: " +
                                                  insert.lastError().databaseText().toStdString());
            ++report.imported;
        }
        return true;
    });
    if (!result)
        return result.error();
    for (const AcceleratorRow& row : acceleratorRows)
        if (!row.used)
            skip(row.line, "accelerator-only price row with no host instance type in the file", "");
    std::sort(report.skipped.begin(), report.skipped.end(),
              [](const ImportSkip& l, const ImportSkip& r) { return l.line < r.line; });
    return report;
}

} // namespace gpuadvisor::db
