#include "core/common/csv.h"

namespace gpuadvisor {

int CsvTable::column(std::string_view name) const {
    for (std::size_t i = 0; i < header.size(); ++i)
        if (header[i] == name)
            return static_cast<int>(i);
    return -1;
}

Result<CsvTable> parseCsv(std::string_view text, char separator) {
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3); // UTF-8 byte-order mark
    CsvTable table;
    std::vector<std::string> fields;
    std::string field;
    std::size_t line = 1, recordLine = 1;
    bool quoted = false, fieldStarted = false, any = false;

    auto endRecord = [&] {
        fields.push_back(std::move(field));
        field.clear();
        if (table.header.empty() && table.records.empty() && !any)
            table.header = std::move(fields);
        else if (!(fields.size() == 1 && fields[0].empty())) // skip blank lines
            table.records.push_back({recordLine, std::move(fields)});
        fields.clear();
        any = true;
        fieldStarted = false;
    };

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field.push_back('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field.push_back(c);
            }
            continue;
        }
        if (c == separator) {
            fields.push_back(std::move(field));
            field.clear();
            fieldStarted = false;
            continue;
        }
        switch (c) {
        case '"':
            if (!fieldStarted && field.empty())
                quoted = true;
            else
                field.push_back(c); // a stray quote inside an unquoted field is kept as text
            fieldStarted = true;
            break;
        case '\r':
            break;
        case '\n':
            endRecord();
            ++line;
            recordLine = line;
            break;
        default:
            field.push_back(c);
            fieldStarted = true;
            break;
        }
    }
    if (quoted)
        return Error{ErrorCode::ParseError, "",
                     "line " + std::to_string(recordLine) +
                         ": a quoted field is not closed before the end of the file"};
    if (!field.empty() || !fields.empty())
        endRecord();
    if (table.header.empty())
        return Error{ErrorCode::ParseError, "", "the file is empty: a header line is expected"};
    return table;
}

namespace {

// A cell a spreadsheet would run as a formula: it starts (after spaces) with = + - @, or with a tab or a
// carriage return, or with their full-width forms (OWASP, "CSV Injection"). Catalog text (a country, a
// provider's name, a note) reaches the report's CSV, and a shared catalog can carry anyone's text.
bool startsLikeAFormula(std::string_view value) {
    if (!value.empty() && (value.front() == '\t' || value.front() == '\r'))
        return true;
    const std::size_t first = value.find_first_not_of(' ');
    if (first == std::string_view::npos)
        return false;
    const std::string_view rest = value.substr(first);
    if (std::string_view("=+-@").find(rest.front()) != std::string_view::npos)
        return true;
    for (const std::string_view wide : {"\xEF\xBC\x9D", "\xEF\xBC\x8B", "\xEF\xBC\x8D", "\xEF\xBC\xA0"})
        if (rest.substr(0, wide.size()) == wide) // U+FF1D = U+FF0B + U+FF0D - U+FF20 @
            return true;
    return false;
}

} // namespace

std::string csvField(std::string_view text, char separator) {
    // A leading apostrophe makes the cell text in Excel, LibreOffice and Google Sheets.
    const std::string neutral = startsLikeAFormula(text) ? "'" + std::string(text) : std::string();
    const std::string_view value = neutral.empty() ? text : std::string_view(neutral);
    if (value.find_first_of(std::string{separator, '"', '\n', '\r'}) == std::string_view::npos)
        return std::string(value);
    std::string out = "\"";
    for (const char c : value) {
        if (c == '"')
            out.push_back('"');
        out.push_back(c);
    }
    out.push_back('"');
    return out;
}

} // namespace gpuadvisor
