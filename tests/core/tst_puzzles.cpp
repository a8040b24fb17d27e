// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle collection: the shipped file is exactly what the generator makes, every shipped
// puzzle's best move is exactly the solver's, and every stated gain agrees with the independent
// reference solver (reference_solver.h), played from the position by its own referee.
#include "core/notation.h"
#include "core/puzzles.h"
#include "reference_solver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>
#include <map>
#include <set>

using namespace tihbat;

namespace {

reference::Board toReference(const Position &p) {
    reference::Board board;
    board.pits[0][0] = p.pits[PitA];
    board.pits[0][1] = p.pits[PitB];
    board.pits[1][0] = p.pits[Pita];
    board.pits[1][1] = p.pits[Pitb];
    board.mover = p.toMove == Side::South ? 0 : 1;
    return board;
}

reference::Spot toReference(int pit) {
    return {pit / 2, pit % 2};
}

// What the move gains for the mover by the reference alone: its referee plays the move from
// the position (the position is the game's whole history), its solver values what follows.
int referenceGain(reference::Solver &solver, const Puzzle &p, int pit) {
    reference::Referee game(toReference(p.state.position), false, p.state.captured);
    if (!game.play(toReference(pit)))
        throw std::logic_error("the reference refuses the move");
    int finalDifference = 0;
    if (game.ending() != reference::Ending::Running) {
        const std::array<int, 2> f = game.finalScore();
        finalDifference = f[0] - f[1];
    } else {
        finalDifference =
            game.captured()[0] - game.captured()[1] + solver.futureValue(game.sinceCapture());
    }
    const int sign = p.mover() == Side::South ? 1 : -1;
    return sign * (finalDifference - p.state.capturedDifference());
}

QString describe(const Puzzle &p) {
    return QStringLiteral("puzzle %1 (%2)").arg(p.id).arg(QString::fromStdString(formatPuzzle(p)));
}

} // namespace

class TestPuzzles : public QObject {
    Q_OBJECT
private slots:
    void shippedFileIsTheGeneratorsOutput();
    void builtInCollectionIsTheShippedFile();
    void collectionIsLargeAndVaried();
    void bestMovesAreTheSolversBestMoves();
    void gainsAgreeWithTheReferenceSolver();
    void depthAndGradeFollowFromTheLine();
    void gradeRisesWithDepthAndFallsWithMargin();
    void formatReadsBack();
    void badLinesAreRefusedWithTheLineNumber_data();
    void badLinesAreRefusedWithTheLineNumber();
};

void TestPuzzles::shippedFileIsTheGeneratorsOutput() {
    QFile file(QStringLiteral(TIHBAT_PUZZLE_FILE));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    const QByteArray shipped = file.readAll();
    QElapsedTimer timer;
    timer.start();
    const std::string generated = formatPuzzles(generatePuzzles());
    qInfo("generated %zu bytes in %lld ms", generated.size(), timer.elapsed());
    // Regenerate with build/tests/core/make_puzzles > resources/puzzles/puzzles.txt.
    QCOMPARE(shipped, QByteArray::fromStdString(generated));
}

void TestPuzzles::builtInCollectionIsTheShippedFile() {
    QFile file(QStringLiteral(TIHBAT_PUZZLE_FILE));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::vector<Puzzle> fromFile = parsePuzzles(file.readAll().toStdString());
    QCOMPARE(shippedPuzzles().size(), fromFile.size());
    QVERIFY(shippedPuzzles() == fromFile);
}

