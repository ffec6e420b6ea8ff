#pragma once

#include "core/common/result.h"

#include <string>
#include <vector>

namespace gpuadvisor {

// An amount always travels with its ISO 4217 currency.
struct Money {
    double amount = 0;
    std::string currency = "USD";
};

struct FxRate {
    std::string base; // 1 base = rate quote
    std::string quote;
    double rate = 0;
    std::string asOf;
    std::string source;
};

// Dated exchange rates; conversions use the most recent rate of a pair (direct, inverse, or through USD).
class FxTable {
  public:
    explicit FxTable(std::vector<FxRate> rates = {});

    Result<double> rate(const std::string& from, const std::string& to) const;
    Result<Money> convert(const Money& money, const std::string& to) const;
    // The rate used and its date, for the assumptions register ("USD→BRL 5.489 on 2025-12-30").
    std::string describe(const std::string& from, const std::string& to) const;

  private:
    const FxRate* latest(const std::string& base, const std::string& quote) const;
    std::vector<FxRate> m_rates;
};

} // namespace gpuadvisor
