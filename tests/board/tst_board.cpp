// SPDX-License-Identifier: GPL-3.0-or-later
// The board: clicks and keys become the right signals, and whatever it is told (moves, undos,
// interrupted animations, flips), the items on it always match the last state exactly.
#include "board/board_art.h"
#include "board/board_geometry.h"
#include "board/board_scene.h"
#include "board/board_text.h"
#include "board/board_view.h"
#include "board/items.h"
#include "core/game.h"

#include <QAbstractAnimation>
#include <QRandomGenerator>
#include <QSemaphore>
#include <QSignalSpy>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>
#include <memory>

using namespace tihbat;

Q_DECLARE_METATYPE(tihbat::MoveError)
Q_DECLARE_METATYPE(tihbat::BoardPalette)

namespace {

// Everything on the board agrees with the state: counters per pit (each wholly inside its
// pit and clear of its neighbours), counters per tray, the counts shown, nothing in the air.
void verifyBoardShows(BoardView &view, const GameState &state) {
    BoardScene *scene = view.boardScene();
    QVERIFY(!view.isAnimating());
    QCOMPARE(scene->state(), state);
    std::array<std::vector<CounterItem *>, PitCount> inPit;
    std::array<int, 2> inTray{};
    for (QGraphicsItem *item : scene->items()) {
        auto *counter = qgraphicsitem_cast<CounterItem *>(item);
        if (!counter)
            continue;
        QVERIFY(counter->isVisible());
        QCOMPARE(counter->lift(), 0.0);
        if (counter->pit() >= 0) {
            QVERIFY(!counter->tray());
            inPit[counter->pit()].push_back(counter);
        } else {
            QVERIFY(counter->tray());
            ++inTray[sideIndex(*counter->tray())];
            TrayItem *tray = scene->trayItem(*counter->tray());
            QVERIFY(tray->sceneBoundingRect().contains(counter->sceneBoundingRect().center()));
        }
    }
    for (int pit = 0; pit < PitCount; ++pit) {
        QCOMPARE(static_cast<int>(inPit[pit].size()), state.position.pits[pit]);
        QCOMPARE(scene->pitBadge(pit)->count(), state.position.pits[pit]);
        PitItem *pitItem = scene->pitItem(pit);
        for (CounterItem *counter : inPit[pit]) {
            const QPointF centre = pitItem->mapFromScene(counter->scenePos());
            QVERIFY(pitItem->shape().contains(centre));
            QVERIFY(std::hypot(centre.x(), centre.y()) + counter->radius() <=
                    pitItem->radius() + 1e-6);
        }
        for (std::size_t i = 0; i < inPit[pit].size(); ++i) {
            for (std::size_t j = i + 1; j < inPit[pit].size(); ++j) {
                const qreal gap = QLineF(inPit[pit][i]->pos(), inPit[pit][j]->pos()).length();
                QVERIFY(gap >= inPit[pit][i]->radius() + inPit[pit][j]->radius() - 1e-6);
            }
        }
    }
    for (Side side : {Side::South, Side::North}) {
        QCOMPARE(inTray[sideIndex(side)], state.captured[sideIndex(side)]);
        QCOMPARE(scene->trayItem(side)->count(), state.captured[sideIndex(side)]);
    }
}

QPoint viewPointOfPit(BoardView &view, int pit) {
    return view.mapFromScene(view.boardScene()->pitCentre(pit));
}

void clickPit(BoardView &view, int pit) {
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, viewPointOfPit(view, pit));
}

MoveStory play(Game &game, int pit) {
    auto result = game.play(pit);
    return std::get<MoveStory>(result);
}

// Whether two colours are the same but for antialiasing and rounding.
bool sameColour(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) <= 12 && std::abs(a.green() - b.green()) <= 12 &&
           std::abs(a.blue() - b.blue()) <= 12;
}

bool isWhite(QColor c) {
    return c.red() > 215 && c.green() > 215 && c.blue() > 215;
}

// The scene as it is, one pixel per scene unit.
QImage renderScene(BoardScene &scene) {
    QImage image(scene.sceneRect().size().toSize(), QImage::Format_RGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(image.rect()), scene.sceneRect());
    return image;
}

// The distance from a point to the nearest point of a rectangle (0 inside it).
qreal distanceTo(const QRectF &rect, QPointF point) {
    const qreal dx = std::max({rect.left() - point.x(), 0.0, point.x() - rect.right()});
    const qreal dy = std::max({rect.top() - point.y(), 0.0, point.y() - rect.bottom()});
    return std::hypot(dx, dy);
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();

    void showsTheStart();
    void clickOnLegalPitActivatesIt();
    void clickOnIllegalPitIsRefusedWithReason_data();
    void clickOnIllegalPitIsRefusedWithReason();
    void clickOnComputersTurnIsRefused();
    void clickWhileAnimatingOnlyFinishesIt();
    void turnStaysWithTheMoverUntilShown();
    void queuedStoriesPlayInOrder();
    void hiddenBoardShowsWhereTheStoriesLead();
    void keyboardPlaysTheSideToMove();
    void keyboardForNorth();
    void flippedBoardMapsClicksRight();
    void instantMoveEmitsFinishedOnce();
    void animationRunsToTheEnd();
    void finishingEarlySnapsToTheState();
    void interruptedAnimationsEndInTheLastState();
    void captureAndPass();
    void randomSequenceAlwaysMatches();
    void fortyEightCountersFit();
    void moveValuesShowForTheMover();
    void valueChipsSitByTheirOwnPit_data();
    void valueChipsSitByTheirOwnPit();
    void sidesKeepTheirColourInEveryPalette_data();
    void sidesKeepTheirColourInEveryPalette();
    void marksOfAMoveDifferFromTheFocus();
    void focusRingFollowsTheLastInput();
    void languageChangeKeepsTheBoard();
    void counterPicturesDrawnAheadAreThePaintedOnes();
    void letteredPicturesDrawnOnTheTextThreadAreThePaintedOnes();
    void pitsKeepTheirPebblesWhenTheTotalChanges();
    void aFreshDealIsTheSameOnEveryBoard();
    void heldCountersFloatBesideTheirPit();
    void aBoardSeenFromAfarHasBigCountsClearOfTheEdge_data();
    void aBoardSeenFromAfarHasBigCountsClearOfTheEdge();

private:
    BoardView *m_view = nullptr;
};