void TestPuzzles::collectionIsLargeAndVaried() {
    const std::vector<Puzzle> &puzzles = shippedPuzzles();
    QVERIFY2(puzzles.size() >= 200, qPrintable(QString::number(puzzles.size())));
    std::map<int, std::set<PuzzleDifficulty>> gradesPerCount;
    std::set<std::pair<std::array<int, PitCount>, Side>> positions;
    std::set<Side> movers;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const Puzzle &p = puzzles[i];
        QCOMPARE(p.id, int(i) + 1);
        if (i > 0)
            QVERIFY2(puzzles[i - 1].difficulty <= p.difficulty, "easy first, hard last");
        gradesPerCount[p.countersPerPit].insert(p.difficulty);
        QVERIFY2(positions.insert({p.state.position.pits, p.mover()}).second,
                 qPrintable(describe(p) + " repeats a position"));
        movers.insert(p.mover());
        // Every counter the game started with is on the board or captured.
        const int total = p.state.position.boardTotal() + p.state.captured[0] + p.state.captured[1];
        QCOMPARE(total, PitCount * p.countersPerPit);
    }
    QCOMPARE(movers.size(), std::size_t(2));
    QVERIFY(gradesPerCount.size() >= 5);
    for (const auto &[counters, grades] : gradesPerCount)
        QVERIFY2(grades.size() == PuzzleDifficultyCount,
                 qPrintable(QStringLiteral("%1 per pit lacks a grade").arg(counters)));
}

void TestPuzzles::bestMovesAreTheSolversBestMoves() {
    const std::shared_ptr<const Solver> solver = sharedSolver(false);
    for (const Puzzle &p : shippedPuzzles()) {
        const Game game(p.options(), p.state);
        QVERIFY(!game.isOver());
        const PositionAnalysis analysis = solver->analyse(game);
        QCOMPARE(p.bestPits(), analysis.bestPits);
        QCOMPARE(analysis.bestPits.size(), std::size_t(1));
        QCOMPARE(p.moves.size(), game.legalMoves().size());
        QVERIFY2(p.bestGain() > 0, qPrintable(describe(p)));
        QVERIFY2(p.margin() >= 2, qPrintable(describe(p)));
        const int sign = p.mover() == Side::South ? 1 : -1;
        for (std::size_t i = 0; i < p.moves.size(); ++i) {
            QCOMPARE(p.moves[i].pit, analysis.moveValues[i].pit);
            QCOMPARE(p.moves[i].gain,
                     sign * (analysis.moveValues[i].value - p.state.capturedDifference()));
        }
    }
}

void TestPuzzles::gainsAgreeWithTheReferenceSolver() {
    int maxTotal = 0;
    for (const Puzzle &p : shippedPuzzles())
        maxTotal = std::max(maxTotal, p.state.position.boardTotal());
    // The reference solves and proves every total up to the largest board of the collection.
    constexpr int ReferenceTotal = MaxBoardCounters;
    QElapsedTimer timer;
    timer.start();
    reference::Solver solver(false, std::min(maxTotal, ReferenceTotal));
    QVERIFY2(solver.failure().empty(), solver.failure().c_str());
    qInfo("reference solved up to %d counters in %lld ms", solver.maxTotal(), timer.elapsed());
    int checked = 0;
    for (const Puzzle &p : shippedPuzzles()) {
        if (p.state.position.boardTotal() > solver.maxTotal())
            continue;
        for (const PuzzleMove &m : p.moves)
            QVERIFY2(referenceGain(solver, p, m.pit) == m.gain,
                     qPrintable(describe(p) + " move " + QChar(pitLetter(m.pit))));
        ++checked;
    }
    QVERIFY(solver.failure().empty());
    qInfo("%d of %zu puzzles checked against the reference", checked, shippedPuzzles().size());
    QCOMPARE(checked, int(shippedPuzzles().size()));
}

