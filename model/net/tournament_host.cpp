// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament_host.h"

#include "background_writer.h"
#include "core/solver.h"
#include "files/safe_file.h"
#include "message_codec.h"
#include "move_check.h"
#include "peer_channel.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace tihbat::net {

using tournament::Table;

TournamentHost::TournamentHost(QObject *parent)
    : QObject(parent)
    , m_waitingTimer(new QTimer(this)) {
    m_waitingTimer->setInterval(WaitingRepeatMs);
    connect(m_waitingTimer, &QTimer::timeout, this, &TournamentHost::tellWaiting);
}

TournamentHost::~TournamentHost() {
    stop();
}

void TournamentHost::setWaitingRepeat(int ms) {
    m_waitingTimer->setInterval(ms);
}

bool TournamentHost::start(const tournament::Tournament &tournament, quint16 port) {
    stop();
    m_error.clear();
    if (!isValidCode(tournament.code())) {
        m_error = QStringLiteral("the join code must be %1 to %2 letters and digits")
                      .arg(MinCodeChars)
                      .arg(MaxCodeChars);
        return false;
    }
    m_tournament = tournament;
    m_codeGuard.clear();
    m_server = new QTcpServer(this);
    m_server->setMaxPendingConnections(MaxPendingConnections);
    connect(m_server, &QTcpServer::newConnection, this, &TournamentHost::onNewConnection);
    if (!m_server->listen(m_listenAddress, port)) {
        m_error =
            QStringLiteral("cannot listen on port %1: %2").arg(port).arg(m_server->errorString());
        delete m_server;
        m_server = nullptr;
        return false;
    }
    m_waitingTimer->start();
    if (!m_savePath.isEmpty()) {
        files::WriteOptions options;
        options.ownerOnly = true; // it holds the join code
        // Told on the writer's thread; said on this one.
        m_writer = std::make_unique<BackgroundWriter>(
            m_savePath.toStdString(), options, [this](const std::string &why) {
                QMetaObject::invokeMethod(
                    this, [this, text = QString::fromStdString(why)] { emit saveFailed(text); },
                    Qt::QueuedConnection);
            });
    }
    save();
    return true;
}

void TournamentHost::stop() {
    if (!m_server)
        return;
    if (m_saveDue)
        save();
    m_writer.reset(); // writes what waits first
    m_waitingTimer->stop();
    m_server->close();
    delete m_server;
    m_server = nullptr;
    QList<PeerChannel *> all = m_pending + m_seats.values();
    m_pending.clear();
    m_seats.clear();
    for (PeerChannel *channel : all) {
        disconnect(channel, nullptr, this, nullptr);
        channel->sayByeAndClose();
        connect(channel, &PeerChannel::closed, channel, &QObject::deleteLater);
        if (!channel->isOpen())
            channel->deleteLater();
    }
}

bool TournamentHost::isListening() const {
    return m_server && m_server->isListening();
}

quint16 TournamentHost::port() const {
    return m_server ? m_server->serverPort() : 0;
}

bool TournamentHost::startTournament(QString *why) {
    if (!m_tournament.start(why))
        return false;
    save();
    emit roundStarted(m_tournament.roundsBegun());
    for (const int player : m_seats.keys())
        sendState(player);
    return true;
}

bool TournamentHost::nextRound() {
    if (!m_tournament.hasStarted() || !m_tournament.isRoundFinished())
        return false;
    if (m_tournament.startNextRound()) {
        save();
        emit roundStarted(m_tournament.roundsBegun());
        for (const int player : m_seats.keys())
            sendState(player);
        return true;
    }
    for (const int player : m_seats.keys())
        sendState(player);
    emit tournamentOver();
    return false;
}

bool TournamentHost::adjudicate(int table) {
    const Solver solver(m_tournament.rules().chainCapture);
    if (!m_tournament.adjudicate(table, solver))
        return false;
    afterTableChange(table);
    return true;
}

