// SPDX-License-Identifier: GPL-3.0-or-later
// Every key of presentation mode, pressed as a clicker or keyboard would, checked by what the
// room sees: the board, the caption bar, the blank screen, the editor that opens. (The forward
// and back keys' stepping, B and Esc are also covered in tst_presentation.)
#include "board/board_scene.h"
#include "board/board_view.h"
#include "classroom/position_editor.h"
#include "classroom/presentation_window.h"
#include "game/session/game_model.h"
#include "game/session/game_session.h"
#include "game/session/replay_model.h"
#include "game/words/narrator.h"
#include "isolated_settings.h"
#include "record/record.h"

#include <QApplication>
#include <QLabel>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

using namespace tihbat;

namespace {

Game someGame(int plies) {
    Game game;
    for (int i = 0; i < plies && !game.isOver(); ++i)
        game.play(game.legalMoves().front());
    return game;
}

} // namespace

class TestPresentationKeys : public QObject {
    Q_OBJECT
private:
    ReplayModel *m_replay = nullptr;
    QPointer<PresentationWindow> m_window;

    const GameState &shown() const { return m_window->board()->boardScene()->state(); }

private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("TihbatPresentationKeysTest"));
    }
    void init() {
        m_replay = new ReplayModel(this);
        QCOMPARE(m_replay->setGames({record::recordOf(someGame(5))}), QString());
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

    // S switches to one drop per click and back to whole moves.
    void sTogglesStepMode() {
        PresentationWindow &w = *m_window;
        const MoveStory &story = m_replay->storyOf(1);
        const int n = static_cast<int>(story.drops.size());
        QTest::keyClick(&w, Qt::Key_S);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY2(
            w.captionText().contains(
                QStringLiteral("1 of %1: into pit %2").arg(n).arg(QChar("ABab"[story.drops[0]]))),
            qPrintable(w.captionText()));
        QVERIFY(shown() != m_replay->stateAt(1)); // mid-move
        QTest::keyClick(&w, Qt::Key_S);
        QTest::keyClick(&w, Qt::Key_PageDown); // the rest of the move at once
        QCOMPARE(shown(), m_replay->stateAt(1));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(shown(), m_replay->stateAt(2));
    }

    // P plays on to the end at the pace; P again stops a walk where it is.
    void pPlaysOnAndStops() {
        PresentationWindow &w = *m_window;
        w.setPace(60);
        QSignalSpy frames(&w, &PresentationWindow::frameShown);
        QTest::keyClick(&w, Qt::Key_P);
        QVERIFY(w.isWalking());
        QVERIFY(frames.wait(5000)); // the walk goes on by itself
        QTest::keyClick(&w, Qt::Key_P);
        QVERIFY(!w.isWalking());
        const int stoppedAt = w.frameIndex();
        QVERIFY(stoppedAt < static_cast<int>(w.frames().size()) - 1);
        // P once more goes on from there to the end.
        frames.clear();
        QTest::keyClick(&w, Qt::Key_P);
        QCOMPARE(frames.first().first().toInt(), stoppedAt + 1);
        QTRY_VERIFY_WITH_TIMEOUT(!w.isWalking(), 20000);
        QCOMPARE(shown(), m_replay->stateAt(m_replay->moveCount()));
        QVERIFY(frames.count() >= 1);
        QCOMPARE(frames.last().first().toInt(), static_cast<int>(w.frames().size()) - 1);
    }

    // + (or =) speeds up, − slows down, within the bounds a room can follow.
    void plusAndMinusChangeThePace() {
        PresentationWindow &w = *m_window;
        w.setPace(600);
        QTest::keyClick(&w, Qt::Key_Plus);
        QCOMPARE(w.pace(), 400);
        QTest::keyClick(&w, Qt::Key_Equal); // + without Shift
        QCOMPARE(w.pace(), 266);
        QTest::keyClick(&w, Qt::Key_Minus);
        QCOMPARE(w.pace(), 399);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(&w, Qt::Key_Plus);
        QCOMPARE(w.pace(), 60); // the fastest
        QTest::keyClick(&w, Qt::Key_Minus);
        QCOMPARE(w.pace(), 150); // slower jumps straight to a pace that can be followed
        // The walk goes at the new pace: a move of n drops shows n + 1 frames one by one.
        QSignalSpy frames(&w, &PresentationWindow::frameShown);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(w.isWalking());
        QTRY_VERIFY_WITH_TIMEOUT(!w.isWalking(), 10000);
        QCOMPARE(frames.count(),
                 static_cast<int>(Narrator::steps(m_replay->storyOf(1), NarrationVoice()).size()));
    }

    // F1 (or ?) shows the keys on a card over the board, one key a line in the projector's
    // look; the next key only puts the card away, and nothing changes unseen behind it.
    void f1ListsTheKeys() {
        PresentationWindow &w = *m_window;
        auto *card = w.findChild<QFrame *>(QStringLiteral("presentationKeys"));
        QVERIFY(card);
        QVERIFY(!card->isVisible());
        for (Qt::Key key : {Qt::Key_F1, Qt::Key_Question}) {
            const int frame = w.frameIndex();
            QTest::keyClick(&w, key);
            QVERIFY(w.isShowingKeys());
            QVERIFY(card->isVisible());
            const QList<QLabel *> lines = card->findChildren<QLabel *>();
            QVERIFY2(lines.size() >= 9, qPrintable(QString::number(lines.size())));
            QString all;
            for (const QLabel *line : lines) {
                all += line->text() + QLatin1Char('\n');
                // Each line big enough for the back of the room: a 30th of the height.
                QVERIFY(QFontInfo(line->font()).pixelSize() >= w.height() / 30);
            }
            for (const char *name :
                 {"PageDown", "PageUp", "B:", "V:", "S:", "G:", "P:", "E:", "Esc", "M:", "R:"})
                QVERIFY2(all.contains(QLatin1String(name)), name);
            // One key a line: the keys' text cut at its sentences.
            QVERIFY(all.contains(QStringLiteral("Esc: leave.\n")));
            QVERIFY(w.rect().contains(card->geometry()));
            QTest::keyClick(&w, Qt::Key_PageDown);
            QVERIFY(!card->isVisible());
            QCOMPARE(w.frameIndex(), frame);
        }
        // Esc puts the card away and leaves the class in the presentation.
        QTest::keyClick(&w, Qt::Key_F1);
        QVERIFY(card->isVisible());
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!card->isVisible());
        QVERIFY(w.isVisible());
    }

    // V shows the value of every move at a stop, in words in the caption too.
    void vShowsTheValues() {
        PresentationWindow &w = *m_window;
        QTest::keyClick(&w, Qt::Key_V);
        QVERIFY2(w.captionText().endsWith(
                     QLatin1String("Values: counters ahead at the end with best play.")),
                 qPrintable(w.captionText()));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(!w.captionText().contains(QLatin1String("Values:")));
    }

    // G pauses with "Guess!" before each move; G again turns it off at the same position.
    void gTogglesGuessPauses() {
        PresentationWindow &w = *m_window;
        QTest::keyClick(&w, Qt::Key_G);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY2(w.captionText().startsWith(QLatin1String("Guess!")), qPrintable(w.captionText()));
        QCOMPARE(shown(), m_replay->stateAt(0)); // not revealed yet
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(shown(), m_replay->stateAt(1));
        QTest::keyClick(&w, Qt::Key_G);
        QCOMPARE(shown(), m_replay->stateAt(1));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(!w.captionText().startsWith(QLatin1String("Guess!")));
        QCOMPARE(shown(), m_replay->stateAt(2));
    }

    // Up, Down and Backspace step too (clickers send them); "." blanks like B.
    void otherClickerKeys() {
        PresentationWindow &w = *m_window;
        QTest::keyClick(&w, Qt::Key_Down);
        QCOMPARE(shown(), m_replay->stateAt(1));
        QTest::keyClick(&w, Qt::Key_Down);
        QCOMPARE(shown(), m_replay->stateAt(2));
        QTest::keyClick(&w, Qt::Key_Up);
        QCOMPARE(shown(), m_replay->stateAt(1));
        QTest::keyClick(&w, Qt::Key_Backspace);
        QCOMPARE(shown(), m_replay->stateAt(0));
        QTest::keyClick(&w, Qt::Key_Period);
        QVERIFY(w.isBlanked());
        QTest::keyClick(&w, Qt::Key_Right); // only brings the picture back
        QVERIFY(!w.isBlanked());
        QCOMPARE(shown(), m_replay->stateAt(0));
        QTest::keyClick(&w, Qt::Key_Period);
        QTest::keyClick(&w, Qt::Key_Period);
        QVERIFY(!w.isBlanked());
    }

    // E opens the position editor over a live game (a replay has no game to set up).
    void eSetsUpAPosition() {
        QTest::keyClick(m_window, Qt::Key_E);
        QVERIFY(!m_window->findChild<PositionEditor *>());

        GameSession session;
        GameModel &model = *session.model();
        model.newGame(GameSetup{});
        PresentationWindow w;
        w.setPace(0);
        w.presentGame(&session);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_E);
        QPointer<PositionEditor> editor = w.findChild<PositionEditor *>();
        QVERIFY(editor);
        QTRY_VERIFY(editor->isVisible());
        editor->reject();
        QTRY_VERIFY(!editor || !editor->isVisible());
        QCOMPARE(w.board()->boardScene()->state(), model.state());
    }

    // In the game being played the keys card first says how to play a pit; a replay's does not.
    void f1InTheGameSaysHowToPlayAPit() {
        QTest::keyClick(m_window, Qt::Key_F1);
        auto *replayCard = m_window->findChild<QFrame *>(QStringLiteral("presentationKeys"));
        QVERIFY(!replayCard->findChildren<QLabel *>().first()->text().contains(
            QStringLiteral("click")));
        GameSession session;
        session.model()->newGame(GameSetup{});
        PresentationWindow w;
        w.presentGame(&session);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(&w, Qt::Key_F1);
        auto *card = w.findChild<QFrame *>(QStringLiteral("presentationKeys"));
        QCOMPARE(card->findChildren<QLabel *>().first()->text(), PresentationWindow::playText());
        QCOMPARE(card->accessibleName(), PresentationWindow::playText());
        QVERIFY(PresentationWindow::playText().contains(QStringLiteral("click")));
    }
};

QTEST_MAIN(TestPresentationKeys)
#include "tst_presentation_keys.moc"