void TestPuzzles::depthAndGradeFollowFromTheLine() {
    // Play the solution line by the rules: each side keeps the solver's value, the mover's
    // gain must be in hand after exactly `depth` plies, not before.
    const std::shared_ptr<const Solver> solver = sharedSolver(false);
    for (const Puzzle &p : shippedPuzzles()) {
        QCOMPARE(p.difficulty, gradePuzzle(p.margin(), p.depth));
        Game game = p.game();
        const int sign = p.mover() == Side::South ? 1 : -1;
        const int start = p.state.capturedDifference();
        const int value = start + sign * p.bestGain();
        auto banked = [&] {
            return game.isOver() ||
                   sign * (game.state().capturedDifference() - start) >= p.bestGain();
        };
        QVERIFY(p.depth >= 1);
        for (int ply = 0; ply < p.depth; ++ply) {
            QVERIFY2(!banked(), qPrintable(describe(p) + " banked early"));
            const PositionAnalysis a = solver->analyse(game);
            QCOMPARE(a.value, value);
            int pit = a.bestPits.front();
            for (const int best : a.bestPits) {
                if (successor(game.position(), best, false).captured > 0) {
                    pit = best;
                    break;
                }
            }
            if (ply == 0)
                QCOMPARE(pit, p.bestPits().front());
            game.play(pit);
        }
        QVERIFY2(banked(), qPrintable(describe(p) + " not banked at its depth"));
        // The solution shown is that line.
        const std::vector<MoveStory> line = puzzleSolution(p, *solver);
        QCOMPARE(int(line.size()), p.depth);
        QCOMPARE(line.front().pit, p.bestPits().front());
        QCOMPARE(line.back().after, game.state());
    }
}

void TestPuzzles::gradeRisesWithDepthAndFallsWithMargin() {
    QCOMPARE(gradePuzzle(6, 1), PuzzleDifficulty::Easy);
    QCOMPARE(gradePuzzle(2, 9), PuzzleDifficulty::Hard);
    for (int depth = 1; depth < 15; depth += 2) {
        for (int margin = 2; margin <= 20; margin += 2) {
            QVERIFY(gradePuzzle(margin, depth + 2) >= gradePuzzle(margin, depth));
            QVERIFY(gradePuzzle(margin + 2, depth) <= gradePuzzle(margin, depth));
        }
    }
}

void TestPuzzles::formatReadsBack() {
    for (const Puzzle &p : shippedPuzzles()) {
        const Puzzle back = parsePuzzle(formatPuzzle(p));
        QVERIFY2(back == p, qPrintable(describe(p)));
    }
    QCOMPARE(parsePuzzles(formatPuzzles(shippedPuzzles())).size(), shippedPuzzles().size());
}

void TestPuzzles::badLinesAreRefusedWithTheLineNumber_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("fields") << "1 7 easy | 7 7 7 7 S | 0 0 | A+2 B-2"
                            << "expected 5 fields";
    QTest::newRow("grade") << "1 7 tricky | 7 7 7 7 S | 0 0 | A+2 B-2 | 1"
                           << "unknown difficulty \"tricky\"";
    QTest::newRow("counters") << "1 13 easy | 7 7 7 7 S | 0 0 | A+2 B-2 | 1"
                              << "out of range";
    QTest::newRow("side") << "1 7 easy | 7 7 7 7 X | 0 0 | A+2 B-2 | 1"
                          << "is not S or N";
    QTest::newRow("pit") << "1 7 easy | 7 7 x 7 S | 0 0 | A+2 B-2 | 1"
                         << "\"x\" is not a whole";
    QTest::newRow("move") << "1 7 easy | 7 7 7 7 S | 0 0 | Q+2 B-2 | 1"
                          << "move \"Q+2\"";
    QTest::newRow("depth") << "1 7 easy | 7 7 7 7 S | 0 0 | A+2 B-2 | deep"
                           << "depth \"deep\"";
}

void TestPuzzles::badLinesAreRefusedWithTheLineNumber() {
    QFETCH(QString, line);
    QFETCH(QString, expected);
    const std::string text = "# comment\n\n" + line.toStdString() + "\n";
    try {
        parsePuzzles(text);
        QFAIL("accepted");
    } catch (const std::invalid_argument &error) {
        const QString message = QString::fromUtf8(error.what());
        QVERIFY2(message.startsWith("puzzle line 3: "), qPrintable(message));
        QVERIFY2(message.contains(expected), qPrintable(message));
    }
}

QTEST_GUILESS_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