void TestBoard::init() {
    m_view = new BoardView;
    m_view->resize(800, 600);
    m_view->setDropDuration(0);
    m_view->setInteractiveSides(true, true);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestBoard::cleanup() {
    delete m_view;
    m_view = nullptr;
}

void TestBoard::showsTheStart() {
    const Game game;
    m_view->showState(game.state(), false);
    verifyBoardShows(*m_view, game.state());
    QCOMPARE(m_view->boardScene()->counters().size(), std::size_t(28));
}

void TestBoard::clickOnLegalPitActivatesIt() {
    m_view->showState(Game().state(), false);
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    QSignalSpy refused(m_view, &BoardView::pitRefused);
    clickPit(*m_view, PitB);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), PitB);
    QCOMPARE(refused.count(), 0);
    // A click does not move anything by itself: the caller plays the move and says so.
    verifyBoardShows(*m_view, Game().state());
}

void TestBoard::clickOnIllegalPitIsRefusedWithReason_data() {
    QTest::addColumn<int>("pit");
    QTest::addColumn<bool>("gameOver");
    QTest::addColumn<MoveError>("reason");
    QTest::newRow("North's pit on South's turn") << Pita << false << MoveError::WrongSide;
    QTest::newRow("North's other pit") << Pitb << false << MoveError::WrongSide;
    QTest::newRow("empty pit") << PitA << false << MoveError::EmptyPit;
    QTest::newRow("game over") << PitB << true << MoveError::GameOver;
}

void TestBoard::clickOnIllegalPitIsRefusedWithReason() {
    QFETCH(int, pit);
    QFETCH(bool, gameOver);
    QFETCH(MoveError, reason);
    GameState state;
    state.position.pits = {0, 3, 2, 1};
    state.captured = {12, 10};
    m_view->showState(state, gameOver);
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    QSignalSpy refused(m_view, &BoardView::pitRefused);
    clickPit(*m_view, pit);
    QCOMPARE(activated.count(), 0);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).toInt(), pit);
    QCOMPARE(refused.at(0).at(1).value<MoveError>(), reason);
    verifyBoardShows(*m_view, state);
}

void TestBoard::clickOnComputersTurnIsRefused() {
    m_view->setInteractiveSides(false, true); // South is the computer's
    m_view->showState(Game().state(), false);
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    QSignalSpy refused(m_view, &BoardView::pitRefused);
    clickPit(*m_view, PitA);
    QCOMPARE(activated.count(), 0);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(1).value<MoveError>(), MoveError::WrongSide);
    QVERIFY(!m_view->boardScene()->pitItem(PitA)->isPlayable());
}

void TestBoard::clickWhileAnimatingOnlyFinishesIt() {
    Game game;
    const MoveStory story = play(game, PitA);
    m_view->setDropDuration(1000);
    m_view->playStory(story);
    QVERIFY(m_view->isAnimating());
    QSignalSpy finished(m_view, &BoardView::animationFinished);
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    QSignalSpy refused(m_view, &BoardView::pitRefused);
    // North to move after the animation. The click finishes the sowing and plays nothing: the
    // person chose from a board that was not yet the one North plays on.
    clickPit(*m_view, Pita);
    QCOMPARE(finished.count(), 1);
    QVERIFY(!m_view->isAnimating());
    QCOMPARE(activated.count(), 0);
    QCOMPARE(refused.count(), 0);
    verifyBoardShows(*m_view, game.state());
    // The next click plays.
    clickPit(*m_view, Pita);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), Pita);
    QCOMPARE(refused.count(), 0);
}

// The board says whose turn it is only once the move has been shown: a window that already
// knows the next turn (and says who may play) changes nothing on the board until then.
void TestBoard::turnStaysWithTheMoverUntilShown() {
    Game game;
    const MoveStory story = play(game, PitA);
    BoardScene *scene = m_view->boardScene();
    m_view->setDropDuration(1000);
    m_view->playStory(story);
    QVERIFY(m_view->isAnimating());
    m_view->setInteractiveSides(true, true);
    QVERIFY(scene->nameplate(Side::South)->isToMove());
    QVERIFY(!scene->nameplate(Side::North)->isToMove());
    for (int pit = 0; pit < PitCount; ++pit)
        QVERIFY(!scene->pitItem(pit)->isPlayable());
    m_view->finishAnimation();
    QVERIFY(!scene->nameplate(Side::South)->isToMove());
    QVERIFY(scene->nameplate(Side::North)->isToMove());
    QVERIFY(scene->pitItem(Pita)->isPlayable());
}

