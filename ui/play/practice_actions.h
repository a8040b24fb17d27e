// SPDX-License-Identifier: GPL-3.0-or-later
// The game window's ways to practise and look back: Game > Puzzles… and Game > Statistics…,
// each opening (or raising) its window. The results against the computer are counted from the
// window's session while the window lives (PlayStatistics).
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace tihbat {

class GameSession;
class WindowAction;

class PracticeActions : public QObject {
    Q_OBJECT
public:
    // The actions work in `window` and are owned by it.
    PracticeActions(GameSession *session, QWidget *window);

    QAction *puzzlesAction() const;
    QAction *statisticsAction() const;

private:
    WindowAction *m_puzzles = nullptr;
    WindowAction *m_statistics = nullptr;
};

} // namespace tihbat
