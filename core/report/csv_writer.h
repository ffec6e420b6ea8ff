#pragma once

#include "core/common/number_format.h"
#include "core/study/run_study.h"

#include <string>

namespace gpuadvisor {

// How a spreadsheet expects numbers: an English one reads "1234.5" separated by commas; a Brazilian (or
// Portuguese) one reads "1234,5" separated by semicolons, or it splits every decimal in two.
struct CsvStyle {
    char separator = ',';
    char decimal = '.';
};

CsvStyle defaultCsvStyle(Language language);

// RFC 4180 (CRLF line ends, quoted fields where needed), UTF-8, a header line of stable snake_case names.
// One row per compared option: the ranked ones, then those carried for comparison (role "comparison").
std::string optionsCsv(const StudyResult& study, const CsvStyle& style);
// One row per month (0 = upfront payment), per option its cash out that month and cumulative.
std::string cashFlowCsv(const StudyResult& study, const CsvStyle& style);

} // namespace gpuadvisor
