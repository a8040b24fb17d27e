// SPDX-License-Identifier: GPL-3.0-or-later
// SessionBoard, the one binding of a board viewer to the game being played, offscreen: a click
// on a pit plays it in the session; a refused pit (on the board, or by the game) is said in the
// bubble by the pit; the sides a person may play against the computer, between two people and
// between two computers; the computer's reply, and in hot seat every move, stays marked once
// shown; and the presentation's board, bound the same way, plays in the session the main window
// shows.
#include "board/board_bubble.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "classroom/presentation_window.h"
#include "game/session/animation_speed.h"
#include "game/session/game_session.h"
#include "game/session/live_move_line.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "viewer/board_viewer.h"
#include "viewer/session_board.h"

#include <QAction>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace tihbat;

namespace {

void clickPit(BoardView &view, int pit) {
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                      view.mapFromScene(view.boardScene()->pitCentre(pit)));
}

GameSetup withPlayers(PlayerKind south, PlayerKind north) {
    GameSetup setup;
    setup.players[sideIndex(Side::South)].kind = south;
    setup.players[sideIndex(Side::North)].kind = north;
    return setup;
}

// A session, a viewer bound to it, shown at a size where every pit can be clicked.
struct Bound {
    explicit Bound(const GameSetup &setup) {
        session.model()->newGame(setup);
        viewer.resize(800, 600);
        viewer.setDropDuration(0);
        viewer.show();
    }
    GameModel &model() { return *session.model(); }
    BoardView &board() { return *viewer.board(); }

    GameSession session;
    BoardViewer viewer;
    SessionBoard binding{&session, &viewer};
};

} // namespace

class TestSessionBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatSessionBoardTest")); }
    void init() { QSettings().clear(); }

    // The viewer shows the session's game as its line, and a click on a pit plays it there.
    void clickPlaysThroughTheSession() {
        Bound bound(withPlayers(PlayerKind::Human, PlayerKind::Human));
        QVERIFY(QTest::qWaitForWindowExposed(&bound.viewer));
        QCOMPARE(bound.viewer.line(), bound.binding.line());
        QCOMPARE(bound.binding.line()->model(), &bound.model());
        QSignalSpy made(&bound.model(), &GameModel::moveMade);
        clickPit(bound.board(), PitB);
        QCOMPARE(made.count(), 1);
        QCOMPARE(made.at(0).at(0).value<MoveStory>().pit, PitB);
        QTRY_COMPARE(bound.board().boardScene()->state(), bound.model().state());
        // North's turn now: North's pit plays for North.
        clickPit(bound.board(), Pita);
        QCOMPARE(bound.model().game().plies(), 2);
        QCOMPARE(bound.model().game().stories().back().pit, Pita);
    }

    // A pit that cannot be played: nothing is played, the bubble by the pit says why, in the
    // words the game's refusal has for it, and the binding reports them (the status bar's).
    void refusedPitShowsTheBubble() {
        Bound bound(withPlayers(PlayerKind::Human, PlayerKind::Human));
        QVERIFY(QTest::qWaitForWindowExposed(&bound.viewer));
        QSignalSpy refused(&bound.binding, &SessionBoard::refused);
        // South to move: North's pit is not South's.
        const MoveError error = bound.model().game().check(Pita);
        QCOMPARE(error, MoveError::WrongSide);
        const QString words =
            GameTexts::refusal(bound.model().setup(), bound.model().position(), Pita, error);
        QVERIFY(!words.isEmpty());
        clickPit(bound.board(), Pita);
        QCOMPARE(bound.model().game().plies(), 0);
        QCOMPARE(bound.board().explainedPit(), Pita);
        QCOMPARE(bound.board().explanation(), words);
        QVERIFY(bound.board().bubble()->isVisible());
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), words);
        QCOMPARE(refused.at(0).at(1).toInt(), Pita);

        // Refused by the game itself (a move asked for without the board): said on the board.
        bound.board().clearExplanation();
        QVERIFY(!bound.model().playPit(Pitb));
        QCOMPARE(bound.board().explainedPit(), Pitb);
        QCOMPARE(bound.board().explanation(),
                 GameTexts::refusal(bound.model().setup(), bound.model().position(), Pitb,
                                    MoveError::WrongSide));
        QCOMPARE(refused.count(), 2);
    }

    void sidesAPersonMayPlay_data() {
        QTest::addColumn<int>("south");
        QTest::addColumn<int>("north");
        QTest::newRow("against the computer")
            << int(PlayerKind::Human) << int(PlayerKind::Computer);
        QTest::newRow("computer against a person")
            << int(PlayerKind::Computer) << int(PlayerKind::Human);
        QTest::newRow("hot seat") << int(PlayerKind::Human) << int(PlayerKind::Human);
        QTest::newRow("two computers") << int(PlayerKind::Computer) << int(PlayerKind::Computer);
    }

    // People's sides only, for every game the session starts, and none while not playable.
    void sidesAPersonMayPlay() {
        QFETCH(int, south);
        QFETCH(int, north);
        const auto southKind = PlayerKind(south);
        const auto northKind = PlayerKind(north);
        Bound bound(withPlayers(PlayerKind::Human, PlayerKind::Human));
        bound.session.setPaused(true); // the computer waits: the sides stay as set up
        bound.model().newGame(withPlayers(southKind, northKind));
        BoardScene *scene = bound.board().boardScene();
        QCOMPARE(scene->isInteractive(Side::South), southKind == PlayerKind::Human);
        QCOMPARE(scene->isInteractive(Side::North), northKind == PlayerKind::Human);
        QCOMPARE(bound.binding.mayPlay(Side::South), southKind == PlayerKind::Human);
        QCOMPARE(bound.binding.mayPlay(Side::North), northKind == PlayerKind::Human);
        bound.binding.setPlayable(false);
        QVERIFY(!scene->hasInteractiveSide());
        bound.binding.setPlayable(true);
        QCOMPARE(scene->hasInteractiveSide(),
                 southKind == PlayerKind::Human || northKind == PlayerKind::Human);
    }

    // The computer's reply stays marked once shown (the pit it played, where its last counter
    // fell); the person's own move is not marked.
    void marksTheComputersReply() {
        Bound bound(withPlayers(PlayerKind::Human, PlayerKind::Computer));
        QVERIFY(QTest::qWaitForWindowExposed(&bound.viewer));
        QSignalSpy made(&bound.model(), &GameModel::moveMade);
        BoardScene *scene = bound.board().boardScene();
        bound.session.setPaused(true);
        clickPit(bound.board(), PitB);
        QCOMPARE(made.count(), 1);
        QTRY_VERIFY(!bound.board().isBusy());
        for (int pit = 0; pit < PitCount; ++pit)
            QVERIFY(!scene->pitItem(pit)->isMarkedPlayed());
        bound.session.setPaused(false);
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        const auto reply = made.at(1).at(0).value<MoveStory>();
        QCOMPARE(reply.mover, Side::North);
        QTRY_VERIFY_WITH_TIMEOUT(!bound.board().isBusy(), 10000);
        QCOMPARE(scene->state(), bound.model().state());
        for (int pit = 0; pit < PitCount; ++pit) {
            QCOMPARE(scene->pitItem(pit)->isMarkedPlayed(), pit == reply.pit);
            QCOMPARE(scene->pitItem(pit)->isMarkedLastDrop(), pit == reply.lastPit());
        }
    }

    // Hot seat: every move stays marked once shown (the pit played, where its last counter
    // fell), so the friend who waited sees what was played; until the next move.
    void marksEveryMoveInHotSeat() {
        Bound bound(withPlayers(PlayerKind::Human, PlayerKind::Human));
        QVERIFY(QTest::qWaitForWindowExposed(&bound.viewer));
        QSignalSpy made(&bound.model(), &GameModel::moveMade);
        BoardScene *scene = bound.board().boardScene();
        for (const int pit : {PitB, Pita}) {
            clickPit(bound.board(), pit);
            QTRY_VERIFY(!bound.board().isBusy());
            const auto move = made.last().at(0).value<MoveStory>();
            QCOMPARE(move.pit, pit);
            QCOMPARE(scene->state(), bound.model().state());
            for (int p = 0; p < PitCount; ++p) {
                QCOMPARE(scene->pitItem(p)->isMarkedPlayed(), p == move.pit);
                QCOMPARE(scene->pitItem(p)->isMarkedLastDrop(), p == move.lastPit());
            }
        }
        QCOMPARE(made.count(), 2);
        // Undone, the move's marks go with it.
        bound.model().undo();
        QTRY_VERIFY(!bound.board().isBusy());
        for (int p = 0; p < PitCount; ++p) {
            QVERIFY(!scene->pitItem(p)->isMarkedPlayed());
            QVERIFY(!scene->pitItem(p)->isMarkedLastDrop());
        }
    }

    // The names of the players on the board, from the session's setup.
    void namesThePlayers() {
        GameSetup setup = withPlayers(PlayerKind::Human, PlayerKind::Human);
        setup.players[sideIndex(Side::South)].name = QStringLiteral("Amina");
        setup.players[sideIndex(Side::North)].name = QStringLiteral("Yusuf");
        Bound bound(setup);
        QVERIFY(QTest::qWaitForWindowExposed(&bound.viewer));
        QCOMPARE(bound.board().boardScene()->playerName(Side::South), QStringLiteral("Amina"));
        QCOMPARE(bound.board().boardScene()->playerName(Side::North), QStringLiteral("Yusuf"));
    }

    // F5: the presentation's board is bound to the main window's session: a click there plays
    // in the game the main window shows, and a refusal there is said on the projector.
    void presentationPlaysInTheMainWindowsSession() {
        Settings::setNewGameSetup(withPlayers(PlayerKind::Human, PlayerKind::Human));
        Settings::setDropDuration(dropDuration(AnimationSpeed::Instant));
        MainWindow main;
        main.start({});
        main.show();
        QVERIFY(QTest::qWaitForWindowExposed(&main));
        main.findChild<QAction *>("presentAction")->trigger();
        QPointer<PresentationWindow> w = main.findChild<PresentationWindow *>();
        QVERIFY(w);
        w->setPace(0);
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QVERIFY(w->sessionBoard());
        QCOMPARE(w->sessionBoard()->session(), main.session());
        QCOMPARE(w->sessionBoard()->board(), w->board());

        GameModel *model = main.model();
        clickPit(*w->board(), PitA);
        QCOMPARE(model->game().plies(), 1);
        QCOMPARE(model->game().stories().back().pit, PitA);
        QTRY_COMPARE(main.board()->boardScene()->state(), model->state());
        QTRY_COMPARE(w->board()->boardScene()->state(), model->state());

        // North to move: South's pit is refused on the projector, in the game's words.
        const QString words =
            GameTexts::refusal(model->setup(), model->position(), PitB, MoveError::WrongSide);
        clickPit(*w->board(), PitB);
        QCOMPARE(model->game().plies(), 1);
        QCOMPARE(w->board()->explainedPit(), PitB);
        QCOMPARE(w->board()->explanation(), words);
        QVERIFY(main.board()->explanation().isEmpty()); // the click was not on that board
        w->close();
    }
};

QTEST_MAIN(TestSessionBoard)
#include "tst_session_board.moc"
