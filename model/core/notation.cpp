// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation.h"

namespace tihbat {

namespace {
constexpr std::string_view PitLetters = "ABab";
}

char pitLetter(int pit) {
    return isValidPit(pit) ? PitLetters[pit] : '?';
}

std::optional<int> pitFromLetter(std::string_view text) {
    if (text.size() != 1)
        return std::nullopt;
    const auto at = PitLetters.find(text.front());
    if (at == std::string_view::npos)
        return std::nullopt;
    return static_cast<int>(at);
}

char sideLetter(Side side) {
    return side == Side::South ? 'S' : 'N';
}

std::optional<Side> sideFromLetter(std::string_view text) {
    if (text == "S")
        return Side::South;
    if (text == "N")
        return Side::North;
    return std::nullopt;
}

std::string signedValue(int value) {
    if (value > 0)
        return "+" + std::to_string(value);
    if (value < 0)
        return "\u2212" + std::to_string(-value);
    return "0";
}

std::string formatPosition(const Position &position) {
    std::string out;
    for (int pit = 0; pit < PitCount; ++pit) {
        out += std::to_string(position.pits[pit]);
        out += ' ';
    }
    out += sideLetter(position.toMove);
    return out;
}

std::string moveNotation(const MoveStory &story) {
    std::string text(1, pitLetter(story.pit));
    for (const Capture &capture : story.captures)
        text += 'x' + std::to_string(capture.counters);
    return text;
}

} // namespace tihbat