// The live game's moves come faster than they are shown: each is played in turn, and the
// computer's stays marked once shown.
void TestBoard::queuedStoriesPlayInOrder() {
    Game game;
    const MoveStory first = play(game, PitA);
    const MoveStory second = play(game, game.legalMoves().front());
    m_view->showState(first.before, false);
    m_view->setDropDuration(20);
    QSignalSpy finished(m_view, &BoardView::animationFinished);
    QSignalSpy caughtUp(m_view, &BoardView::caughtUp);
    m_view->queueStory(first);
    m_view->queueStory(second, true);
    QVERIFY(m_view->isAnimating());
    QVERIFY(m_view->isBusy());
    // The first move's end is shown before the second begins.
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.count(), 1);
    QVERIFY(caughtUp.isEmpty());
    QVERIFY(m_view->isAnimating());
    QCOMPARE(m_view->boardScene()->state(), second.after);
    QVERIFY(caughtUp.wait(5000));
    QCOMPARE(finished.count(), 2);
    QVERIFY(!m_view->isBusy());
    verifyBoardShows(*m_view, game.state());
    QVERIFY(m_view->boardScene()->pitItem(second.pit)->isMarkedPlayed());
    QVERIFY(m_view->boardScene()->pitItem(second.lastPit())->isMarkedLastDrop());
}

void TestBoard::hiddenBoardShowsWhereTheStoriesLead() {
    Game game;
    const MoveStory first = play(game, PitB);
    const MoveStory second = play(game, game.legalMoves().front());
    m_view->showState(first.before, false);
    m_view->setDropDuration(1000);
    m_view->hide();
    QSignalSpy caughtUp(m_view, &BoardView::caughtUp);
    m_view->queueStory(first);
    m_view->queueStory(second);
    QVERIFY(!m_view->isBusy());
    QCOMPARE(caughtUp.count(), 2);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    verifyBoardShows(*m_view, game.state());
}

void TestBoard::keyboardPlaysTheSideToMove() {
    m_view->showState(Game().state(), false);
    m_view->setFocus();
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    // With the keyboard focus the ring shows at once, on the mover's first legal pit.
    QTRY_VERIFY(m_view->hasFocus());
    QCOMPARE(m_view->boardScene()->focusedPit(), PitA);
    QVERIFY(m_view->boardScene()->pitItem(PitA)->hasFocusRing());
    QTest::keyClick(m_view, Qt::Key_Left);
    QCOMPARE(m_view->boardScene()->focusedPit(), PitA);
    QTest::keyClick(m_view, Qt::Key_Right);
    QCOMPARE(m_view->boardScene()->focusedPit(), PitB);
    QVERIFY(m_view->boardScene()->pitItem(PitB)->hasFocusRing());
    QVERIFY(!m_view->boardScene()->pitItem(PitA)->hasFocusRing());
    QTest::keyClick(m_view, Qt::Key_Return);
    QTest::keyClick(m_view, Qt::Key_Left);
    QTest::keyClick(m_view, Qt::Key_Space);
    QTest::keyClick(m_view, Qt::Key_B);
    QTest::keyClick(m_view, Qt::Key_A);
    QCOMPARE(activated.count(), 4);
    QCOMPARE(activated.at(0).at(0).toInt(), PitB);
    QCOMPARE(activated.at(1).at(0).toInt(), PitA);
    QCOMPARE(activated.at(2).at(0).toInt(), PitB);
    QCOMPARE(activated.at(3).at(0).toInt(), PitA);
}

void TestBoard::keyboardForNorth() {
    Game game;
    play(game, PitA);
    m_view->showState(game.state(), false);
    m_view->setFocus();
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    // North's pits lie on the top row, a on the right of the screen and b on the left.
    QTRY_VERIFY(m_view->hasFocus());
    QCOMPARE(m_view->boardScene()->focusedPit(), Pita);
    QVERIFY(m_view->boardScene()->pitItem(Pita)->hasFocusRing());
    QTest::keyClick(m_view, Qt::Key_Left);
    QCOMPARE(m_view->boardScene()->focusedPit(), Pitb);
    QTest::keyClick(m_view, Qt::Key_Right);
    QCOMPARE(m_view->boardScene()->focusedPit(), Pita);
    QTest::keyClick(m_view, Qt::Key_Left);
    QCOMPARE(m_view->boardScene()->focusedPit(), Pitb);
    QTest::keyClick(m_view, Qt::Key_Enter);
    QTest::keyClick(m_view, Qt::Key_A); // North's left pit: a
    QCOMPARE(activated.count(), 2);
    QCOMPARE(activated.at(0).at(0).toInt(), Pitb);
    QCOMPARE(activated.at(1).at(0).toInt(), Pita);
}

void TestBoard::flippedBoardMapsClicksRight() {
    m_view->setFlipped(true);
    QVERIFY(m_view->isFlipped());
    m_view->showState(Game().state(), false);
    // North at the bottom: South's A is now on the top row, on the right.
    const QPoint a = viewPointOfPit(*m_view, PitA);
    const QPoint b = viewPointOfPit(*m_view, PitB);
    const QPoint north = viewPointOfPit(*m_view, Pita);
    QVERIFY(a.y() < m_view->viewport()->height() / 2);
    QVERIFY(north.y() > m_view->viewport()->height() / 2);
    QVERIFY(a.x() > b.x());
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    QSignalSpy refused(m_view, &BoardView::pitRefused);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, a);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, north);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), PitA);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).toInt(), Pita);
    verifyBoardShows(*m_view, Game().state());
}

