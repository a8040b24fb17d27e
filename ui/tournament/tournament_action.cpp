// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament_action.h"

#include "tournament_window.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace tihbat {

TournamentAction::TournamentAction(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(window)) {
    m_action->setObjectName("classTournamentAction");
    connect(m_action, &QAction::triggered, this, &TournamentAction::open);
    window->installEventFilter(this);
    retranslateUi();
}

void TournamentAction::open() {
    // A window of its own (no parent): it stays open while the teacher plays or presents.
    if (!m_tournament)
        m_tournament = new TournamentWindow;
    m_tournament->show();
    m_tournament->raise();
    m_tournament->activateWindow();
}

TournamentWindow *TournamentAction::tournamentWindow() const {
    return m_tournament;
}

void TournamentAction::retranslateUi() {
    //: Classroom menu: a tournament of the class, each pupil on their own computer
    m_action->setText(tr("Class Tour&nament…"));
}

bool TournamentAction::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
