// SPDX-License-Identifier: GPL-3.0-or-later
// Classroom > Class Tournament…: opens the teacher's TournamentWindow (one at a time; raised if
// it is open), where a new tournament is opened or the saved one continued.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace tihbat {

class TournamentWindow;

class TournamentAction : public QObject {
    Q_OBJECT
public:
    // Owned by `window`, which holds the action.
    explicit TournamentAction(QWidget *window);

    QAction *action() const { return m_action; }
    // Opens (or raises) the teacher's window.
    void open();
    TournamentWindow *tournamentWindow() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();

    QWidget *m_window = nullptr;
    QAction *m_action = nullptr; // child of the window
    QPointer<TournamentWindow> m_tournament;
};

} // namespace tihbat
