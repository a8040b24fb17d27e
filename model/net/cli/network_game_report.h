// SPDX-License-Identifier: GPL-3.0-or-later
// The one JSON object tihbat-cli host and join print when their game ends: the side played,
// the moves in notation, the final score, the winner and why the game ended.
#pragma once

#include "core/game.h"

#include <string>

namespace tihbat::net::cli {

// {"side":"S","moves":["B","ax2",...],"plies":N,"final":[south,north],"winner":"S"|"N"|"draw",
//  "reason":"all-captured"|"repetition"}
std::string networkGameReport(const Game &game, Side side);

} // namespace tihbat::net::cli
