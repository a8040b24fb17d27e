// SPDX-License-Identifier: GPL-3.0-or-later
// Network play a family can follow, driven through the real windows over the loopback: the Join
// list's highlight and the address and port agree as games come and go, and Join goes to the
// game highlighted; the host page labels the code, says what the port is for, shows the code
// again while waiting, says who joined and stops hosting; who has left or come back is on the
// name plates of both players, of a watcher and of the projector; an error on the Join page
// never moves its fields and an empty form is told about its first empty field; a watcher that
// falls behind catches up; the dialog keeps its choices; each player's own plate says "your
// turn".
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/nameplate_item.h"
#include "classroom/presentation_window.h"
#include "game/session/animation_speed.h"
#include "game/session/game_session.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "net/announcement.h"
#include "net/game_announcer.h"
#include "net/game_browser.h"
#include "net/game_host.h"
#include "net/tournament_host.h"
#include "network/host_page.h"
#include "network/join_page.h"
#include "network/network_actions.h"
#include "network/network_dialog.h"
#include "network/presence_on_board.h"
#include "network_game/network_game.h"
#include "network_windows.h"
#include "text/isolated_text.h"
#include "viewer/session_board.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUdpSocket>
#include <map>
#include <memory>

using namespace tihbat;
using namespace tihbat::testing;

namespace {

const QString HostName = QStringLiteral("Amina");
const QString GuestName = QStringLiteral("Youssef");

bool join(Window &w, net::GameHost *host, const QString &name,
          const char *button = "joinPlayerButton") {
    askToJoin(w, host->port(), host->options().code, name, button);
    return QTest::qWaitFor([&] { return w.network->game() && w.network->game()->link(); }, NetMs);
}

// The words on `side`'s name plate of `board`, and whether they are an alert.
QString plateTag(BoardView *board, Side side) {
    return board->boardScene()->nameplate(side)->tagText();
}
bool plateAlert(BoardView *board, Side side) {
    return board->boardScene()->nameplate(side)->isTagAlert();
}

// Fake games announced on the loopback to one GameBrowser, each by its port, again every
// 300 ms until it is dropped (then the browser forgets it after AnnouncementLifetimeMs).
class Announcer {
public:
    explicit Announcer(quint16 browserPort)
        : m_browserPort(browserPort) {
        QObject::connect(&m_timer, &QTimer::timeout, [this] { sendAll(); });
        m_timer.start(300);
    }
    void announce(quint16 port, const QString &name, bool seatFree) {
        net::Announcement a;
        a.version = 1;
        a.port = port;
        a.hostName = name;
        a.seatFree = seatFree;
        m_games[port] = a;
        sendAll();
    }
    void drop(quint16 port) { m_games.erase(port); }

private:
    void sendAll() {
        for (const auto &[port, game] : m_games)
            m_socket.writeDatagram(net::encodeAnnouncement(game), QHostAddress::LocalHost,
                                   m_browserPort);
    }
    quint16 m_browserPort;
    QUdpSocket m_socket;
    QTimer m_timer;
    std::map<quint16, net::Announcement> m_games;
};

// A UDP port free now, for a browser of the test's own.
quint16 freeUdpPort() {
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

// The dialog on its Join page.
NetworkDialog *openJoinPage(Window &w) {
    w.network->open();
    NetworkDialog *dialog = w.network->dialog();
    dialog->findChild<QTabWidget *>()->setCurrentIndex(1);
    return dialog;
}

// The position of every field of the Join page in the dialog.
QList<QPoint> fieldPlaces(NetworkDialog *dialog) {
    QList<QPoint> places;
    for (const char *name : {"joinAddress", "joinPort", "joinCode", "joinName"}) {
        auto *field = child<QWidget>(dialog, name);
        places << field->mapTo(dialog, QPoint(0, 0));
    }
    return places;
}

// The row of the list whose line names `host`, or -1.
int rowNaming(QListWidget *list, const QString &host) {
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->text().contains(host))
            return row;
    return -1;
}

} // namespace

