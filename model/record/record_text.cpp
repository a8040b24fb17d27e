// SPDX-License-Identifier: GPL-3.0-or-later
#include "record_text.h"

#include "core/notation.h"

namespace tihbat::record::detail {

namespace {

unsigned byteAt(std::string_view text, std::size_t at) {
    return static_cast<unsigned char>(text[at]);
}

bool isContinuation(std::string_view text, std::size_t at) {
    return at < text.size() && (byteAt(text, at) & 0xC0u) == 0x80u;
}

} // namespace

std::size_t utf8SequenceLength(std::string_view text, std::size_t at) {
    const unsigned lead = byteAt(text, at);
    if (lead < 0x80)
        return 1;
    // The second byte's range excludes overlong forms (E0, F0), surrogates (ED) and values
    // above U+10FFFF (F4), as in the Unicode standard's table of well-formed sequences.
    std::size_t length = 0;
    unsigned low = 0x80, high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (at + 1 >= text.size() || byteAt(text, at + 1) < low || byteAt(text, at + 1) > high)
        return 0;
    for (std::size_t i = 2; i < length; ++i) {
        if (!isContinuation(text, at + i))
            return 0;
    }
    return length;
}

bool isForbiddenControl(char c) {
    const unsigned byte = static_cast<unsigned char>(c);
    return (byte < 0x20 && c != '\t' && c != '\n' && c != '\r') || byte == 0x7F;
}

std::string sideName(Side side) {
    return side == Side::South ? "South" : "North";
}

std::optional<Side> sideFromName(std::string_view name) {
    if (name == "South")
        return Side::South;
    if (name == "North")
        return Side::North;
    return std::nullopt;
}

std::string onOff(bool on) {
    return on ? "on" : "off";
}

std::string captureMarks(const MoveStory &story) {
    std::string marks;
    for (const Capture &capture : story.captures)
        marks += 'x' + std::to_string(capture.counters);
    return marks;
}

std::string endDescription(GameEnd end) {
    switch (end) {
    case GameEnd::AllCaptured:
        return "every counter is captured";
    case GameEnd::Repetition:
        return "a position repeated";
    case GameEnd::None:
        break;
    }
    return "the game goes on";
}

std::string moveRefusal(const Game &game, int pit, MoveError error) {
    switch (error) {
    case MoveError::GameOver:
        return "the game is already over: " + endDescription(game.endReason());
    case MoveError::WrongSide:
        return "it is " + sideName(game.position().toMove) + "'s turn";
    case MoveError::EmptyPit:
        return std::string("pit ") + pitLetter(pit) + " is empty";
    case MoveError::UnknownPit:
        return "there is no such pit";
    case MoveError::None:
        break;
    }
    return "it is legal";
}

std::string scoreText(const Outcome &outcome) {
    return std::to_string(outcome.finalScore[sideIndex(Side::South)]) + '-' +
           std::to_string(outcome.finalScore[sideIndex(Side::North)]);
}

} // namespace tihbat::record::detail
