// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/network_actions.h"

#include "board/board_view.h"
#include "classroom/presentation_window.h"
#include "game/session/game_model.h"
#include "game/session/game_session.h"
#include "net/game_announcer.h"
#include "net/game_host.h"
#include "net/game_link.h"
#include "network/between_games_card.h"
#include "network/game_name_label.h"
#include "network/network_dialog.h"
#include "network/presence_on_board.h"
#include "network/undo_question.h"
#include "network_game/network_game.h"
#include "speech/read_aloud.h"
#include "text/isolated_text.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace tihbat {

namespace {
constexpr int MessageTimeout = 6000; // ms a declined undo stays in the status bar
}

NetworkActions::NetworkActions(QMainWindow *window, GameSession *session, BoardView *board)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_board(board)
    , m_action(new QAction(window))
    , m_notice(new QLabel) {
    m_action->setObjectName("networkAction");
    connect(m_action, &QAction::triggered, this, &NetworkActions::open);
    m_notice->setObjectName("networkNotice");
    m_notice->setTextFormat(Qt::PlainText); // it carries a name from the network
    m_notice->hide();
    window->statusBar()->addPermanentWidget(m_notice);
    m_gameName = new GameNameLabel(GameNameLabel::Form::StatusBar);
    window->statusBar()->addPermanentWidget(m_gameName);
    window->installEventFilter(this);
    retranslateUi();
}

NetworkGame *NetworkActions::game() const {
    return m_game;
}

NetworkDialog *NetworkActions::dialog() const {
    return m_dialog;
}

void NetworkActions::open() {
    if (m_dialog) {
        m_dialog->show(); // hidden once a friend has joined
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    m_dialog = new NetworkDialog(m_window, m_loopbackOnly);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &NetworkDialog::hosted, this,
            [this](net::GameHost *hosted) { host(hosted, m_loopbackOnly); });
    connect(m_dialog, &NetworkDialog::joined, this, [this](net::GameLink *link, JoinPage::Way way) {
        if (way == JoinPage::Way::Projector)
            watch(link);
        else
            play(new NetworkGame(m_session, link, this));
    });
    connect(m_dialog, &NetworkDialog::stopHosting, this, [this] {
        if (m_game && m_game->host())
            //: Status bar after Stop Hosting
            keepLocally(m_game, tr("You stopped hosting; the game goes on here."));
    });
    // While a game is hosted here, the dialog shows it again: the code, who joined, Stop.
    if (m_game && m_game->host())
        m_dialog->showHosted(m_game->host());
    m_dialog->show();
}

void NetworkActions::resume(const SavedGame &saved) {
    Q_ASSERT(saved.network);
    const NetworkSeat &seat = *saved.network;
    if (seat.role == NetworkSeat::Role::Guest) {
        auto *link = new net::GameLink;
        auto *game = new NetworkGame(m_session, link, this);
        game->showWhileRejoining(
            saved.game, {saved.setup.players[0].name, saved.setup.players[1].name}, seat.side);
        play(game);
        link->rejoin({seat.address, seat.port, net::Role::Player, seat.code, seat.name});
        return;
    }
    net::HostOptions options;
    options.rules = saved.game.options();
    options.hostSide = seat.side;
    options.hostName = seat.name;
    options.code = seat.code;
    auto *hosted = new net::GameHost(this);
    const bool loopbackOnly = seat.loopbackOnly || m_loopbackOnly;
    if (loopbackOnly)
        hosted->setListenAddress(QHostAddress::LocalHost);
    // The same port: the guest's window, if it is still there, keeps trying it.
    if (!hosted->start(options, saved.game, seat.port)) {
        //: At start, a network game this computer hosted could not be hosted again; %1 is the
        //: system's reason (in English)
        const QString why = tr("The network game could not be hosted again (%1); it goes on here.")
                                .arg(hosted->errorString());
        delete hosted;
        // Saved again at once, without the seat: a start after this does not try again.
        m_session->model()->continueGame(saved.setup, saved.game);
        sayUntilAnotherGame(why);
        return;
    }
    host(hosted, loopbackOnly);
    m_game->awaitReturnOf(saved.setup.players[sideIndex(opponent(seat.side))].name);
}

