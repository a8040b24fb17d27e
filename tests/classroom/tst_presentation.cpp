// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode driven by a clicker's keys, offscreen: stepping a replay forward and back
// (the board shows the game's state at every stop), step mode drop by drop, "Guess!" pauses,
// blanking, leaving, the live game, and counts big enough for the back of a room.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "classroom/position_editor.h"
#include "classroom/presentation_window.h"
#include "game/session/game_model.h"
#include "game/session/game_session.h"
#include "game/session/replay_model.h"
#include "game/words/game_texts.h"
#include "game/words/narrator.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "record/record.h"
#include "replay/replay_window.h"

#include <QAction>
#include <QLabel>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace tihbat;

namespace {

// A short game: always the first legal move.
Game someGame(int plies) {
    Game game;
    for (int i = 0; i < plies && !game.isOver(); ++i)
        game.play(game.legalMoves().front());
    return game;
}

std::array<int, 4> shownPits(PresentationWindow &w) {
    return w.board()->boardScene()->state().position.pits;
}

// The counters lying in each pit on the board, counted from the items themselves.
std::array<int, 4> countersInPits(PresentationWindow &w) {
    std::array<int, 4> n{};
    for (CounterItem *c : w.board()->boardScene()->counters()) {
        if (c->pit() >= 0)
            ++n[c->pit()];
    }
    return n;
}

} // namespace

