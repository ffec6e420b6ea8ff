#pragma once

#include "core/common/error.h"

#include <cassert>
#include <utility>
#include <variant>

namespace gpuadvisor {

// A small std::expected stand-in (C++23 is not available with GCC 12 in C++20 mode).
template <class T> class Result {
  public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T& value() const& {
        assert(ok());
        return std::get<T>(m_state);
    }
    T& value() & {
        assert(ok());
        return std::get<T>(m_state);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(m_state));
    }
    const Error& error() const {
        assert(!ok());
        return std::get<Error>(m_state);
    }
    const T* operator->() const { return &value(); }
    const T& operator*() const { return value(); }

  private:
    std::variant<T, Error> m_state;
};

inline Error invalidInput(std::string field, std::string message) {
    return Error{ErrorCode::InvalidInput, std::move(field), std::move(message)};
}

} // namespace gpuadvisor
