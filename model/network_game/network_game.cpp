// SPDX-License-Identifier: GPL-3.0-or-later
#include "network_game/network_game.h"

#include "game/session/game_session.h"
#include "net/game_host.h"
#include "net/game_link.h"
#include "text/isolated_text.h"

namespace tihbat {

NetworkGame::NetworkGame(GameSession *session, net::GameHost *host, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_model(session->model())
    , m_host(host) {
    host->setParent(this);
    connect(host, &net::GameHost::movePlayed, this, &NetworkGame::mirror);
    connect(host, &net::GameHost::undone, this, &NetworkGame::takeBackTo);
    connect(host, &net::GameHost::undoRequested, this, [this] { emit undoRequested(otherName()); });
    connect(host, &net::GameHost::undoAnswered, this, [this](bool accepted) {
        if (!accepted)
            emit undoDeclined(otherName());
    });
    connect(host, &net::GameHost::guestJoined, this, [this](const QString &, bool returning) {
        showGame(m_host->game()); // with the guest's name
        setNotice({});
        setPresent(m_host->guestSide(), true, !returning && m_awaitedGuest.isEmpty());
    });
    connect(host, &net::GameHost::guestLeft, this, [this](const QString &name) {
        setNotice(leftNotice(name));
        setPresent(m_host->guestSide(), false);
    });
    connect(host, &net::GameHost::codeGuessing, this, [this](const QString &address) {
        //: A hosted network game: one computer keeps giving wrong join codes and is slowed
        //: down; %1 is its network address (192.168.1.23)
        setNotice(tr("Someone at %1 is trying codes. Tihbat slows them down.").arg(address));
    });
    showGame(host->game());
    //: A network game being hosted, before the friend joins; %1 is the join code
    setNotice(tr("Waiting for your friend to join with the code %1").arg(host->options().code));
    bindModel();
}

NetworkGame::NetworkGame(GameSession *session, net::GameLink *link, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_model(session->model())
    , m_link(link) {
    link->setParent(this);
    connect(link, &net::GameLink::welcomed, this, &NetworkGame::onWelcomed);
    // A class tournament's pupil between games: where it stands, until its next game.
    connect(link, &net::GameLink::waiting, this, [this](const net::Waiting &where) {
        setNotice(waitingText(where));
        setBetweenGames(where);
    });
    connect(link, &net::GameLink::movePlayed, this, &NetworkGame::mirror);
    connect(link, &net::GameLink::undone, this, &NetworkGame::takeBackTo);
    connect(link, &net::GameLink::undoRequested, this, [this] { emit undoRequested(otherName()); });
    connect(link, &net::GameLink::undoAnswered, this, [this](bool accepted) {
        if (!accepted)
            emit undoDeclined(otherName());
    });
    connect(link, &net::GameLink::presenceChanged, this,
            [this](Side side, const QString &name, bool here) {
                setNotice(here ? QString() : leftNotice(name));
                if (isWatching())
                    m_guestSide = side; // only the guest comes and goes while the host is there
                setPresent(side, here, here && !isAway(side));
                // A player named only now (the guest, to a watcher who came first): named on the
                // board and in what is said of the moves.
                if (!name.isEmpty() && m_session->model()->player(side).name != name)
                    showGame(truth());
            });
    connect(link, &net::GameLink::connectionLost, this, [this] {
        const std::optional<Side> host = knownHostSide();
        if (!host) {
            // Who of the two hosts is not known here: both are out of reach.
            //: A network game being watched: the connection to the host's computer was lost
            setNotice(tr("The connection to the game was lost; trying again…"));
            setPresent(Side::South, false);
            setPresent(Side::North, false);
            return;
        }
        setNotice(leftNotice(m_link->welcome().names[sideIndex(*host)]));
        setPresent(*host, false);
    });
    connect(link, &net::GameLink::failed, this, [this](net::LinkFailure failure, const QString &) {
        emit failed(failureText(failure, m_link->refusal()));
    });
    bindModel();
    if (link->state() == net::GameLink::State::Joined) { // welcomed before it was handed here
        if (isPupil() && !link->side()) {
            // No game yet: an empty board that nobody here plays, not the game that was on it.
            showGame(link->game());
            setNotice(link->lastWaiting() ? waitingText(*link->lastWaiting())
                                          //: A class tournament's pupil who has joined and
                                          //: has no game yet
                                          : tr("Waiting for your next game…"));
            setBetweenGames(link->lastWaiting());
        } else {
            onWelcomed(false);
        }
    }
}

void NetworkGame::showWhileRejoining(const Game &saved, const std::array<QString, 2> &names,
                                     Side side) {
    m_rejoiningAs = side;
    m_session->model()->setRelay(this);
    m_showing = true;
    // No side is this one's until the welcome: both are the network's meanwhile.
    m_session->model()->continueGame(setupFrom(saved.options(), names, std::nullopt), saved);
    m_showing = false;
    //: A network game this window was in, joined again after the program was started again;
    //: %1 is the host's name
    setNotice(tr("Joining %1's game again…").arg(isolated(names[sideIndex(opponent(side))])));
}

void NetworkGame::awaitReturnOf(const QString &name) {
    if (!m_host || name.isEmpty() || m_host->isGuestPresent())
        return;
    m_awaitedGuest = name;
    showGame(m_host->game());
    setNotice(leftNotice(name));
    setPresent(m_host->guestSide(), false);
}

std::optional<NetworkSeat> NetworkGame::seat() const {
    if (m_host) {
        if (!m_host->isListening())
            return std::nullopt;
        return NetworkSeat{NetworkSeat::Role::Host,
                           m_host->hostSide(),
                           m_host->options().hostName,
                           m_host->options().code,
                           {},
                           m_host->port(),
                           m_host->listenAddress().isLoopback()};
    }
    if (!m_link || isWatching())
        return std::nullopt;
    const std::optional<Side> side = m_link->side() ? m_link->side() : m_rejoiningAs;
    if (!side)
        return std::nullopt;
    const net::JoinRequest &request = m_link->request();
    return NetworkSeat{NetworkSeat::Role::Guest,
                       *side,
                       request.name,
                       request.code,
                       request.host,
                       request.port,
                       false};
}

bool NetworkGame::isPupil() const {
    return m_link && m_link->protocolVersion() == net::TournamentProtocolVersion;
}

QString NetworkGame::nextGameText() const {
    const std::optional<Side> side = m_link ? m_link->side() : std::nullopt;
    if (!side)
        return {};
    const QString you = *side == Side::South
                            //: A class tournament: the side a pupil plays in the next game
                            ? tr("you play South")
                            : tr("you play North");
    //: A class tournament's pupil: %1 is the other pupil's name, %2 "you play South" or
    //: "you play North"
    return tr("Your next game: against %1, %2").arg(isolated(otherName()), you);
}

QString NetworkGame::waitingText(const net::Waiting &where) {
    //: A class tournament's pupil: %1 is its place (1 for the leader), %2 how many play
    const QString place = tr("place %1 of %2").arg(where.place).arg(where.players);
    if (where.over)
        //: A class tournament's pupil after the last game; %1 is "place 2 of 9"
        return tr("The tournament is over — you have %n point(s), %1", nullptr, where.points)
            .arg(place);
    if (where.round == 0)
        return tr("Waiting for the tournament to begin…");
    //: A class tournament's pupil between games; %1 is the next round's number, %2 is
    //: "place 2 of 9"
    return tr("Waiting for round %1 — you have %n point(s), %2", nullptr, where.points)
        .arg(where.round + 1)
        .arg(place);
}

void NetworkGame::onWelcomed(bool returning) {
    setBetweenGames(std::nullopt);
    showGame(m_link->game());
    setNotice(m_link->isOpponentPresent() || isWatching() ? (isPupil() ? nextGameText() : QString())
                                                          : leftNotice(otherName()));
    // The host is here (it welcomed this side); for a watcher, the guest is as the host says,
    // once it has a name (a guest that never came has not left).
    const std::optional<Side> host = knownHostSide();
    for (const Side side : {Side::South, Side::North}) {
        const bool guest = host && side != *host && isWatching();
        setPresent(side, !guest || m_link->isOpponentPresent() ||
                             m_link->welcome().names[sideIndex(side)].isEmpty());
    }
    emit joined(returning);
}

void NetworkGame::setBetweenGames(const std::optional<net::Waiting> &where) {
    if (where == m_betweenGames)
        return;
    m_betweenGames = where;
    emit betweenGamesChanged();
}

std::optional<Side> NetworkGame::knownHostSide() const {
    if (m_host)
        return m_host->hostSide();
    if (!m_link)
        return std::nullopt;
    if (const std::optional<Side> local = m_link->side())
        return opponent(*local);
    if (m_guestSide)
        return opponent(*m_guestSide);
    // Before the guest's first join, the host is the one player named.
    const std::array<QString, 2> &names = m_link->welcome().names;
    if (names[0].isEmpty() != names[1].isEmpty())
        return names[0].isEmpty() ? Side::North : Side::South;
    return std::nullopt;
}

void NetworkGame::setPresent(Side side, bool here, bool first) {
    bool &away = m_away[sideIndex(side)];
    if (away == !here && !(here && first))
        return;
    const bool wasAway = away;
    away = !here;
    emit presenceChanged(side, !here               ? Presence::Left
                               : first && !wasAway ? Presence::Joined
                                                   : Presence::Back);
}

NetworkGame::~NetworkGame() {
    if (m_model && m_model->relay() == this)
        m_model->setRelay(nullptr);
    // Nothing they say on the way out is for this game any more.
    if (m_link) {
        m_link->disconnect(this);
        m_link->leave();
    }
    if (m_host) {
        m_host->disconnect(this);
        m_host->stop();
    }
}

// A new game begun here (New Game, a record played on) ends the network game.
void NetworkGame::bindModel() {
    connect(m_session->model(), &GameModel::gameReset, this, [this] {
        if (m_showing)
            return;
        if (m_session->model()->relay() != this) {
            if (m_link)
                m_link->leave();
            if (m_host)
                m_host->stop();
            emit ended();
            return;
        }
        // The same players again (Play Again at the end): the host begins the new game for
        // both; a joiner cannot, and its board goes back to the host's game until the host does.
        const GameModel *model = m_session->model();
        if (m_host && m_host->game().isOver() && model->game().plies() == 0 &&
            m_host->newGame(model->setup().rules)) {
            setNotice({});
        }
        showGame(truth());
    });
}

net::GameHost *NetworkGame::host() const {
    return m_host;
}

net::GameLink *NetworkGame::link() const {
    return m_link;
}

std::optional<Side> NetworkGame::localSide() const {
    if (m_host)
        return m_host->hostSide();
    return m_link ? m_link->side() : std::nullopt;
}

bool NetworkGame::isWatching() const {
    return m_link && m_link->request().role == net::Role::Watcher;
}

QString NetworkGame::otherName() const {
    const std::optional<Side> local = localSide();
    const Side other = local ? opponent(*local) : Side::North;
    if (m_host)
        return m_host->names()[sideIndex(other)];
    return m_link ? m_link->welcome().names[sideIndex(other)] : QString();
}

const Game &NetworkGame::truth() const {
    return m_host ? m_host->game() : m_link->game();
}

GameSetup NetworkGame::setupFrom(const RuleOptions &rules, const std::array<QString, 2> &names,
                                 std::optional<Side> local) const {
    GameSetup setup;
    setup.rules = rules;
    for (const Side side : {Side::South, Side::North}) {
        PlayerSetup &player = setup.players[sideIndex(side)];
        player.kind = side == local ? PlayerKind::Human : PlayerKind::Remote;
        player.name = names[sideIndex(side)];
    }
    return setup;
}

// The host's game as it stands, shown without animation (the first time, and after a
// reconnect or anything that does not follow from the moves here).
void NetworkGame::showGame(const Game &game) {
    const RuleOptions rules = game.options();
    std::array<QString, 2> names = m_host ? m_host->names() : m_link->welcome().names;
    if (m_host && names[sideIndex(m_host->guestSide())].isEmpty())
        names[sideIndex(m_host->guestSide())] = m_awaitedGuest;
    m_session->model()->setRelay(this);
    m_showing = true;
    m_session->model()->continueGame(setupFrom(rules, names, localSide()), game);
    m_showing = false;
}

void NetworkGame::mirror(const MoveStory &story) {
    GameModel *model = m_session->model();
    // Anything but the next move of the game here: show the host's game as it is.
    if (model->game().plies() + 1 != truth().plies() || !model->playRelayed(story.pit))
        showGame(truth());
}

void NetworkGame::takeBackTo(int plies) {
    GameModel *model = m_session->model();
    model->takeBack(model->game().plies() - plies);
    if (model->game().plies() != truth().plies())
        showGame(truth());
}

MoveError NetworkGame::relayPit(int pit) {
    if (m_host)
        return m_host->play(pit);
    return m_link ? m_link->play(pit) : MoveError::WrongSide;
}

bool NetworkGame::relayUndo() {
    if (m_host)
        return m_host->requestUndo();
    return m_link && m_link->requestUndo();
}

void NetworkGame::answerUndo(bool accept) {
    if (m_host)
        m_host->answerUndo(accept);
    else if (m_link)
        m_link->answerUndo(accept);
}

QString NetworkGame::leftNotice(const QString &name) {
    //: A network game: %1 is the other player's name
    return tr("%1 has left; waiting for them to come back").arg(isolated(name));
}

void NetworkGame::setNotice(const QString &notice) {
    if (notice == m_notice)
        return;
    m_notice = notice;
    emit noticeChanged(notice);
}

QString NetworkGame::failureText(net::LinkFailure failure,
                                 std::optional<net::RefusalReason> reason) {
    switch (failure) {
    case net::LinkFailure::Refused:
        if (reason == net::RefusalReason::Code)
            //: Joining a network game failed
            return tr("The code is not right. Ask the host for the code and try again.");
        if (reason == net::RefusalReason::Taken)
            //: Joining a network game failed: another player is already in the game
            return tr("Someone is already playing this game. You can join it as a watcher.");
        if (reason == net::RefusalReason::Full)
            return tr("This game has as many watchers as it can take.");
        if (reason == net::RefusalReason::Version)
            return tr("The host plays with another version of Tihbat.");
        if (reason == net::RefusalReason::SlowDown)
            //: Joining a network game failed: too many wrong codes came from this computer
            return tr("Too many wrong codes came from this computer. Wait a minute, then try "
                      "again.");
        return tr("The host refused to let you join.");
    case net::LinkFailure::NoAnswer:
        return tr("No answer from the host. Check the address and the port, and that the game "
                  "is still hosted.");
    case net::LinkFailure::ProtocolError:
        return tr("The other computer broke the rules of the network game; the link was closed.");
    case net::LinkFailure::BadRequest:
        return tr("Check your name, the code and the port.");
    }
    return {};
}

} // namespace tihbat
