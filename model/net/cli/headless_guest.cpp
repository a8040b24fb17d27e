// SPDX-License-Identifier: GPL-3.0-or-later
#include "headless_guest.h"

#include "cli/json.h"
#include "net/game_link.h"
#include "network_game_report.h"

#include <QTimer>
#include <algorithm>

namespace tihbat::net::cli {

HeadlessGuest::HeadlessGuest(const NetInvocation &invocation, QObject *parent)
    : HeadlessPlayer(invocation, parent)
    , m_link(new GameLink(this))
    , m_idle(new QTimer(this)) {
    // A headless player stops when the host is gone; it is started again to come back.
    m_link->setReconnecting(false);
    m_link->setConnectTimeout(invocation.timeoutSeconds * 1000);
    Timeouts timeouts;
    timeouts.handshakeMs = invocation.timeoutSeconds * 1000;
    m_link->setTimeouts(timeouts);
    m_idle->setSingleShot(true);
    m_idle->setInterval(invocation.idleSeconds * 1000);
    connect(m_idle, &QTimer::timeout, this, &HeadlessGuest::onIdle);
    connect(m_link, &GameLink::welcomed, this, &HeadlessGuest::onWelcomed);
    connect(m_link, &GameLink::movePlayed, this, &HeadlessGuest::onProgress);
    connect(m_link, &GameLink::welcomed, this, &HeadlessGuest::onChange);
    connect(m_link, &GameLink::movePlayed, this, &HeadlessGuest::onChange);
    connect(m_link, &GameLink::undone, this, &HeadlessGuest::onChange);
    connect(m_link, &GameLink::waiting, this, &HeadlessGuest::onWaiting);
    // This player never asks for an undo and refuses every one asked of it.
    connect(m_link, &GameLink::undoRequested, this, [this] { m_link->answerUndo(false); });
    connect(m_link, &GameLink::moveRefused, this, [this](RefusalReason) {
        // A move that crossed the end of its game (the teacher ended it) is refused after the
        // pupil has been told to wait or given its next game: that is no fault.
        if (m_tournament && (!m_link->side() || m_sentInGame != m_gameNumber))
            return;
        end(false, QStringLiteral("the host refused this player's move"));
    });
    connect(m_link, &GameLink::failed, this, [this](LinkFailure failure, const QString &why) {
        // A tournament's host refuses a game's hello by its version: join it as a pupil.
        if (!m_tournament && failure == LinkFailure::Refused &&
            m_link->refusal() == RefusalReason::Version) {
            m_tournament = true;
            m_link->setProtocolVersion(TournamentProtocolVersion);
            m_link->setReconnecting(true);
            // As a lost connection is: a seat still held by this pupil's own connection (a
            // computer that crashed without closing it) frees itself at the host's silence
            // limit. Every try ends within the idle time.
            m_idle->start();
            QTimer::singleShot(0, this, [this] { m_link->rejoin(m_link->request()); });
            return;
        }
        end(false, why);
    });
}

HeadlessGuest::~HeadlessGuest() = default;

void HeadlessGuest::onProgress() {
    const int plies = m_link->game().plies();
    if (plies > m_furthest || !m_idle->isActive()) {
        m_furthest = std::max(m_furthest, plies);
        m_ownTurnWaits = 0;
        m_idle->start();
    }
}

void HeadlessGuest::onIdle() {
    if (m_tournament && m_link->state() != GameLink::State::Joined) {
        end(false, QStringLiteral("not back at the tournament within %1 seconds: the host does "
                                  "not answer, or another pupil has the name")
                       .arg(invocation().idleSeconds));
        return;
    }
    const Game &game = m_link->game();
    // This side's own turn, its move not sent yet (the computer thinking, or --move-delay):
    // no fault of the host's, a few times over.
    constexpr int MostOwnTurnWaits = 5;
    if (m_link->side() && !game.isOver() && game.position().toMove == *m_link->side() &&
        m_sentAtPly != game.plies() && ++m_ownTurnWaits <= MostOwnTurnWaits) {
        m_idle->start();
        return;
    }
    end(false,
        QStringLiteral("the host has not moved for %1 seconds").arg(invocation().idleSeconds));
}

void HeadlessGuest::onWelcomed() {
    if (m_tournament) {
        // A new game (or the same one again after a lost connection): its plies start anew.
        const std::optional<Side> side = m_link->side();
        const QString rival =
            side ? m_link->welcome().names[sideIndex(opponent(*side))] : QString();
        if (!m_recorded && (side != m_side || rival != m_opponent))
            recordGame(true);
        if (m_recorded || side != m_side || rival != m_opponent) {
            ++m_gameNumber;
            m_side = side;
            m_opponent = rival;
            m_recorded = false;
        }
        m_furthest = -1;
        m_idle->stop();
    }
    onProgress();
}

void HeadlessGuest::onChange() {
    if (!m_tournament) {
        afterChange();
        return;
    }
    if (m_link->game().isOver())
        recordGame(false);
    else
        scheduleMove();
}

void HeadlessGuest::onWaiting(const Waiting &where) {
    // A game not over when the host says it is done was ended by the teacher.
    if (!m_recorded)
        recordGame(!m_link->game().isOver());
    m_idle->start();
    if (!where.over)
        return;
    setReport(tihbat::cli::JsonObject()
                  .add("name", invocation().name)
                  .addRaw("games", tihbat::cli::jsonArrayOf(m_games))
                  .add("points", where.points)
                  .add("place", where.place)
                  .add("players", where.players)
                  .str());
    end(true);
}

void HeadlessGuest::recordGame(bool adjudicated) {
    if (m_recorded || !m_side)
        return;
    m_recorded = true;
    std::string report = networkGameReport(m_link->game(), *m_side);
    // {"side":...} with the opponent's name added, and an unfinished game marked as such.
    report.insert(1, "\"opponent\":" + tihbat::cli::jsonString(m_opponent.toStdString()) + ",");
    if (adjudicated)
        report.insert(report.size() - 1, ",\"adjudicated\":true");
    m_games.push_back(std::move(report));
}

void HeadlessGuest::start() {
    join();
}

void HeadlessGuest::join() {
    JoinRequest request;
    request.host = QString::fromStdString(invocation().host);
    request.port = invocation().hostPort;
    request.role = Role::Player;
    request.code = QString::fromStdString(invocation().code);
    request.name = QString::fromStdString(invocation().name);
    m_link->join(request);
}

HeadlessPlayer::Seat HeadlessGuest::seat() const {
    return {m_link->game(), m_link->side(), m_link->state() == GameLink::State::Joined};
}

MoveError HeadlessGuest::play(int pit) {
    m_sentAtPly = m_link->game().plies();
    m_sentInGame = m_gameNumber;
    return m_link->play(pit);
}

void HeadlessGuest::stop() {
    m_idle->stop();
    m_link->leave();
}

} // namespace tihbat::net::cli
