// SPDX-License-Identifier: GPL-3.0-or-later
// The words the live game's board shows, from its setup: the players' names on the plates, and
// against the computer the person's own turn pill ("your turn"). The board links no model, so a
// window words it through here whenever the game or the language changes.
#pragma once

namespace tihbat {

class BoardView;
struct GameSetup;

void wordGameBoard(BoardView &board, const GameSetup &setup);

} // namespace tihbat
