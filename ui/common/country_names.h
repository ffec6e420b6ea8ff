#pragma once

#include <QString>

#include <string>

namespace gpuadvisor::ui {

// A country as a person reads it, in the window's language, with the ISO 3166-1 code the catalog and the
// scenario keep: "Brazil (BR)", "Brasil (BR)". A code without a name here reads as Qt's English name, or as
// itself.
QString countryName(const std::string& isoCode);

} // namespace gpuadvisor::ui
