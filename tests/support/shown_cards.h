// SPDX-License-Identifier: GPL-3.0-or-later
// Finds a question card (QuestionCard) that is up in any window, by its object name: the cards
// lie on a window's board instead of being modal windows of their own, so a test that answers a
// question looks for the card rather than for QApplication::activeModalWidget().
#pragma once

#include "common/question_card.h"

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

} // namespace cards
