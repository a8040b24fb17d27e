// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer headless: whatever moves the index (buttons, keys, slider, list, graph,
// autoplay), the board, the move list, the slider and the graph agree with it; the analysis
// equals the solver asked independently; edits survive saving; play-on carries the game so far.
// Set TIHBAT_SCREENSHOT_DIR to also save the window at 1280x800 and 1920x1080.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "core/computer_player.h"
#include "core/notation.h"
#include "game/session/record_file.h"
#include "game/session/replay_model.h"
#include "replay/replay_window.h"
#include "replay/value_graph.h"
#include "screenshot_checks.h"
#include "text/isolated_text.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace tihbat;

namespace {

// A whole game between a beginner (South, who makes mistakes) and a medium player, both
// computers with fixed seeds, so the record is the same in every run.
record::GameRecord computerGame(std::uint32_t seed) {
    Game game;
    ComputerPlayer south(Level::Beginner, seed);
    ComputerPlayer north(Level::Medium, seed + 1);
    while (!game.isOver() && game.plies() < 300) {
        ComputerPlayer &mover = game.position().toMove == Side::South ? south : north;
        game.play(mover.chooseMove(game));
    }
    record::GameRecord rec = record::recordOf(game);
    rec.setTag("Event", "Replay test");
    rec.setTag("South", "Amina");
    rec.setTag("North", "Youssef");
    rec.commentsBefore = {"The start."};
    if (!rec.moves.empty())
        rec.moves[0].commentsAfter = {"A first comment."};
    return rec;
}

// The game after `index` moves of the record, replayed here independently of the viewer.
Game replayedTo(const record::GameRecord &rec, int index) {
    Game game(rec.options);
    for (int i = 0; i < index; ++i)
        game.play(rec.moves[static_cast<std::size_t>(i)].pit);
    return game;
}

QString signedText(int value) {
    return value > 0   ? QStringLiteral("+%1").arg(value)
           : value < 0 ? QStringLiteral("\u2212%1").arg(-value)
                       : QStringLiteral("0");
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void opensAtTheStart();
    void steppingKeepsEverythingInAgreement();
    void jumpsSnapTheBoard();
    void keysOnTheWindowAndItsParts();
    void forwardStepAnimatesAndJumpFinishesIt();
    void autoplayWaitsForTheAnimation();
    void analysisEqualsTheSolver();
    void analysisArrivesBySignal();
    void verdictsInWords();
    void graphClickJumps();
    void rightToLeftTimeRunsFromTheRight();
    void editsSurviveSaveAndLoad();
    void playOnCarriesTheGameSoFar();
    void severalGamesHaveAChooser();
    void badFileIsRefusedWithItsPlace();
    void screenshots();

private:
    // Board, list, slider, graph and model all at `index`, and the board's counters where the
    // independently replayed game has them (once any animation has ended).
    void checkAgreement(int index);

    QTemporaryDir m_dir;
    record::GameRecord m_record;
    QString m_path;
    ReplayWindow *m_window = nullptr;
};

void TestReplay::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_record = computerGame(5);
    QVERIFY2(m_record.moves.size() >= 12, "the test game should be long enough to step through");
    m_path = m_dir.filePath("game.tihbat");
    QCOMPARE(saveRecordFile(m_path, std::vector<record::GameRecord>{m_record}), QString());
}

void TestReplay::init() {
    m_window = new ReplayWindow;
    m_window->resize(1280, 800);
    m_window->setDropDuration(0);
    QString error;
    QVERIFY2(m_window->openFile(m_path, &error), qPrintable(error));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    // The solver's values come from a worker thread.
    QTRY_VERIFY(m_window->model()->isAnalysed());
}

void TestReplay::cleanup() {
    delete m_window;
    m_window = nullptr;
}

