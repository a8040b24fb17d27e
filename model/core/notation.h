// SPDX-License-Identifier: GPL-3.0-or-later
// The notation of RULES.md: pit letters A B a b, sides S and N, positions "A B a b S|N".
#pragma once

#include "rules.h"
#include "types.h"

#include <optional>
#include <string>
#include <string_view>

namespace tihbat {

char pitLetter(int pit);
std::optional<int> pitFromLetter(std::string_view text);

char sideLetter(Side side);
std::optional<Side> sideFromLetter(std::string_view text);

// "7 7 7 7 S"
std::string formatPosition(const Position &position);

// A move as records and the replay's table write it: the pit's letter and a mark per capture,
// "B", "Ax4", "ax6x2".
std::string moveNotation(const MoveStory &story);

// A value as every view shows it, in UTF-8: "+2", "−2" (a real minus sign, U+2212), "0".
std::string signedValue(int value);

} // namespace tihbat
