// SPDX-License-Identifier: GPL-3.0-or-later
// PlayStatistics: real games against the computer, played headless through a GameSession, are
// counted by level and counters per pit from their real outcome; they survive a restart; a game
// counts once (not again when undo and redo pass its end, nor when a finished game is restored);
// games between two people or two computers, and abandoned games, count nothing.
#include "core/solver.h"
#include "game/session/game_session.h"
#include "game/session/saved_game.h"
#include "game/settings/play_statistics.h"
#include "isolated_settings.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tihbat;

namespace {

GameSetup againstComputer(Side person, Level level, int countersPerPit, Side first) {
    GameSetup setup;
    setup.rules.countersPerPit = countersPerPit;
    setup.rules.firstToMove = first;
    setup.players[sideIndex(opponent(person))] = {PlayerKind::Computer, level, QString()};
    return setup;
}

// The person's move: the solver's best for them, or with `badly` the worst.
int personMove(const GameModel &model, bool badly) {
    const Solver &solver = *sharedSolver(model.setup().rules.chainCapture);
    const std::vector<MoveValue> values = solver.moveValues(model.game());
    const int sign = model.position().toMove == Side::South ? 1 : -1;
    const auto better = [&](const MoveValue &a, const MoveValue &b) {
        return badly ? sign * a.value > sign * b.value : sign * a.value < sign * b.value;
    };
    return std::max_element(values.begin(), values.end(), better)->pit;
}

// Plays the game of `session` to its end: the people by the solver, the computer by itself.
bool playToEnd(GameSession &session, bool badly = false) {
    GameModel *model = session.model();
    while (!model->isOver()) {
        if (model->isComputerToMove()) {
            if (!QTest::qWaitFor([&] { return model->isOver() || !model->isComputerToMove(); },
                                 10000))
                return false;
            continue;
        }
        if (!model->playPit(personMove(*model, badly)))
            return false;
    }
    return true;
}

PlayStatistics::Result resultFor(Side person, const Outcome &outcome) {
    if (!outcome.winner)
        return PlayStatistics::Result::Draw;
    return *outcome.winner == person ? PlayStatistics::Result::Win : PlayStatistics::Result::Loss;
}

Tally tallyOf(PlayStatistics::Result result) {
    Tally t;
    (result == PlayStatistics::Result::Win    ? t.wins
     : result == PlayStatistics::Result::Draw ? t.draws
                                              : t.losses) = 1;
    return t;
}

Outcome outcomeWithWinner(std::optional<Side> winner) {
    Outcome outcome;
    outcome.winner = winner;
    outcome.finalScore = {winner == Side::South ? 16 : 14, winner == Side::North ? 16 : 14};
    outcome.reason = GameEnd::AllCaptured;
    return outcome;
}

} // namespace

