// SPDX-License-Identifier: GPL-3.0-or-later
// At start, what becomes of the saved game in progress: a game with moves is continued only if
// the player says so ("Your last game was not finished"); a saved file that cannot be read is
// never deleted but kept beside the new one under a dated name, and a box says why and where
// (not modal for the program: the new game is there behind it).
#pragma once

#include "game/saved_game.h"

#include <QCoreApplication>
#include <optional>

class QWidget;

namespace tihbat {

class SavedGameQuestions {
    Q_DECLARE_TR_FUNCTIONS(SavedGameQuestions)
public:
    // The saved game at `path` to continue, if there is one and the player wants it (asked
    // over `window` unless `withoutAsking`); a game without a move goes on without a question.
    static std::optional<SavedGame> gameToContinue(QWidget *window, const QString &path,
                                                   bool withoutAsking);

private:
    static void setDamagedAside(QWidget *window, const QString &path, const QString &error);
};

} // namespace tihbat
