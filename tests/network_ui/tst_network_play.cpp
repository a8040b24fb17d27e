// SPDX-License-Identifier: GPL-3.0-or-later
// Play over the Network between two game windows in one process, offscreen, over the loopback
// only: one hosts and the other joins through the dialog (the fields filled and the buttons
// clicked as a person would), and a whole game is played by clicks on both boards; a click out
// of turn is refused on the board in the other player's name and nothing is sent; the host
// says who has left when the joiner's window goes, and play resumes when a new window joins
// with the same code; undo is asked of the other player and done when they agree; a wrong code
// is said in the dialog, which stays open; and a presentation window, opened from the View menu,
// watches every move.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "classroom/presentation_window.h"
#include "common/question_card.h"
#include "game/session/animation_speed.h"
#include "game/session/game_session.h"
#include "game/session/saved_game.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "net/game_host.h"
#include "net/game_link.h"
#include "network/network_actions.h"
#include "network/network_dialog.h"
#include "network_game/network_game.h"
#include "network_windows.h"
#include "play/main_window.h"
#include "text/isolated_text.h"
#include "viewer/session_board.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace tihbat;
using namespace tihbat::testing;

namespace {

const QString HostName = QStringLiteral("Amina");
const QString GuestName = QStringLiteral("Youssef");

// The undo question up on `w`'s board, if any.
QuestionCard *undoCard(Window &w) {
    for (auto *card : w.window.findChildren<QuestionCard *>(QStringLiteral("undoQuestion")))
        if (card->isVisible() && !card->isClosed())
            return card;
    return nullptr;
}

bool join(Window &w, net::GameHost *host, const QString &name) {
    askToJoin(w, host->port(), host->options().code, name);
    return QTest::qWaitFor([&] { return w.network->game() && w.network->game()->link(); }, NetMs);
}

// The side to move plays its first legal pit by a click on its own window's board; true once
// both windows show the move.
bool playOne(Window &hosting, Window &joined, Side hostSide) {
    const Game &game = hosting.model()->game();
    Window &mover = game.position().toMove == hostSide ? hosting : joined;
    const std::vector<int> legal = game.legalMoves();
    const int plies = game.plies();
    // A click while a move is being shown only finishes the showing, as for a person.
    if (!QTest::qWaitFor([&] { return !mover.window.board()->isBusy(); }, NetMs))
        return false;
    clickPit(*mover.window.board(), legal.at(static_cast<std::size_t>(plies) % legal.size()));
    return QTest::qWaitFor(
        [&] {
            return hosting.model()->game().plies() > plies &&
                   joined.model()->game().plies() == hosting.model()->game().plies();
        },
        NetMs);
}

} // namespace

class TestNetworkPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatNetworkPlayTest")); }
    void init() {
        QSettings().clear();
        QSettings().setValue("view/dropDuration", dropDuration(AnimationSpeed::Instant));
    }

    void wholeGameByClicksOnBothBoards() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h);
        // The dialog shows where to join and the code.
        QCOMPARE(child<QLabel>(a.network->dialog(), "hostedCode")->text(), h->options().code);
        QVERIFY(child<QLabel>(a.network->dialog(), "hostedAddress")
                    ->text()
                    .contains(QString::number(h->port())));
        QVERIFY(join(b, h, GuestName));
        // Each side plays its own side; the other is the remote player, named.
        QCOMPARE(a.model()->player(Side::South).kind, PlayerKind::Human);
        QCOMPARE(a.model()->player(Side::North).kind, PlayerKind::Remote);
        QCOMPARE(b.model()->player(Side::North).kind, PlayerKind::Human);
        QCOMPARE(b.model()->player(Side::South).kind, PlayerKind::Remote);
        QTRY_COMPARE_WITH_TIMEOUT(a.model()->player(Side::North).name, GuestName, NetMs);
        QCOMPARE(b.model()->player(Side::South).name, HostName);
        QVERIFY(b.window.board()->isFlipped());
        QVERIFY(!a.window.board()->isFlipped());
        QVERIFY(a.notice().isEmpty());

        for (int i = 0; i < 4; ++i)
            QVERIFY(playOne(a, b, Side::South));
        // Both sides autosave the game as it stands.
        QString error;
        const auto savedA = savedgame::read(dir.filePath("a.json"), &error);
        const auto savedB = savedgame::read(dir.filePath("b.json"), &error);
        QVERIFY2(savedA && savedB, qPrintable(error));
        QCOMPARE(savedA->game.moves(), a.model()->game().moves());
        QCOMPARE(savedB->game.moves(), a.model()->game().moves());

        for (int i = 0; i < 400 && !a.model()->isOver(); ++i)
            QVERIFY(playOne(a, b, Side::South));
        QVERIFY(a.model()->isOver());
        QVERIFY(b.model()->isOver());
        QCOMPARE(b.model()->game().moves(), a.model()->game().moves());
        QCOMPARE(a.model()->game().moves(), h->game().moves());
        QCOMPARE(b.model()->outcome()->finalScore, a.model()->outcome()->finalScore);

        // Play Again on the joiner's result card cannot begin a game: its board keeps the
        // host's. On the host's, a new game begins for both, the other side first.
        const auto playAgain = [](Window &w) {
            QPushButton *button = nullptr;
            if (!QTest::qWaitFor(
                    [&] {
                        button = w.window.findChild<QPushButton *>("resultCardPlayAgain");
                        return button && button->isVisible();
                    },
                    NetMs))
                return false;
            button->click();
            return true;
        };
        QVERIFY(playAgain(b));
        QVERIFY(b.model()->isOver());
        QCOMPARE(b.model()->game().moves(), h->game().moves());
        QVERIFY(playAgain(a));
        QTRY_COMPARE_WITH_TIMEOUT(h->game().plies(), 0, NetMs);
        QTRY_COMPARE_WITH_TIMEOUT(b.model()->game().plies(), 0, NetMs);
        QCOMPARE(a.model()->game().plies(), 0);
        QCOMPARE(h->game().options().firstToMove, Side::North);
        QCOMPARE(b.model()->game().position().toMove, Side::North);
        QVERIFY(playOne(a, b, Side::South));
        QCOMPARE(b.model()->game().moves(), h->game().moves());
    }

    void clickOutOfTurnIsRefusedHere() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h && join(b, h, GuestName));
        // South (the host) is to move: the joiner's click on its own pit is refused by its
        // board in the host's name, and nothing reaches the host.
        clickPit(*b.window.board(), Pita);
        const QString said = b.window.statusBar()->currentMessage();
        QCOMPARE(said, GameTexts::refusal(b.model()->setup(), b.model()->position(), Pita,
                                          MoveError::WrongSide));
        QVERIFY2(said.contains(isolated(HostName)), qPrintable(said));
        // Nor may the host play the guest's pit.
        clickPit(*a.window.board(), Pita);
        QVERIFY2(a.window.statusBar()->currentMessage().contains(isolated(GuestName)),
                 qPrintable(a.window.statusBar()->currentMessage()));
        QTest::qWait(0);
        QCOMPARE(h->game().plies(), 0);
        QCOMPARE(b.model()->game().plies(), 0);
    }

    void leavingIsSaidAndPlayResumesWithTheSameCode() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json"));
        auto b = std::make_unique<Window>(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h && join(*b, h, GuestName));
        QVERIFY(playOne(a, *b, Side::South));
        QVERIFY(playOne(a, *b, Side::South));
        b.reset(); // the joiner's window goes
        QTRY_COMPARE_WITH_TIMEOUT(
            a.notice(),
            QStringLiteral("%1 has left; waiting for them to come back").arg(isolated(GuestName)),
            NetMs);
        QCOMPARE(a.model()->game().plies(), 2); // the game stays
        // The host's person cannot play for the friend meanwhile.
        QVERIFY(!a.window.findChild<SessionBoard *>()->mayPlay(Side::North));

        Window c(dir.filePath("c.json"));
        QVERIFY(join(c, h, GuestName));
        QCOMPARE(c.model()->game().moves(), a.model()->game().moves());
        QTRY_VERIFY_WITH_TIMEOUT(a.notice().isEmpty(), NetMs);
        QVERIFY(playOne(a, c, Side::South));
        QVERIFY(playOne(a, c, Side::South));
        QCOMPARE(c.model()->game().moves(), h->game().moves());
    }

    // The host's window goes (quit, or its program ended) and is opened again on its autosave:
    // it hosts the game again on the same port with the same code, names the guest it waits
    // for at once, and the guest's window, trying again meanwhile, comes back to it.
    void hostOpenedAgainHostsTheSameGame() {
        QTemporaryDir dir;
        const QString hostSave = dir.filePath("a.json");
        auto a = std::make_unique<Window>(hostSave);
        Window b(dir.filePath("b.json"));
        net::GameHost *h = host(*a, HostName);
        QVERIFY(h && join(b, h, GuestName));
        const quint16 port = h->port();
        const QString code = h->options().code;
        QVERIFY(playOne(*a, b, Side::South));
        QVERIFY(playOne(*a, b, Side::South));
        const std::vector<int> moves = a->model()->game().moves();
        a.reset();
        QTRY_COMPARE_WITH_TIMEOUT(
            b.notice(),
            QStringLiteral("%1 has left; waiting for them to come back").arg(isolated(HostName)),
            NetMs);
        QString error;
        const auto saved = savedgame::read(hostSave, &error);
        QVERIFY2(saved && saved->network, qPrintable(error));
        QCOMPARE(saved->network->role, NetworkSeat::Role::Host);
        QCOMPARE(saved->network->port, port);
        QCOMPARE(saved->network->code, code);
        QVERIFY(saved->network->loopbackOnly);

        Window c(hostSave);
        QVERIFY(c.network->game() && c.network->game()->host());
        net::GameHost *again = c.network->game()->host();
        QCOMPARE(again->port(), port);
        QCOMPARE(again->options().code, code);
        QCOMPARE(again->game().moves(), moves);
        // Before the guest is back, the board and the notice name them.
        QCOMPARE(c.model()->player(Side::North).name, GuestName);
        QCOMPARE(
            c.notice(),
            QStringLiteral("%1 has left; waiting for them to come back").arg(isolated(GuestName)));
        QTRY_VERIFY_WITH_TIMEOUT(again->isGuestPresent(), NetMs);
        QTRY_VERIFY_WITH_TIMEOUT(c.notice().isEmpty(), NetMs);
        QTRY_VERIFY_WITH_TIMEOUT(b.notice().isEmpty(), NetMs);
        QVERIFY(playOne(c, b, Side::South));
        QVERIFY(playOne(c, b, Side::South));
        QCOMPARE(b.model()->game().moves(), again->game().moves());
    }

    void undoIsAskedOfTheOtherPlayer() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h && join(b, h, GuestName));
        QVERIFY(playOne(a, b, Side::South));
        QVERIFY(playOne(a, b, Side::South));
        QVERIFY(playOne(a, b, Side::South)); // the host's second move; the guest is to move
        const std::vector<int> before = a.model()->game().moves();

        // Asked on the guest's board, in the host's name, for a screen reader too.
        child<QAction>(&a.window, "undoAction")->trigger();
        QuestionCard *card = nullptr;
        QVERIFY(QTest::qWaitFor([&] { return (card = undoCard(b)) != nullptr; }, NetMs));
        QVERIFY(card->question()->text().contains(isolated(HostName)));
        QCOMPARE(card->accessibleName(), card->question()->text());
        QCOMPARE(card->accessibleDescription(), card->details()->text());
        QCOMPARE(card->question()->textFormat(), Qt::PlainText);
        QVERIFY(!undoCard(a));
        // The game waits: the guest's click on a pit is not played meanwhile.
        QVERIFY(h->isUndoPending());
        clickPit(*b.window.board(), b.model()->game().legalMoves().front());
        QTest::qWait(0);
        QCOMPARE(h->game().moves(), before);

        // Declined: nothing changes, and the card is gone.
        QTest::mouseClick(child<QPushButton>(card, "declineUndoButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!h->isUndoPending(), NetMs);
        QVERIFY(!undoCard(b));
        QCOMPARE(a.model()->game().moves(), before);
        QCOMPARE(b.model()->game().moves(), before);
        QTRY_VERIFY_WITH_TIMEOUT(
            a.window.statusBar()->currentMessage().contains(isolated(GuestName)), NetMs);

        // Agreed: both go back to before the host's last move.
        child<QAction>(&a.window, "undoAction")->trigger();
        QVERIFY(QTest::qWaitFor([&] { return (card = undoCard(b)) != nullptr; }, NetMs));
        QTest::mouseClick(child<QPushButton>(card, "agreeUndoButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(a.model()->game().plies(), 2, NetMs);
        QTRY_COMPARE_WITH_TIMEOUT(b.model()->game().plies(), 2, NetMs);
        QCOMPARE(b.model()->game().moves(), h->game().moves());
        QVERIFY(!undoCard(b));
        QVERIFY(playOne(a, b, Side::South)); // and play goes on
    }

    // The keys of the card: it has the keyboard when it comes, Tab goes round its two buttons,
    // Escape and Alt+D decline, Enter agrees.
    void undoQuestionByKeyboard() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h && join(b, h, GuestName));
        for (int i = 0; i < 3; ++i)
            QVERIFY(playOne(a, b, Side::South));
        const std::vector<int> before = a.model()->game().moves();
        b.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&b.window));
        child<QAction>(&a.window, "undoAction")->trigger();
        QuestionCard *card = nullptr;
        QVERIFY(QTest::qWaitFor([&] { return (card = undoCard(b)) != nullptr; }, NetMs));
        auto *agree = child<QPushButton>(card, "agreeUndoButton");
        auto *decline = child<QPushButton>(card, "declineUndoButton");
        QCOMPARE(QApplication::focusWidget(), agree);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), decline);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), agree);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!h->isUndoPending(), NetMs);
        QCOMPARE(h->game().moves(), before);
        // Decline's mnemonic (Alt+D) answers too.
        child<QAction>(&a.window, "undoAction")->trigger();
        QVERIFY(QTest::qWaitFor([&] { return (card = undoCard(b)) != nullptr; }, NetMs));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_D, Qt::AltModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!h->isUndoPending(), NetMs);
        QVERIFY(!undoCard(b));
        QCOMPARE(h->game().moves(), before);

        child<QAction>(&a.window, "undoAction")->trigger();
        QVERIFY(QTest::qWaitFor([&] { return (card = undoCard(b)) != nullptr; }, NetMs));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(h->game().plies(), 2, NetMs);
        QTRY_COMPARE_WITH_TIMEOUT(b.model()->game().plies(), 2, NetMs);
    }

    // A question that no longer applies does not stay: the guest who asked leaves (the host's
    // card goes), and the host who asked ends the network game (the guest's card goes).
    void undoQuestionGoesWhenItNoLongerApplies() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json"));
        auto b = std::make_unique<Window>(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h && join(*b, h, GuestName));
        for (int i = 0; i < 3; ++i)
            QVERIFY(playOne(a, *b, Side::South));
        const std::vector<int> before = a.model()->game().moves();
        child<QAction>(&b->window, "undoAction")->trigger();
        QVERIFY(QTest::qWaitFor([&] { return undoCard(a) != nullptr; }, NetMs));
        QVERIFY(undoCard(a)->question()->text().contains(isolated(GuestName)));
        b.reset(); // the guest's window goes with its request
        QTRY_VERIFY_WITH_TIMEOUT(!undoCard(a), NetMs);
        QVERIFY(!h->isUndoPending());
        QCOMPARE(a.model()->game().moves(), before);

        Window c(dir.filePath("c.json"));
        QVERIFY(join(c, h, GuestName));
        child<QAction>(&a.window, "undoAction")->trigger();
        QVERIFY(QTest::qWaitFor([&] { return undoCard(c) != nullptr; }, NetMs));
        // The host begins another game of its own: the network game ends for both.
        a.model()->newGame(Settings::newGameSetup());
        QTRY_VERIFY_WITH_TIMEOUT(!undoCard(c), NetMs);
        QCOMPARE(c.model()->game().moves(), before);
    }

    void wrongCodeIsSaidAndTheDialogStaysOpen() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h);
        const QString wrong = h->options().code == "AAAAAA" ? "BBBBBB" : "AAAAAA";
        askToJoin(b, h->port(), wrong, GuestName);
        QLabel *error = child<QLabel>(b.network->dialog(), "joinError");
        QTRY_VERIFY_WITH_TIMEOUT(error->isVisible(), NetMs);
        QCOMPARE(error->text(),
                 NetworkGame::failureText(net::LinkFailure::Refused, net::RefusalReason::Code));
        QVERIFY(b.network->dialog()->isVisible());
        QVERIFY(!b.network->game());
        QCOMPARE(h->isGuestPresent(), false);
    }

    // A real joiner, a headless computer player (tihbat-cli join), killed with SIGKILL in the
    // middle: the host's window says it has left and keeps the game; a new one joining with the
    // same code goes on with it, and the host's window never stopped answering.
    void killedJoinerComesBackWithTheSameCode() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h);
        const QStringList arguments{"join",    QStringLiteral("127.0.0.1:%1").arg(h->port()),
                                    "--code",  h->options().code,
                                    "--level", "easy",
                                    "--name",  GuestName};
        QProcess first;
        first.start(TIHBAT_CLI_BINARY, arguments);
        QTRY_VERIFY_WITH_TIMEOUT(h->isGuestPresent(), NetMs);
        // The host plays by clicks; the headless joiner answers each move.
        for (int i = 0; i < 2; ++i) {
            QVERIFY(QTest::qWaitFor([&] { return !a.window.board()->isBusy(); }, NetMs));
            const int plies = a.model()->game().plies();
            clickPit(*a.window.board(), a.model()->game().legalMoves().front());
            QTRY_VERIFY_WITH_TIMEOUT(a.model()->game().plies() >= plies + 2, NetMs);
        }
        const std::vector<int> before = a.model()->game().moves();
        first.kill(); // SIGKILL: no goodbye
        QVERIFY(first.waitForFinished(NetMs));
        QTRY_COMPARE_WITH_TIMEOUT(
            a.notice(),
            QStringLiteral("%1 has left; waiting for them to come back").arg(isolated(GuestName)),
            NetMs);
        QCOMPARE(a.model()->game().moves(), before);

        QProcess second;
        second.start(TIHBAT_CLI_BINARY, arguments);
        QTRY_VERIFY_WITH_TIMEOUT(h->isGuestPresent(), NetMs);
        QTRY_VERIFY_WITH_TIMEOUT(a.notice().isEmpty(), NetMs);
        QVERIFY(QTest::qWaitFor([&] { return !a.window.board()->isBusy(); }, NetMs));
        const int plies = a.model()->game().plies();
        clickPit(*a.window.board(), a.model()->game().legalMoves().front());
        QTRY_VERIFY_WITH_TIMEOUT(a.model()->game().plies() >= plies + 2, NetMs);
        QCOMPARE(a.model()->game().moves(), h->game().moves());
        second.kill();
        QVERIFY(second.waitForFinished(NetMs));
    }

    // Those who join are told whose game they are in: the host's name, as the host's dialog
    // names the game, on the joiner's status bar and over the watching projector.
    void theGameIsNamedForThoseWhoJoin() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json")), t(dir.filePath("t.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h);
        const QString gameName = QStringLiteral("%1's game").arg(isolated(HostName));
        // The projector watches before the guest joins: the one player named is the host.
        askToJoin(t, h->port(), h->options().code, QStringLiteral("Teacher"),
                  "watchProjectorButton");
        PresentationWindow *shown = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (shown = t.window.findChild<PresentationWindow *>()) != nullptr; },
            NetMs));
        QLabel *title = shown->titleLine();
        QVERIFY(title);
        QTRY_COMPARE_WITH_TIMEOUT(title->text(), gameName, NetMs);
        QVERIFY(title->isVisible());
        QCOMPARE(title->textFormat(), Qt::PlainText);
        // The teacher's own window is in no network game.
        QVERIFY(!child<QLabel>(&t.window, "networkGameName")->isVisible());

        QVERIFY(join(b, h, GuestName));
        auto *name = child<QLabel>(&b.window, "networkGameName");
        QTRY_VERIFY_WITH_TIMEOUT(name->isVisible(), NetMs);
        QCOMPARE(name->text(), QStringLiteral("Network game: %1").arg(gameName));
        QCOMPARE(name->textFormat(), Qt::PlainText);
        // The host's own window says nothing of the kind; the projector keeps the name.
        QVERIFY(!child<QLabel>(&a.window, "networkGameName")->isVisible());
        // The guest, who came after the projector, is named there too (not "North").
        GameModel *watched = shown->sessionBoard()->session()->model();
        QTRY_COMPARE_WITH_TIMEOUT(watched->player(Side::North).name, GuestName, NetMs);
        QVERIFY(playOne(a, b, Side::South));
        QCOMPARE(title->text(), gameName);
        QTRY_COMPARE_WITH_TIMEOUT(watched->game().moves(), h->game().moves(), NetMs);

        // Another game begun in the joiner's window ends the network game there: the name goes.
        b.model()->newGame(Settings::newGameSetup());
        QVERIFY(!name->isVisible());
    }

    void projectorWatchesEveryMove() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json")), t(dir.filePath("t.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h && join(b, h, GuestName));
        // Classroom > Watch a Network Game on the Projector…, beside Presentation Mode: the dialog
        // on its Join page, where Enter watches on the projector.
        auto *watch = child<QAction>(&t.window, "watchOnProjectorAction");
        const QList<QAction *> view = child<QMenu>(&t.window, "classroomMenu")->actions();
        QCOMPARE(view.indexOf(watch), view.indexOf(child<QAction>(&t.window, "presentAction")) + 1);
        watch->trigger();
        NetworkDialog *dialog = t.network->dialog();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->findChild<QTabWidget *>()->currentWidget(),
                 static_cast<QWidget *>(dialog->joinPage()));
        QVERIFY(child<QPushButton>(dialog, "watchProjectorButton")->isDefault());
        QVERIFY(!child<QPushButton>(dialog, "joinPlayerButton")->isDefault());
        fillJoin(dialog, h->port(), h->options().code, QStringLiteral("Teacher"));
        QTest::keyClick(child<QLineEdit>(dialog, "joinCode"), Qt::Key_Return);
        PresentationWindow *shown = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (shown = t.window.findChild<PresentationWindow *>()) != nullptr; },
            NetMs));
        GameModel *watched = shown->sessionBoard()->session()->model();
        QVERIFY(
            QTest::qWaitFor([&] { return watched->player(Side::South).name == HostName; }, NetMs));
        // Joined after the guest, the watcher cannot tell which player hosts: both name it.
        QCOMPARE(shown->titleLine()->text(),
                 QStringLiteral("%1 against %2")
                     .arg(isolated(h->names()[sideIndex(Side::South)]),
                          isolated(h->names()[sideIndex(Side::North)])));
        // Read-only: nobody plays on the projector.
        QVERIFY(!shown->sessionBoard()->mayPlay(Side::South));
        QVERIFY(!shown->sessionBoard()->mayPlay(Side::North));
        for (int i = 0; i < 6 && !a.model()->isOver(); ++i) {
            QVERIFY(playOne(a, b, Side::South));
            QTRY_COMPARE_WITH_TIMEOUT(watched->game().moves(), h->game().moves(), NetMs);
        }
        // The watcher's own window plays on, its game untouched.
        QCOMPARE(t.model()->game().plies(), 0);
    }
};

QTEST_MAIN(TestNetworkPlay)
#include "tst_network_play.moc"
