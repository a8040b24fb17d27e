// SPDX-License-Identifier: GPL-3.0-or-later
// A pupil's game window in a class tournament: joined through Play over the Network with its
// name and the code (the dialog tries again as a pupil when the host is a tournament's), told
// its next game, the game played by clicks on the normal board against a headless pupil
// (tihbat-cli join), then told where it stands while it waits for the next round.
#include "net/tournament_host.h"
#include "network_windows.h"
#include "text/isolated_text.h"
#include "tournament/tournament_window.h"

#include <QListWidget>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace tihbat;
using namespace tihbat::testing;

class TestTournamentPupil : public QObject {
    Q_OBJECT
private:
    // The words of the card a pupil between games sees on the board; empty without a card.
    static QString waitingCardText(Window &pupil) {
        const QList<QWidget *> cards =
            pupil.window.board()->findChildren<QWidget *>(QStringLiteral("betweenGamesCard"));
        for (QWidget *card : cards)
            if (card->isVisible())
                return card->findChild<QLabel *>(QStringLiteral("questionText"))->text();
        return {};
    }

private slots:
    void aPupilPlaysItsGameAndWaits() {
        QTemporaryDir dir;
        auto *teacher = new TournamentWindow(nullptr, dir.filePath(QStringLiteral("t.json")));
        teacher->setLoopbackOnly(true);
        teacher->show();
        child<QSpinBox>(teacher, "tournamentCounters")->setValue(2);
        const QString code = child<QLabel>(teacher, "tournamentCode")->text();
        QVERIFY(teacher->openNew());
        net::TournamentHost *host = teacher->host();

        Window amina(dir.filePath(QStringLiteral("amina.autosave")));
        askToJoin(amina, host->port(), code, QStringLiteral("Amina"));
        auto *players = child<QListWidget>(teacher, "tournamentPlayers");
        QTRY_COMPARE_WITH_TIMEOUT(players->count(), 1, NetMs);
        QTRY_VERIFY_WITH_TIMEOUT(amina.network->game() != nullptr, NetMs);
        // Joined as a pupil: no game yet.
        QTRY_VERIFY_WITH_TIMEOUT(amina.network->game()->isPupil(), NetMs);
        QTRY_COMPARE_WITH_TIMEOUT(amina.notice(),
                                  QStringLiteral("Waiting for the tournament to begin…"), NetMs);
        // Said on the board too, on a card over the board she cannot play yet.
        QTRY_COMPARE_WITH_TIMEOUT(waitingCardText(amina), amina.notice(), NetMs);
        QProcess bilal;
        bilal.start(QStringLiteral(TIHBAT_CLI_BINARY),
                    {"join", QStringLiteral("127.0.0.1:%1").arg(host->port()), "--code", code,
                     "--level", "easy", "--name", "Bilal", "--seed", "3"});
        QTRY_COMPARE_WITH_TIMEOUT(players->count(), 2, NetMs);
        QTest::mouseClick(child<QPushButton>(teacher, "startTournament"), Qt::LeftButton);
        QVERIFY(host->tournament().hasStarted());

        // Round 1 of 2 pupils: Amina and Bilal at the one table.
        const tournament::Table &table = host->tournament().table(0);
        const Side side = table.south == 0 ? Side::South : Side::North;
        QTRY_COMPARE_WITH_TIMEOUT(
            amina.notice(),
            QStringLiteral("Your next game: against %1, you play %2")
                .arg(isolated(QStringLiteral("Bilal")), side == Side::South ? "South" : "North"),
            NetMs);
        // Her game begins: the card has gone from the board.
        QTRY_COMPARE_WITH_TIMEOUT(waitingCardText(amina), QString(), NetMs);
        // Amina plays by clicks whenever it is her turn, until the game is over.
        while (!host->tournament().table(0).isFinished()) {
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return host->tournament().table(0).isFinished() ||
                           (!amina.window.board()->isBusy() &&
                            amina.model()->game().plies() == table.game.plies() &&
                            table.game.position().toMove == side);
                },
                NetMs));
            if (host->tournament().table(0).isFinished())
                break;
            const int plies = table.game.plies();
            clickPit(*amina.window.board(), table.game.legalMoves().front());
            QTRY_VERIFY_WITH_TIMEOUT(host->tournament().table(0).game.plies() > plies ||
                                         host->tournament().table(0).isFinished(),
                                     NetMs);
        }
        // Where she stands, from the game alone: 2 points a win, 1 a draw; a draw leaves the
        // two level on counters too, and the one who joined first is placed first.
        const Outcome outcome = *table.game.outcome();
        const int points = !outcome.winner ? 1 : *outcome.winner == side ? 2 : 0;
        const int place = points == 0 ? 2 : 1;
        // The plural ("1 point") comes from the English catalogue, which a test may not load.
        const QRegularExpression waiting(QStringLiteral(
            "^Waiting for round 2 — you have (\\d+) point(?:s|\\(s\\))?, place (\\d+) of 2$"));
        QTRY_VERIFY_WITH_TIMEOUT(waiting.match(amina.notice()).hasMatch(), NetMs);
        const QRegularExpressionMatch said = waiting.match(amina.notice());
        QCOMPARE(said.captured(1).toInt(), points);
        QCOMPARE(said.captured(2).toInt(), place);
        QTRY_COMPARE_WITH_TIMEOUT(waitingCardText(amina), amina.notice(), NetMs);
        // Hide puts the card away; the status line keeps the words.
        QTest::mouseClick(amina.window.board()
                              ->findChild<QWidget *>(QStringLiteral("betweenGamesCard"))
                              ->findChild<QPushButton *>(QStringLiteral("hideButton")),
                          Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(waitingCardText(amina), QString(), NetMs);
        QVERIFY(waiting.match(amina.notice()).hasMatch());
        bilal.kill();
        bilal.waitForFinished(5000);
        teacher->close();
    }
};

QTEST_MAIN(TestTournamentPupil)
#include "tst_tournament_pupil.moc"