void TestReplay::checkAgreement(int index) {
    QCOMPARE(m_window->model()->index(), index);
    QCOMPARE(m_window->slider()->value(), index);
    QCOMPARE(m_window->moveList()->indexOfTopLevelItem(m_window->moveList()->currentItem()), index);
    QCOMPARE(m_window->valueGraph()->currentIndex(), index);

    const Game expected = replayedTo(m_record, index);
    const BoardScene *scene = m_window->board()->boardScene();
    QVERIFY(scene->state() == expected.state());
    QCOMPARE(scene->isGameOver(), expected.isOver());
    // While a move is animated the counters are on their way; they are counted once it ends.
    if (m_window->board()->isAnimating())
        return;
    std::array<int, PitCount> inPits{};
    std::array<int, 2> inTrays{};
    for (const CounterItem *counter : scene->counters()) {
        if (counter->tray())
            ++inTrays[sideIndex(*counter->tray())];
        else if (isValidPit(counter->pit()))
            ++inPits[counter->pit()];
    }
    for (int pit = 0; pit < PitCount; ++pit)
        QCOMPARE(inPits[pit], expected.position().pits[pit]);
    QCOMPARE(inTrays[0], expected.state().captured[0]);
    QCOMPARE(inTrays[1], expected.state().captured[1]);
    // The move stepped to is marked as the game's board marks the move just played: a ring on
    // the pit emptied, beads on the pit its last counter fell in; nothing at the start.
    int played = -1;
    int lastDrop = -1;
    if (index > 0) {
        Game before = replayedTo(m_record, index - 1);
        const auto result = before.play(m_record.moves[static_cast<std::size_t>(index - 1)].pit);
        QVERIFY(std::holds_alternative<MoveStory>(result));
        played = std::get<MoveStory>(result).pit;
        lastDrop = std::get<MoveStory>(result).lastPit();
    }
    for (int pit = 0; pit < PitCount; ++pit) {
        QCOMPARE(scene->pitItem(pit)->isMarkedPlayed(), pit == played);
        QCOMPARE(scene->pitItem(pit)->isMarkedLastDrop(), pit == lastDrop);
    }
}

void TestReplay::opensAtTheStart() {
    checkAgreement(0);
    const int n = static_cast<int>(m_record.moves.size());
    QCOMPARE(m_window->model()->moveCount(), n);
    QCOMPARE(m_window->slider()->maximum(), n);
    QCOMPARE(m_window->moveList()->topLevelItemCount(), n + 1);
    QCOMPARE(m_window->valueGraph()->pointCount(), n + 1);
    QVERIFY(!m_window->isModified());
    QVERIFY(m_window->windowTitle().startsWith(isolated(QStringLiteral("game.tihbat"))));
    QCOMPARE(m_window->commentEditor()->toPlainText(), QStringLiteral("The start."));
    QCOMPARE(m_window->tagEditor("South")->text(), QStringLiteral("Amina"));
}

void TestReplay::steppingKeepsEverythingInAgreement() {
    ReplayModel *model = m_window->model();
    for (int i = 1; i <= 5; ++i) {
        model->next();
        checkAgreement(i);
    }
    model->previous();
    checkAgreement(4);
    const int n = model->moveCount();
    model->last();
    checkAgreement(n);
    model->next(); // past the end: nothing moves
    checkAgreement(n);
    model->first();
    checkAgreement(0);
    model->previous();
    checkAgreement(0);
}

void TestReplay::jumpsSnapTheBoard() {
    m_window->setDropDuration(200); // a forward step would animate; jumps must not
    m_window->slider()->setValue(7);
    QVERIFY(!m_window->board()->isAnimating());
    checkAgreement(7);

    QTreeWidget *list = m_window->moveList();
    const QRect row = list->visualItemRect(list->topLevelItem(3));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
    QVERIFY(!m_window->board()->isAnimating());
    checkAgreement(3);

    // Clicking the next row is still a jump, not an animated step.
    const QRect next = list->visualItemRect(list->topLevelItem(4));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, next.center());
    QVERIFY(!m_window->board()->isAnimating());
    checkAgreement(4);
}

