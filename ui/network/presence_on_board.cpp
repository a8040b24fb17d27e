// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/presence_on_board.h"

#include "board/board_view.h"

#include <QEvent>
#include <QTimer>

namespace tihbat {

PresenceOnBoard::PresenceOnBoard(NetworkGame *game, BoardView *board)
    : QObject(game)
    , m_game(game)
    , m_board(board) {
    for (QTimer *&timer : m_arrival) {
        timer = new QTimer(this);
        timer->setSingleShot(true);
        timer->setInterval(ArrivalShownMs);
        connect(timer, &QTimer::timeout, this, &PresenceOnBoard::show);
    }
    connect(game, &NetworkGame::presenceChanged, this, &PresenceOnBoard::onPresence);
    board->installEventFilter(this); // the words again after a language switch
    show();
}

PresenceOnBoard::~PresenceOnBoard() {
    if (m_board)
        for (const Side side : {Side::South, Side::North})
            m_board->setPresenceTag(side, {}, false);
}

QString PresenceOnBoard::leftTag() {
    //: On a player's name plate in a network game while they are gone (short: a few words)
    return tr("has left", "nameplate");
}

QString PresenceOnBoard::backTag() {
    //: On a player's name plate for a few seconds when they come back to a network game
    return tr("is back", "nameplate");
}

QString PresenceOnBoard::joinedTag() {
    //: On a player's name plate for a few seconds when they first join a network game
    return tr("has joined", "nameplate");
}

QString PresenceOnBoard::lostTag() {
    //: On both name plates of a network game being watched when the connection to it is lost
    //: and this computer cannot tell which player hosts it
    return tr("connection lost", "nameplate");
}

void PresenceOnBoard::onPresence(Side side, NetworkGame::Presence presence) {
    QTimer *timer = m_arrival[sideIndex(side)];
    m_arrived[sideIndex(side)] = presence;
    if (presence == NetworkGame::Presence::Left)
        timer->stop();
    else
        timer->start();
    show();
}

void PresenceOnBoard::show() {
    if (!m_board || !m_game)
        return;
    const bool bothGone = m_game->isAway(Side::South) && m_game->isAway(Side::North);
    for (const Side side : {Side::South, Side::North}) {
        QString tag;
        if (m_game->isAway(side))
            tag = bothGone ? lostTag() : leftTag();
        else if (m_arrival[sideIndex(side)]->isActive())
            tag = m_arrived[sideIndex(side)] == NetworkGame::Presence::Joined ? joinedTag()
                                                                              : backTag();
        m_board->setPresenceTag(side, tag, m_game->isAway(side));
    }
}

bool PresenceOnBoard::eventFilter(QObject *watched, QEvent *event) {
    // The event's type first: while the board is being destroyed, m_board may no longer be
    // read as a BoardView (UBSan's downcast check), and no language changes then.
    if (event->type() == QEvent::LanguageChange && watched == m_board)
        show();
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
