// SPDX-License-Identifier: GPL-3.0-or-later
// One network game bound to a GameSession: the remote side is a PlayerKind::Remote player of
// the session's model, and this object is the model's MoveRelay. The person's pits and undo go
// to the GameHost (hosting) or the GameLink (joined, or watching); every move the host plays
// comes back by movePlayed and is played in the model as any move is, so every board bound to
// the session (SessionBoard) shows it with the same animation and sounds. No window connects a
// board to the network. The session's model keeps and autosaves the whole record as usual.
#pragma once

#include "game/session/game_model.h"
// Included, not forward-declared: lupdate 6.4 misreads `enum class LinkFailure : std::uint8_t;`
// and then files this class's texts without the tihbat:: namespace tr() looks them up under.
#include "net/game_link.h"
#include "net/message.h"

#include <QObject>
#include <QPointer>
#include <QString>

namespace tihbat {

class GameSession;

namespace net {
class GameHost;
} // namespace net

class NetworkGame : public QObject, public MoveRelay {
    Q_OBJECT
public:
    // Hosting: `host` has started (it becomes a child of this). The session shows its game at
    // once, the host's side played here.
    NetworkGame(GameSession *session, net::GameHost *host, QObject *parent = nullptr);
    // Joining or watching: `link` has been asked to join (it becomes a child of this); the
    // session shows the game once the host welcomes it.
    NetworkGame(GameSession *session, net::GameLink *link, QObject *parent = nullptr);
    // Leaves (a link) or stops hosting; the session's game stays, as a local game.
    ~NetworkGame() override;

    net::GameHost *host() const;
    net::GameLink *link() const;
    GameSession *session() const { return m_session; }
    // The side played here; none for a watcher.
    std::optional<Side> localSide() const;
    // The name of the player at the other end (empty before they are known).
    QString otherName() const;
    // What the game's state on the network is, in words ("… has left; waiting for them to come
    // back"); empty while both are here.
    QString notice() const { return m_notice; }
    bool isWatching() const;
    // Whose player is not connected now (left, or not back yet); false before the guest has
    // ever joined a hosted game.
    bool isAway(Side side) const { return m_away[sideIndex(side)]; }
    // A player came for the first time, left, or came back.
    enum class Presence : std::uint8_t { Joined, Left, Back };

    MoveError relayPit(int pit) override;
    bool relayUndo() override;
    // Where to go back to after a crash: a host's seat, or a guest's (a watcher has none).
    std::optional<NetworkSeat> seat() const override;
    // Joining again a game this window was in (GameLink::rejoin): shows `saved`, with these
    // names, while the host is awaited; nobody plays until the host welcomes this side back
    // as `side`.
    void showWhileRejoining(const Game &saved, const std::array<QString, 2> &names, Side side);
    // Hosting again after a crash: the guest this game had, `name`, is awaited by name (on the
    // board and in the notice) until a guest joins.
    void awaitReturnOf(const QString &name);
    // The person's answer to the other player's undo request (undoRequested).
    void answerUndo(bool accept);
    // Whether this is a class tournament's pupil (joined with TournamentProtocolVersion).
    bool isPupil() const;
    // "Waiting for round 3 — you have 4 points, place 2 of 9" and the like.
    static QString waitingText(const net::Waiting &where);
    // A pupil between games: where it stands (none while it plays, or before the host said).
    const std::optional<net::Waiting> &betweenGames() const { return m_betweenGames; }
    // Why joining failed, in the person's language.
    static QString failureText(net::LinkFailure failure, std::optional<net::RefusalReason> reason);

signals:
    void noticeChanged(const QString &notice);
    // `side`'s player joined, left or came back (isAway says who is gone).
    void presenceChanged(tihbat::Side side, tihbat::NetworkGame::Presence presence);
    // The other player asks to take moves back; answer with answerUndo().
    void undoRequested(const QString &name);
    // The other player said no to this side's undo request.
    void undoDeclined(const QString &name);
    // Joining failed for good; `message` says why, translated.
    void failed(const QString &message);
    // The host welcomed the link (the first time, or back after a lost connection).
    void joined(bool returning);
    // The session's game is no longer this network game (a new game was begun here).
    void ended();
    // A pupil's game ended and it waits for its next one, or its next game began (betweenGames).
    void betweenGamesChanged();

private:
    // "Your next game: against Amina, you play South" (a pupil's game, welcomed).
    QString nextGameText() const;
    void bindModel();
    void onWelcomed(bool returning);
    void showGame(const Game &game);
    void mirror(const MoveStory &story);
    void takeBackTo(int plies);
    void setNotice(const QString &notice);
    void setBetweenGames(const std::optional<net::Waiting> &where);
    // `side`'s player is here or not; `first`: here for the first time.
    void setPresent(Side side, bool here, bool first = false);
    // The side the host plays, if this side can tell (a watcher that came after the guest and
    // has heard nothing of either cannot).
    std::optional<Side> knownHostSide() const;
    // "<name> has left; waiting for them to come back".
    static QString leftNotice(const QString &name);
    GameSetup setupFrom(const RuleOptions &rules, const std::array<QString, 2> &names,
                        std::optional<Side> local) const;
    const Game &truth() const;

    GameSession *m_session = nullptr; // not owned; outlives this or deletes it with itself
    QPointer<GameModel> m_model;      // the session's: gone first when the session owns this
    QPointer<net::GameHost> m_host;   // child, when hosting
    QPointer<net::GameLink> m_link;   // child, when joined
    QString m_notice;
    std::optional<net::Waiting> m_betweenGames;
    std::optional<Side> m_rejoiningAs; // the side a rejoining guest played before its welcome
    QString m_awaitedGuest;            // the guest a host hosting again waits for
    bool m_showing = false;            // the model is being reset to the host's game here
    std::array<bool, 2> m_away{};      // isAway
    std::optional<Side> m_guestSide;   // a watcher's: the side a presence message was about
};

} // namespace tihbat
