// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's levels, listed once, with the stable key each one is written as: in saved
// games, in the settings (statistics, the new game choices) and on tihbat-cli's command line.
// The keys never change, so files written by any version are read by every later one.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace tihbat {

enum class Level : std::uint8_t { Beginner, Easy, Medium, Hard, Perfect };
constexpr int LevelCount = 5;

// Every level, weakest first.
inline constexpr std::array<Level, LevelCount> AllLevels = {
    Level::Beginner, Level::Easy, Level::Medium, Level::Hard, Level::Perfect};

// "beginner", "easy", "medium", "hard", "perfect".
constexpr std::string_view levelKey(Level level) {
    constexpr std::array<std::string_view, LevelCount> keys = {"beginner", "easy", "medium", "hard",
                                                               "perfect"};
    return keys[static_cast<std::size_t>(level)];
}

// The level written as `key`, or nothing for any other word.
constexpr std::optional<Level> levelFromKey(std::string_view key) {
    for (const Level level : AllLevels)
        if (levelKey(level) == key)
            return level;
    return std::nullopt;
}

} // namespace tihbat
