#pragma once

#include <string>

namespace gpuadvisor {

// Errors a user can cause are values, never exceptions or message boxes.
enum class ErrorCode {
    InvalidInput, // a value outside what is allowed
    NotFound,     // an unknown catalog id
    ParseError,   // malformed file content
    Unsupported,  // a valid combination the engines cannot estimate
};

struct Error {
    ErrorCode code = ErrorCode::InvalidInput;
    std::string field;   // the input the message is about, e.g. "tp" or "num_attention_heads"
    std::string message; // one full sentence naming the value and what is allowed
};

} // namespace gpuadvisor