void TestBoard::instantMoveEmitsFinishedOnce() {
    Game game;
    QSignalSpy finished(m_view, &BoardView::animationFinished);
    m_view->playStory(play(game, PitA));
    QCOMPARE(finished.count(), 1);
    verifyBoardShows(*m_view, game.state());
}

void TestBoard::animationRunsToTheEnd() {
    Game game;
    m_view->setDropDuration(3);
    QSignalSpy finished(m_view, &BoardView::animationFinished);
    m_view->playStory(play(game, PitB));
    QVERIFY(m_view->isAnimating());
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.count(), 1);
    verifyBoardShows(*m_view, game.state());
}

void TestBoard::finishingEarlySnapsToTheState() {
    Game game;
    m_view->setDropDuration(500);
    QSignalSpy finished(m_view, &BoardView::animationFinished);
    m_view->playStory(play(game, PitA));
    QVERIFY(m_view->isAnimating());
    // Mid-way the board is between states; the logical copy is already the new one.
    QCOMPARE(m_view->boardScene()->state(), game.state());
    m_view->finishAnimation();
    QCOMPARE(finished.count(), 1);
    verifyBoardShows(*m_view, game.state());
    m_view->finishAnimation(); // nothing running: no second signal
    QCOMPARE(finished.count(), 1);
}

void TestBoard::interruptedAnimationsEndInTheLastState() {
    Game game;
    m_view->setDropDuration(400);
    QSignalSpy finished(m_view, &BoardView::animationFinished);
    m_view->playStory(play(game, PitA));
    m_view->playStory(play(game, Pita)); // the first is cut short
    QCOMPARE(finished.count(), 1);
    m_view->playStory(play(game, PitB));
    QCOMPARE(finished.count(), 2);
    // Undo while animating: the board goes straight to the state it is told.
    game.undo();
    m_view->showState(game.state(), false);
    QCOMPARE(finished.count(), 3);
    verifyBoardShows(*m_view, game.state());
    // A story whose "before" is not what the board shows still ends in its "after".
    Game other;
    play(other, PitB);
    const MoveStory jump = play(other, Pitb);
    m_view->playStory(jump);
    m_view->finishAnimation();
    verifyBoardShows(*m_view, jump.after);
}

void TestBoard::captureAndPass() {
    // South plays A (2 counters): A then B, where the 4 are captured; North has none and passes.
    GameState state;
    state.position.pits = {2, 3, 0, 0};
    state.captured = {12, 11};
    Game game(RuleOptions{}, state);
    m_view->showState(state, false);
    const MoveStory story = play(game, PitA);
    QVERIFY(!story.captures.empty());
    QVERIFY(story.passFollows);
    m_view->setDropDuration(100);
    m_view->playStory(story);
    auto *animation = m_view->boardScene()->findChild<QAbstractAnimation *>(
        QString(), Qt::FindDirectChildrenOnly);
    QVERIFY(animation);
    animation->pause();
    animation->setCurrentTime(animation->totalDuration() - 200); // during the pass banner
    QVERIFY(m_view->boardScene()->caption()->isVisible());
    QVERIFY(m_view->boardScene()->caption()->text().contains(QStringLiteral("North")));
    QCOMPARE(m_view->boardScene()->trayItem(Side::South)->count(), 16);
    m_view->finishAnimation();
    verifyBoardShows(*m_view, game.state());
    QVERIFY(!m_view->boardScene()->caption()->isVisible());
    QVERIFY(m_view->boardScene()->nameplate(Side::South)->isToMove());
}

void TestBoard::randomSequenceAlwaysMatches() {
    QRandomGenerator random(20260301);
    Game game;
    m_view->showState(game.state(), false);
    for (int step = 0; step < 400; ++step) {
        const int action = random.bounded(10);
        const bool animate = random.bounded(2) == 1;
        m_view->setDropDuration(animate ? 1 + random.bounded(300) : 0);
        if (action < 6 && !game.isOver()) {
            const auto moves = game.legalMoves();
            const int pit = moves[random.bounded(static_cast<int>(moves.size()))];
            m_view->playStory(play(game, pit));
        } else if (action < 8 && game.canUndo()) {
            const auto story = game.undo();
            // Undo as the game window does it (a snap), or animated backwards as a replay of
            // the undone move's start state.
            m_view->showState(game.state(), game.isOver());
            Q_UNUSED(story);
        } else if (action == 8 && game.canRedo()) {
            m_view->playStory(*game.redo());
        } else if (action == 9) {
            RuleOptions options;
            options.countersPerPit = 1 + random.bounded(12);
            options.firstToMove = random.bounded(2) ? Side::South : Side::North;
            options.chainCapture = random.bounded(2) == 1;
            game = Game(options);
            m_view->setFlipped(random.bounded(2) == 1);
            m_view->showState(game.state(), false);
        }
        // Sometimes check at once (cutting the animation short), sometimes after more input.
        if (random.bounded(3) != 0) {
            m_view->finishAnimation();
            verifyBoardShows(*m_view, game.state());
            if (QTest::currentTestFailed()) {
                qWarning() << "at step" << step;
                return;
            }
        }
    }
}