class TestNetworkFamily : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatNetworkFamily")); }
    void init() {
        QSettings().clear();
        QSettings().setValue("view/dropDuration", dropDuration(AnimationSpeed::Instant));
    }

    // Games come and go while one is highlighted: the highlight follows its game (not its
    // row), goes when the game goes and comes back with it; the fields always name the game
    // highlighted; Join as Player is off for a game for watchers only; and Join goes to the
    // game highlighted, a real host announced among fakes.
    void joinListHighlightAndFieldsAgree() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h);
        const quint16 browserPort = freeUdpPort();
        net::GameBrowser browser;
        QVERIFY2(browser.start(browserPort), qPrintable(browser.errorString()));
        NetworkDialog *dialog = openJoinPage(b);
        dialog->joinPage()->follow(&browser);
        auto *list = child<QListWidget>(dialog, "joinGames");
        auto *address = child<QLineEdit>(dialog, "joinAddress");
        auto *port = child<QSpinBox>(dialog, "joinPort");
        auto *player = child<QPushButton>(dialog, "joinPlayerButton");

        Announcer announcer(browserPort);
        const quint16 fakeA = h->port() == 40001 ? 40011 : 40001;
        const quint16 fakeB = h->port() == 40002 ? 40012 : 40002;
        announcer.announce(fakeA, QStringLiteral("Bilal"), true);
        announcer.announce(fakeB, QStringLiteral("Chama"), false);
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 2, NetMs);

        // Chama's game, for watchers only: its address and port, and no Join as Player.
        const int chama = rowNaming(list, QStringLiteral("Chama"));
        QVERIFY(chama >= 0);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(chama)).center());
        QCOMPARE(list->currentRow(), chama);
        QCOMPARE(address->text(), QStringLiteral("127.0.0.1"));
        QCOMPARE(port->value(), fakeB);
        QVERIFY(!player->isEnabled());

        // The real game comes: Chama's game stays highlighted, its fields unchanged.
        announcer.announce(h->port(), HostName, true);
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 3, NetMs);
        QVERIFY(list->currentItem()->text().contains(QStringLiteral("Chama")));
        QCOMPARE(port->value(), fakeB);

        // Bilal's game goes: rows move up, the highlight stays on Chama's.
        announcer.drop(fakeA);
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 2, NetMs);
        QVERIFY(list->currentItem());
        QVERIFY(list->currentItem()->text().contains(QStringLiteral("Chama")));
        QCOMPARE(port->value(), fakeB);

        // Chama's game goes: nothing is highlighted (Join would not go to another game), and
        // Join as Player is on again for the address typed.
        announcer.drop(fakeB);
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 1, NetMs);
        QCOMPARE(list->currentRow(), -1);
        QVERIFY(list->selectedItems().isEmpty());
        QCOMPARE(port->value(), fakeB);
        QVERIFY(player->isEnabled());
        QVERIFY(!dialog->joinPage()->chosenGame());
        // It comes back: the fields name it, so it is highlighted again.
        announcer.announce(fakeB, QStringLiteral("Chama"), false);
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 2, NetMs);
        QVERIFY(list->currentItem() &&
                list->currentItem()->text().contains(QStringLiteral("Chama")));
        QVERIFY(!player->isEnabled());

        // The port of the real game typed in: that game is highlighted.
        port->selectAll();
        QTest::keyClicks(port, QString::number(h->port()));
        QCOMPARE(port->value(), h->port());
        QVERIFY(list->currentItem() && list->currentItem()->text().contains(HostName));
        QVERIFY(player->isEnabled());
        // Another port typed: no game is highlighted.
        port->selectAll();
        QTest::keyClicks(port, QStringLiteral("9"));
        QCOMPARE(list->currentRow(), -1);

        // The real game chosen by a click: Join goes there.
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(rowNaming(list, HostName))).center());
        QCOMPARE(port->value(), h->port());
        child<QLineEdit>(dialog, "joinCode")->setText(h->options().code);
        child<QLineEdit>(dialog, "joinName")->setText(GuestName);
        QTest::mouseClick(player, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(h->isGuestPresent(), NetMs);
        QCOMPARE(h->names()[sideIndex(h->guestSide())], GuestName);
    }

    // A class tournament announced on the loopback is in the Join list as one (its teacher, its
    // pupils, not started), beside a game; highlighted, its address and port fill the fields,
    // the watchers' buttons are off, and Join as Player goes straight in as its pupil (no
    // refused first try as a game's player): the tournament counts the pupil, whose window
    // waits for the tournament to begin.
    void joinListShowsATournamentAndJoinsItAsAPupil() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h);
        net::TournamentHost tournament;
        tournament.setListenAddress(QHostAddress::LocalHost);
        const QString code = QStringLiteral("T4URN8");
        QVERIFY(tournament.start(tournament::Tournament(RuleOptions{}, code)));
        QSignalSpy refused(&tournament, &net::TournamentHost::refused);
        const quint16 browserPort = freeUdpPort();
        net::GameBrowser browser;
        QVERIFY2(browser.start(browserPort), qPrintable(browser.errorString()));
        net::GameAnnouncer gameAnnouncer, tournamentAnnouncer;
        gameAnnouncer.setTarget(QHostAddress::LocalHost);
        tournamentAnnouncer.setTarget(QHostAddress::LocalHost);
        gameAnnouncer.start(h, browserPort);
        tournamentAnnouncer.start(&tournament, QStringLiteral("Idrissi"), browserPort);

        NetworkDialog *dialog = openJoinPage(b);
        dialog->joinPage()->follow(&browser);
        auto *list = child<QListWidget>(dialog, "joinGames");
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 2, NetMs);
        const int row = rowNaming(list, QStringLiteral("Idrissi"));
        QVERIFY(row >= 0);
        QCOMPARE(list->item(row)->text(),
                 QStringLiteral("Class tournament — %1's computer: 0 pupil(s) joined, not "
                                "started yet; 7 counters")
                     .arg(isolated(QStringLiteral("Idrissi"))));
        QVERIFY(!list->item(rowNaming(list, HostName))->text().contains("tournament"));

        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(row)).center());
        QCOMPARE(child<QLineEdit>(dialog, "joinAddress")->text(), QStringLiteral("127.0.0.1"));
        QCOMPARE(child<QSpinBox>(dialog, "joinPort")->value(), tournament.port());
        QVERIFY(dialog->joinPage()->isTournamentChosen());
        auto *player = child<QPushButton>(dialog, "joinPlayerButton");
        QVERIFY(player->isEnabled());
        QVERIFY(!child<QPushButton>(dialog, "joinWatcherButton")->isEnabled());
        QVERIFY(!child<QPushButton>(dialog, "watchProjectorButton")->isEnabled());
        // Opened for the projector, Enter still joins the tournament as a pupil.
        dialog->showJoinPage(JoinPage::Way::Projector);
        QVERIFY(player->isDefault());
        QVERIFY(!child<QPushButton>(dialog, "watchProjectorButton")->isDefault());
        // The game highlighted instead: every button is on again, Enter watches on the
        // projector as the page was opened for.
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(rowNaming(list, HostName))).center());
        QVERIFY(!dialog->joinPage()->isTournamentChosen());
        QVERIFY(child<QPushButton>(dialog, "joinWatcherButton")->isEnabled());
        QVERIFY(child<QPushButton>(dialog, "watchProjectorButton")->isDefault());
        QVERIFY(!player->isDefault());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(row)).center());

        child<QLineEdit>(dialog, "joinCode")->setText(code);
        child<QLineEdit>(dialog, "joinName")->setText(GuestName);
        QTest::mouseClick(player, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tournament.tournament().playerCount(), 1, NetMs);
        QCOMPARE(tournament.tournament().players().first(), GuestName);
        QVERIFY(tournament.isPresent(0));
        QCOMPARE(refused.count(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(b.network->game() && b.network->game()->isPupil(), NetMs);
        QVERIFY(!h->isGuestPresent());
        // The browser hears the pupil counted.
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(browser.games().cbegin(), browser.games().cend(),
                                             [](const net::AnnouncedGame &g) {
                                                 return g.announcement.isTournament() &&
                                                        g.announcement.pupils == 1;
                                             }),
                                 NetMs);
    }

    // The host page: "Join code" over the code, what the port is for, the code again when the
    // dialog is opened again while waiting, who joined (there, on the status bar and on the
    // board), and Stop Hosting, after which the game goes on here and the guest is told.
    void hostPageSaysWhatEachThingIsAndStops() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h);
        NetworkDialog *dialog = a.network->dialog();
        QCOMPARE(child<QLabel>(dialog, "hostedCodeLabel")->text(), QStringLiteral("Join code"));
        QVERIFY(child<QLabel>(dialog, "hostedCodeLabel")->isVisible());
        const QString portHelp = child<QLabel>(dialog, "hostedPortHelp")->text();
        QVERIFY2(portHelp.contains(QLatin1String("port")) &&
                     portHelp.contains(QLatin1String("list")),
                 qPrintable(portHelp));
        QVERIFY(child<QPushButton>(dialog, "stopHostingButton")->isVisible());

        // Closed, and opened again from the Game menu while waiting: the code again.
        dialog->close();
        QTRY_VERIFY(!a.network->dialog());
        child<QAction>(&a.window, "networkAction")->trigger();
        dialog = a.network->dialog();
        QVERIFY(dialog && dialog->hostPage()->isShowingHosting());
        QCOMPARE(child<QLabel>(dialog, "hostedCode")->text(), h->options().code);
        QVERIFY(child<QLabel>(dialog, "hostedCode")->isVisible());
        QVERIFY(!dialog->findChild<QTabWidget *>()->isTabEnabled(1));

        QVERIFY(join(b, h, GuestName));
        // Told who joined: the dialog goes, the status bar and the guest's plate say it.
        QTRY_VERIFY_WITH_TIMEOUT(!a.network->dialog() || !a.network->dialog()->isVisible(), NetMs);
        QTRY_COMPARE_WITH_TIMEOUT(
            a.window.statusBar()->currentMessage(),
            QStringLiteral("%1 has joined the game.").arg(isolated(GuestName)), NetMs);
        QCOMPARE(plateTag(a.window.board(), Side::North), PresenceOnBoard::joinedTag());
        child<QAction>(&a.window, "networkAction")->trigger();
        dialog = a.network->dialog();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(child<QLabel>(dialog, "hostWaiting")->text(),
                 QStringLiteral("%1 has joined the game.").arg(isolated(GuestName)));

        // Stop Hosting: the game goes on here between the people at this screen; the guest's
        // board says the host has left.
        QVERIFY(playOne(a, b));
        QTest::mouseClick(child<QPushButton>(dialog, "stopHostingButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!a.network->game(), NetMs);
        QCOMPARE(a.model()->player(Side::North).kind, PlayerKind::Human);
        QCOMPARE(a.model()->game().plies(), 1);
        QVERIFY(!dialog->hostPage()->isShowingHosting());
        QVERIFY(dialog->findChild<QTabWidget *>()->isTabEnabled(1));
        // The network game's words have gone from the board with it.
        QVERIFY(plateTag(a.window.board(), Side::North) != PresenceOnBoard::joinedTag());
        QVERIFY(!plateAlert(a.window.board(), Side::North));
        QTRY_COMPARE_WITH_TIMEOUT(plateTag(b.window.board(), Side::South),
                                  PresenceOnBoard::leftTag(), NetMs);
        QVERIFY(plateAlert(b.window.board(), Side::South));
    }

    // Who has left and who is back, on the board of the host, of the guest, of a watcher in a
    // game window and of the projector: the guest's window goes and a new one comes back with
    // the same code; then the host's window goes.
    void presenceIsOnEveryBoard() {
        QTemporaryDir dir;
        auto a = std::make_unique<Window>(dir.filePath("a.json"));
        auto b = std::make_unique<Window>(dir.filePath("b.json"));
        Window w(dir.filePath("w.json")), t(dir.filePath("t.json"));
        net::GameHost *h = host(*a, HostName);
        QVERIFY(h && join(*b, h, GuestName));
        QVERIFY(join(w, h, QStringLiteral("Grandma"), "joinWatcherButton"));
        askToJoin(t, h->port(), h->options().code, QStringLiteral("Teacher"),
                  "watchProjectorButton");
        PresentationWindow *shown = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (shown = t.window.findChild<PresentationWindow *>()) != nullptr; },
            NetMs));
        QTRY_COMPARE_WITH_TIMEOUT(
            shown->sessionBoard()->session()->model()->player(Side::North).name, GuestName, NetMs);
        QVERIFY(playOne(*a, *b));
        QList<BoardView *> watching{w.window.board(), shown->board()};

        b.reset(); // the guest's window goes
        // The projector's board has no name plates: the line over it says who has left.
        const QString left =
            QStringLiteral("%1 has left; waiting for them to come back").arg(isolated(GuestName));
        QTRY_VERIFY_WITH_TIMEOUT(shown->titleLine()->text().endsWith(left), NetMs);
        QVERIFY(shown->titleLine()->isVisible());
        for (BoardView *board : QList<BoardView *>{a->window.board(), watching[0], watching[1]}) {
            QTRY_COMPARE_WITH_TIMEOUT(plateTag(board, Side::North), PresenceOnBoard::leftTag(),
                                      NetMs);
            QVERIFY(plateAlert(board, Side::North));
            QVERIFY(!plateAlert(board, Side::South));
        }

        Window c(dir.filePath("c.json"));
        QVERIFY(join(c, h, GuestName));
        QTRY_VERIFY_WITH_TIMEOUT(!shown->titleLine()->text().contains(left), NetMs);
        for (BoardView *board : QList<BoardView *>{a->window.board(), watching[0], watching[1]}) {
            QTRY_COMPARE_WITH_TIMEOUT(plateTag(board, Side::North), PresenceOnBoard::backTag(),
                                      NetMs);
            QVERIFY(!plateAlert(board, Side::North));
        }
        // "is back" goes after a while; the turn pill comes back.
        QTRY_VERIFY_WITH_TIMEOUT(plateTag(a->window.board(), Side::North) !=
                                     PresenceOnBoard::backTag(),
                                 PresenceOnBoard::ArrivalShownMs + NetMs);

        a.reset(); // the host's window goes
        for (BoardView *board : QList<BoardView *>{c.window.board(), watching[0], watching[1]}) {
            QTRY_COMPARE_WITH_TIMEOUT(plateTag(board, Side::South), PresenceOnBoard::leftTag(),
                                      NetMs);
            QVERIFY(plateAlert(board, Side::South));
        }
    }

    // The Join page told to join with nothing filled in: the message is about the first empty
    // field, and the fields never move as messages come and go.
    void joinErrorsKeepTheFieldsInPlace() {
        QTemporaryDir dir;
        Window b(dir.filePath("b.json"));
        NetworkDialog *dialog = openJoinPage(b);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *error = child<QLabel>(dialog, "joinError");
        auto *address = child<QLineEdit>(dialog, "joinAddress");
        auto *code = child<QLineEdit>(dialog, "joinCode");
        auto *name = child<QLineEdit>(dialog, "joinName");
        auto *player = child<QPushButton>(dialog, "joinPlayerButton");
        address->clear();
        code->clear();
        name->clear();
        const QList<QPoint> places = fieldPlaces(dialog);

        QTest::mouseClick(player, Qt::LeftButton);
        QCOMPARE(error->text(),
                 QStringLiteral("Choose a game in the list, or write the host's address."));
        QVERIFY(error->isVisible());
        QCOMPARE(fieldPlaces(dialog), places);
        QTest::keyClicks(address, QStringLiteral("127.0.0.1"));
        QTest::mouseClick(player, Qt::LeftButton);
        QCOMPARE(error->text(),
                 QStringLiteral("Write the join code: the letters and digits on the host's "
                                "screen."));
        QCOMPARE(fieldPlaces(dialog), places);
        QTest::keyClicks(code, QStringLiteral("K7-Q2"));
        QTest::mouseClick(player, Qt::LeftButton);
        QVERIFY2(error->text().startsWith(QLatin1String("A join code has only letters and digits")),
                 qPrintable(error->text()));
        code->clear();
        QTest::keyClicks(code, QStringLiteral("K7Q2XM"));
        QTest::mouseClick(player, Qt::LeftButton);
        QCOMPARE(error->text(),
                 QStringLiteral("Write your name: the others see it beside the board."));
        QCOMPARE(fieldPlaces(dialog), places);
        name->setText(QStringLiteral("Bob\u202E"));
        QTest::mouseClick(player, Qt::LeftButton);
        QVERIFY2(
            error->text().startsWith(QLatin1String("Your name has a sign that cannot be sent")),
            qPrintable(error->text()));
        QCOMPARE(fieldPlaces(dialog), places);
    }

    // Moves come faster than the projector walks them (a long move at the class's pace, then
    // more): it catches up, showing the game as it is in far less time than walking each at the
    // pace would take; so does a watcher's board animated at the normal speed.
    void watcherBehindCatchesUp() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json")), w(dir.filePath("w.json")),
            t(dir.filePath("t.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h && join(b, h, GuestName));
        QVERIFY(join(w, h, QStringLiteral("Grandma"), "joinWatcherButton"));
        askToJoin(t, h->port(), h->options().code, QStringLiteral("Teacher"),
                  "watchProjectorButton");
        PresentationWindow *shown = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (shown = t.window.findChild<PresentationWindow *>()) != nullptr; },
            NetMs));
        GameModel *watched = shown->sessionBoard()->session()->model();
        QTRY_COMPARE_WITH_TIMEOUT(watched->player(Side::North).name, GuestName, NetMs);
        const int pace = shown->pace();
        QVERIFY(pace >= 300);
        w.window.board()->setDropDuration(dropDuration(AnimationSpeed::Normal));

        // Six moves as fast as the players click.
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 6; ++i)
            QVERIFY(playOne(a, b));
        const int plies = h->game().plies();
        QTRY_COMPARE_WITH_TIMEOUT(watched->game().plies(), plies, NetMs);
        // Walking every frame at the pace, with a breath of two paces between moves.
        const qint64 atPace =
            qint64(shown->frames().size() - 1) * pace + qint64(plies - 1) * 2 * pace;
        QVERIFY(QTest::qWaitFor([&] { return shown->lesson()->isAtEnd() && !shown->isWalking(); },
                                int(atPace)));
        const qint64 projector = clock.elapsed();
        QVERIFY2(projector < atPace / 2,
                 qPrintable(
                     QStringLiteral("%1 ms against %2 ms at the pace").arg(projector).arg(atPace)));
        QCOMPARE(shown->board()->boardScene()->state().position.pits, h->game().position().pits);
        QTRY_VERIFY_WITH_TIMEOUT(!w.window.board()->isBusy(), NetMs);
        QCOMPARE(w.window.board()->boardScene()->state().position.pits, h->game().position().pits);
    }

    // The dialog keeps the name, rule options, address, port and the way of joining between
    // uses, and opens on the page used last.
    void dialogKeepsItsChoices() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        a.network->open();
        NetworkDialog *dialog = a.network->dialog();
        child<QLineEdit>(dialog, "hostName")->setText(HostName);
        child<QSpinBox>(dialog, "hostCounters")->setValue(5);
        child<QCheckBox>(dialog, "hostChain")->setChecked(true);
        auto *side = child<QComboBox>(dialog, "hostSide");
        side->setCurrentIndex(side->findData(int(Side::North)));
        QTest::mouseClick(child<QPushButton>(dialog, "hostButton"), Qt::LeftButton);
        net::GameHost *h = a.network->game() ? a.network->game()->host() : nullptr;
        QVERIFY(h);
        QCOMPARE(h->hostSide(), Side::North);
        QCOMPARE(h->options().rules.countersPerPit, 5);

        // Another window (the same settings): its Host page has the same choices.
        b.network->open();
        dialog = b.network->dialog();
        QCOMPARE(child<QLineEdit>(dialog, "hostName")->text(), HostName);
        QCOMPARE(child<QSpinBox>(dialog, "hostCounters")->value(), 5);
        QVERIFY(child<QCheckBox>(dialog, "hostChain")->isChecked());
        QCOMPARE(child<QComboBox>(dialog, "hostSide")->currentData().toInt(), int(Side::North));
        // Joined as a watcher: next time the Join page opens, filled in, Enter watching.
        dialog->findChild<QTabWidget *>()->setCurrentIndex(1);
        fillJoin(dialog, h->port(), h->options().code, GuestName);
        QTest::mouseClick(child<QPushButton>(dialog, "joinWatcherButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(b.network->game(), NetMs);
        b.model()->newGame(Settings::newGameSetup()); // leaves the network game
        b.network->open();
        dialog = b.network->dialog();
        QCOMPARE(dialog->findChild<QTabWidget *>()->currentWidget(),
                 static_cast<QWidget *>(dialog->joinPage()));
        QCOMPARE(child<QLineEdit>(dialog, "joinName")->text(), GuestName);
        QCOMPARE(child<QLineEdit>(dialog, "joinAddress")->text(), QStringLiteral("127.0.0.1"));
        QCOMPARE(child<QSpinBox>(dialog, "joinPort")->value(), h->port());
        QVERIFY(child<QLineEdit>(dialog, "joinCode")->text().isEmpty()); // never kept
        QVERIFY(child<QPushButton>(dialog, "joinWatcherButton")->isDefault());
        // Wide enough for its title.
        QVERIFY(dialog->width() >= dialog->fontMetrics().horizontalAdvance(dialog->windowTitle()));
    }

    // Each player's own plate says "your turn" when it is their move, the host's too.
    void ownPlateSaysYourTurn() {
        QTemporaryDir dir;
        Window a(dir.filePath("a.json")), b(dir.filePath("b.json"));
        net::GameHost *h = host(a, HostName);
        QVERIFY(h && join(b, h, GuestName));
        QTRY_COMPARE_WITH_TIMEOUT(plateTag(a.window.board(), Side::South),
                                  QStringLiteral("your turn"), NetMs);
        // The host's plate on the guest's board says only whose move it is.
        QTRY_VERIFY_WITH_TIMEOUT(plateTag(b.window.board(), Side::South) !=
                                         QStringLiteral("your turn") &&
                                     !plateTag(b.window.board(), Side::South).isEmpty(),
                                 NetMs);
        QVERIFY(playOne(a, b));
        QTRY_COMPARE_WITH_TIMEOUT(plateTag(b.window.board(), Side::North),
                                  QStringLiteral("your turn"), NetMs);
        QVERIFY(plateTag(a.window.board(), Side::North) != QStringLiteral("your turn"));
    }

private:
    // The side to move plays its first legal pit by a click on its own window's board; true
    // once both windows show the move.
    static bool playOne(Window &hosting, Window &joined) {
        const Side hostSide = hosting.network->game()->host()->hostSide();
        const Game &game = hosting.model()->game();
        Window &mover = game.position().toMove == hostSide ? hosting : joined;
        const std::vector<int> legal = game.legalMoves();
        const int plies = game.plies();
        if (!QTest::qWaitFor([&] { return !mover.window.board()->isBusy(); }, NetMs))
            return false;
        clickPit(*mover.window.board(), legal.back());
        return QTest::qWaitFor(
            [&] {
                return hosting.model()->game().plies() > plies &&
                       joined.model()->game().plies() == hosting.model()->game().plies();
            },
            NetMs);
    }
};

QTEST_MAIN(TestNetworkFamily)
#include "tst_network_family.moc"