void TestReplay::keysOnTheWindowAndItsParts() {
    const int n = m_window->model()->moveCount();
    QTest::keyClick(m_window, Qt::Key_Right);
    checkAgreement(1);
    QTest::keyClick(m_window, Qt::Key_PageDown);
    checkAgreement(2);
    QTest::keyClick(m_window, Qt::Key_Left);
    checkAgreement(1);
    QTest::keyClick(m_window, Qt::Key_PageDown);
    QTest::keyClick(m_window, Qt::Key_PageDown);
    checkAgreement(3);
    QTest::keyClick(m_window, Qt::Key_PageUp);
    checkAgreement(2);
    QTest::keyClick(m_window, Qt::Key_End);
    checkAgreement(n);
    QTest::keyClick(m_window, Qt::Key_Home);
    checkAgreement(0);

    // The same keys reach the viewer with the focus in its parts (a clicker sends them to
    // whatever has the focus).
    QTest::keyClick(m_window->moveList(), Qt::Key_Right);
    checkAgreement(1);
    QTest::keyClick(m_window->moveList(), Qt::Key_Down); // the list's own key: next row
    checkAgreement(2);
    QTest::keyClick(m_window->slider(), Qt::Key_PageDown);
    checkAgreement(3);
    QTest::keyClick(m_window->board(), Qt::Key_Left);
    checkAgreement(2);
    QTest::keyClick(m_window->valueGraph(), Qt::Key_End);
    checkAgreement(n);

    // In the comment editor the keys edit text.
    QTest::keyClick(m_window, Qt::Key_Home);
    QTest::keyClick(m_window->commentEditor(), Qt::Key_End, Qt::ControlModifier);
    QTest::keyClicks(m_window->commentEditor(), "ab");
    QTest::keyClick(m_window->commentEditor(), Qt::Key_Left);
    QTest::keyClick(m_window->commentEditor(), Qt::Key_Space);
    checkAgreement(0);
    QCOMPARE(m_window->commentEditor()->toPlainText(), QStringLiteral("The start.a b"));

    // Space: autoplay on and off.
    m_window->setAutoplayPause(60000); // the timer must not step during this check
    QTest::keyClick(m_window, Qt::Key_Space);
    QVERIFY(m_window->isAutoplaying());
    checkAgreement(1); // autoplay steps at once
    QTest::keyClick(m_window, Qt::Key_Space);
    QVERIFY(!m_window->isAutoplaying());
    checkAgreement(1);
}

void TestReplay::forwardStepAnimatesAndJumpFinishesIt() {
    BoardView *board = m_window->board();
    m_window->setDropDuration(100);
    QSignalSpy finished(board, &BoardView::animationFinished);
    QTest::keyClick(m_window, Qt::Key_Right);
    QVERIFY(board->isAnimating());
    checkAgreement(1); // the board's own state is the move's end already
    QVERIFY(finished.wait(10000));
    QVERIFY(!board->isAnimating());
    checkAgreement(1); // now with the counters in their pits

    QTest::keyClick(m_window, Qt::Key_Right);
    QVERIFY(board->isAnimating());
    QTest::keyClick(m_window, Qt::Key_Home); // a jump cuts the animation short
    QVERIFY(!board->isAnimating());
    checkAgreement(0);
    QTest::keyClick(m_window, Qt::Key_Right);
    QTest::keyClick(m_window, Qt::Key_Left); // so does stepping back
    QVERIFY(!board->isAnimating());
    checkAgreement(0);
}

void TestReplay::autoplayWaitsForTheAnimation() {
    BoardView *board = m_window->board();
    ReplayModel *model = m_window->model();
    m_window->setDropDuration(60000); // a move would take minutes: only finishing it advances
    m_window->setAutoplayPause(0);
    QSignalSpy steps(model, &MoveLine::positionChanged);

    m_window->setAutoplay(true);
    QCOMPARE(model->index(), 1);
    QVERIFY(board->isAnimating());
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
    QCOMPARE(model->index(), 1); // still animating: no step

    for (int expected = 2; expected <= 4; ++expected) {
        board->finishAnimation(); // as if the animation ran to its end
        QVERIFY(steps.wait(5000));
        QCOMPARE(model->index(), expected);
        QVERIFY(board->isAnimating());
        checkAgreement(expected);
    }

    // At the end autoplay stops by itself.
    m_window->setDropDuration(0);
    const int n = model->moveCount();
    board->finishAnimation();
    while (m_window->isAutoplaying() && model->index() < n)
        QVERIFY(steps.wait(5000));
    QTRY_VERIFY(!m_window->isAutoplaying());
    checkAgreement(n);
}

