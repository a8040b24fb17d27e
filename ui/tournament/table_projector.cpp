// SPDX-License-Identifier: GPL-3.0-or-later
#include "table_projector.h"

#include "board/board_view.h"
#include "classroom/presentation_window.h"
#include "game/session/game_session.h"
#include "net/tournament_host.h"
#include "network/presence_on_board.h"
#include "text/isolated_text.h"
#include "tournament_tables.h"

#include <QEvent>
#include <QLabel>
#include <QTimer>

namespace tihbat {

TableProjector::TableProjector(net::TournamentHost *host, QObject *parent)
    : QObject(parent)
    , m_host(host) {
    for (QTimer *&timer : m_back) {
        timer = new QTimer(this);
        timer->setSingleShot(true);
        timer->setInterval(PresenceOnBoard::ArrivalShownMs);
        connect(timer, &QTimer::timeout, this, &TableProjector::showPresence);
    }
    connect(host, &net::TournamentHost::movePlayed, this, &TableProjector::onMove);
    connect(host, &net::TournamentHost::tableFinished, this, [this](int table) {
        if (isFollowed(table))
            showPresence();
    });
    connect(host, &net::TournamentHost::playerLeft, this,
            [this](int player) { onPresence(player, false); });
    connect(host, &net::TournamentHost::playerJoined, this,
            [this](int player, bool returning) { onPresence(player, returning); });
}

TableProjector::~TableProjector() {
    // The window may outlive this for a moment (it deletes itself later): no relay then.
    if (m_session)
        m_session->model()->setRelay(nullptr);
    close();
}

void TableProjector::watch(int table, QWidget *screenOf) {
    const tournament::Tournament &t = m_host->tournament();
    if (!t.hasStarted() || table < 0 || table >= static_cast<int>(t.rounds().back().tables.size()))
        return;
    m_table = table;
    m_round = t.roundsBegun();
    for (QTimer *timer : m_back)
        timer->stop();
    const bool opening = !m_window;
    if (opening) {
        m_window = new PresentationWindow(screenOf ? screenOf->window() : nullptr);
        m_window->setObjectName("tournamentGameProjector");
        m_session = new GameSession(m_window);
        m_window->setTitleLine(new QLabel);
        m_title = m_window->titleLine();
        m_title->setObjectName("tournamentGameTitle");
        m_title->setTextFormat(Qt::PlainText); // names from the network
        // Wrapped: with who has left it may be longer than the screen is wide.
        m_title->setWordWrap(true);
        m_window->installEventFilter(this);
    }
    showGame();
    if (opening) {
        m_window->presentGame(m_session);
        // A long move walked at the class's pace must not leave the projector behind.
        m_window->lesson()->setCatchingUp(true);
        m_window->showOn(screenOf ? screenOf->screen() : nullptr);
        emit opened();
    }
    m_window->raise();
}

bool TableProjector::isWatching() const {
    return m_window != nullptr;
}

PresentationWindow *TableProjector::window() const {
    return m_window;
}

QLabel *TableProjector::titleLine() const {
    return m_title;
}

void TableProjector::close() {
    if (m_window)
        m_window->close();
}

const tournament::Table &TableProjector::followed() const {
    return m_host->tournament().rounds().at(m_round - 1).tables.at(m_table);
}

bool TableProjector::isFollowed(int table) const {
    return m_window && m_session && table == m_table &&
           m_host->tournament().roundsBegun() == m_round;
}

void TableProjector::showGame() {
    const tournament::Tournament &t = m_host->tournament();
    const tournament::Table &table = followed();
    GameSetup setup;
    setup.rules = table.game.options();
    for (const Side side : {Side::South, Side::North}) {
        PlayerSetup &player = setup.players[sideIndex(side)];
        player.kind = PlayerKind::Remote;
        player.name = t.players().value(side == Side::South ? table.south : table.north);
    }
    GameModel *model = m_session->model();
    model->setRelay(this);
    model->continueGame(setup, table.game);
    showPresence();
}

void TableProjector::onMove(int table, const MoveStory &story) {
    if (!isFollowed(table))
        return;
    const Game &truth = followed().game;
    GameModel *model = m_session->model();
    // Anything but the next move of the game shown: the host's game as it is.
    if (model->game().plies() + 1 != truth.plies() || !model->playRelayed(story.pit))
        showGame();
}

// The projector's board has no name plates (its counts are where they would be): the line
// over it names the players, says who has left, and how an adjudicated game ended.
void TableProjector::showTitle() {
    if (!m_title)
        return;
    const tournament::Tournament &t = m_host->tournament();
    const tournament::Table &table = followed();
    //: Over the projector's board, a game of a class tournament: %1 is the round, %2 the
    //: game's table (as the teacher's window numbers them), %3 and %4 the pupils' names
    QString title = tr("Round %1, table %2: %3 plays South, %4 plays North")
                        .arg(m_round)
                        .arg(m_table + 1)
                        .arg(isolated(t.players().value(table.south)),
                             isolated(t.players().value(table.north)));
    const bool current = t.roundsBegun() == m_round;
    for (const int player : {table.south, table.north})
        if (current && !table.isFinished() && !m_host->isPresent(player))
            //: Over the projector's board: a pupil's computer left the tournament's game; %1
            //: is the pupil's name
            title += QStringLiteral(" — ") + tr("%1 has left; the game waits for them to come "
                                                "back")
                                                 .arg(isolated(t.players().value(player)));
    // An adjudicated game does not end on the board by itself: its result is said over it.
    if (table.adjudicated && current)
        title += QStringLiteral(" — ") + PairingsModel::stateText(t, m_table);
    m_title->setText(title);
}

void TableProjector::onPresence(int player, bool returning) {
    if (!isFollowed(m_table))
        return;
    const tournament::Table &table = followed();
    if (player != table.south && player != table.north)
        return;
    QTimer *back = m_back[sideIndex(player == table.south ? Side::South : Side::North)];
    if (returning)
        back->start();
    else
        back->stop();
    showPresence();
}

void TableProjector::showPresence() {
    if (!m_window || m_table < 0)
        return;
    const tournament::Table &table = followed();
    // Once another round began, the table is another game: the plates say nothing more.
    const bool current = m_host->tournament().roundsBegun() == m_round;
    for (const Side side : {Side::South, Side::North}) {
        const int player = side == Side::South ? table.south : table.north;
        const bool gone = current && !table.isFinished() && !m_host->isPresent(player);
        QString tag;
        if (gone)
            tag = PresenceOnBoard::leftTag();
        else if (current && m_back[sideIndex(side)]->isActive())
            tag = PresenceOnBoard::backTag();
        m_window->board()->setPresenceTag(side, tag, gone);
    }
    showTitle();
}

bool TableProjector::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched == m_window)
        showPresence();
    return QObject::eventFilter(watched, event);
}

MoveError TableProjector::relayPit(int) {
    return MoveError::WrongSide;
}

bool TableProjector::relayUndo() {
    return false;
}

} // namespace tihbat
