// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_link.h"

#include "message_codec.h"
#include "peer_channel.h"
#include "protocol.h"

#include <QTcpSocket>
#include <QTimer>
#include <utility>

namespace tihbat::net {

namespace {

QString refusalText(RefusalReason reason) {
    switch (reason) {
    case RefusalReason::Version:
        return QStringLiteral("the host speaks another version of the protocol");
    case RefusalReason::Code:
        return QStringLiteral("the join code is not this game's");
    case RefusalReason::Taken:
        return QStringLiteral("the game already has its second player");
    case RefusalReason::Full:
        return QStringLiteral("the game takes no more watchers");
    case RefusalReason::GameTooLong:
        return QStringLiteral("the game is too long to be sent");
    case RefusalReason::SlowDown:
        return QStringLiteral(
            "too many wrong codes came from this computer; try again in a minute");
    default:
        return QStringLiteral("the host refused (%1)")
            .arg(QString::fromLatin1(refusalKey(reason).data(),
                                     static_cast<qsizetype>(refusalKey(reason).size())));
    }
}

} // namespace

GameLink::GameLink(QObject *parent)
    : QObject(parent)
    , m_retryTimer(new QTimer(this))
    , m_connectTimer(new QTimer(this)) {
    m_retryTimer->setSingleShot(true);
    connect(m_retryTimer, &QTimer::timeout, this, &GameLink::connectNow);
    m_connectTimer->setSingleShot(true);
    connect(m_connectTimer, &QTimer::timeout, this, [this] {
        if (m_channel)
            m_channel->abort();
    });
}

GameLink::~GameLink() {
    leave();
}

void GameLink::join(const JoinRequest &request) {
    start(request, State::Connecting);
}

void GameLink::rejoin(const JoinRequest &request) {
    start(request, State::Reconnecting);
}

void GameLink::start(const JoinRequest &request, State state) {
    leave();
    m_request = request;
    // Back in a game it was in: the welcome is a return, and a lost try is tried again.
    m_everWelcomed = state == State::Reconnecting;
    m_refusal.reset();
    m_state = state;
    if (!isPlainName(request.name)) {
        fail(LinkFailure::BadRequest,
             QStringLiteral("the name must be 1 to %1 plain characters").arg(MaxNameChars));
        return;
    }
    if (!isValidCode(request.code)) {
        fail(LinkFailure::BadRequest,
             QStringLiteral("the join code must be %1 to %2 letters and digits")
                 .arg(MinCodeChars)
                 .arg(MaxCodeChars));
        return;
    }
    if (request.host.isEmpty() || request.port == 0) {
        fail(LinkFailure::BadRequest, QStringLiteral("no host address and port"));
        return;
    }
    connectNow();
}

void GameLink::leave() {
    m_retryTimer->stop();
    m_connectTimer->stop();
    if (m_channel) {
        PeerChannel *channel = std::exchange(m_channel, nullptr);
        disconnect(channel, nullptr, this, nullptr);
        channel->sayByeAndClose();
        connect(channel, &PeerChannel::closed, channel, &QObject::deleteLater);
        if (!channel->isOpen())
            channel->deleteLater();
    }
    if (m_state != State::Idle)
        m_state = State::Closed;
    m_undoAsked.reset();
    m_undoOffered.reset();
    m_sentMove.reset();
}

void GameLink::connectNow() {
    if (m_state != State::Connecting && m_state != State::Reconnecting)
        return;
    auto *socket = new QTcpSocket;
    m_channel = new PeerChannel(socket, this);
    m_channel->setTimeouts(m_timeouts);
    m_channel->setLineLimit(MaxWelcomeBytes);
    m_awaitingWelcome = true;
    PeerChannel *channel = m_channel;
    connect(channel, &PeerChannel::messageReceived, this, &GameLink::onMessage);
    connect(channel, &PeerChannel::protocolBroken, this,
            [this](RefusalReason reason, const QString &what) {
                if (reason == RefusalReason::Timeout)
                    m_lastProblem = QStringLiteral("no answer from the host (%1)").arg(what);
                else
                    fail(LinkFailure::ProtocolError,
                         QStringLiteral("the host broke the protocol: %1").arg(what));
            });
    connect(channel, &PeerChannel::closed, this, &GameLink::onClosed);
    connect(socket, &QTcpSocket::connected, this, [this, channel] {
        if (channel != m_channel)
            return;
        m_connectTimer->stop();
        channel->startHandshakeClock();
        channel->send(Hello{m_version, m_request.role, m_request.code, m_request.name});
    });
    m_lastProblem.clear();
    m_connectTimer->start(m_connectTimeoutMs);
    socket->connectToHost(m_request.host, m_request.port);
}

void GameLink::onMessage(const Message &message) {
    if (m_awaitingWelcome) {
        if (const auto *welcome = std::get_if<Welcome>(&message)) {
            onWelcome(*welcome);
        } else if (const auto *where = std::get_if<Waiting>(&message)) {
            onWaiting(*where);
        } else if (const auto *refusal = std::get_if<Refusal>(&message)) {
            // A seat still held by our own lost connection frees itself at the host's silence
            // limit: try again.
            if (m_state == State::Reconnecting && refusal->reason == RefusalReason::Taken) {
                m_lastProblem = refusalText(refusal->reason);
                return;
            }
            m_refusal = refusal->reason;
            fail(LinkFailure::Refused, refusalText(refusal->reason));
        } else {
            fail(LinkFailure::ProtocolError,
                 QStringLiteral("the host broke the protocol: no welcome first"));
        }
        return;
    }
    if (const auto *move = std::get_if<Move>(&message)) {
        onMove(*move);
    } else if (const auto *welcome = std::get_if<Welcome>(&message)) {
        onWelcome(*welcome); // a new game for the same players
    } else if (const auto *answer = std::get_if<UndoAnswer>(&message)) {
        onUndoAnswer(*answer);
    } else if (const auto *request = std::get_if<UndoRequest>(&message)) {
        const auto to = undoTarget(opponent(side().value_or(Side::South)));
        if (!side() || request->ply != m_game.plies() || !to || *to != request->to) {
            fail(LinkFailure::ProtocolError,
                 QStringLiteral("the host broke the protocol: an undo that cannot be"));
            return;
        }
        m_undoOffered = *request;
        emit undoRequested(request->to);
    } else if (const auto *presence = std::get_if<Presence>(&message)) {
        if (!side() || presence->side != *side())
            m_opponentPresent = presence->here;
        // A player who came after this link's welcome (a watcher's view of the guest) is named.
        if (!presence->name.isEmpty())
            m_welcome.names[sideIndex(presence->side)] = presence->name;
        emit presenceChanged(presence->side, presence->name, presence->here);
    } else if (const auto *refusal = std::get_if<Refusal>(&message)) {
        if (m_sentMove && refusal->ply == m_sentMove->ply)
            m_sentMove.reset();
        if (m_undoAsked && refusal->ply == m_undoAsked->ply) {
            m_undoAsked.reset();
            emit undoAnswered(false);
        }
        emit moveRefused(refusal->reason);
    } else if (const auto *where = std::get_if<Waiting>(&message)) {
        onWaiting(*where);
    } else if (std::holds_alternative<Bye>(message)) {
        m_lastProblem = QStringLiteral("the host left");
    } else {
        fail(LinkFailure::ProtocolError,
             QStringLiteral("the host broke the protocol: a message out of place"));
    }
}

void GameLink::onWelcome(const Welcome &welcome) {
    if (welcome.yourSide.has_value() != (m_request.role == Role::Player)) {
        fail(LinkFailure::ProtocolError,
             QStringLiteral("the host broke the protocol: a welcome for the wrong role"));
        return;
    }
    m_lastWaiting.reset();
    Game game(welcome.rules);
    for (const int pit : welcome.moves) {
        if (std::holds_alternative<MoveError>(game.play(pit))) {
            fail(LinkFailure::ProtocolError,
                 QStringLiteral("the host broke the protocol: its moves are not a legal game"));
            return;
        }
    }
    m_game = std::move(game);
    m_welcome = welcome;
    m_opponentPresent = welcome.opponentPresent;
    m_undoAsked.reset();
    m_undoOffered.reset();
    m_sentMove.reset();
    m_awaitingWelcome = false;
    m_channel->handshakeDone();
    m_state = State::Joined;
    const bool returning = std::exchange(m_everWelcomed, true);
    emit welcomed(returning);
}

void GameLink::onWaiting(const Waiting &where) {
    if (m_version != TournamentProtocolVersion || m_request.role != Role::Player) {
        fail(LinkFailure::ProtocolError,
             QStringLiteral("the host broke the protocol: a message out of place"));
        return;
    }
    // No game to play now: the last one stays to be looked at, but no move goes from here.
    m_welcome.yourSide.reset();
    m_undoAsked.reset();
    m_undoOffered.reset();
    m_sentMove.reset();
    m_lastWaiting = where;
    if (m_awaitingWelcome) {
        m_awaitingWelcome = false;
        m_channel->handshakeDone();
        m_state = State::Joined;
    }
    emit waiting(where);
}

void GameLink::onMove(const Move &move) {
    if (move.ply != m_game.plies()) {
        fail(LinkFailure::ProtocolError,
             QStringLiteral("the host broke the protocol: a move for ply %1, the game has %2")
                 .arg(move.ply)
                 .arg(m_game.plies()));
        return;
    }
    if (side() && !m_game.isOver() && m_game.position().toMove == *side()) {
        // This side's move: only the one it sent, played back.
        if (std::exchange(m_sentMove, std::nullopt) != move) {
            fail(LinkFailure::ProtocolError,
                 QStringLiteral("the host broke the protocol: it played a move of this side's "
                                "that this side did not send"));
            return;
        }
    }
    auto result = m_game.play(move.pit);
    if (const auto *story = std::get_if<MoveStory>(&result)) {
        emit movePlayed(*story);
        return;
    }
    fail(LinkFailure::ProtocolError,
         QStringLiteral("the host broke the protocol: an illegal move"));
}

void GameLink::onUndoAnswer(const UndoAnswer &answer) {
    if (answer.ply != m_game.plies() || answer.to >= answer.ply) {
        fail(LinkFailure::ProtocolError,
             QStringLiteral("the host broke the protocol: an undo for another ply"));
        return;
    }
    const bool ours = m_undoAsked && m_undoAsked->ply == answer.ply && m_undoAsked->to == answer.to;
    m_undoAsked.reset();
    m_undoOffered.reset();
    m_sentMove.reset();
    if (answer.accept)
        m_game = m_game.prefix(answer.to);
    if (ours)
        emit undoAnswered(answer.accept);
    if (answer.accept)
        emit undone(answer.to);
}

void GameLink::onClosed() {
    if (m_channel) {
        m_channel->deleteLater();
        m_channel = nullptr;
    }
    m_connectTimer->stop();
    if (m_state == State::Closed || m_state == State::Idle)
        return;
    const QString problem =
        m_lastProblem.isEmpty()
            ? QStringLiteral("no answer from %1:%2").arg(m_request.host).arg(m_request.port)
            : m_lastProblem;
    if (m_state == State::Connecting) {
        fail(LinkFailure::NoAnswer, problem);
        return;
    }
    if (!m_reconnecting) {
        fail(LinkFailure::NoAnswer, m_state == State::Joined
                                        ? QStringLiteral("the connection to the host was lost")
                                        : problem);
        return;
    }
    if (m_state == State::Joined) {
        m_state = State::Reconnecting;
        m_undoAsked.reset();
        m_undoOffered.reset();
        m_sentMove.reset();
        emit connectionLost();
    }
    m_retryTimer->start(ReconnectIntervalMs);
}

MoveError GameLink::play(int pit) {
    if (m_state != State::Joined || !side())
        return MoveError::WrongSide;
    if (m_game.isOver())
        return MoveError::GameOver;
    if (m_game.position().toMove != *side() || isUndoPending())
        return MoveError::WrongSide;
    const MoveError error = m_game.check(pit);
    if (error != MoveError::None)
        return error;
    m_sentMove = Move{m_game.plies(), pit};
    m_channel->send(*m_sentMove);
    return MoveError::None;
}

bool GameLink::requestUndo() {
    if (m_state != State::Joined || !side() || isUndoPending())
        return false;
    const auto to = undoTarget(*side());
    if (!to)
        return false;
    m_undoAsked = UndoRequest{m_game.plies(), *to};
    m_channel->send(*m_undoAsked);
    return true;
}

void GameLink::answerUndo(bool accept) {
    if (!m_undoOffered || m_state != State::Joined)
        return;
    m_channel->send(UndoAnswer{m_undoOffered->ply, m_undoOffered->to, accept});
}

void GameLink::fail(LinkFailure failure, const QString &why) {
    if (m_state == State::Closed)
        return;
    m_retryTimer->stop();
    m_connectTimer->stop();
    m_state = State::Closed;
    if (m_channel) {
        PeerChannel *channel = std::exchange(m_channel, nullptr);
        disconnect(channel, nullptr, this, nullptr);
        channel->abort();
        channel->deleteLater();
    }
    emit failed(failure, why);
}

std::optional<int> GameLink::undoTarget(Side side) const {
    const std::vector<MoveStory> &stories = m_game.stories();
    for (int i = static_cast<int>(stories.size()) - 1; i >= 0; --i)
        if (stories[static_cast<std::size_t>(i)].mover == side)
            return i;
    return std::nullopt;
}

} // namespace tihbat::net