void TestReplay::analysisEqualsTheSolver() {
    const Solver &solver = *sharedSolver(m_record.options.chainCapture);
    ReplayModel *model = m_window->model();
    QTreeWidget *list = m_window->moveList();
    int mistakes = 0;
    for (int i = 0; i <= model->moveCount(); ++i) {
        const Game game = replayedTo(m_record, i);
        const int value = solver.value(game);
        QCOMPARE(model->analysisAt(i).value, value);
        QCOMPARE(list->topLevelItem(i)->text(3), isolated(signedText(value)));
        if (i == 0)
            continue;
        // What move i gave away: the best value before it against the value it led to, from the
        // mover's side.
        Game before = replayedTo(m_record, i - 1);
        const bool south = before.position().toMove == Side::South;
        int best = south ? -1000 : 1000;
        int played = 0;
        for (const MoveValue &mv : solver.moveValues(before)) {
            best = south ? std::max(best, mv.value) : std::min(best, mv.value);
            if (mv.pit == m_record.moves[static_cast<std::size_t>(i - 1)].pit)
                played = mv.value;
        }
        const int loss = south ? best - played : played - best;
        QCOMPARE(model->lossOf(i), loss);
        QCOMPARE(list->topLevelItem(i)->text(4), loss > 0 ? QString::number(loss) : QString());
        const QString move = list->topLevelItem(i)->text(2);
        QCOMPARE(move.endsWith(QLatin1String("?")), loss > 0);
        QCOMPARE(move.endsWith(QLatin1String("??")), loss >= 6);
        QVERIFY(move.startsWith(QChar::fromLatin1(pitLetter(m_record.moves[i - 1].pit))));
        mistakes += loss > 0 ? 1 : 0;
    }
    QVERIFY2(mistakes > 0, "the beginner's game should hold a mistake to show");
}

// The values are worked out off the GUI thread: opening a record returns before them, the
// window shows the moves and says the values are coming, and they arrive by signal.
void TestReplay::analysisArrivesBySignal() {
    ReplayWindow window;
    window.setDropDuration(0);
    QSignalSpy ready(window.model(), &ReplayModel::analysisReady);
    QCOMPARE(window.setGames({computerGame(11)}), QString());
    QVERIFY(!window.model()->isAnalysed());
    QCOMPARE(ready.count(), 0);
    QTreeWidget *list = window.moveList();
    QCOMPARE(list->topLevelItemCount(), window.model()->moveCount() + 1);
    QCOMPARE(list->topLevelItem(1)->text(3), QString());
    window.model()->setIndex(1);
    QVERIFY2(window.moveVerdictText().contains("working out"),
             qPrintable(window.moveVerdictText()));
    // Stepping works while the solver works.
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(window.model()->index(), 2);

    QVERIFY(ready.wait(20000));
    QVERIFY(window.model()->isAnalysed());
    const Solver &solver = *sharedSolver(false);
    const record::GameRecord rec = computerGame(11);
    const Game afterOne = replayedTo(rec, 1);
    QCOMPARE(list->topLevelItem(1)->text(3), isolated(signedText(solver.value(afterOne))));
    QCOMPARE(window.valueGraph()->pointCount(), window.model()->moveCount() + 1);
    QVERIFY2(window.moveVerdictText().startsWith("<b>Move 2,"),
             qPrintable(window.moveVerdictText()));
}

void TestReplay::verdictsInWords() {
    const Solver &solver = *sharedSolver(m_record.options.chainCapture);
    const int startValue = solver.value(Game(m_record.options));
    // The players by the record's names, each in an isolate (the sides' names where it has none).
    const auto player = [this](const char *tag, const char *side) {
        const QString name = shownTagValue(m_record, tag);
        return name.isEmpty() ? QString::fromLatin1(side) : isolated(name);
    };
    const QString words =
        startValue > 0
            ? QStringLiteral("%1 wins by %2").arg(player("South", "South")).arg(startValue)
        : startValue < 0
            ? QStringLiteral("%1 wins by %2").arg(player("North", "North")).arg(-startValue)
            : QStringLiteral("A draw");
    QVERIFY2(m_window->positionVerdictText().contains(words),
             qPrintable(m_window->positionVerdictText()));

    // The first move with a mistake: its verdict names the best move before it and the loss.
    ReplayModel *model = m_window->model();
    int move = 1;
    while (move <= model->moveCount() && model->lossOf(move) == 0)
        ++move;
    QVERIFY(move <= model->moveCount());
    model->setIndex(move);
    QString best;
    const Game before = replayedTo(m_record, move - 1);
    for (const MoveValue &mv : solver.moveValues(before)) {
        if (mv.value == solver.value(before))
            best += best.isEmpty() ? QString(QChar::fromLatin1(pitLetter(mv.pit)))
                                   : QStringLiteral(" or ") + QChar::fromLatin1(pitLetter(mv.pit));
    }
    const QString verdict = m_window->moveVerdictText();
    QVERIFY2(verdict.contains(QStringLiteral("best: %1.").arg(best)), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("gave away %1").arg(model->lossOf(move))),
             qPrintable(verdict));

    model->last();
    QVERIFY(m_window->positionVerdictText().contains("The game is over"));
    QVERIFY(!m_window->playOnButton()->isEnabled());
}

