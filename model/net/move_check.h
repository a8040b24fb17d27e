// SPDX-License-Identifier: GPL-3.0-or-later
// The host's check of a player's move, shared by a game's host and a tournament's: the move
// must be for the ply the game is at, the game not over, the mover's side to move and the pit
// one the rules allow.
#pragma once

#include "core/game.h"
#include "message.h"
#include "protocol.h"

#include <optional>

namespace tihbat::net {

// Why a player on `mover`'s side may not play `move` now; none if the rules allow it. A game
// holds at most `maxPlies` moves: the hosts keep MaxGamePlies, which no game played in a test
// reaches, so a test gives a smaller limit.
inline std::optional<RefusalReason> moveRefusal(const Game &game, Side mover, const Move &move,
                                                int maxPlies = MaxGamePlies) {
    if (move.ply != game.plies())
        return RefusalReason::Stale;
    if (game.isOver())
        return RefusalReason::Illegal;
    if (game.position().toMove != mover)
        return RefusalReason::NotYourTurn;
    if (game.check(move.pit) != MoveError::None || game.plies() >= maxPlies)
        return RefusalReason::Illegal;
    return std::nullopt;
}

} // namespace tihbat::net
