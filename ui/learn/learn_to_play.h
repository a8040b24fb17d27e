// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons as the game window offers them: Help > Learn to Play (opens the lessons window,
// one for the window) and the bar that offers them on the very first start ("New to Tihbat?
// Learn to play in a few short lessons."). The bar never blocks anything, is offered once only
// (remembered as soon as it is made) and goes away when answered. The window adds the action to
// its Help menu and the bar above its board; nothing else.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace tihbat {

class LearnWindow;
class NoticeBar;
class WindowAction;

class LearnToPlay : public QObject {
    Q_OBJECT
public:
    // `window` owns this, the action and the lessons window; `barParent` holds the bar.
    LearnToPlay(QWidget *window, QWidget *barParent);

    QAction *action() const;
    // The first-start bar (hidden unless this is the first start).
    QWidget *offerBar() const;
    // The lessons window, once opened.
    LearnWindow *learnWindow() const;

    // Opens the lessons (where the learner left off) or brings them to the front.
    LearnWindow *showLessons();

signals:
    // The learner took the first game offered at the end of the lessons.
    void firstGameWanted();

private:
    WindowAction *m_lessons = nullptr; // child
    NoticeBar *m_bar = nullptr;
};

} // namespace tihbat