void TestReplay::graphClickJumps() {
    ValueGraph *graph = m_window->valueGraph();
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointOf(5).toPoint());
    checkAgreement(5);
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointOf(graph->pointCount() - 1).toPoint());
    checkAgreement(m_window->model()->moveCount());
    QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(0, graph->height() / 2));
    checkAgreement(0);
}

// A window that reads right to left (Arabic) shows the moves from right to left: the graph
// starts at its right edge, and the arrows follow it (Left is the next move); a clicker's Page
// Down is still the next.
void TestReplay::rightToLeftTimeRunsFromTheRight() {
    m_window->setLayoutDirection(Qt::RightToLeft);
    ValueGraph *graph = m_window->valueGraph();
    QVERIFY(graph->isRightToLeft());
    QVERIFY(graph->pointOf(0).x() > graph->pointOf(graph->pointCount() - 1).x());
    QVERIFY(graph->pointOf(1).x() < graph->pointOf(0).x());
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointOf(5).toPoint());
    checkAgreement(5);
    QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(graph->width() - 1, graph->height() / 2));
    checkAgreement(0);
    QTest::keyClick(m_window, Qt::Key_Left);
    checkAgreement(1);
    QTest::keyClick(m_window, Qt::Key_PageDown);
    checkAgreement(2);
    QTest::keyClick(m_window, Qt::Key_Right);
    checkAgreement(1);
    QTest::keyClick(m_window, Qt::Key_PageUp);
    checkAgreement(0);
}

void TestReplay::editsSurviveSaveAndLoad() {
    QSignalSpy modified(m_window, &ReplayWindow::modifiedChanged);
    m_window->model()->setIndex(3);
    m_window->commentEditor()->setPlainText(QStringLiteral("A fine capture."));
    QVERIFY(m_window->isModified());
    QCOMPARE(modified.count(), 1);
    QVERIFY(m_window->windowTitle().contains("[*]"));
    QVERIFY(m_window->isWindowModified());

    QLineEdit *event = m_window->tagEditor("Event");
    event->selectAll();
    QTest::keyClicks(event, "Club night");
    QLineEdit *date = m_window->tagEditor("Date");
    QTest::keyClicks(date, "2026.05.01");
    QTableWidget *others = m_window->otherTagsTable();
    const int row = others->rowCount() - 1; // the empty row for a new tag
    others->setItem(row, 1, new QTableWidgetItem(QStringLiteral("Ms Haddou")));
    others->setItem(row, 0, new QTableWidgetItem(QStringLiteral("Annotator")));

    // The index moving away and back shows the comment again.
    m_window->model()->setIndex(0);
    m_window->model()->setIndex(3);
    QCOMPARE(m_window->commentEditor()->toPlainText(), QStringLiteral("A fine capture."));

    const QString path = m_dir.filePath("edited.tihbat");
    QCOMPARE(m_window->saveTo(path), QString());
    QVERIFY(!m_window->isModified());
    QCOMPARE(m_window->filePath(), path);
    QVERIFY(m_window->windowTitle().startsWith(isolated(QStringLiteral("edited.tihbat"))));

    const RecordFileResult loaded = loadRecordFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.games.size(), std::size_t(1));
    QVERIFY(loaded.games == m_window->model()->games());
    const record::GameRecord &game = loaded.games.front();
    QCOMPARE(game.moves[2].commentsAfter, std::vector<std::string>{"A fine capture."});
    QCOMPARE(game.tag("Event"), std::optional<std::string>("Club night"));
    QCOMPARE(game.tag("Date"), std::optional<std::string>("2026.05.01"));
    QCOMPARE(game.tag("Annotator"), std::optional<std::string>("Ms Haddou"));
    QCOMPARE(game.tag("South"), std::optional<std::string>("Amina"));
    // Nothing else changed: the same moves and the other comments.
    QCOMPARE(game.moves.size(), m_record.moves.size());
    for (std::size_t i = 0; i < game.moves.size(); ++i)
        QCOMPARE(game.moves[i].pit, m_record.moves[i].pit);
    QCOMPARE(game.moves[0].commentsAfter, m_record.moves[0].commentsAfter);
    QCOMPARE(game.commentsBefore, m_record.commentsBefore);

    // A new window opening the saved file shows the same.
    ReplayWindow again;
    QVERIFY(again.openFile(path));
    again.model()->setIndex(3);
    QCOMPARE(again.commentEditor()->toPlainText(), QStringLiteral("A fine capture."));
    QCOMPARE(again.tagEditor("Event")->text(), QStringLiteral("Club night"));
}