void TestBoard::fortyEightCountersFit() {
    GameState state;
    state.position.pits = {48, 0, 0, 0};
    m_view->showState(state, false);
    verifyBoardShows(*m_view, state);
    state.position.pits = {0, 0, 0, 0};
    state.captured = {48, 0};
    m_view->showState(state, true);
    verifyBoardShows(*m_view, state);
    QVERIFY(m_view->boardScene()->caption()->isVisible());
}

void TestBoard::moveValuesShowForTheMover() {
    Game game;
    play(game, PitA); // North to move
    m_view->showState(game.state(), false);
    m_view->showMoveValues({{Pita, 4}, {Pitb, -2}});
    auto badges = m_view->boardScene()->valueBadges();
    QCOMPARE(badges.size(), std::size_t(2));
    // South-minus-North values, shown from North's side.
    QCOMPARE(badges[0]->value(), -4);
    QCOMPARE(badges[1]->value(), 2);
    QCOMPARE(ValueBadgeItem::valueText(-4), QStringLiteral("\u22124"));
    QCOMPARE(ValueBadgeItem::valueText(2), QStringLiteral("+2"));
    QCOMPARE(ValueBadgeItem::valueText(0), QStringLiteral("0"));
    m_view->showMoveValues({});
    QVERIFY(m_view->boardScene()->valueBadges().empty());
    m_view->showMoveValues({{Pita, 0}});
    m_view->showState(game.state(), false);
    QVERIFY(m_view->boardScene()->valueBadges().empty());
    m_view->showMoveValues({{Pita, 0}});
    m_view->playStory(play(game, Pita));
    QVERIFY(m_view->boardScene()->valueBadges().empty());
}

void TestBoard::valueChipsSitByTheirOwnPit_data() {
    QTest::addColumn<bool>("northToMove");
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<BoardPalette>("palette");
    for (const BoardPalette palette : {BoardPalette::Wood, BoardPalette::Projector}) {
        const char *look = palette == BoardPalette::Wood ? "wood" : "projector";
        QTest::addRow("South to move, %s", look) << false << false << palette;
        QTest::addRow("North to move, %s", look) << true << false << palette;
        QTest::addRow("South to move, flipped, %s", look) << false << true << palette;
        QTest::addRow("North to move, flipped, %s", look) << true << true << palette;
    }
}

// Each value stands by its own pit: inside that pit's column, clear of every other pit, and at
// least as tall as a tray's count (the counts are read from the back of a classroom).
void TestBoard::valueChipsSitByTheirOwnPit() {
    QFETCH(bool, northToMove);
    QFETCH(bool, flipped);
    QFETCH(BoardPalette, palette);
    Game game;
    if (northToMove)
        play(game, PitA);
    m_view->setBoardPalette(palette);
    m_view->setFlipped(flipped);
    m_view->showState(game.state(), false);
    const auto pits = pitsOf(game.state().position.toMove);
    // South-minus-North values, told apart by the value each pit gets.
    m_view->showMoveValues({{pits[0], 3}, {pits[1], -5}});
    BoardScene *scene = m_view->boardScene();
    const auto badges = scene->valueBadges();
    QCOMPARE(badges.size(), std::size_t(2));
    for (ValueBadgeItem *badge : badges) {
        const int own = std::abs(badge->value()) == 3 ? pits[0] : pits[1];
        const QRectF chip = badge->sceneBoundingRect();
        const QPointF centre = scene->pitCentre(own);
        const qreal radius = BoardGeometry::PitRadius;
        QVERIFY2(chip.left() >= centre.x() - radius && chip.right() <= centre.x() + radius,
                 qPrintable(QStringLiteral("pit %1's value leaves its column").arg(own)));
        for (int other = 0; other < PitCount; ++other) {
            if (other == own)
                continue;
            QVERIFY2(
                distanceTo(chip, scene->pitCentre(other)) > radius,
                qPrintable(QStringLiteral("pit %1's value touches pit %2").arg(own).arg(other)));
        }
        // On its own pit, and its tail points into it.
        QVERIFY(distanceTo(chip, centre) < radius);
        // Between the arms of the focus corners (a viewfinder's, PitItem::paint), not over them.
        const qreal half = radius + PitItem::FocusMargin;
        const qreal armEnd = half - half * 0.45;
        QVERIFY2(chip.left() > centre.x() - armEnd && chip.right() < centre.x() + armEnd,
                 qPrintable(QStringLiteral("pit %1's value covers its focus corners").arg(own)));
        QCOMPARE(badge->pointsDown(), centre.y() > badge->scenePos().y());
        QVERIFY(badge->boundingRect().height() > BoardGeometry::TrayBadgeDiameter);
    }
}

void TestBoard::sidesKeepTheirColourInEveryPalette_data() {
    QTest::addColumn<BoardPalette>("palette");
    QTest::newRow("wood") << BoardPalette::Wood;
    QTest::newRow("night") << BoardPalette::Night;
    QTest::newRow("projector") << BoardPalette::Projector;
}

