// SPDX-License-Identifier: GPL-3.0-or-later
// Internal helpers shared by the record reader and writer: UTF-8 checks and the words used in
// messages and in the file. Not part of the public API.
#pragma once

#include "core/game.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tihbat::record::detail {

// Length of the well-formed UTF-8 sequence starting at text[at] (1 for ASCII), or 0 when the
// bytes there are not UTF-8 (overlong forms, surrogates and values above U+10FFFF included).
std::size_t utf8SequenceLength(std::string_view text, std::size_t at);

// Control characters other than tab, line feed and carriage return have no place in a record.
bool isForbiddenControl(char c);

std::string sideName(Side side);                                     // "South"
std::optional<Side> sideFromName(std::string_view);                  // "South" or "North"
std::string onOff(bool on);                                          // "on"
std::string captureMarks(const MoveStory &story);                    // "x4", "x6x2" or ""
std::string moveRefusal(const Game &game, int pit, MoveError error); // "it is South's turn"
std::string endDescription(GameEnd end);                             // "a position repeated"
std::string scoreText(const Outcome &outcome);                       // "16-12"

} // namespace tihbat::record::detail
