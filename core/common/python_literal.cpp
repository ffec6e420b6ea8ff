#include "core/common/python_literal.h"

#include <cctype>
#include <string>

namespace gpuadvisor {

namespace {

class LiteralParser {
  public:
    explicit LiteralParser(std::string_view text) : m_text(text) {}

    Result<nlohmann::json> parseAll() {
        auto value = parseValue();
        if (!value)
            return value;
        skipSpace();
        if (m_pos != m_text.size())
            return fail("unexpected text after the value");
        return value;
    }

  private:
    Error fail(const std::string& what) const {
        return Error{ErrorCode::ParseError, "",
                     "Python literal at character " + std::to_string(m_pos + 1) + ": " + what};
    }
    void skipSpace() {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }
    bool consume(char c) {
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }

    Result<nlohmann::json> parseValue() {
        if (++m_depth > 64)
            return fail("nested too deeply");
        skipSpace();
        if (m_pos >= m_text.size())
            return fail("unexpected end");
        const char c = m_text[m_pos];
        Result<nlohmann::json> result = fail("unexpected character");
        if (c == '{')
            result = parseContainer('{', '}');
        else if (c == '[' || c == '(')
            result = parseContainer(c, c == '[' ? ']' : ')');
        else if (c == '\'' || c == '"')
            result = parseString();
        else
            result = parseWord();
        --m_depth;
        return result;
    }

    Result<nlohmann::json> parseContainer(char open, char close) {
        ++m_pos; // open
        const bool dict = open == '{';
        nlohmann::json out = dict ? nlohmann::json::object() : nlohmann::json::array();
        while (true) {
            if (consume(close))
                return out;
            auto key = parseValue();
            if (!key)
                return key;
            if (dict) {
                if (!key->is_string())
                    return fail("dictionary keys must be strings");
                if (!consume(':'))
                    return fail("':' expected");
                auto value = parseValue();
                if (!value)
                    return value;
                out[key->get<std::string>()] = std::move(value).value();
            } else {
                out.push_back(std::move(key).value());
            }
            if (consume(close))
                return out;
            if (!consume(','))
                return fail(std::string("',' or '") + close + "' expected");
        }
    }

    Result<nlohmann::json> parseString() {
        const char quote = m_text[m_pos++];
        std::string out;
        while (m_pos < m_text.size() && m_text[m_pos] != quote) {
            char c = m_text[m_pos++];
            if (c == '\\' && m_pos < m_text.size()) {
                const char e = m_text[m_pos++];
                c = e == 'n' ? '\n' : e == 't' ? '\t' : e;
            }
            out.push_back(c);
        }
        if (m_pos >= m_text.size())
            return fail("string not closed");
        ++m_pos;
        return nlohmann::json(out);
    }

    Result<nlohmann::json> parseWord() {
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() &&
               (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '.' ||
                m_text[m_pos] == '-' || m_text[m_pos] == '+' || m_text[m_pos] == '_'))
            ++m_pos;
        const std::string word(m_text.substr(start, m_pos - start));
        if (word == "True")
            return nlohmann::json(true);
        if (word == "False")
            return nlohmann::json(false);
        if (word == "None")
            return nlohmann::json(nullptr);
        const nlohmann::json number = nlohmann::json::parse(word, nullptr, false);
        if (word.empty() || number.is_discarded() || !number.is_number()) {
            m_pos = start;
            return fail("'" + word + "' is not a Python literal");
        }
        return number;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_depth = 0;
};

} // namespace

Result<nlohmann::json> parsePythonLiteral(std::string_view text) {
    return LiteralParser(text).parseAll();
}

} // namespace gpuadvisor