// A side has one colour on every board, the main one's and the projector's: the rim of its
// tray's count is painted in it, and on the projector its pits' rims and counts too.
void TestBoard::sidesKeepTheirColourInEveryPalette() {
    QFETCH(BoardPalette, palette);
    QVERIFY(!sameColour(sideColour(Side::South), sideColour(Side::North)));
    BoardPicture picture;
    picture.palette = palette;
    const QImage image = drawBoard(picture, BoardGeometry::SceneRect.size().toSize());
    BoardScene scene;
    scene.setBoardPalette(palette);
    const bool projector = palette == BoardPalette::Projector;
    for (const Side side : {Side::South, Side::North}) {
        // The top of the tray badge's rim: on the disc's rim (wood) or the plate's edge.
        const CountBadgeItem *badge = scene.trayItem(side)->badge();
        const qreal diameter = projector ? BoardGeometry::ProjectorTrayBadgeDiameter
                                         : BoardGeometry::TrayBadgeDiameter;
        const qreal rimAt = diameter / 2 * (projector ? 0.95 : 0.93);
        const QPoint top = badge->mapToScene(QPointF(0, -rimAt)).toPoint();
        QVERIFY2(sameColour(image.pixelColor(top), sideColour(side)),
                 qPrintable(image.pixelColor(top).name()));
    }
    if (!projector)
        return;
    // South's pits' rims are solid; North's dashed: some of their rim is in North's colour.
    for (int pit = 0; pit < PitCount; ++pit) {
        const QPointF centre = scene.pitCentre(pit);
        const qreal rim = BoardGeometry::PitRadius - 6;
        int inColour = 0;
        for (int degrees = 0; degrees < 360; degrees += 10) {
            const qreal a = qDegreesToRadians(qreal(degrees));
            const QPoint at = (centre + QPointF(std::cos(a), std::sin(a)) * rim).toPoint();
            inColour += sameColour(image.pixelColor(at), sideColour(ownerOf(pit)));
        }
        QVERIFY2(ownerOf(pit) == Side::South ? inColour >= 34 : inColour >= 12,
                 qPrintable(QString::number(inColour)));
    }
}

// The pit a move emptied is ringed in its owner's colour, the pit its last counter fell in with
// white beads, and the keyboard's focus is four corners of a square: never one for another.
void TestBoard::marksOfAMoveDifferFromTheFocus() {
    Game game;
    const MoveStory story = play(game, PitB); // 7 counters: B round to a
    BoardScene *scene = m_view->boardScene();
    m_view->showState(game.state(), false);
    m_view->markMove(story.pit, story.lastPit());
    QVERIFY(story.pit != story.lastPit());
    // The focus on North's pit that holds no mark (a is where B's last counter fell).
    QVERIFY(scene->moveFocus(-1));
    if (scene->focusedPit() == story.lastPit())
        QVERIFY(scene->moveFocus(1));
    const int focused = scene->focusedPit();
    QVERIFY(focused >= 0);
    QVERIFY(focused != story.pit && focused != story.lastPit());
    const QImage image = renderScene(*scene);
    const qreal r = BoardGeometry::PitRadius;
    // On the played pit's ring, left and right: the mover's colour, not white.
    for (const qreal sx : {-1.0, 1.0}) {
        const QPoint at = (scene->pitCentre(story.pit) + QPointF(sx * (r + 2), 0)).toPoint();
        QVERIFY2(sameColour(image.pixelColor(at), sideColour(story.mover)),
                 qPrintable(image.pixelColor(at).name()));
    }
    // Beads on the landing pit's ring: white, with gaps between them (no solid ring).
    const QPointF landing = scene->pitCentre(story.lastPit());
    int white = 0;
    int dark = 0;
    for (int i = 0; i < 720; ++i) {
        const qreal a = qDegreesToRadians(i / 2.0);
        const QColor c =
            image.pixelColor((landing + QPointF(std::cos(a), std::sin(a)) * (r + 2)).toPoint());
        white += isWhite(c);
        dark += !isWhite(c);
    }
    QVERIFY2(white > 100 && dark > 100, qPrintable(QStringLiteral("%1 %2").arg(white).arg(dark)));
    // The focus: white at the corners of a square around its pit, nothing on its ring.
    const QPointF focus = scene->pitCentre(focused);
    const qreal half = r + PitItem::FocusMargin;
    for (const qreal sx : {-1.0, 1.0}) {
        for (const qreal sy : {-1.0, 1.0})
            QVERIFY(isWhite(image.pixelColor((focus + QPointF(sx * half, sy * half)).toPoint())));
    }
    QVERIFY(!isWhite(image.pixelColor((focus + QPointF(r + 2, 0)).toPoint())));
    // Without the focus shown, no corners; the marks stay.
    scene->setFocusVisible(false);
    const QImage hidden = renderScene(*scene);
    QVERIFY(!isWhite(hidden.pixelColor((focus + QPointF(half, half)).toPoint())));
    QVERIFY(scene->pitItem(story.pit)->isMarkedPlayed());
    QVERIFY(scene->pitItem(story.lastPit())->isMarkedLastDrop());
}

