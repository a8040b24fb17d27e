// SPDX-License-Identifier: GPL-3.0-or-later
// Opens every window, dialog and card of the game in the current language, one after the other,
// and hands each to a visitor while it is up: the tests that read what a person sees in each
// language (tst_mnemonics, tst_visible_texts) share one list, so a new window is read by both.
#pragma once

#include <QString>
#include <QStringList>
#include <functional>

class QWidget;

namespace tihbat {

class LanguageManager;

// Calls `visit` for each window in the same order every time: the main window (its menus), the
// New Game and Play On cards, the position editor, How to Play, the replay, the lessons (a move,
// "Who wins?", after Finish), the network dialog's tabs, the worksheet dialogs, Qt's print
// preview, page setup and print dialogs (also with its options), the statistics, the class
// tournament's teacher's window (both pages) and projector standings, then in the
// shown main window its toolbar, the window with the undo question card, the replace-game
// question card and the Export Board Picture dialog. `label` names the window in a failure.
// Returns what could not be opened or shown as expected (empty when all went as it should).
QStringList visitEveryWindow(LanguageManager &languages,
                             const std::function<void(QWidget &, const QString &label)> &visit);

} // namespace tihbat
