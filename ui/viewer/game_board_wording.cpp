// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewer/game_board_wording.h"

#include "board/board_view.h"
#include "game/words/game_texts.h"

namespace tihbat {

void wordGameBoard(BoardView &board, const GameSetup &setup) {
    board.setPlayerNames(GameTexts::playerName(setup, Side::South),
                         GameTexts::playerName(setup, Side::North));
    board.setTurnTags(GameTexts::turnTag(setup, Side::South),
                      GameTexts::turnTag(setup, Side::North));
}

} // namespace tihbat