void TournamentHost::onNewConnection() {
    if (!m_server)
        return;
    PeerChannel::takeNewConnections(
        *m_server, this, m_timeouts, m_pending,
        [this](PeerChannel *channel) {
            connect(channel, &PeerChannel::messageReceived, this,
                    [this, channel](const Message &message) { onMessage(channel, message); });
            connect(channel, &PeerChannel::protocolBroken, this,
                    [this, channel](RefusalReason reason, const QString &) {
                        emit refused(reason, channel->peerText());
                    });
            connect(channel, &PeerChannel::closed, this, [this, channel] { onClosed(channel); });
        },
        [this](PeerChannel *channel) { refuse(channel, RefusalReason::Full, {}, true); });
}

void TournamentHost::onMessage(PeerChannel *channel, const Message &message) {
    if (m_pending.contains(channel)) {
        if (const auto *hello = std::get_if<Hello>(&message))
            onHello(channel, *hello);
        else
            refuse(channel, RefusalReason::Protocol, {}, true);
        return;
    }
    const int player = m_seats.key(channel, -1);
    if (player < 0)
        return;
    if (std::holds_alternative<Bye>(message))
        channel->abort();
    else if (const auto *move = std::get_if<Move>(&message))
        onMove(player, *move);
    else if (const auto *undo = std::get_if<UndoRequest>(&message))
        refuse(channel, RefusalReason::NoUndo, undo->ply); // no taking back in a tournament
    else if (const auto *answer = std::get_if<UndoAnswer>(&message))
        refuse(channel, RefusalReason::Stale, answer->ply); // nothing was asked
    else
        refuse(channel, RefusalReason::Protocol, {}, true);
}

void TournamentHost::onHello(PeerChannel *channel, const Hello &hello) {
    if (hello.version != TournamentProtocolVersion) {
        refuse(channel, RefusalReason::Version, {}, true);
        return;
    }
    const QHostAddress from = channel->peerAddress();
    const CodeGuard::Verdict verdict = m_codeGuard.check(from);
    if (verdict != CodeGuard::Verdict::Check) {
        if (verdict == CodeGuard::Verdict::SlowDownAndTell)
            emit codeGuessing(CodeGuard::plain(from).toString());
        refuse(channel, RefusalReason::SlowDown, {}, true);
        return;
    }
    if (!codesMatch(hello.code, m_tournament.code())) {
        m_codeGuard.wrongCode(from);
        refuse(channel, RefusalReason::Code, {}, true);
        return;
    }
    // Pupils play; the projector watches through the teacher's window, not this port.
    if (hello.role != Role::Player) {
        refuse(channel, RefusalReason::Full, {}, true);
        return;
    }
    std::optional<int> player = m_tournament.findPlayer(hello.name);
    const bool returning = player.has_value();
    if (player && m_seats.contains(*player)) {
        refuse(channel, RefusalReason::Taken, {}, true);
        return;
    }
    if (!player) {
        if (m_tournament.playerCount() >= MaxTournamentPlayers ||
            (m_tournament.isOver() && m_tournament.hasStarted())) {
            refuse(channel, RefusalReason::Full, {}, true);
            return;
        }
        player = m_tournament.addPlayer(hello.name);
        save();
    }
    m_pending.removeOne(channel);
    m_seats.insert(*player, channel);
    channel->handshakeDone();
    emit playerJoined(*player, returning);
    sendState(*player);
    if (const auto table = m_tournament.tableOf(*player);
        table && !m_tournament.table(*table).isFinished()) {
        const Table &t = m_tournament.table(*table);
        const Side side = t.south == *player ? Side::South : Side::North;
        if (PeerChannel *other = m_seats.value(side == Side::South ? t.north : t.south))
            other->send(Presence{side, hello.name, true});
    }
    if (m_autoStart > 0 && !m_tournament.hasStarted() &&
        m_tournament.playerCount() >= m_autoStart) {
        QString why;
        if (!startTournament(&why))
            m_error = why;
    }
}

void TournamentHost::onMove(int player, const Move &move) {
    PeerChannel *channel = m_seats.value(player);
    const auto table = m_tournament.tableOf(player);
    if (!table) {
        refuse(channel, RefusalReason::NotYourTurn, move.ply);
        return;
    }
    const Table &t = m_tournament.table(*table);
    const Side side = t.south == player ? Side::South : Side::North;
    if (t.adjudicated) {
        refuse(channel, RefusalReason::Illegal, move.ply);
        return;
    }
    if (const auto reason = moveRefusal(t.game, side, move)) {
        refuse(channel, *reason, move.ply);
        return;
    }
    auto result = m_tournament.play(*table, move.pit);
    const auto *story = std::get_if<MoveStory>(&result);
    if (!story) {
        refuse(channel, RefusalReason::Illegal, move.ply);
        return;
    }
    const MoveStory played = *story;
    sendToTable(*table, Move{move.ply, move.pit});
    emit movePlayed(*table, played);
    afterTableChange(*table);
}

