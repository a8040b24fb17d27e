// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_host.h"

#include "message_codec.h"
#include "move_check.h"
#include "peer_channel.h"
#include "protocol.h"

#include <QTcpServer>
#include <QTcpSocket>

namespace tihbat::net {

GameHost::GameHost(QObject *parent)
    : QObject(parent) {}

GameHost::~GameHost() {
    stop();
}

bool GameHost::start(const HostOptions &options, quint16 port) {
    return start(options, Game(options.rules), port);
}

bool GameHost::start(const HostOptions &options, const Game &game, quint16 port) {
    stop();
    m_error.clear();
    if (!isPlainName(options.hostName)) {
        m_error =
            QStringLiteral("the host's name must be 1 to %1 plain characters").arg(MaxNameChars);
        return false;
    }
    if (!isValidCode(options.code)) {
        m_error = QStringLiteral("the join code must be %1 to %2 letters and digits")
                      .arg(MinCodeChars)
                      .arg(MaxCodeChars);
        return false;
    }
    if (!game.options().isValid() || game.start() != GameState{startPosition(game.options()), {}}) {
        m_error = QStringLiteral("only a game from the normal start can be hosted");
        return false;
    }
    // With apply()'s limit, the game never holds more than MaxGamePlies moves: every welcome
    // fits MaxWelcomeBytes, and no hello is refused `game-too-long`.
    if (game.plies() > MaxGamePlies) {
        m_error = QStringLiteral("the game has more than %1 moves").arg(MaxGamePlies);
        return false;
    }
    m_options = options;
    m_options.rules = game.options();
    m_game = game.prefix(game.plies()); // nothing to redo
    m_names = {};
    m_names[sideIndex(m_options.hostSide)] = m_options.hostName;
    m_guestEverJoined = false;
    m_undo.reset();
    m_codeGuard.clear();
    m_server = new QTcpServer(this);
    m_server->setMaxPendingConnections(MaxPendingConnections);
    connect(m_server, &QTcpServer::newConnection, this, &GameHost::onNewConnection);
    if (!m_server->listen(m_listenAddress, port)) {
        m_error =
            QStringLiteral("cannot listen on port %1: %2").arg(port).arg(m_server->errorString());
        delete m_server;
        m_server = nullptr;
        return false;
    }
    return true;
}

void GameHost::stop() {
    if (!m_server)
        return;
    m_server->close();
    delete m_server;
    m_server = nullptr;
    QList<PeerChannel *> all = m_pending + m_watchers;
    if (m_guest)
        all.append(m_guest);
    m_pending.clear();
    m_watchers.clear();
    m_guest = nullptr;
    for (PeerChannel *channel : all) {
        disconnect(channel, nullptr, this, nullptr);
        channel->sayByeAndClose();
        // The socket says its last words on its own; the channel goes when it has closed.
        connect(channel, &PeerChannel::closed, channel, &QObject::deleteLater);
        if (!channel->isOpen())
            channel->deleteLater();
    }
    m_undo.reset();
}

bool GameHost::newGame(const RuleOptions &rules) {
    if (!m_server || !rules.isValid())
        return false;
    m_options.rules = rules;
    m_game = Game(rules);
    m_undo.reset();
    if (m_guest)
        m_guest->send(welcomeFor(guestSide()));
    const Welcome forWatchers = welcomeFor(std::nullopt);
    const QList<PeerChannel *> watchers = m_watchers;
    for (PeerChannel *watcher : watchers)
        watcher->send(forWatchers);
    return true;
}

bool GameHost::isListening() const {
    return m_server && m_server->isListening();
}

quint16 GameHost::port() const {
    return m_server ? m_server->serverPort() : 0;
}

record::GameRecord GameHost::record() const {
    record::GameRecord r = record::recordOf(m_game);
    r.setTag("South", m_names[0].isEmpty() ? "?" : m_names[0].toStdString());
    r.setTag("North", m_names[1].isEmpty() ? "?" : m_names[1].toStdString());
    return r;
}

int GameHost::watcherCount() const {
    return static_cast<int>(m_watchers.size());
}

int GameHost::pendingCount() const {
    return static_cast<int>(m_pending.size());
}

bool GameHost::isHostToMove() const {
    return !m_game.isOver() && m_game.position().toMove == hostSide();
}

MoveError GameHost::play(int pit) {
    if (m_game.isOver())
        return MoveError::GameOver;
    if (!isValidPit(pit))
        return MoveError::UnknownPit;
    if (m_game.position().toMove != hostSide() || m_undo)
        return MoveError::WrongSide;
    const auto result = apply(pit);
    if (const auto *error = std::get_if<MoveError>(&result))
        return *error;
    return MoveError::None;
}

bool GameHost::requestUndo() {
    if (!m_guest || m_undo)
        return false;
    const auto to = undoTarget(hostSide());
    if (!to)
        return false;
    m_undo = PendingUndo{hostSide(), m_game.plies(), *to};
    m_guest->send(UndoRequest{m_game.plies(), *to});
    return true;
}

void GameHost::answerUndo(bool accept) {
    if (!m_undo || m_undo->asker != guestSide())
        return;
    const UndoAnswer answer{m_undo->ply, m_undo->to, accept};
    m_undo.reset();
    if (accept)
        takeBack(answer.to);
    broadcast(answer);
    if (accept)
        emit undone(answer.to);
}

void GameHost::onNewConnection() {
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

void GameHost::onMessage(PeerChannel *channel, const Message &message) {
    if (m_pending.contains(channel)) {
        if (const auto *hello = std::get_if<Hello>(&message))
            onHello(channel, *hello);
        else
            refuse(channel, RefusalReason::Protocol, {}, true);
        return;
    }
    if (std::holds_alternative<Bye>(message)) {
        channel->abort();
        return;
    }
    if (channel == m_guest) {
        if (const auto *move = std::get_if<Move>(&message))
            onGuestMove(*move);
        else if (const auto *undo = std::get_if<UndoRequest>(&message))
            onGuestUndo(*undo);
        else if (const auto *answer = std::get_if<UndoAnswer>(&message))
            onGuestUndoAnswer(*answer);
        else
            refuse(channel, RefusalReason::Protocol, {}, true);
        return;
    }
    // A watcher only watches.
    if (const auto *move = std::get_if<Move>(&message))
        refuse(channel, RefusalReason::NotYourTurn, move->ply);
    else if (const auto *undo = std::get_if<UndoRequest>(&message))
        refuse(channel, RefusalReason::NotYourTurn, undo->ply);
    else
        refuse(channel, RefusalReason::Protocol, {}, true);
}

void GameHost::onHello(PeerChannel *channel, const Hello &hello) {
    if (hello.version != ProtocolVersion) {
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
    if (!codesMatch(hello.code, m_options.code)) {
        m_codeGuard.wrongCode(from);
        refuse(channel, RefusalReason::Code, {}, true);
        return;
    }
    if (hello.role == Role::Player) {
        if (m_guest) {
            refuse(channel, RefusalReason::Taken, {}, true);
            return;
        }
        m_pending.removeOne(channel);
        m_guest = channel;
        channel->handshakeDone();
        const bool returning = m_guestEverJoined;
        m_guestEverJoined = true;
        m_names[sideIndex(guestSide())] = hello.name;
        channel->send(welcomeFor(guestSide()));
        broadcast(Presence{guestSide(), hello.name, true}, channel);
        emit guestJoined(hello.name, returning);
        return;
    }
    if (!m_options.allowWatchers || m_watchers.size() >= MaxWatchers) {
        refuse(channel, RefusalReason::Full, {}, true);
        return;
    }
    m_pending.removeOne(channel);
    m_watchers.append(channel);
    channel->handshakeDone();
    channel->send(welcomeFor(std::nullopt));
    emit watcherCountChanged(watcherCount());
}

void GameHost::onGuestMove(const Move &move) {
    if (m_undo) {
        refuse(m_guest, RefusalReason::Stale, move.ply);
        return;
    }
    if (const auto reason = moveRefusal(m_game, guestSide(), move)) {
        refuse(m_guest, *reason, move.ply);
        return;
    }
    if (std::holds_alternative<MoveError>(apply(move.pit)))
        refuse(m_guest, RefusalReason::Illegal, move.ply);
}

void GameHost::onGuestUndo(const UndoRequest &request) {
    if (m_undo || request.ply != m_game.plies()) {
        refuse(m_guest, RefusalReason::Stale, request.ply);
        return;
    }
    const auto to = undoTarget(guestSide());
    if (!to || *to != request.to) {
        refuse(m_guest, RefusalReason::NoUndo, request.ply);
        return;
    }
    m_undo = PendingUndo{guestSide(), request.ply, request.to};
    emit undoRequested(request.to);
}

void GameHost::onGuestUndoAnswer(const UndoAnswer &answer) {
    if (!m_undo || m_undo->asker != hostSide() || answer.ply != m_undo->ply ||
        answer.to != m_undo->to) {
        refuse(m_guest, RefusalReason::Stale, answer.ply);
        return;
    }
    m_undo.reset();
    if (answer.accept)
        takeBack(answer.to);
    broadcast(answer);
    emit undoAnswered(answer.accept);
    if (answer.accept)
        emit undone(answer.to);
}

void GameHost::onClosed(PeerChannel *channel) {
    channel->deleteLater();
    if (m_pending.removeOne(channel))
        return;
    if (m_watchers.removeOne(channel)) {
        emit watcherCountChanged(watcherCount());
        return;
    }
    if (channel != m_guest)
        return;
    m_guest = nullptr;
    const QString name = m_names[sideIndex(guestSide())];
    if (m_undo) {
        const bool hostAsked = m_undo->asker == hostSide();
        m_undo.reset();
        if (hostAsked)
            emit undoAnswered(false);
    }
    broadcast(Presence{guestSide(), name, false});
    emit guestLeft(name);
}

void GameHost::refuse(PeerChannel *channel, RefusalReason reason, std::optional<int> ply,
                      bool drop) {
    emit refused(reason, channel->peerText());
    if (drop)
        channel->refuseAndClose(reason);
    else
        channel->send(Refusal{reason, ply});
}

std::variant<MoveStory, MoveError> GameHost::apply(int pit) {
    if (m_game.plies() >= MaxGamePlies)
        return MoveError::GameOver;
    const int ply = m_game.plies();
    auto result = m_game.play(pit);
    if (const auto *story = std::get_if<MoveStory>(&result)) {
        broadcast(Move{ply, pit});
        emit movePlayed(*story);
    }
    return result;
}

void GameHost::takeBack(int to) {
    m_game = m_game.prefix(to);
}

Welcome GameHost::welcomeFor(std::optional<Side> side) const {
    Welcome w;
    w.version = ProtocolVersion;
    w.rules = m_game.options();
    w.names = m_names;
    w.moves = m_game.moves();
    w.yourSide = side;
    w.opponentPresent = side ? true : m_guest != nullptr;
    return w;
}

void GameHost::broadcast(const Message &message, PeerChannel *except) {
    if (m_guest && m_guest != except)
        m_guest->send(message);
    // A copy: a watcher that cannot keep up is dropped while sending, leaving the list.
    const QList<PeerChannel *> watchers = m_watchers;
    for (PeerChannel *watcher : watchers)
        if (watcher != except)
            watcher->send(message);
}

std::optional<int> GameHost::undoTarget(Side side) const {
    const std::vector<MoveStory> &stories = m_game.stories();
    for (int i = static_cast<int>(stories.size()) - 1; i >= 0; --i)
        if (stories[static_cast<std::size_t>(i)].mover == side)
            return i;
    return std::nullopt;
}

} // namespace tihbat::net