// The focus ring shows while the keyboard is in use: a click on the board hides it, the next
// key (not a modifier alone) shows it again, as does Tab into the board.
void TestBoard::focusRingFollowsTheLastInput() {
    m_view->showState(Game().state(), false);
    m_view->setFocus();
    QTRY_VERIFY(m_view->hasFocus());
    BoardScene *scene = m_view->boardScene();
    const auto rings = [scene] {
        int n = 0;
        for (int pit = 0; pit < PitCount; ++pit)
            n += scene->pitItem(pit)->hasFocusRing();
        return n;
    };
    QCOMPARE(rings(), 1);
    // A click beside the pits, on the tray: the pointer is in use.
    const QPoint tray = m_view->mapFromScene(scene->trayItem(Side::South)->scenePos());
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, tray);
    QVERIFY(m_view->hasFocus());
    QCOMPARE(rings(), 0);
    QTest::keyClick(m_view, Qt::Key_Shift);
    QCOMPARE(rings(), 0);
    QTest::keyClick(m_view, Qt::Key_Right);
    QCOMPARE(rings(), 1);
    QVERIFY(scene->pitItem(scene->focusedPit())->hasFocusRing());
    // A click on a pit: it is played (or refused), and the ring goes.
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    clickPit(*m_view, PitA);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(rings(), 0);
    // Away, and back by Tab.
    m_view->clearFocus();
    QCOMPARE(rings(), 0);
    m_view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(m_view->hasFocus());
    QCOMPARE(rings(), 1);
}

void TestBoard::languageChangeKeepsTheBoard() {
    m_view->setPlayerNames(QStringLiteral("Amina"), QString());
    m_view->showState(Game().state(), false);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(m_view, &change);
    QCOMPARE(m_view->boardScene()->nameplate(Side::South)->name(), QStringLiteral("Amina"));
    QCOMPARE(m_view->boardScene()->nameplate(Side::North)->name(), QStringLiteral("North"));
    verifyBoardShows(*m_view, Game().state());
}

