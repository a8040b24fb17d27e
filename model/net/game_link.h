// SPDX-License-Identifier: GPL-3.0-or-later
// The joining side of a network game: connects to a host as its opponent (the guest) or as a
// watcher, keeps a copy of the game that changes only by what the host sends (each move checked
// again by the core's rules: a host sending an illegal move, or a move for this side that this
// side did not ask for, breaks the protocol), and after a
// lost connection tries again with the same code until it is back or leave() is called.
#pragma once

#include "core/game.h"
#include "message.h"
#include "protocol.h"

#include <QObject>
#include <QString>
#include <optional>

class QTimer;

namespace tihbat::net {

class PeerChannel;

struct JoinRequest {
    QString host; // an address or a host name
    quint16 port = 0;
    Role role = Role::Player;
    QString code;
    QString name; // must pass isPlainName
};

// Why a link gave up for good.
enum class LinkFailure : std::uint8_t {
    Refused,       // the host refused the hello (refusal() says why)
    NoAnswer,      // no connection, or no welcome, within the time limits
    ProtocolError, // the host sent something that is not the protocol, or an illegal move
    BadRequest,    // the join request itself is not valid (name, code, port)
};

class GameLink : public QObject {
    Q_OBJECT
public:
    enum class State : std::uint8_t {
        Idle,         // before join()
        Connecting,   // the first connection and hello
        Joined,       // welcomed: the game is live
        Reconnecting, // the connection was lost; trying again every ReconnectIntervalMs
        Closed,       // left, or failed for good
    };

    static constexpr int ReconnectIntervalMs = 1000;

    explicit GameLink(QObject *parent = nullptr);
    ~GameLink() override;

    // Whether a lost connection is tried again (default on). Off, a lost connection ends the
    // link with failed(NoAnswer) (tihbat-cli join uses this).
    void setReconnecting(bool on) { m_reconnecting = on; }
    // The protocol version said in hello: ProtocolVersion for a game, TournamentProtocolVersion
    // for a class tournament's host, whose pupils also get `waiting` (the signal waiting).
    // For the next join().
    void setProtocolVersion(int version) { m_version = version; }
    int protocolVersion() const { return m_version; }
    // The time limits of the connection (tests shorten them) and of a connection attempt.
    void setTimeouts(const Timeouts &timeouts) { m_timeouts = timeouts; }
    void setConnectTimeout(int ms) { m_connectTimeoutMs = ms; }

    // Connects and says hello. Then welcomed, or failed.
    void join(const JoinRequest &request);
    // Goes back to a game this side was in before (a game window started again after a crash
    // or a kill): like join(), but from the first connection on it is tried again as a lost one
    // is, until the host welcomes it back (welcomed(true)) or refuses it for good, or leave().
    void rejoin(const JoinRequest &request);
    // Says bye, closes, and tries no more. The state becomes Closed; no signal follows.
    void leave();

    State state() const { return m_state; }
    const JoinRequest &request() const { return m_request; }
    // Since the first welcome: the game as the host has it (moves included), and the last
    // welcome's rules and names (a name a presence message gives since included). A new
    // welcome (after a reconnect) replaces both.
    const Game &game() const { return m_game; }
    const Welcome &welcome() const { return m_welcome; }
    // The side this link plays; empty for a watcher.
    std::optional<Side> side() const { return m_welcome.yourSide; }
    bool isOpponentPresent() const { return m_opponentPresent; }
    // Why the host refused the hello (after failed(Refused)).
    std::optional<RefusalReason> refusal() const { return m_refusal; }
    // What a tournament's host said last of where this pupil stands, if anything since the
    // last welcome (a window handed the link after the handshake shows it at once).
    const std::optional<Waiting> &lastWaiting() const { return m_lastWaiting; }
    bool isUndoPending() const { return m_undoAsked.has_value() || m_undoOffered.has_value(); }

public slots:
    // Asks the host to play a pit for this side. Checked here first: a move not this side's
    // to make, an illegal one, or one while an undo waits is refused with the error and
    // nothing is sent. The move is played (movePlayed) when the host sends it back.
    MoveError play(int pit);
    // Asks the other player to take back this side's last move (and theirs after it). False,
    // sending nothing, if there is none to take back or an undo waits.
    bool requestUndo();
    // Answers the other player's request (undoRequested). Ignored if none waits.
    void answerUndo(bool accept);

signals:
    // The host welcomed this link: the first time, again after a reconnect, or with a new
    // game (the host's Play Again: game() has no moves). game() and welcome() are the host's
    // now; a view shows them without animation.
    void welcomed(bool returning);
    // A move the host played (this side's or the other's); game() includes it.
    void movePlayed(const tihbat::MoveStory &story);
    // The game was taken back to `plies` moves (both players agreed).
    void undone(int plies);
    // The other player asks to take back its last move: the game would go back to `to` moves.
    void undoRequested(int to);
    // The other player answered this side's request; an accepted one is followed by undone.
    void undoAnswered(bool accepted);
    // A player left or came back ("<name> has left; waiting for them to come back").
    void presenceChanged(tihbat::Side side, const QString &name, bool here);
    // The host refused a move or an undo of this side (out of turn, stale, illegal): the game
    // is as it was.
    void moveRefused(tihbat::net::RefusalReason reason);
    // A tournament's host says this pupil has no game now (before the first round, between
    // rounds, a bye, the end): side() is empty until the next welcome. Ends the handshake as a
    // welcome does.
    void waiting(const tihbat::net::Waiting &where);
    // The connection was lost; the link tries again (state Reconnecting) unless told not to.
    void connectionLost();
    // The link gave up for good (state Closed); `why` is one plain English line.
    void failed(tihbat::net::LinkFailure failure, const QString &why);

private:
    void start(const JoinRequest &request, State state);
    void connectNow();
    void onMessage(const Message &message);
    void onClosed();
    void onWelcome(const Welcome &welcome);
    void onMove(const Move &move);
    void onUndoAnswer(const UndoAnswer &answer);
    void onWaiting(const Waiting &where);
    void fail(LinkFailure failure, const QString &why);
    std::optional<int> undoTarget(Side side) const;

    JoinRequest m_request;
    State m_state = State::Idle;
    bool m_reconnecting = true;
    int m_version = ProtocolVersion;
    bool m_everWelcomed = false;
    bool m_awaitingWelcome = false; // the connection's hello is sent, its welcome not yet here
    Timeouts m_timeouts;
    int m_connectTimeoutMs = ConnectTimeoutMs;
    QString m_lastProblem;            // why the current connection is ending, for failed()
    PeerChannel *m_channel = nullptr; // child
    QTimer *m_retryTimer = nullptr;   // child
    QTimer *m_connectTimer = nullptr; // child
    Game m_game;
    Welcome m_welcome;
    bool m_opponentPresent = false;
    std::optional<RefusalReason> m_refusal;
    std::optional<UndoRequest> m_undoAsked;   // this side asked; waiting for the answer
    std::optional<UndoRequest> m_undoOffered; // the other asked; waiting for our answer
    // This side's move sent and not yet played back: the only move for this side the host
    // may play.
    std::optional<Move> m_sentMove;
    std::optional<Waiting> m_lastWaiting;
};

} // namespace tihbat::net
