// SPDX-License-Identifier: GPL-3.0-or-later
// The two lines of moves the board viewer shows, without a widget: a replay (ReplayModel) and
// the game being played (LiveMoveLine, where navigating is undo and redo). Positions, states,
// stories and signals agree with the game replayed independently; a replay's solver values
// arrive by signal from a worker thread and equal the solver's.
#include "core/computer_player.h"
#include "game/session/game_model.h"
#include "game/session/live_move_line.h"
#include "game/session/replay_model.h"

#include <QSignalSpy>
#include <QTest>

using namespace tihbat;

namespace {

Game computerGame(std::uint32_t seed) {
    Game game;
    ComputerPlayer south(Level::Easy, seed);
    ComputerPlayer north(Level::Medium, seed + 1);
    while (!game.isOver() && game.plies() < 300) {
        ComputerPlayer &mover = game.position().toMove == Side::South ? south : north;
        game.play(mover.chooseMove(game));
    }
    return game;
}

// The game after the first `plies` moves of `moves`, played here independently.
Game playedTo(const std::vector<int> &moves, int plies) {
    Game game;
    for (int i = 0; i < plies; ++i)
        game.play(moves[static_cast<std::size_t>(i)]);
    return game;
}

GameSetup twoPeople() {
    return GameSetup{};
}

GameSetup personAgainstComputer() {
    GameSetup setup;
    setup.players[1] = {PlayerKind::Computer, Level::Medium, QString()};
    return setup;
}

} // namespace

class TestMoveLine : public QObject {
    Q_OBJECT
private slots:
    void replayIsALine() {
        const Game game = computerGame(3);
        const std::vector<int> moves = game.moves();
        ReplayModel replay;
        QSignalSpy lines(&replay, &MoveLine::lineChanged);
        QCOMPARE(replay.setGames({record::recordOf(game)}), QString());
        QCOMPARE(lines.count(), 1);
        MoveLine &line = replay;
        QCOMPARE(line.moveCount(), game.plies());
        QCOMPARE(line.position(), 0);
        QVERIFY(!line.isLive());

        QSignalSpy moved(&line, &MoveLine::positionChanged);
        line.next();
        line.next();
        QCOMPARE(line.position(), 2);
        QCOMPARE(moved.count(), 2);
        QCOMPARE(moved.at(1).at(0).toInt(), 2);
        QCOMPARE(moved.at(1).at(1).toInt(), 1);
        QVERIFY(line.stateAt(2) == playedTo(moves, 2).state());
        QCOMPARE(line.storyOf(2).pit, moves[1]);
        QVERIFY(line.storyOf(2).before == playedTo(moves, 1).state());

        line.goTo(1000); // clamped to the end
        QCOMPARE(line.position(), game.plies());
        QVERIFY(line.isOverAt(line.position()));
        QVERIFY(!line.isOverAt(line.position() - 1));
        line.goTo(-3);
        QCOMPARE(line.position(), 0);
        const int signals_ = static_cast<int>(moved.count());
        line.previous(); // already at the start: nothing moves, nothing is said
        QCOMPARE(moved.count(), signals_);
    }

    void replayValuesArriveBySignal() {
        const Game game = computerGame(8);
        ReplayModel replay;
        QSignalSpy ready(&replay, &ReplayModel::analysisReady);
        QCOMPARE(replay.setGames({record::recordOf(game)}), QString());
        // Nothing was worked out on this thread: the values are not there yet.
        QVERIFY(!replay.isAnalysed());
        QCOMPARE(replay.analysisAt(3).value, 0);
        QVERIFY(replay.analysisAt(3).moveValues.empty());
        QCOMPARE(replay.lossOf(3), 0);
        QVERIFY(ready.wait(20000));
        QVERIFY(replay.isAnalysed());
        const Solver &solver = *sharedSolver(false);
        for (int i = 0; i <= game.plies(); ++i) {
            const Game prefix = game.prefix(i);
            QCOMPARE(replay.analysisAt(i).value, solver.value(prefix));
            QCOMPARE(replay.analysisAt(i).moveValues.size(), solver.moveValues(prefix).size());
        }
    }

