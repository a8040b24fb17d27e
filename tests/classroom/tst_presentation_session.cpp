// SPDX-License-Identifier: GPL-3.0-or-later
// The presentation window and the main window as two views of one game session, offscreen: a
// person plays the computer on the projector (the reply shows there with its captions, the
// person plays again), the same with the main window hidden, and a game between two people
// with both windows open shows every move in both.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "classroom/presentation_window.h"
#include "game/session/animation_speed.h"
#include "game/session/game_session.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "game/words/narrator.h"
#include "isolated_settings.h"
#include "play/main_window.h"

#include <QAction>
#include <QPointer>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace tihbat;

namespace {

// A pit whose one counter would end the game by bringing a position back is said in the bubble
// first; the second click plays it.
void clickPit(BoardView &view, int pit) {
    const QPoint at = view.mapFromScene(view.boardScene()->pitCentre(pit));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    if (view.explainedPit() == pit && view.explanation().contains(QLatin1String("one counter")))
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
}

GameSetup againstComputer() {
    GameSetup setup;
    setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, Level::Perfect, QString()};
    return setup;
}

// F5 in the main window: the presentation of its game.
PresentationWindow *present(MainWindow &main) {
    main.findChild<QAction *>("presentAction")->trigger();
    return main.findChild<PresentationWindow *>();
}

// What the projector shows of the game at rest: a game ended by repetition with the counters
// left shared into the stores, so the result said is the score seen.
GameState shownState(const GameModel &model) {
    GameState state = model.state();
    if (model.game().endReason() == GameEnd::Repetition) {
        state.captured = outcomeOf(state, GameEnd::Repetition).finalScore;
        state.position.pits.fill(0);
    }
    return state;
}

bool showsTheGame(PresentationWindow &w, const GameModel &model) {
    return !w.isWalking() && w.board()->boardScene()->state() == shownState(model);
}

} // namespace

class TestPresentationSession : public QObject {
    Q_OBJECT
private:
    void playTheComputerOnTheProjector(bool mainShown) {
        QSettings settings;
        Settings::setNewGameSetup(againstComputer());
        // Animated in both windows, so every reply arrives while something is still shown.
        Settings::setDropDuration(dropDuration(AnimationSpeed::Fast));
        MainWindow main;
        main.start({});
        if (mainShown) {
            main.show();
            QVERIFY(QTest::qWaitForWindowExposed(&main));
        }
        QPointer<PresentationWindow> w = present(main);
        QVERIFY(w);
        w->setPace(20);
        QVERIFY(QTest::qWaitForWindowExposed(w));
        GameModel *model = main.model();
        QSignalSpy made(model, &GameModel::moveMade);

        // The person plays A on the projector; the computer's reply shows there.
        QVERIFY(w->board()->boardScene()->isInteractive(Side::South));
        clickPit(*w->board(), PitA);
        QCOMPARE(made.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(showsTheGame(*w, *model), 10000);
        QCOMPARE(model->position().toMove, Side::South);
        // The caption narrated North's move and says whose turn it is now.
        const PresentationWindow::Frame &shown = w->currentFrame();
        QCOMPARE(shown.side, Side::North);
        QCOMPARE(shown.moves, 2);
        QVERIFY2(w->captionText().endsWith("South to move."), qPrintable(w->captionText()));
        bool narratedNorth = false;
        for (const PresentationWindow::Frame &f : w->frames())
            narratedNorth |= f.moves == 2 &&
                             f.text.startsWith(GameTexts::playerName(model->setup(), Side::North) +
                                               " sows pit ");
        QVERIFY(narratedNorth);
        // Told to the class, never "you": the computer's reply is North's, the person's move
        // South's, as the projector's voice words them.
        const QString northLanding = Narrator::landingSentence(
            model->game().stories()[1], NarrationVoice::naming(model->setup()));
        QVERIFY2(!northLanding.contains("your own pit"), qPrintable(northLanding));
        bool narratedLanding = false;
        static const QRegularExpression you("\\byour?\\b",
                                            QRegularExpression::CaseInsensitiveOption);
        for (const PresentationWindow::Frame &f : w->frames()) {
            QVERIFY2(!you.match(Lesson::caption(f)).hasMatch(), qPrintable(Lesson::caption(f)));
            narratedLanding |= f.moves == 2 && f.text.endsWith(northLanding);
        }
        QVERIFY(narratedLanding);

        // The person plays again, on the board the projector shows.
        QVERIFY(w->board()->boardScene()->isInteractive(Side::South));
        const int again = model->game().legalMoves().front();
        clickPit(*w->board(), again);
        QTRY_VERIFY_WITH_TIMEOUT(made.count() >= 3, 10000);
        QCOMPARE(made.at(2).at(0).value<MoveStory>().pit, again);
        QTRY_VERIFY_WITH_TIMEOUT(model->isOver() || made.count() == 4, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(showsTheGame(*w, *model), 10000);
        // The main window's board shows the same game, behind or hidden.
        QTRY_COMPARE_WITH_TIMEOUT(main.board()->boardScene()->state(), model->state(), 10000);
        w->close();
    }

private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatSessionTest")); }
    void init() { QSettings().clear(); }

    void playsTheComputerOnTheProjector() { playTheComputerOnTheProjector(true); }
    void playsTheComputerWithTheMainWindowHidden() { playTheComputerOnTheProjector(false); }

    // Two people, both windows open: a move made in either shows in both.
    void hotSeatShowsEveryMoveInBoth() {
        QSettings settings;
        Settings::setNewGameSetup(GameSetup{}); // two people
        Settings::setDropDuration(dropDuration(AnimationSpeed::Fast));
        MainWindow main;
        main.start({});
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        QPointer<PresentationWindow> w = present(main);
        QVERIFY(w);
        w->setPace(20);
        QVERIFY(QTest::qWaitForWindowExposed(w));
        GameModel *model = main.model();
        for (int ply = 0; ply < 8 && !model->isOver(); ++ply) {
            // Turn about: the projector, then the main window.
            BoardView &board = ply % 2 == 0 ? *w->board() : *main.board();
            QTRY_VERIFY_WITH_TIMEOUT(showsTheGame(*w, *model), 10000);
            QTRY_VERIFY_WITH_TIMEOUT(!main.board()->isBusy(), 10000);
            const int pit = model->game().legalMoves().front();
            clickPit(board, pit);
            QCOMPARE(model->game().plies(), ply + 1);
            QTRY_VERIFY_WITH_TIMEOUT(showsTheGame(*w, *model), 10000);
            QTRY_COMPARE_WITH_TIMEOUT(main.board()->boardScene()->state(), model->state(), 10000);
            QCOMPARE(w->currentFrame().moves, ply + 1);
        }
        w->close();
    }
};

QTEST_MAIN(TestPresentationSession)
#include "tst_presentation_session.moc"
