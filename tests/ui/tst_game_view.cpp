// SPDX-License-Identifier: GPL-3.0-or-later
// The main window as a view of its game session, offscreen: the turn banner waits until a move
// has been shown, a click during a sowing finishes it instead of playing, the computer's move
// stays marked on the board, and the final score stays on the board after the end box.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "game/session/animation_speed.h"
#include "game/session/game_session.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "play/result_card.h"

#include <QAction>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace tihbat;

namespace {

void clickPit(BoardView &view, int pit) {
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                      view.mapFromScene(view.boardScene()->pitCentre(pit)));
}

GameSetup people(RuleOptions rules = {}) {
    GameSetup setup;
    setup.rules = rules;
    setup.players[0] = {PlayerKind::Human, Level::Medium, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Medium, QStringLiteral("Youssef")};
    return setup;
}

void remember(const GameSetup &setup, AnimationSpeed speed) {
    Settings::setNewGameSetup(setup);
    Settings::setDropDuration(dropDuration(speed));
}

} // namespace

class TestGameView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatGameViewTest")); }
    void init() { QSettings().clear(); }

    void bannerWaitsUntilTheMoveIsShown() {
        remember(people(), AnimationSpeed::Slow);
        MainWindow window;
        window.start({});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString before = window.turnText();
        QCOMPARE(before, GameTexts::turn(people(), window.model()->position()));
        clickPit(*window.board(), PitA);
        QCOMPARE(window.model()->position().toMove, Side::North);
        QVERIFY(window.board()->isBusy());
        QCOMPARE(window.turnText(), before);
        QTRY_VERIFY_WITH_TIMEOUT(!window.board()->isBusy(), 20000);
        QCOMPARE(window.turnText(), GameTexts::turn(people(), window.model()->position()));
        QVERIFY(window.turnText() != before);
    }

    void clickDuringSowingFinishesIt() {
        remember(people(), AnimationSpeed::Slow);
        MainWindow window;
        window.start({});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameModel *model = window.model();
        clickPit(*window.board(), PitA);
        QVERIFY(window.board()->isBusy());
        // North's pit, legal for North now: the click shows A's sowing to its end, no more.
        QCOMPARE(model->game().check(Pita), MoveError::None);
        clickPit(*window.board(), Pita);
        QCOMPARE(model->game().plies(), 1);
        QVERIFY(!window.board()->isBusy());
        QCOMPARE(window.board()->boardScene()->state(), model->state());
        QCOMPARE(window.turnText(), GameTexts::turn(people(), model->position()));
        // Now the board is the one North plays on.
        clickPit(*window.board(), Pita);
        QCOMPARE(model->game().plies(), 2);
    }

    void computersMoveStaysMarked() {
        GameSetup setup = people();
        setup.players[1] = {PlayerKind::Computer, Level::Perfect, QString()};
        remember(setup, AnimationSpeed::Instant);
        MainWindow window;
        window.start({});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameModel *model = window.model();
        QSignalSpy made(model, &GameModel::moveMade);
        BoardScene *scene = window.board()->boardScene();
        clickPit(*window.board(), PitB);
        // The person's move is not marked.
        for (int pit = 0; pit < PitCount; ++pit)
            QVERIFY(!scene->pitItem(pit)->isMarkedPlayed());
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        const auto reply = made.at(1).at(0).value<MoveStory>();
        QCOMPARE(reply.mover, Side::North);
        QTRY_VERIFY_WITH_TIMEOUT(!window.board()->isBusy(), 10000);
        for (int pit = 0; pit < PitCount; ++pit) {
            QCOMPARE(scene->pitItem(pit)->isMarkedPlayed(), pit == reply.pit);
            QCOMPARE(scene->pitItem(pit)->isMarkedLastDrop(), pit == reply.lastPit());
        }
        if (model->isOver())
            return;
        // Until the next move.
        window.session()->setPaused(true);
        clickPit(*window.board(), model->game().legalMoves().front());
        QCOMPARE(made.count(), 3);
        for (int pit = 0; pit < PitCount; ++pit) {
            QVERIFY(!scene->pitItem(pit)->isMarkedPlayed());
            QVERIFY(!scene->pitItem(pit)->isMarkedLastDrop());
        }
    }

    void finalScoreStaysAfterTheEndBox() {
        remember(people(RuleOptions{2, false, Side::South}), AnimationSpeed::Instant);
        MainWindow window;
        window.start({});
        window.show();
        GameModel *model = window.model();
        while (!model->isOver())
            QVERIFY(model->playPit(model->game().legalMoves().front()));
        const Outcome outcome = *model->outcome();
        ResultCard *card = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((card = window.findChild<ResultCard *>("resultCard")), 10000);
        QTRY_VERIFY(card->closeButton()->isVisible());
        card->closeButton()->click();
        QTRY_VERIFY(!window.findChild<ResultCard *>("resultCard"));
        BoardScene *scene = window.board()->boardScene();
        for (Side side : {Side::South, Side::North}) {
            const QString tag = scene->nameplate(side)->tagText();
            QVERIFY2(tag.contains(QString::number(outcome.finalScore[sideIndex(side)])),
                     qPrintable(tag));
            QVERIFY(!scene->nameplate(side)->isToMove());
        }
        QVERIFY(scene->caption()->isVisible());
    }
};

QTEST_MAIN(TestGameView)
#include "tst_game_view.moc"