// The first picture draws the counters' pictures on worker threads before painting the items:
// a picture drawn that way is the picture painting draws, to the last pixel.
void TestBoard::counterPicturesDrawnAheadAreThePaintedOnes() {
    const auto sceneWith = [](CounterItem *counter) {
        auto *scene = new QGraphicsScene(QRectF(-40, -40, 80, 80));
        counter->setRadius(27);
        scene->addItem(counter);
        return scene;
    };
    const auto render = [](QGraphicsScene *scene) {
        QImage image(QSize(120, 120), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        scene->render(&painter);
        return image;
    };
    for (int seed : {3, 11, 26}) {
        auto *painted = new CounterItem(seed);
        std::unique_ptr<QGraphicsScene> paintedScene(sceneWith(painted));
        auto *ahead = new CounterItem(seed);
        std::unique_ptr<QGraphicsScene> aheadScene(sceneWith(ahead));
        const qreal scale = 120.0 / 80.0;
        QVERIFY(ahead->needsPictureFor(scale, scale));
        QFuture<void> drawing = QtConcurrent::run([ahead, scale] {
            ahead->preparePicture(scale, scale, 1.0,
                                  QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        });
        drawing.waitForFinished();
        QVERIFY(!ahead->needsPictureFor(scale, scale));
        QCOMPARE(render(aheadScene.get()), render(paintedScene.get()));
        // Another scale is another picture.
        QVERIFY(ahead->needsPictureFor(2 * scale, 2 * scale));
    }
}

// Counts and name plates drawn ahead on the board's text thread (whose fonts are its own) are
// the pictures painted on this thread.
void TestBoard::letteredPicturesDrawnOnTheTextThreadAreThePaintedOnes() {
    const auto render = [](QGraphicsItem *item) {
        QGraphicsScene scene(item->boundingRect());
        scene.addItem(item);
        QImage image(QSize(300, 150), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                               QPainter::TextAntialiasing);
        scene.render(&painter, QRectF(QPointF(0, 0), image.size()), QRectF(),
                     Qt::IgnoreAspectRatio);
        painter.end();
        scene.removeItem(item);
        return image;
    };
    // Item units to the rendered image's pixels.
    const auto scaleOf = [](QGraphicsItem *item, QSize size) {
        return QPointF(size.width() / item->boundingRect().width(),
                       size.height() / item->boundingRect().height());
    };
    const auto drawAhead = [&scaleOf](QGraphicsItem *item, PicturedItem *pictured, QSize size) {
        const qreal scaleX = scaleOf(item, size).x();
        const qreal scaleY = scaleOf(item, size).y();
        QVERIFY(pictured->needsPictureFor(scaleX, scaleY));
        QSemaphore done;
        BoardText::thread()->start([&] {
            pictured->preparePicture(scaleX, scaleY, 1.0,
                                     QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                                         QPainter::TextAntialiasing);
            done.release();
        });
        done.acquire();
        QVERIFY(!pictured->needsPictureFor(scaleX, scaleY));
    };
    for (int count : {7, 12, 48}) {
        CountBadgeItem painted(56, QColor(0xf4, 0xc4, 0x30));
        CountBadgeItem ahead(56, QColor(0xf4, 0xc4, 0x30));
        painted.setCount(count);
        ahead.setCount(count);
        drawAhead(&ahead, &ahead, QSize(300, 150));
        QCOMPARE(render(&ahead), render(&painted));
        // The picture drawn ahead was the one copied, not drawn again.
        const QPointF scale = scaleOf(&ahead, QSize(300, 150));
        QVERIFY(!ahead.needsPictureFor(scale.x(), scale.y()));
    }
    NameplateItem painted(Side::North, QSizeF(420, 64));
    NameplateItem ahead(Side::North, QSizeF(420, 64));
    for (NameplateItem *plate : {&painted, &ahead}) {
        plate->setName(QStringLiteral("Grandma Amina"));
        plate->setToMove(true, QStringLiteral("to move"));
    }
    drawAhead(&ahead, &ahead, QSize(300, 150));
    QCOMPARE(render(&ahead), render(&painted));
}

namespace {

// The looks of the counters in each pit, in order.
std::array<std::vector<int>, PitCount> seedsByPit(BoardScene &scene) {
    std::array<std::vector<int>, PitCount> seeds;
    for (CounterItem *counter : scene.counters())
        if (counter->pit() >= 0 && !counter->tray())
            seeds[static_cast<std::size_t>(counter->pit())].push_back(counter->seed());
    for (auto &pit : seeds)
        std::sort(pit.begin(), pit.end());
    return seeds;
}

GameState withPits(std::array<int, PitCount> pits) {
    GameState state{startPosition(RuleOptions{}), {}};
    for (int pit = 0; pit < PitCount; ++pit)
        state.position.pits[pit] = pits[static_cast<std::size_t>(pit)];
    return state;
}

} // namespace

// The position editor: adding or taking counters in one pit leaves the others' pebbles alone.
void TestBoard::pitsKeepTheirPebblesWhenTheTotalChanges() {
    BoardScene scene;
    scene.showState(withPits({3, 5, 2, 4}), false);
    const auto before = seedsByPit(scene);
    scene.showState(withPits({3, 8, 2, 4}), false);
    auto after = seedsByPit(scene);
    for (int pit : {0, 2, 3})
        QCOMPARE(after[pit], before[pit]);
    QCOMPARE(after[1].size(), std::size_t(8));
    scene.showState(withPits({3, 1, 2, 4}), false);
    after = seedsByPit(scene);
    for (int pit : {0, 2, 3})
        QCOMPARE(after[pit], before[pit]);
    QCOMPARE(scene.counters().size(), std::size_t(10));
}

// Two windows of one game (a network game's two players) show the same pebbles once each has
// dealt the new game afresh, whatever each showed before.
void TestBoard::aFreshDealIsTheSameOnEveryBoard() {
    BoardScene host;
    BoardScene guest;
    Game earlier;
    play(earlier, PitA);
    host.showState(earlier.state(), false);
    guest.showState(withPits({1, 2, 9, 4}), false);
    const GameState start{startPosition(RuleOptions{}), {}};
    for (BoardScene *scene : {&host, &guest}) {
        scene->dealCountersAfresh();
        scene->showState(start, false);
    }
    QCOMPARE(seedsByPit(guest), seedsByPit(host));
}

// A lesson's sowing by clicks: the counters in the hand lie beside the pit they were taken
// from, none of them over it (its count reads 0).
void TestBoard::heldCountersFloatBesideTheirPit() {
    for (int pit = 0; pit < PitCount; ++pit) {
        BoardScene scene;
        scene.setHand(pit, 5);
        std::array<int, PitCount> pits{2, 2, 2, 2};
        pits[static_cast<std::size_t>(pit)] = 0;
        scene.showState(withPits(pits), false);
        int held = 0;
        for (CounterItem *counter : scene.counters()) {
            if (counter->lift() < 1)
                continue;
            ++held;
            for (int each = 0; each < PitCount; ++each)
                QVERIFY2(QLineF(counter->pos(), scene.pitCentre(each)).length() -
                                 counter->radius() >=
                             BoardGeometry::PitRoom,
                         qPrintable(
                             QStringLiteral("held over pit %1 lies in pit %2").arg(pit).arg(each)));
            QVERIFY(scene.sceneRect().contains(counter->sceneBoundingRect()));
        }
        QCOMPARE(held, 5);
    }
}

void TestBoard::aBoardSeenFromAfarHasBigCountsClearOfTheEdge_data() {
    QTest::addColumn<BoardPalette>("palette");
    QTest::newRow("wood") << BoardPalette::Wood;
    QTest::newRow("night") << BoardPalette::Night;
    QTest::newRow("high contrast") << BoardPalette::Projector;
}

// The projector's board in any look: the counts as big as the high-contrast board's, every one
// inside the board's picture with a margin (a full screen has no frame), the names left to the
// counts, and the caption bigger than at a desk.
void TestBoard::aBoardSeenFromAfarHasBigCountsClearOfTheEdge() {
    QFETCH(BoardPalette, palette);
    BoardScene scene;
    scene.setBoardPalette(palette);
    const qreal deskBadge = scene.pitBadge(0)->boundingRect().height();
    scene.setSeenFromAfar(true);
    const QRectF inner = scene.sceneRect().adjusted(10, 10, -10, -10);
    for (int pit = 0; pit < PitCount; ++pit) {
        const QRectF badge = scene.pitBadge(pit)->sceneBoundingRect();
        QVERIFY(badge.height() >= BoardGeometry::ProjectorBadgeDiameter * 0.95);
        QVERIFY2(inner.contains(badge),
                 qPrintable(QStringLiteral("pit %1's count at the edge").arg(pit)));
    }
    if (palette != BoardPalette::Projector)
        QVERIFY(scene.pitBadge(0)->boundingRect().height() > 2 * deskBadge);
    for (Side side : {Side::South, Side::North})
        QVERIFY(!scene.nameplate(side)->isVisible());
    scene.setSeenFromAfar(false);
    QCOMPARE(scene.pitBadge(0)->boundingRect().height(), deskBadge);
}

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
