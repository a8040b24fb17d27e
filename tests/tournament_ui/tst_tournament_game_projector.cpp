// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher puts a running game of a class tournament on the projector: two headless pupils
// (GameLinks of the tournament's protocol, in this process, moving when the test says) play on
// the loopback; the teacher's Watch on the Projector opens the presentation window on the game
// as it stands, its board follows every later move to the host's position and ends with the
// result; in the next round it switches to the new game, says on the board when a pupil leaves
// and how the teacher's adjudication ended it; and the standings take the projector back.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "classroom/presentation_window.h"
#include "game/session/game_session.h"
#include "net/game_link.h"
#include "net/tournament_host.h"
#include "text/isolated_text.h"
#include "tournament/standings_projector.h"
#include "tournament/table_projector.h"
#include "tournament/tournament_window.h"
#include "tournament/watch_table_action.h"
#include "viewer/session_board.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace tihbat;

namespace {

constexpr int NetMs = 10000; // a generous bound for anything over the loopback

template <typename T>
T *child(QWidget *window, const char *name) {
    T *found = window->findChild<T *>(QString::fromLatin1(name));
    if (!found)
        qFatal("no %s in the window", name);
    return found;
}

std::unique_ptr<net::GameLink> joinPupil(quint16 port, const QString &code, const QString &name) {
    auto link = std::make_unique<net::GameLink>();
    link->setProtocolVersion(net::TournamentProtocolVersion);
    link->join({QStringLiteral("127.0.0.1"), port, net::Role::Player, code, name});
    return link;
}

// The projector's board shows the host's game of table 0 as it stands, at rest: the same pit
// counts while the game goes on (at its end the board shares out what is left).
bool boardShowsHost(PresentationWindow *shown, const net::TournamentHost *host) {
    const Game &game = host->tournament().table(0).game;
    const bool atRest =
        !shown->isWalking() && shown->frameIndex() == static_cast<int>(shown->frames().size()) - 1;
    return atRest && (game.isOver() || shown->board()->boardScene()->state() == game.state());
}

} // namespace