class TestPresentation : public QObject {
    Q_OBJECT
private:
    ReplayModel *m_replay = nullptr;
    QPointer<PresentationWindow> m_window;

private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatPresentationTest")); }
    void init() {
        m_replay = new ReplayModel(this);
        QCOMPARE(m_replay->setGames({record::recordOf(someGame(6))}), QString());
        QTRY_VERIFY(m_replay->isAnalysed()); // the solver's values, from a worker thread
        m_window = new PresentationWindow;
        m_window->setPace(0);
        m_window->presentReplay(m_replay);
        m_window->resize(1280, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }
    void cleanup() {
        delete m_window;
        delete m_replay;
    }

    void keysStepTheReplay() {
        PresentationWindow &w = *m_window;
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(0));
        QCOMPARE(w.captionText(), QString("South to move."));
        const int forwardKeys[] = {Qt::Key_PageDown, Qt::Key_Right, Qt::Key_Space};
        int moves = 0;
        for (int key : forwardKeys) {
            QTest::keyClick(&w, Qt::Key(key));
            ++moves;
            QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(moves));
            QCOMPARE(countersInPits(w), m_replay->stateAt(moves).position.pits);
        }
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(2));
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(1));
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(0));
        QTest::keyClick(&w, Qt::Key_Left); // nothing before the start
        QCOMPARE(w.frameIndex(), 0);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(m_replay->moveCount()));
    }

    // Step mode: each click one drop, the caption naming it; the board after k drops.
    void stepModeShowsEachDrop() {
        PresentationWindow &w = *m_window;
        w.setStepMode(true);
        const MoveStory &story = m_replay->storyOf(1);
        const int n = static_cast<int>(story.drops.size());
        for (int k = 1; k <= n; ++k) {
            QTest::keyClick(&w, Qt::Key_PageDown);
            QVERIFY2(w.captionText().contains(QString("%1 of %2: into pit %3")
                                                  .arg(k)
                                                  .arg(n)
                                                  .arg(QChar("ABab"[story.drops[k - 1]]))),
                     qPrintable(w.captionText()));
            std::array<int, 4> expected = Narrator::stateAfterDrops(story, k - 1).position.pits;
            ++expected[story.drops[k - 1]];
            QCOMPARE(countersInPits(w), expected);
            QCOMPARE(shownPits(w), expected);
        }
        QTest::keyClick(&w, Qt::Key_PageDown); // the outcome sentence, after the move
        QCOMPARE(w.board()->boardScene()->state(), story.after);
        // It names the move again, and the board marks it: the pit played, where it ended.
        QVERIFY2(
            w.captionText().startsWith(
                QString("South played pit %1. The last counter").arg(QChar("ABab"[story.pit]))),
            qPrintable(w.captionText()));
        for (int pit = 0; pit < PitCount; ++pit) {
            QCOMPARE(w.board()->boardScene()->pitItem(pit)->isMarkedPlayed(), pit == story.pit);
            QCOMPARE(w.board()->boardScene()->pitItem(pit)->isMarkedLastDrop(),
                     pit == story.lastPit());
        }
        QTest::keyClick(&w, Qt::Key_PageUp);
        QVERIFY(w.captionText().contains(QString("%1 of %1").arg(n)));
    }

    // At a pace, one click shows the whole move: every drop, then the outcome, in order.
    void paceWalksThroughTheMove() {
        PresentationWindow &w = *m_window;
        w.setPace(20);
        QSignalSpy shown(&w, &PresentationWindow::frameShown);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(w.isWalking());
        const auto steps = Narrator::steps(m_replay->storyOf(1), NarrationVoice());
        while (shown.count() < int(steps.size()))
            QVERIFY(shown.wait(2000));
        QVERIFY(!w.isWalking());
        for (int i = 0; i < int(steps.size()); ++i)
            QCOMPARE(shown[i].front().toInt(), i + 1);
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(1));
        // A click during the walk jumps to the move's end.
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(w.isWalking());
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(!w.isWalking());
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(2));
    }

    void guessPausesBeforeEachMove() {
        PresentationWindow &w = *m_window;
        w.setGuessMode(true);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(w.captionText().startsWith("Guess!"));
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(0));
        QVERIFY(w.board()->boardScene()->valueBadges().empty());
        QTest::keyClick(&w, Qt::Key_V);
        const auto badges = w.board()->boardScene()->valueBadges();
        QCOMPARE(badges.size(), m_replay->analysisAt(0).moveValues.size());
        QCOMPARE(badges.front()->value(), m_replay->analysisAt(0).moveValues.front().value);
        QTest::keyClick(&w, Qt::Key_PageDown); // the reveal
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(1));
        QVERIFY(w.board()->boardScene()->valueBadges().empty());
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(w.captionText().startsWith("Guess!"));
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(1));
    }

    // G turns the pauses on and off where the class is, keeping the position shown.
    void guessKeyKeepsThePosition() {
        PresentationWindow &w = *m_window;
        QTest::keyClick(&w, Qt::Key_PageDown);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QTest::keyClick(&w, Qt::Key_G);
        QVERIFY(w.guessMode());
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(2));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(w.captionText().startsWith("Guess!"));
        QTest::keyClick(&w, Qt::Key_G);
        QVERIFY(!w.guessMode());
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(2));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.board()->boardScene()->state(), m_replay->stateAt(3));
    }

    void blankAndLeave() {
        PresentationWindow &w = *m_window;
        QVERIFY(!w.isBlanked());
        QTest::keyClick(&w, Qt::Key_B);
        QVERIFY(w.isBlanked());
        QTest::keyClick(&w, Qt::Key_B);
        QVERIFY(!w.isBlanked());
        // Blank, then a step: the picture comes back first, unchanged.
        QTest::keyClick(&w, Qt::Key_B);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(!w.isBlanked());
        QCOMPARE(w.frameIndex(), 0);
        QSignalSpy closed(&w, &PresentationWindow::closed);
        QTest::keyClick(&w, Qt::Key_Escape);
        QCOMPARE(closed.count(), 1);
        QVERIFY(!m_window || !m_window->isVisible());
    }

    void pointerHidesWhenIdle() {
        PresentationWindow &w = *m_window;
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        // The pointer hides after two idle seconds: the timer is armed for that, and its
        // timeout (sent here rather than sat through) hides it.
        auto *idle = w.findChild<QTimer *>(QStringLiteral("idleCursorTimer"));
        QVERIFY(idle);
        QVERIFY(idle->isActive() && idle->isSingleShot());
        QCOMPARE(idle->interval(), 2000);
        QVERIFY(!w.isCursorHidden());
        QVERIFY(QMetaObject::invokeMethod(idle, "timeout"));
        QVERIFY(w.isCursorHidden());
        QVERIFY(QGuiApplication::overrideCursor());
        QCOMPARE(QGuiApplication::overrideCursor()->shape(), Qt::BlankCursor);
        QTest::mouseMove(w.board()->viewport(), QPoint(100, 100));
        QVERIFY(!w.isCursorHidden());
        QVERIFY(!QGuiApplication::overrideCursor());
        QVERIFY(idle->isActive()); // moving the pointer starts the idle time again
        QVERIFY(idle->remainingTime() > 1000);
    }

    // Count digits at least a twelfth of the screen's height at 1920x1080.
    void digitsReadableFromTheBack_data() {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1920x1080") << QSize(1920, 1080);
        QTest::newRow("1024x768") << QSize(1024, 768);
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("3840x2160") << QSize(3840, 2160);
    }
    void digitsReadableFromTheBack() {
        QFETCH(QSize, screen);
        PresentationWindow &w = *m_window;
        w.resize(screen);
        QTRY_COMPARE(w.size(), screen);
        QCoreApplication::processEvents();
        // Two-digit counts too: 12 in a pit.
        GameState state;
        state.position.pits = {12, 4, 8, 4};
        state.captured = {0, 0};
        w.board()->showState(state, false);
        BoardScene *scene = w.board()->boardScene();
        for (int pit = 0; pit < 4; ++pit) {
            CountBadgeItem *badge = scene->pitBadge(pit);
            const QRectF digits = badge->mapToScene(badge->digitRect()).boundingRect();
            const QRect onScreen = w.board()->mapFromScene(digits).boundingRect();
            QVERIFY2(onScreen.height() >= screen.height() / 12,
                     qPrintable(QString::number(onScreen.height())));
            QVERIFY(w.board()->viewport()->rect().contains(onScreen));
        }
        QVERIFY(w.captionLabel()->font().pixelSize() >= screen.height() / 24);
    }

    // The longest sentences fit the caption bar unclipped, still large.
    void longCaptionsFit_data() { digitsReadableFromTheBack_data(); }
    void longCaptionsFit() {
        QFETCH(QSize, screen);
        // 2 3 1 2 S, South plays A: a capture of 4, then North to move.
        GameState start;
        start.position.pits = {2, 3, 1, 2};
        RuleOptions options;
        options.countersPerPit = 2;
        Game game(options, start);
        game.play(PitA);
        ReplayModel replay;
        QCOMPARE(replay.setGames({record::recordOf(game)}), QString());
        PresentationWindow w;
        w.setPace(0);
        w.presentReplay(&replay);
        w.resize(screen);
        w.show();
        QTRY_COMPARE(w.size(), screen);
        w.forward();
        QVERIFY(w.captionText().startsWith(
            "South played pit A. The last counter made 4 in South's own pit"));
        QCoreApplication::processEvents();
        QLabel *caption = w.captionLabel();
        QVERIFY2(caption->heightForWidth(caption->width()) <= caption->height(),
                 qPrintable(QString("%1 > %2")
                                .arg(caption->heightForWidth(caption->width()))
                                .arg(caption->height())));
        QVERIFY(caption->font().pixelSize() >= screen.height() / 30);
    }

    // The game being played: a click plays, the move is narrated to its end.
    void presentsTheLiveGame() {
        GameSession session;
        GameModel &model = *session.model();
        model.newGame(GameSetup{});
        PresentationWindow w;
        w.setPace(0);
        w.presentGame(&session);
        w.resize(1024, 768);
        w.show();
        QCOMPARE(w.board()->boardScene()->state(), model.state());
        QVERIFY(model.playPit(PitA));
        QCOMPARE(w.board()->boardScene()->state(), model.state());
        QVERIFY(w.captionText().endsWith("North to move."));
        // In step mode the next move waits for the teacher's clicks.
        w.setStepMode(true);
        QVERIFY(model.playPit(Pita));
        QVERIFY(w.captionText().contains("1 of "));
        QVERIFY(w.board()->boardScene()->state() != model.state());
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.board()->boardScene()->state(), model.state());
    }

    // View > Presentation Mode (F5) presents the game being played; Esc leaves it.
    void mainWindowOpensIt() {
        MainWindow main;
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        auto *present = main.findChild<QAction *>("presentAction");
        QVERIFY(present);
        QCOMPARE(present->shortcut(), QKeySequence(Qt::Key_F5));
        QVERIFY(main.findChild<QAction *>("setUpPositionAction"));
        present->trigger();
        QPointer<PresentationWindow> shown = main.findChild<PresentationWindow *>();
        QVERIFY(shown && shown->isVisible());
        QCOMPARE(shown->board()->boardScene()->state(), main.model()->state());
        QTest::keyClick(shown, Qt::Key_Escape);
        QTRY_VERIFY(!shown);
    }

    // Against the computer: its move is narrated too, and only the person's pits are live.
    void narratesTheComputersMove() {
        GameSession session;
        GameModel &model = *session.model();
        GameSetup setup;
        setup.players[sideIndex(Side::North)].kind = PlayerKind::Computer;
        model.newGame(setup);
        PresentationWindow w;
        w.setPace(0);
        w.presentGame(&session);
        w.show();
        QVERIFY(w.board()->boardScene()->isInteractive(Side::South));
        QVERIFY(!w.board()->boardScene()->isInteractive(Side::North));
        QSignalSpy moved(&model, &GameModel::moveMade);
        QVERIFY(model.playPit(PitB));
        // The session has the computer answer.
        QTRY_COMPARE_WITH_TIMEOUT(moved.count(), 2, 10000);
        QCOMPARE(w.board()->boardScene()->state(), model.state());
        // The caption names the computer's pit, and the board marks its move as the main
        // board does: the pit it played, where its last counter fell.
        const auto reply = moved.at(1).at(0).value<MoveStory>();
        QCOMPARE(reply.mover, Side::North);
        const QString pit = QChar("ABab"[reply.pit]);
        // Named as its name plate names it ("Computer (Medium)"), as a replay of the game does.
        const QString computer = GameTexts::playerName(setup, Side::North);
        QVERIFY(computer.startsWith(QLatin1String("Computer (")));
        QVERIFY2(w.captionText().startsWith(QString("%1 played pit %2. ").arg(computer, pit)) ||
                     w.captionText().startsWith(QString("%1 sows pit %2. ").arg(computer, pit)),
                 qPrintable(w.captionText()));
        QVERIFY(w.captionText().endsWith("South to move.") || model.isOver());
        // The caption's mark for North is in North's colour on the main board too.
        QVERIFY(w.captionLabel()->text().contains(sideColour(Side::North).name()));
        for (int p = 0; p < PitCount; ++p) {
            QCOMPARE(w.board()->boardScene()->pitItem(p)->isMarkedPlayed(), p == reply.pit);
            QCOMPARE(w.board()->boardScene()->pitItem(p)->isMarkedLastDrop(), p == reply.lastPit());
        }
    }

    // F5 in a replay viewer's window presents that replay.
    void f5PresentsTheActiveReplay() {
        MainWindow main;
        main.show();
        QVERIFY(main.model()->playPit(PitB));
        ReplayWindow *replay = main.reviewGame();
        QVERIFY(replay);
        replay->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(replay));
        QTest::keyClick(replay, Qt::Key_F5);
        auto *shown = main.findChild<PresentationWindow *>();
        QVERIFY(shown);
        QVERIFY(!shown->board()->boardScene()->hasInteractiveSide());
        QCOMPARE(shown->frames().back().state, replay->model()->stateAt(1));
        shown->close();
    }

    // The position editor from the Game menu and from the presentation window (E): playing
    // from it continues the game from the position set up.
    void positionEditorPlaysFromThePosition() {
        MainWindow main;
        main.show();
        main.findChild<QAction *>("setUpPositionAction")->trigger();
        auto *editor = main.findChild<PositionEditor *>();
        QVERIFY(editor && editor->isVisible());
        GameState state;
        state.position.pits = {2, 4, 0, 2};
        state.captured = {4, 0};
        RuleOptions options;
        options.countersPerPit = 3;
        editor->setStart(options, state);
        QVERIFY(editor->playFromHere());
        QCOMPARE(main.model()->state(), state);
        QCOMPARE(main.model()->game().options().countersPerPit, 3);

        main.findChild<QAction *>("presentAction")->trigger();
        auto *shown = main.findChild<PresentationWindow *>();
        QVERIFY(shown);
        QCOMPARE(shown->board()->boardScene()->state(), state);
        QTest::keyClick(shown, Qt::Key_E);
        auto *fromPresentation = shown->findChild<PositionEditor *>();
        QVERIFY(fromPresentation && fromPresentation->isVisible());
        state.position.pits = {0, 4, 2, 2};
        fromPresentation->setStart(options, state);
        QVERIFY(fromPresentation->playFromHere());
        QCOMPARE(main.model()->state(), state);
        QCOMPARE(shown->board()->boardScene()->state(), state);
        shown->close();
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
