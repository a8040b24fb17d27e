// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons as the game window offers them: Help > Learn to Play (opens the lessons window,
// one for the window) and the bar that offers them on the very first start. The window adds the
// action to its Help menu and the bar above its board; nothing else.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace tihbat {

class LearnOfferBar;
class LearnWindow;

class LearnToPlay : public QObject {
    Q_OBJECT
public:
    // `window` owns this, the action and the lessons window; `barParent` holds the bar.
    LearnToPlay(QWidget *window, QWidget *barParent);

    QAction *action() const { return m_action; }
    // The first-start bar (hidden unless this is the first start).
    QWidget *offerBar() const;
    // The lessons window, once opened.
    LearnWindow *learnWindow() const;

    // Opens the lessons (where the learner left off) or brings them to the front.
    LearnWindow *showLessons();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    QWidget *m_window = nullptr;
    QAction *m_action = nullptr;
    LearnOfferBar *m_bar = nullptr;
    QPointer<LearnWindow> m_learnWindow;
};

} // namespace tihbat