class TestTournamentGameProjector : public QObject {
    Q_OBJECT
private slots:
    void theTeacherWatchesAGameOnTheProjector() {
        QTemporaryDir dir;
        auto *window = new TournamentWindow(nullptr, dir.filePath(QStringLiteral("t.json")));
        window->setLoopbackOnly(true);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        child<QSpinBox>(window, "tournamentCounters")->setValue(2);
        const QString code = child<QLabel>(window, "tournamentCode")->text();
        QVERIFY(window->openNew());
        net::TournamentHost *host = window->host();

        std::array<std::unique_ptr<net::GameLink>, 2> pupils{
            joinPupil(host->port(), code, QStringLiteral("Amina")),
            joinPupil(host->port(), code, QStringLiteral("Bilal"))};
        QTRY_COMPARE_WITH_TIMEOUT(host->tournament().playerCount(), 2, NetMs);
        auto *watch = child<QPushButton>(window, "watchTournamentGame");
        auto *pairings = child<QTableView>(window, "tournamentPairings");
        QVERIFY(!watch->isEnabled()); // no game yet
        QTest::mouseClick(child<QPushButton>(window, "startTournament"), Qt::LeftButton);
        QVERIFY(host->tournament().hasStarted());
        const tournament::Table &table = host->tournament().table(0);
        // The pupil to move plays the first legal pit, as its own computer would.
        const auto playOne = [&] {
            const Side toMove = table.game.position().toMove;
            const int player = toMove == Side::South ? table.south : table.north;
            net::GameLink *link = pupils[static_cast<std::size_t>(player)].get();
            QTRY_VERIFY_WITH_TIMEOUT(
                link->side() == toMove && link->game().plies() == table.game.plies(), NetMs);
            const int plies = table.game.plies();
            QCOMPARE(link->play(table.game.legalMoves().front()), MoveError::None);
            QTRY_VERIFY_WITH_TIMEOUT(table.game.plies() > plies, NetMs);
        };
        playOne();
        playOne();

        // The running game chosen: Watch on the Projector shows it as it stands, at once.
        pairings->selectRow(0);
        QVERIFY(watch->isEnabled());
        QTest::mouseClick(watch, Qt::LeftButton);
        auto *projector = window->findChild<WatchTableAction *>()->projector();
        PresentationWindow *shown = projector->window();
        QVERIFY(shown);
        QVERIFY(QTest::qWaitForWindowExposed(shown));
        QVERIFY(shown->isFullScreen());
        QCOMPARE(shown->board()->boardScene()->state(), table.game.state());
        GameModel *model = shown->sessionBoard()->session()->model();
        const QStringList names = host->tournament().players();
        QCOMPARE(model->player(Side::South).name, names[table.south]);
        QCOMPARE(model->player(Side::North).name, names[table.north]);
        QCOMPARE(shown->titleLine()->text(),
                 QStringLiteral("Round 1, table 1: %1 plays South, %2 plays North")
                     .arg(isolated(names[table.south]), isolated(names[table.north])));
        // Nobody plays on the projector.
        QVERIFY(!model->playPit(table.game.legalMoves().front()));
        QCOMPARE(table.game.plies(), 2);

        // Every later move: the projector's board comes to the host's position, walked.
        while (!table.isFinished()) {
            playOne();
            QTRY_VERIFY_WITH_TIMEOUT(boardShowsHost(shown, host), NetMs);
            QCOMPARE(model->game().plies(), table.game.plies());
        }
        // The end, with its result as the host has it.
        const Outcome outcome = *table.game.outcome();
        QVERIFY(model->game().isOver());
        QCOMPARE(model->game().outcome()->finalScore, outcome.finalScore);
        QTRY_VERIFY_WITH_TIMEOUT(shown->currentFrame().gameOver, NetMs);
        const QString caption = shown->captionText();
        if (outcome.winner) {
            const Side w = *outcome.winner;
            QVERIFY2(caption.contains(QStringLiteral(" wins with %1 counters against %2.")
                                          .arg(outcome.finalScore[sideIndex(w)])
                                          .arg(outcome.finalScore[sideIndex(opponent(w))])),
                     qPrintable(caption));
        } else {
            QVERIFY2(
                caption.contains(
                    QStringLiteral("It is a draw: %1 counters each.").arg(outcome.finalScore[0])),
                qPrintable(caption));
        }
        QVERIFY(!watch->isEnabled()); // a finished game is not watched again

        // Round 2: the projector is switched to its game (the same window).
        QTest::mouseClick(child<QPushButton>(window, "nextRound"), Qt::LeftButton);
        QCOMPARE(host->tournament().roundsBegun(), 2);
        const tournament::Table &second = host->tournament().table(0);
        // A double click on it (Qt 6's item views want the press before the double click).
        const QPoint game = pairings->visualRect(pairings->model()->index(0, 0)).center();
        QTest::mouseClick(pairings->viewport(), Qt::LeftButton, {}, game);
        QVERIFY(watch->isEnabled());
        QTest::mouseDClick(pairings->viewport(), Qt::LeftButton, {}, game);
        QCOMPARE(projector->window(), shown);
        QTRY_COMPARE_WITH_TIMEOUT(shown->board()->boardScene()->state(), second.game.state(),
                                  NetMs);
        QCOMPARE(model->player(Side::South).name, names[second.south]);
        // A pupil leaves: the line over the board says so (the game waits).
        const QString leaver = names[second.north];
        pupils[static_cast<std::size_t>(second.north)].reset();
        const QString left = QStringLiteral("%1 has left; the game waits for them to come back")
                                 .arg(isolated(leaver));
        QTRY_VERIFY_WITH_TIMEOUT(shown->titleLine()->text().endsWith(left), NetMs);
        QVERIFY(shown->titleLine()->isVisible());
        // The teacher adjudicates it: the line says how it ended instead.
        QTest::mouseClick(child<QPushButton>(window, "adjudicateGame"), Qt::LeftButton);
        QVERIFY(second.adjudicated.has_value());
        QVERIFY(shown->titleLine()->text().endsWith(QStringLiteral(" (adjudicated)")));
        QVERIFY(!shown->titleLine()->text().contains(left));

        // Right to left (Arabic), a game chosen by a click stays chosen, though the window's
        // tables are refreshed on every choice.
        window->setLayoutDirection(Qt::RightToLeft);
        pairings->clearSelection();
        QTest::mouseClick(pairings->viewport(), Qt::LeftButton, {},
                          pairings->visualRect(pairings->model()->index(0, 0)).center());
        QCOMPARE(pairings->selectionModel()->selectedRows().size(), 1);
        QVERIFY(child<QPushButton>(window, "adjudicateGame")->isEnabled() == false); // finished

        // The standings take the projector back; the game's window goes.
        QTest::mouseClick(child<QPushButton>(window, "showTournamentProjector"), Qt::LeftButton);
        QVERIFY(window->projector());
        QTRY_VERIFY_WITH_TIMEOUT(!projector->window(), NetMs);
        window->close();
    }
};

QTEST_MAIN(TestTournamentGameProjector)
#include "tst_tournament_game_projector.moc"