// The window's session plays the game `hosted` hosts.
void NetworkActions::host(net::GameHost *hosted, bool loopbackOnly) {
    auto *game = new NetworkGame(m_session, hosted, this);
    // Announced on the local network while it is hosted.
    if (!loopbackOnly)
        (new net::GameAnnouncer(game))->start(hosted);
    play(game);
}

void NetworkActions::showNotice(const QString &notice) {
    if (notice != m_notice->text())
        ReadAloud::shared().say(notice); // "Amina has left…" heard as it is shown
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
}

void NetworkActions::keepLocally(NetworkGame *game, const QString &why) {
    GameModel *model = m_session->model();
    game->disconnect(this);
    if (model->relay() == game)
        model->setRelay(nullptr);
    game->deleteLater(); // it is telling of its failure right now
    GameSetup setup = model->setup();
    for (PlayerSetup &player : setup.players)
        if (player.kind == PlayerKind::Remote)
            player.kind = PlayerKind::Human;
    // Saved again at once, without the seat: a start after this does not try again.
    model->continueGame(setup, model->game());
    sayUntilAnotherGame(why);
}

void NetworkActions::sayUntilAnotherGame(const QString &why) {
    showNotice(why);
    connect(
        m_session->model(), &GameModel::gameReset, m_notice, [this] { showNotice({}); },
        Qt::SingleShotConnection);
}

// The window's session plays `game`, in place of any network game before it.
void NetworkActions::play(NetworkGame *game) {
    if (m_game && m_game != game)
        delete m_game;
    m_game = game;
    const auto showNotice = [this](const QString &notice) { this->showNotice(notice); };
    m_gameName->follow(game);
    connect(game, &NetworkGame::noticeChanged, this, showNotice);
    showNotice(game->notice());
    connect(game, &NetworkGame::failed, this,
            [this, game](const QString &why) { keepLocally(game, why); });
    connect(game, &NetworkGame::undoRequested, this, &NetworkActions::askUndo);
    new PresenceOnBoard(game, m_board);
    new BetweenGamesCard(game, m_board);
    connect(
        game, &NetworkGame::presenceChanged, this,
        [this, game](Side side, NetworkGame::Presence presence) {
            if (presence != NetworkGame::Presence::Joined || !game->host())
                return;
            //: Status bar of the host's window: %1 is the friend's name
            m_window->statusBar()->showMessage(
                tr("%1 has joined the game.").arg(isolated(m_session->model()->player(side).name)),
                MessageTimeout);
        });
    connect(game, &NetworkGame::undoDeclined, this, [this](const QString &name) {
        //: A network game: %1 is the other player's name
        m_window->statusBar()->showMessage(
            tr("%1 does not want to take the move back.").arg(isolated(name)), MessageTimeout);
    });
    connect(game, &NetworkGame::ended, this, [game, showNotice] {
        showNotice({});
        game->deleteLater();
    });
    // Each player sees the board from their own side (a rejoining guest's, once welcomed).
    m_board->setFlipped(game->localSide() == Side::North);
    connect(game, &NetworkGame::joined, m_board,
            [this, game] { m_board->setFlipped(game->localSide() == Side::North); });
}

// The projector watches a hosted game in a presentation window of its own session.
void NetworkActions::watch(net::GameLink *link) {
    auto *window = new PresentationWindow(m_window);
    auto *session = new GameSession(window);
    auto *title = new GameNameLabel(GameNameLabel::Form::Title);
    auto *game = new NetworkGame(session, link, session);
    title->follow(game);
    // Who has left, on the projector's board too: it never just stops.
    new PresenceOnBoard(game, window->board());
    window->setTitleLine(title);
    window->presentGame(session);
    // A long move walked at the class's pace must not leave the projector behind the game.
    window->lesson()->setCatchingUp(true);
    window->showOn(m_window->screen());
}

// A card on the board that blocks nothing: the game waits for the answer (the host holds the
// undo), and the card goes when the question no longer applies (UndoQuestion).
void NetworkActions::askUndo() {
    if (m_game)
        UndoQuestion::ask(m_game, m_board);
}

void NetworkActions::retranslateUi() {
    //: Game menu: host a game or join one on another computer
    m_action->setText(tr("P&lay over the Network…"));
}

bool NetworkActions::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
