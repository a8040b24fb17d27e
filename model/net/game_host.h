// SPDX-License-Identifier: GPL-3.0-or-later
// A hosted game: listens on a TCP port, owns the authoritative game, takes one opponent (the
// guest, who must give the join code) and up to MaxWatchers watchers, and sends every change to
// all of them. Every move, the host's own too, goes through the host, which checks it by the
// core's rules; a refused move or message leaves the game as it was. A guest who drops may
// come back with the same code and goes on from where the game is. Nothing listens before
// start() nor after stop().
#pragma once

#include "code_guard.h"
#include "core/game.h"
#include "host_options.h"
#include "message.h"
#include "protocol.h"
#include "record/record.h"

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>

class QTcpServer;

namespace tihbat::net {

class PeerChannel;

class GameHost : public QObject {
    Q_OBJECT
public:
    explicit GameHost(QObject *parent = nullptr);
    ~GameHost() override;

    // Where to listen; by default every address (IPv4 and IPv6). Tests use QHostAddress::LocalHost.
    // Takes effect at the next start().
    void setListenAddress(const QHostAddress &address) { m_listenAddress = address; }
    QHostAddress listenAddress() const { return m_listenAddress; }
    // The time limits of every connection (tests shorten them); for connections made later.
    void setTimeouts(const Timeouts &timeouts) { m_timeouts = timeouts; }

    // Starts hosting a new game with these options on `port` (0: a free port the system
    // chooses; see port()). Returns false, with errorString() saying why, if the options are
    // not valid (name, code, rules) or the port cannot be listened on.
    bool start(const HostOptions &options, quint16 port = 0);
    // The same, going on with a game already under way (a saved game, or the game of a host
    // that was closed and hosted again): its rules are the game's; it must start from the
    // normal start position and hold at most MaxGamePlies moves.
    bool start(const HostOptions &options, const Game &game, quint16 port = 0);
    // Says bye to every peer, closes every connection and stops listening. The game stays.
    void stop();
    // Starts a new game with these rules for the same players and watchers (Play Again): every
    // client is welcomed again with the empty game. False, changing nothing, if not hosting or
    // the rules are not valid.
    bool newGame(const RuleOptions &rules);

    bool isListening() const;
    quint16 port() const;
    QString errorString() const { return m_error; }
    const HostOptions &options() const { return m_options; }

    // The game as it stands: the one truth both players and every watcher are shown.
    const Game &game() const { return m_game; }
    Side hostSide() const { return m_options.hostSide; }
    Side guestSide() const { return opponent(m_options.hostSide); }
    // The players' names by sideIndex; the guest's is empty until a guest has joined.
    const std::array<QString, 2> &names() const { return m_names; }
    // The game as a record (rules, moves, the names in the South and North tags), to save.
    record::GameRecord record() const;

    bool isGuestPresent() const { return m_guest != nullptr; }
    int watcherCount() const;
    // Connections still in their handshake (for tests of a flood of connections).
    int pendingCount() const;

    // Whether the host's side is to move (and the game not over).
    bool isHostToMove() const;
    // Whether an undo asked by either side waits for its answer.
    bool isUndoPending() const { return m_undo.has_value(); }

public slots:
    // The host's own player plays a pit. A move for the guest's side, an illegal move or a
    // move while an undo waits is refused: nothing changes, nothing is sent, and the error
    // says why (MoveError::WrongSide for the guest's turn). Otherwise movePlayed is emitted.
    MoveError play(int pit);
    // The host asks the guest to take back the host's last move (and the guest's moves after
    // it). Returns false, sending nothing, if the host has no move to take back, no guest is
    // there or an undo waits already. The answer comes as undoAnswered (and undone).
    bool requestUndo();
    // Answers the guest's request (undoRequested). Ignored if none waits.
    void answerUndo(bool accept);

signals:
    // A move was played, by either side; game() includes it. Every client has been sent it.
    void movePlayed(const tihbat::MoveStory &story);
    // The game was taken back to `plies` moves (an undo both players agreed to).
    void undone(int plies);
    // The guest asks to take back its last move: the game would go back to `to` moves.
    // Answer with answerUndo().
    void undoRequested(int to);
    // The guest answered the host's undo request; an accepted one is followed by undone.
    void undoAnswered(bool accepted);
    // The guest joined, the first time or coming back (`returning`).
    void guestJoined(const QString &name, bool returning);
    // The guest's connection ended (bye, closed, killed, silent too long). The game waits:
    // a guest with the code may come back. The GUI says "<name> has left; waiting for them to
    // come back".
    void guestLeft(const QString &name);
    void watcherCountChanged(int count);
    // Someone at `address` keeps giving wrong codes: their hellos are refused "slow-down" for
    // a while. Told once each time an address runs out of tries ("someone at 192.168.1.23 is
    // trying codes").
    void codeGuessing(const QString &address);
    // A connection or one of its messages was refused (wrong code, a second player, garbage,
    // a move out of turn, ...). For logs and tests; the game is as it was.
    void refused(tihbat::net::RefusalReason reason, const QString &peer);

private:
    void onNewConnection();
    void onMessage(PeerChannel *channel, const Message &message);
    void onClosed(PeerChannel *channel);
    void onHello(PeerChannel *channel, const Hello &hello);
    void onGuestMove(const Move &move);
    void onGuestUndo(const UndoRequest &request);
    void onGuestUndoAnswer(const UndoAnswer &answer);
    void refuse(PeerChannel *channel, RefusalReason reason, std::optional<int> ply = {},
                bool drop = false);
    std::variant<MoveStory, MoveError> apply(int pit);
    void takeBack(int to);
    Welcome welcomeFor(std::optional<Side> side) const;
    void broadcast(const Message &message, PeerChannel *except = nullptr);
    // The ply to go back to for an undo asked by `side`: before its last move; none if it has
    // no move to take back.
    std::optional<int> undoTarget(Side side) const;

    QTcpServer *m_server = nullptr; // child
    QHostAddress m_listenAddress = QHostAddress::Any;
    Timeouts m_timeouts;
    HostOptions m_options;
    Game m_game;
    std::array<QString, 2> m_names;
    bool m_guestEverJoined = false;
    QString m_error;
    PeerChannel *m_guest = nullptr; // one of m_watchers' siblings: a child channel
    QList<PeerChannel *> m_watchers;
    QList<PeerChannel *> m_pending; // before their hello, oldest first
    CodeGuard m_codeGuard;
    struct PendingUndo {
        Side asker = Side::South;
        int ply = 0;
        int to = 0;
    };
    std::optional<PendingUndo> m_undo;
};

} // namespace tihbat::net
