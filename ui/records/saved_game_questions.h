// SPDX-License-Identifier: GPL-3.0-or-later
// At start, what becomes of the saved game in progress: a game with moves is continued only if
// the player says so ("Your last game was not finished": the words of the ContinueCard that asks
// on the board); a saved file that cannot be read is never deleted but kept beside the new one
// under a dated name, and a box says why and where (not modal for the program: the new game is
// there behind it).
#pragma once

#include "game/session/saved_game.h"

#include <QCoreApplication>
#include <optional>

class QWidget;

namespace tihbat {

class SavedGameQuestions {
    Q_DECLARE_TR_FUNCTIONS(SavedGameQuestions)
public:
    struct UnfinishedGame {
        SavedGame saved;
        bool askFirst = false; // continued only if the player says so
    };

    // The saved game at `path` that may be continued, if there is one; the player is to be
    // asked first unless `withoutAsking` or the game has no move yet. A damaged file is set
    // aside and reported over `window`.
    static std::optional<UnfinishedGame> unfinishedGame(QWidget *window, const QString &path,
                                                        bool withoutAsking);

    // The question's words: the question, its details (players and moves) and the answers.
    static QString continueQuestion();
    static QString continueDetails(const SavedGame &saved);
    static QString continueAnswer();
    static QString newGameAnswer();

private:
    static void setDamagedAside(QWidget *window, const QString &path, const QString &error);
};

} // namespace tihbat