void TestReplay::playOnCarriesTheGameSoFar() {
    std::optional<Game> received;
    connect(m_window, &ReplayWindow::playOnRequested, this,
            [&received](const Game &game) { received = game; });
    m_window->model()->setIndex(6);
    QVERIFY(m_window->playOnButton()->isEnabled());
    QTest::mouseClick(m_window->playOnButton(), Qt::LeftButton);
    QVERIFY(received.has_value());
    const Game expected = replayedTo(m_record, 6);
    QVERIFY(received->state() == expected.state());
    QCOMPARE(received->plies(), 6);
    QVERIFY(received->moves() == expected.moves());
    QVERIFY(!received->canRedo());
    const auto history = received->positionsSinceCapture();
    const auto expectedHistory = expected.positionsSinceCapture();
    QVERIFY(
        std::equal(history.begin(), history.end(), expectedHistory.begin(), expectedHistory.end()));
}

void TestReplay::severalGamesHaveAChooser() {
    QVERIFY(!m_window->gameChooser()->isEnabled()); // one game: nothing to choose
    record::GameRecord second = computerGame(9);
    second.options.countersPerPit = 7;
    const std::vector<record::GameRecord> games = {m_record, second};
    QCOMPARE(m_window->setGames(games), QString());
    QVERIFY(m_window->gameChooser()->isEnabled());
    QCOMPARE(m_window->gameChooser()->count(), 2);
    m_window->model()->setIndex(4);
    m_window->gameChooser()->setCurrentIndex(1);
    QCOMPARE(m_window->model()->currentGame(), 1);
    QCOMPARE(m_window->model()->moveCount(), static_cast<int>(second.moves.size()));
    QCOMPARE(m_window->moveList()->topLevelItemCount(), m_window->model()->moveCount() + 1);
    QCOMPARE(m_window->slider()->maximum(), m_window->model()->moveCount());
    QCOMPARE(m_window->model()->index(), 0);
    const record::GameRecord kept = m_record;
    m_record = second; // checkAgreement replays m_record
    m_window->model()->setIndex(5);
    checkAgreement(5);
    m_record = kept;
}

void TestReplay::badFileIsRefusedWithItsPlace() {
    const QString path = m_dir.filePath("bad.tihbat");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. A 2. A *\n");
    file.close();
    QString error;
    QVERIFY(!m_window->openFile(path, &error));
    QVERIFY2(error.startsWith("bad.tihbat: line 4, column 9: move 2 (A) is not legal"),
             qPrintable(error));
    QCOMPARE(m_window->filePath(), m_path); // nothing changed
    QCOMPARE(m_window->model()->moveCount(), static_cast<int>(m_record.moves.size()));
}

// The viewer's picture at two sizes and its details tab: always checked (the window has content,
// the board is drawn where the layout puts it), written as PNGs when TIHBAT_SCREENSHOT_DIR is set.
void TestReplay::screenshots() {
    ReplayModel *model = m_window->model();
    int mistake = 1;
    while (mistake < model->moveCount() && model->lossOf(mistake) == 0)
        ++mistake;
    model->setIndex(mistake);
    auto *board = m_window->findChild<BoardView *>();
    QVERIFY(board);
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        m_window->resize(size);
        QCoreApplication::processEvents();
        const QImage picture = m_window->grab().toImage();
        QString problem = screenshots::contentProblem(picture, m_window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = screenshots::placeProblem(picture, m_window, board);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The board gets a good share of the window at either size.
        QVERIFY(board->width() * board->height() * 5 > size.width() * size.height());
        QVERIFY(screenshots::saveIfAsked(
            picture, QStringLiteral("replay-%1x%2.png").arg(size.width()).arg(size.height())));
    }
    // The details tab, with a game of several in the file.
    QCOMPARE(m_window->setGames({m_record, computerGame(9)}, m_path), QString());
    m_window->resize(1280, 800);
    auto *tabs = m_window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentIndex(1);
    QCoreApplication::processEvents();
    const QImage details = m_window->grab().toImage();
    QString problem = screenshots::contentProblem(details, m_window);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    problem = screenshots::placeProblem(details, m_window, tabs->currentWidget());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(screenshots::saveIfAsked(details, QStringLiteral("replay-details-1280x800.png")));
}

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