    // Values asked for a game that is no longer replayed are dropped.
    void anotherGameDropsTheOldValues() {
        ReplayModel replay;
        QSignalSpy ready(&replay, &ReplayModel::analysisReady);
        QCOMPARE(replay.setGames({record::recordOf(computerGame(4))}), QString());
        const Game second = computerGame(5);
        QCOMPARE(replay.setGames({record::recordOf(second)}), QString());
        QVERIFY(ready.wait(20000));
        QVERIFY(!QTest::qWaitFor([&] { return ready.count() > 1; }, 300));
        QCOMPARE(replay.moveCount(), second.plies());
        QCOMPARE(replay.analysisAt(second.plies()).value, sharedSolver(false)->value(second));
    }

    void liveLineFollowsTheGame() {
        GameModel model;
        model.newGame(twoPeople());
        LiveMoveLine line(&model);
        QVERIFY(line.isLive());
        QCOMPARE(line.moveCount(), 0);
        QSignalSpy moved(&line, &MoveLine::positionChanged);
        QVERIFY(model.playPit(PitA));
        QVERIFY(model.playPit(Pitb));
        QCOMPARE(line.position(), 2);
        QCOMPARE(line.moveCount(), 2);
        QCOMPARE(moved.count(), 2);
        QCOMPARE(moved.at(1).at(0).toInt(), 2);
        QCOMPARE(moved.at(1).at(1).toInt(), 1);
        QVERIFY(line.stateAt(2) == model.state());
        QCOMPARE(line.storyOf(1).pit, PitA);
        // Between two people each move stays marked for the one who waited.
        QVERIFY(line.marksMove(1));
        QVERIFY(line.marksMove(2));

        // Previous is undo; the moves taken back stay in the line, for next (redo).
        line.previous();
        QCOMPARE(model.game().plies(), 1);
        QCOMPARE(line.position(), 1);
        QCOMPARE(line.moveCount(), 2);
        QCOMPARE(line.storyOf(2).pit, Pitb);
        QVERIFY(line.stateAt(2) == playedTo({PitA, Pitb}, 2).state());
        line.first();
        QCOMPARE(model.game().plies(), 0);
        QCOMPARE(line.position(), 0);
        line.last();
        QCOMPARE(model.game().plies(), 2);
        QCOMPARE(line.position(), 2);
        QVERIFY(model.state() == playedTo({PitA, Pitb}, 2).state());

        // A new move after undo replaces what redo would have played.
        line.previous();
        QVERIFY(model.playPit(Pita));
        QCOMPARE(line.moveCount(), 2);
        QCOMPARE(line.storyOf(2).pit, Pita);

        QSignalSpy lines(&line, &MoveLine::lineChanged);
        model.newGame(twoPeople());
        QCOMPARE(lines.count(), 1);
        QCOMPARE(line.position(), 0);
        QCOMPARE(line.moveCount(), 0);
    }

    // Against the computer, previous goes back to the person's turn as Undo does, and the
    // computer's move is the one the board keeps marked.
    void liveLineAgainstTheComputer() {
        GameModel model;
        model.setComputerSeed(7);
        model.newGame(personAgainstComputer());
        LiveMoveLine line(&model);
        QSignalSpy made(&model, &GameModel::moveMade);
        QVERIFY(model.playPit(PitA));
        model.requestComputerMove();
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        QCOMPARE(line.position(), 2);
        QVERIFY(!line.marksMove(1));
        QVERIFY(line.marksMove(2));
        line.previous();
        QCOMPARE(line.position(), 0);
        QCOMPARE(model.position().toMove, Side::South);
        line.next(); // redo: the person's move and the computer's answer
        QCOMPARE(line.position(), 2);
        QCOMPARE(model.game().plies(), 2);
    }
};

QTEST_GUILESS_MAIN(TestMoveLine)
#include "tst_move_line.moc"
