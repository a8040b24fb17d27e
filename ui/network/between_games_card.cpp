// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/between_games_card.h"

#include "board/board_view.h"
#include "network_game/network_game.h"

#include <QLabel>

namespace tihbat {

BetweenGamesCard::BetweenGamesCard(NetworkGame *game, BoardView *board)
    : QObject(game)
    , m_game(game)
    , m_board(board) {
    connect(game, &NetworkGame::betweenGamesChanged, this, &BetweenGamesCard::follow);
    follow();
}

BetweenGamesCard::~BetweenGamesCard() {
    if (m_card)
        m_card->close();
}

void BetweenGamesCard::follow() {
    if (!m_game->betweenGames()) {
        if (m_card)
            m_card->close();
        return;
    }
    if (!m_board)
        return;
    if (!m_card || m_card->isClosed()) {
        // One answer: the pupil can only wait.
        m_card = new QuestionCard(m_board, "betweenGamesCard", "hideButton", nullptr);
        m_card->setEscape(m_card->defaultButton());
    }
    // The words follow the latest standing, and the language on a switch.
    NetworkGame *game = m_game;
    m_card->setWording([game](QuestionCard &card) {
        if (game->betweenGames())
            card.question()->setText(NetworkGame::waitingText(*game->betweenGames()));
        card.details()->setText(
            game->betweenGames() && game->betweenGames()->over
                //: A class tournament's pupil after its last game, under "The tournament is
                //: over — you have 4 points, place 2 of 9"
                ? tr("Well played! Your teacher has the final standings.")
                //: A class tournament's pupil between games, under "Waiting for round 3 — you
                //: have 4 points, place 2 of 9"
                : tr("Your teacher starts the next round. Your next game comes on this board."));
        //: The one button of the card a class tournament's pupil sees between games
        card.defaultButton()->setText(tr("&Hide"));
    });
    if (m_card->isHidden())
        m_card->present();
}

} // namespace tihbat
