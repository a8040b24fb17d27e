// SPDX-License-Identifier: GPL-3.0-or-later
// Finds a question card (QuestionCard) that is up in any window, by its object name: the cards
// lie on a window's board instead of being modal windows of their own, so a test that answers a
// question looks for the card rather than for QApplication::activeModalWidget(). The New Game
// card is found the same way.
#pragma once

#include "common/question_card.h"
#include "play/new_game_card.h"

#include <QApplication>
#include <QWidget>

namespace cards {

inline tihbat::QuestionCard *shownQuestion(const char *name) {
    for (QWidget *window : QApplication::topLevelWidgets())
        for (auto *card : window->findChildren<tihbat::QuestionCard *>(QLatin1String(name)))
            if (card->isVisible())
                return card;
    return nullptr;
}

// The New Game card when it is up in any window (it lies on the game window's board).
inline tihbat::NewGameCard *shownNewGameCard() {
    for (QWidget *window : QApplication::topLevelWidgets())
        for (auto *card : window->findChildren<tihbat::NewGameCard *>())
            if (card->isVisible() && !card->isClosed())
                return card;
    return nullptr;
}

} // namespace cards
