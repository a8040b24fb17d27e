// SPDX-License-Identifier: GPL-3.0-or-later
#include "json.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace tihbat::cli {

std::string jsonString(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

std::string jsonArray(std::span<const int> numbers) {
    std::string out = "[";
    for (std::size_t i = 0; i < numbers.size(); ++i)
        out += (i ? "," : "") + std::to_string(numbers[i]);
    return out + "]";
}

std::string jsonArrayOf(std::span<const std::string> encoded) {
    std::string out = "[";
    for (std::size_t i = 0; i < encoded.size(); ++i)
        out += (i ? "," : "") + encoded[i];
    return out + "]";
}

JsonObject &JsonObject::addEncoded(std::string_view key, std::string_view json) {
    if (!m_body.empty())
        m_body += ',';
    m_body += jsonString(key);
    m_body += ':';
    m_body += json;
    return *this;
}

JsonObject &JsonObject::add(std::string_view key, int value) {
    return addEncoded(key, std::to_string(value));
}

JsonObject &JsonObject::add(std::string_view key, bool value) {
    return addEncoded(key, value ? "true" : "false");
}

JsonObject &JsonObject::add(std::string_view key, double value) {
    if (!std::isfinite(value))
        throw std::logic_error("JSON has no infinite or NaN numbers");
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return addEncoded(key, std::string_view(text, static_cast<std::size_t>(result.ptr - text)));
}

JsonObject &JsonObject::add(std::string_view key, std::string_view text) {
    return addEncoded(key, jsonString(text));
}

JsonObject &JsonObject::add(std::string_view key, std::span<const int> numbers) {
    return addEncoded(key, jsonArray(numbers));
}

JsonObject &JsonObject::addNull(std::string_view key) {
    return addEncoded(key, "null");
}

JsonObject &JsonObject::addRaw(std::string_view key, std::string_view json) {
    return addEncoded(key, json);
}

} // namespace tihbat::cli