void TournamentHost::afterTableChange(int table) {
    scheduleSave();
    const Table &t = m_tournament.table(table);
    if (!t.isFinished())
        return;
    for (const int player : {t.south, t.north})
        if (m_seats.contains(player))
            sendState(player);
    emit tableFinished(table);
    if (!m_tournament.isRoundFinished())
        return;
    emit roundFinished(m_tournament.roundsBegun());
    if (m_autoAdvance)
        nextRound();
}

void TournamentHost::sendToTable(int table, const Message &message) {
    const Table &t = m_tournament.table(table);
    for (const int player : {t.south, t.north})
        if (PeerChannel *channel = m_seats.value(player))
            channel->send(message);
}

void TournamentHost::sendState(int player) {
    PeerChannel *channel = m_seats.value(player);
    if (!channel)
        return;
    const auto table = m_tournament.tableOf(player);
    if (!table || m_tournament.table(*table).isFinished()) {
        channel->send(waitingFor(player));
        return;
    }
    const Table &t = m_tournament.table(*table);
    Welcome w;
    w.version = TournamentProtocolVersion;
    w.rules = m_tournament.rules();
    w.names = {m_tournament.players().at(t.south), m_tournament.players().at(t.north)};
    w.moves = t.game.moves();
    w.yourSide = t.south == player ? Side::South : Side::North;
    w.opponentPresent = m_seats.contains(t.south == player ? t.north : t.south);
    channel->send(w);
}

Waiting TournamentHost::waitingFor(int player) const {
    Waiting w;
    w.round = m_tournament.roundsBegun();
    w.rounds = m_tournament.plannedRounds();
    w.players = m_tournament.playerCount();
    const std::vector<tournament::Standing> table = m_tournament.standings();
    for (std::size_t i = 0; i < table.size(); ++i)
        if (table[i].player == player) {
            w.points = table[i].points;
            w.place = static_cast<int>(i) + 1;
        }
    w.over = m_tournament.isOver();
    return w;
}

void TournamentHost::tellWaiting() {
    for (auto it = m_seats.cbegin(); it != m_seats.cend(); ++it) {
        const auto table = m_tournament.tableOf(it.key());
        if (!table || m_tournament.table(*table).isFinished())
            it.value()->send(waitingFor(it.key()));
    }
}

void TournamentHost::onClosed(PeerChannel *channel) {
    channel->deleteLater();
    if (m_pending.removeOne(channel))
        return;
    const int player = m_seats.key(channel, -1);
    if (player < 0)
        return;
    m_seats.remove(player);
    if (const auto table = m_tournament.tableOf(player);
        table && !m_tournament.table(*table).isFinished()) {
        const Table &t = m_tournament.table(*table);
        const Side side = t.south == player ? Side::South : Side::North;
        if (PeerChannel *other = m_seats.value(side == Side::South ? t.north : t.south))
            other->send(Presence{side, m_tournament.players().at(player), false});
    }
    emit playerLeft(player);
}

void TournamentHost::refuse(PeerChannel *channel, RefusalReason reason, std::optional<int> ply,
                            bool drop) {
    emit refused(reason, channel->peerText());
    if (drop)
        channel->refuseAndClose(reason);
    else
        channel->send(Refusal{reason, ply});
}

void TournamentHost::scheduleSave() {
    if (m_saveDue)
        return;
    m_saveDue = true;
    QTimer::singleShot(0, this, [this] {
        if (m_saveDue)
            save();
    });
}

void TournamentHost::save() {
    m_saveDue = false;
    if (!m_writer)
        return;
    const QByteArray bytes = m_tournament.toJson();
    m_writer->write(bytes.toStdString());
}

void TournamentHost::flushSave() {
    if (m_saveDue)
        save();
    if (m_writer)
        m_writer->flush();
}

} // namespace tihbat::net
