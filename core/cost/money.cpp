#include "core/cost/money.h"

#include "core/common/number_format.h"

namespace gpuadvisor {

FxTable::FxTable(std::vector<FxRate> rates) : m_rates(std::move(rates)) {}

const FxRate* FxTable::latest(const std::string& base, const std::string& quote) const {
    const FxRate* best = nullptr;
    for (const FxRate& r : m_rates)
        if (r.base == base && r.quote == quote && r.rate > 0 && (!best || r.asOf > best->asOf))
            best = &r; // ISO dates compare as text
    return best;
}

Result<double> FxTable::rate(const std::string& from, const std::string& to) const {
    if (from == to)
        return 1.0;
    if (const FxRate* direct = latest(from, to))
        return direct->rate;
    if (const FxRate* inverse = latest(to, from))
        return 1.0 / inverse->rate;
    if (from != "USD" && to != "USD") {
        auto toUsd = rate(from, "USD");
        auto fromUsd = rate("USD", to);
        if (toUsd && fromUsd)
            return *toUsd * *fromUsd;
    }
    return Error{ErrorCode::NotFound, "currency",
                 "no exchange rate from " + from + " to " + to + " in the catalog (add one to fx_rates)"};
}

Result<Money> FxTable::convert(const Money& money, const std::string& to) const {
    auto r = rate(money.currency, to);
    if (!r)
        return r.error();
    return Money{money.amount * *r, to};
}

std::string FxTable::describe(const std::string& from, const std::string& to) const {
    if (from == to)
        return from + " (no conversion)";
    auto describeRate = [&](const std::string& a, const std::string& b) -> std::string {
        if (const FxRate* d = latest(a, b))
            return a + "→" + b + " " + formatFixed(d->rate, 4) + " (" + d->asOf + ", " + d->source + ")";
        if (const FxRate* i = latest(b, a))
            return a + "→" + b + " 1/" + formatFixed(i->rate, 4) + " (" + i->asOf + ", " + i->source + ")";
        return a + "→" + b + " unknown";
    };
    if (latest(from, to) || latest(to, from))
        return describeRate(from, to);
    return describeRate(from, "USD") + " then " + describeRate("USD", to);
}

} // namespace gpuadvisor
