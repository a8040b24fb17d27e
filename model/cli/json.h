// SPDX-License-Identifier: GPL-3.0-or-later
// A tiny writer for the one-line JSON objects tihbat-cli prints; no external library needed.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace tihbat::cli {

// Builds one JSON object field by field, in the order the fields are added.
class JsonObject {
public:
    JsonObject &add(std::string_view key, int value);
    JsonObject &add(std::string_view key, bool value);
    // The shortest text that reads back as the same double.
    JsonObject &add(std::string_view key, double value);
    JsonObject &add(std::string_view key, std::string_view text);
    JsonObject &add(std::string_view key, const char *text) {
        return add(key, std::string_view(text));
    }
    JsonObject &add(std::string_view key, std::span<const int> numbers);
    JsonObject &addNull(std::string_view key);
    // A value that is already JSON (a nested object or array).
    JsonObject &addRaw(std::string_view key, std::string_view json);

    std::string str() const { return "{" + m_body + "}"; }

private:
    JsonObject &addEncoded(std::string_view key, std::string_view json);
    std::string m_body;
};

std::string jsonString(std::string_view text);
std::string jsonArray(std::span<const int> numbers);
// Joins already encoded values into an array.
std::string jsonArrayOf(std::span<const std::string> encoded);

} // namespace tihbat::cli
