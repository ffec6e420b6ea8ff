#pragma once

#include "core/common/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuadvisor {

// RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF line ends.
struct CsvRecord {
    std::size_t line = 0; // 1-based line where the record starts (the header is line 1)
    std::vector<std::string> fields;
};

struct CsvTable {
    std::vector<std::string> header;
    std::vector<CsvRecord> records;
    // Index of a header column, or -1.
    int column(std::string_view name) const;
};

// Parses the whole text; an unterminated quote or an empty input is an error naming the line. The separator
// is ',' by RFC 4180; spreadsheets in languages with a decimal comma (pt-BR) write ';'.
Result<CsvTable> parseCsv(std::string_view text, char separator = ',');

// One field quoted when needed (separator, quote or line break inside); text a spreadsheet would run as a
// formula (=, +, -, @ first) gets a leading apostrophe, whatever its source.
std::string csvField(std::string_view value, char separator = ',');

} // namespace gpuadvisor