class TestPlayStatistics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatStatisticsTest")); }
    void init() { QSettings().remove(QStringLiteral("statistics")); }

    // Games against the computer at several levels and counter counts, the person on either
    // side: each lands in its level and count with the result the game really had.
    void realGamesAreCountedByLevelAndCounters() {
        struct Game {
            Side person;
            Level level;
            int counters;
            Side first;
            bool badly;
        };
        // At 3 per pit the side that moves first wins by 6 with best play, at 1 per pit best
        // play on both sides draws: so these give wins, losses and a draw.
        const std::vector<Game> games = {
            {Side::South, Level::Perfect, 3, Side::South, false},
            {Side::South, Level::Perfect, 3, Side::North, false},
            {Side::North, Level::Perfect, 1, Side::South, false},
            {Side::North, Level::Beginner, 4, Side::North, false},
            {Side::South, Level::Hard, 5, Side::South, true},
            {Side::South, Level::Perfect, 3, Side::South, false},
        };
        PlayStatistics statistics;
        GameSession session;
        session.model()->setComputerSeed(7);
        statistics.follow(&session);
        std::map<std::pair<Level, int>, Tally> expected;
        std::map<Level, Tally> expectedByLevel;
        std::map<int, Tally> expectedByCounters;
        Tally expectedTotal;
        int streak = 0;
        int best = 0;
        for (const Game &game : games) {
            session.model()->newGame(
                againstComputer(game.person, game.level, game.counters, game.first));
            QVERIFY(playToEnd(session, game.badly));
            const PlayStatistics::Result result =
                resultFor(game.person, *session.model()->outcome());
            const Tally one = tallyOf(result);
            expected[{game.level, game.counters}] += one;
            expectedByLevel[game.level] += one;
            expectedByCounters[game.counters] += one;
            expectedTotal += one;
            streak = result == PlayStatistics::Result::Win ? streak + 1 : 0;
            best = std::max(best, streak);
        }
        QVERIFY2(expectedTotal.wins > 0 && expectedTotal.losses > 0 && expectedTotal.draws > 0,
                 "the games were chosen to give every result");
        for (const auto &[key, tally] : expected)
            QCOMPARE(statistics.tally(key.first, key.second), tally);
        for (const auto &[level, tally] : expectedByLevel)
            QCOMPARE(statistics.byLevel(level), tally);
        for (const auto &[counters, tally] : expectedByCounters)
            QCOMPARE(statistics.byCounters(counters), tally);
        QCOMPARE(statistics.byLevel(Level::Easy), Tally{});
        QCOMPARE(statistics.total(), expectedTotal);
        QCOMPARE(statistics.countersPlayed(), (std::vector<int>{1, 3, 4, 5}));
        QCOMPARE(statistics.bestStreak(), best);
        QCOMPARE(statistics.currentStreak(), streak);

        // A restart: a new object reads the same numbers from the settings.
        PlayStatistics again;
        QCOMPARE(again.total(), expectedTotal);
        for (const auto &[key, tally] : expected)
            QCOMPARE(again.tally(key.first, key.second), tally);
        QCOMPARE(again.bestStreak(), best);
        QCOMPARE(again.currentStreak(), streak);
    }

    // Undo and redo pass the end again (the model says gameOver twice): counted once.
    void undoAndRedoAfterTheEndCountOnce() {
        PlayStatistics statistics;
        GameSession session;
        statistics.follow(&session);
        QSignalSpy over(session.model(), &GameModel::gameOver);
        QSignalSpy finished(&session, &GameSession::gameFinished);
        session.model()->newGame(againstComputer(Side::South, Level::Perfect, 3, Side::South));
        QVERIFY(playToEnd(session));
        QCOMPARE(statistics.total().games(), 1);
        session.model()->undo();
        QVERIFY(!session.model()->isOver());
        session.model()->redo();
        QVERIFY(session.model()->isOver());
        QCOMPARE(over.count(), 2);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(statistics.total().games(), 1);
        QCOMPARE(statistics.total().wins, 1);
    }

    // A finished game restored (a saved game file that holds a finished game) or continued (a
    // replay played on from its end): its end was reached before, so it does not count again.
    void finishedGameRestoredOrContinuedIsNotCounted() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString saved = dir.filePath(QStringLiteral("finished.tihbat"));
        GameSetup setup = againstComputer(Side::South, Level::Perfect, 3, Side::North);
        Game finishedGame;
        {
            PlayStatistics statistics;
            GameSession session;
            statistics.follow(&session);
            session.model()->newGame(setup);
            QVERIFY(playToEnd(session));
            QCOMPARE(statistics.total().losses, 1);
            finishedGame = session.model()->game();
            QString error;
            QVERIFY2(savedgame::write(saved, setup, finishedGame, &error), qPrintable(error));
        }
        PlayStatistics statistics;
        GameSession session;
        statistics.follow(&session);
        QSignalSpy finished(&session, &GameSession::gameFinished);
        QString error;
        QVERIFY2(session.model()->restoreAutosave(saved, &error), qPrintable(error));
        QVERIFY(session.model()->isOver());
        session.model()->undo();
        session.model()->redo();
        QVERIFY(session.model()->isOver());
        session.model()->continueGame(setup, finishedGame);
        session.model()->undo();
        session.model()->redo();
        QVERIFY(session.model()->isOver());
        QCOMPARE(finished.count(), 0);
        QCOMPARE(statistics.total(), (Tally{0, 0, 1}));
    }

    // A game restored in progress counts when it ends.
    void restoredGameInProgressCountsAtItsEnd() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString autosave = dir.filePath(QStringLiteral("autosave.tihbat"));
        {
            GameSession session;
            session.model()->setAutosavePath(autosave);
            session.model()->newGame(againstComputer(Side::South, Level::Perfect, 3, Side::South));
            QVERIFY(session.model()->playPit(personMove(*session.model(), false)));
            QTRY_VERIFY_WITH_TIMEOUT(!session.model()->isComputerToMove(), 10000);
            QVERIFY(!session.model()->isOver());
        }
        PlayStatistics statistics;
        GameSession session;
        statistics.follow(&session);
        QString error;
        QVERIFY2(session.model()->restoreAutosave(autosave, &error), qPrintable(error));
        QVERIFY(playToEnd(session));
        QCOMPARE(statistics.total().games(), 1);
    }

    void hotSeatAndComputerGamesAreNotCounted() {
        PlayStatistics statistics;
        GameSession session;
        statistics.follow(&session);
        QSignalSpy finished(&session, &GameSession::gameFinished);
        GameSetup hotSeat;
        hotSeat.rules.countersPerPit = 3;
        session.model()->newGame(hotSeat);
        QVERIFY(playToEnd(session));
        QCOMPARE(finished.count(), 1);

        GameSetup computers;
        computers.rules.countersPerPit = 3;
        computers.players[0] = {PlayerKind::Computer, Level::Easy, QString()};
        computers.players[1] = {PlayerKind::Computer, Level::Hard, QString()};
        session.model()->newGame(computers);
        QTRY_VERIFY_WITH_TIMEOUT(session.model()->isOver(), 20000);
        QCOMPARE(finished.count(), 2);
        QCOMPARE(statistics.total().games(), 0);
        QCOMPARE(PlayStatistics().total().games(), 0);
    }

    // A new game before the end abandons the old one: no loss, and the streak goes on.
    void abandonedGameCountsNothing() {
        PlayStatistics statistics;
        QVERIFY(statistics.record(againstComputer(Side::South, Level::Easy, 7, Side::South),
                                  outcomeWithWinner(Side::South)));
        GameSession session;
        statistics.follow(&session);
        session.model()->newGame(againstComputer(Side::South, Level::Easy, 7, Side::South));
        QVERIFY(session.model()->playPit(PitA));
        QTRY_VERIFY_WITH_TIMEOUT(!session.model()->isComputerToMove(), 10000);
        session.model()->newGame(againstComputer(Side::South, Level::Easy, 7, Side::South));
        QCOMPARE(statistics.total(), (Tally{1, 0, 0}));
        QCOMPARE(statistics.currentStreak(), 1);
    }

    void streaks() {
        PlayStatistics statistics;
        const GameSetup setup = againstComputer(Side::North, Level::Medium, 7, Side::South);
        const std::vector<std::optional<Side>> winners = {Side::North,  Side::North, Side::South,
                                                          Side::North,  Side::North, Side::North,
                                                          std::nullopt, Side::North};
        for (const std::optional<Side> &winner : winners)
            QVERIFY(statistics.record(setup, outcomeWithWinner(winner)));
        QCOMPARE(statistics.tally(Level::Medium, 7), (Tally{6, 1, 1}));
        QCOMPARE(statistics.bestStreak(), 3);
        QCOMPARE(statistics.currentStreak(), 1);
    }

    void resetForgetsEverything() {
        PlayStatistics statistics;
        QSignalSpy changed(&statistics, &PlayStatistics::changed);
        QVERIFY(statistics.record(againstComputer(Side::South, Level::Hard, 6, Side::South),
                                  outcomeWithWinner(Side::South)));
        statistics.reset();
        QCOMPARE(changed.count(), 2);
        QCOMPARE(statistics.total(), Tally{});
        QCOMPARE(statistics.bestStreak(), 0);
        QVERIFY(statistics.countersPlayed().empty());
        PlayStatistics again;
        QCOMPARE(again.total(), Tally{});
        QCOMPARE(again.bestStreak(), 0);
    }

    // Settings edited by hand: what is not a count is reported, with where it is, and ignored.
    void badSettingsAreReportedAndIgnored() {
        {
            QSettings settings;
            settings.setValue(QStringLiteral("statistics/easy/7/wins"), 4);
            settings.setValue(QStringLiteral("statistics/easy/7/losses"), QStringLiteral("many"));
            settings.setValue(QStringLiteral("statistics/hard/40/wins"), 2);
            settings.setValue(QStringLiteral("statistics/bestStreak"), -3);
        }
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression("statistics/easy/7/losses.*\"many\" is not a "
                                                "count"));
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression("statistics/hard/40 .*not a number of counters"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("statistics/bestStreak.*\"-3\""));
        PlayStatistics statistics;
        QCOMPARE(statistics.tally(Level::Easy, 7), (Tally{4, 0, 0}));
        QCOMPARE(statistics.byLevel(Level::Hard), Tally{});
        QCOMPARE(statistics.bestStreak(), 0);
    }
};

QTEST_GUILESS_MAIN(TestPlayStatistics)
#include "tst_play_statistics.moc"
