// SPDX-License-Identifier: GPL-3.0-or-later
// The board through QAccessible, as a screen reader sees it: the view is named, and each pit,
// store, name plate and the turn badge is an object with a role and a name that says what is
// drawn; playable pits can be pressed, which plays them; a move is announced. (That the
// events reach a screen reader is checked on a real AT-SPI bus by tests/ui/atspi_board.py.)
#include "board/board_scene.h"
#include "board/board_view.h"
#include "core/game.h"

#include <QAccessible>
#include <QSignalSpy>
#include <QtTest>

using namespace tihbat;

namespace {

MoveStory play(Game &game, int pit) {
    return std::get<MoveStory>(game.play(pit));
}

} // namespace

class TestBoardAccessible : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void boardIsNamedWithItsParts();
    void pitsSayWhatIsDrawn();
    void playablePitsCanBePressed();
    void pressingAPitPlaysIt();
    void aMoveIsAnnounced();
    void storesNamePlatesAndTurn();
    void focusedPitIsTheFocusChild();

private:
    QAccessibleInterface *board() const { return QAccessible::queryAccessibleInterface(m_view); }
    QAccessibleInterface *pit(int p) const { return board()->child(p); }

    BoardView *m_view = nullptr;
};

void TestBoardAccessible::init() {
    m_view = new BoardView;
    m_view->setDropDuration(0);
    m_view->setPlayerNames(QStringLiteral("Amina"), QStringLiteral("Youssef"));
    m_view->setInteractiveSides(true, false); // Amina plays South against the computer
    m_view->showState(Game().state(), false);
    m_view->resize(800, 500);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestBoardAccessible::cleanup() {
    delete m_view;
    m_view = nullptr;
}

void TestBoardAccessible::boardIsNamedWithItsParts() {
    QAccessibleInterface *view = board();
    QVERIFY(view && view->isValid());
    QCOMPARE(view->text(QAccessible::Name), QStringLiteral("Tihbat board"));
    QCOMPARE(view->childCount(), 9);
    for (int i = 0; i < view->childCount(); ++i) {
        QAccessibleInterface *part = view->child(i);
        QVERIFY(part && part->isValid());
        QCOMPARE(part->parent(), view);
        QCOMPARE(view->indexOfChild(part), i);
        QVERIFY(!part->text(QAccessible::Name).isEmpty());
        // On screen, inside the board.
        QVERIFY(!part->rect().isEmpty());
        QVERIFY(view->rect().contains(part->rect().center()));
    }
    // A point on a pit finds that pit.
    QCOMPARE(view->childAt(pit(2)->rect().center().x(), pit(2)->rect().center().y()), pit(2));
}

void TestBoardAccessible::pitsSayWhatIsDrawn() {
    const char *letters = "ABab";
    for (int p = 0; p < PitCount; ++p) {
        QAccessibleInterface *part = pit(p);
        QCOMPARE(part->role(), QAccessible::Button);
        const QString name = part->text(QAccessible::Name);
        QVERIFY2(name.startsWith(QStringLiteral("Pit %1, ").arg(QLatin1Char(letters[p]))),
                 qPrintable(name));
        QVERIFY2(name.contains(QStringLiteral("7 counters")), qPrintable(name));
        QCOMPARE(part->text(QAccessible::Value), QStringLiteral("7"));
        const bool south = p < 2;
        QVERIFY2(name.contains(south ? QStringLiteral("yours") : QStringLiteral("opponent's")),
                 qPrintable(name));
        QCOMPARE(name.endsWith(QStringLiteral(", playable")), south);
    }
    QCOMPARE(pit(0)->text(QAccessible::Name), QStringLiteral("Pit A, yours, 7 counters, playable"));
}

void TestBoardAccessible::playablePitsCanBePressed() {
    for (int p = 0; p < PitCount; ++p) {
        QAccessibleActionInterface *actions = pit(p)->actionInterface();
        QVERIFY(actions);
        const bool playable = p < 2;
        QCOMPARE(actions->actionNames().contains(QAccessibleActionInterface::pressAction()),
                 playable);
        QCOMPARE(pit(p)->state().disabled, !playable);
    }
    // Name plates and stores are text, not buttons.
    for (int i = PitCount; i < board()->childCount(); ++i) {
        QCOMPARE(board()->child(i)->role(), QAccessible::StaticText);
        QVERIFY(!board()->child(i)->actionInterface());
    }
}

void TestBoardAccessible::pressingAPitPlaysIt() {
    QSignalSpy activated(m_view, &BoardView::pitActivated);
    pit(1)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toInt(), PitB);
    // North's pit is not the person's to play: pressing it does nothing.
    pit(2)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(activated.count(), 1);
}

void TestBoardAccessible::aMoveIsAnnounced() {
    Game game;
    const QString before = board()->text(QAccessible::Description);
    const MoveStory story = play(game, PitA);
    m_view->playStory(story);
    const QString said = board()->text(QAccessible::Description);
    QVERIFY(said != before);
    QVERIFY2(said.startsWith(QStringLiteral("Amina played pit A.")), qPrintable(said));
    QVERIFY2(said.endsWith(QStringLiteral("Youssef to move.")), qPrintable(said));
    // The pits now say the counts drawn after the move.
    for (int p = 0; p < PitCount; ++p)
        QCOMPARE(pit(p)->text(QAccessible::Value), QString::number(game.position().pits[p]));
    QVERIFY(!pit(0)->text(QAccessible::Name).endsWith(QStringLiteral("playable")));
}

void TestBoardAccessible::storesNamePlatesAndTurn() {
    // Play until someone captures; the store then says how many.
    Game game;
    m_view->setInteractiveSides(true, true);
    MoveStory story;
    do {
        QVERIFY(!game.isOver());
        // A capturing move if there is one, else the first legal move.
        int chosen = game.legalMoves().front();
        for (int candidate : game.legalMoves()) {
            Game trial = game;
            if (!play(trial, candidate).captures.empty())
                chosen = candidate;
        }
        story = play(game, chosen);
        m_view->playStory(story);
    } while (story.captures.empty());
    const int captured = game.state().captured[sideIndex(story.mover)];
    QVERIFY(captured > 0);
    const QString mover =
        story.mover == Side::South ? QStringLiteral("Amina") : QStringLiteral("Youssef");
    QAccessibleInterface *store = board()->child(story.mover == Side::South ? 4 : 5);
    QCOMPARE(store->text(QAccessible::Name),
             QStringLiteral("%1's store, %2 captured").arg(mover).arg(captured));
    QVERIFY(board()
                ->text(QAccessible::Description)
                .contains(QStringLiteral("Captured %1.").arg(story.capturedCounters())));
    QCOMPARE(board()->child(6)->text(QAccessible::Name), QStringLiteral("Amina, South side"));
    QCOMPARE(board()->child(7)->text(QAccessible::Name), QStringLiteral("Youssef, North side"));
    const QString next =
        game.position().toMove == Side::South ? QStringLiteral("Amina") : QStringLiteral("Youssef");
    QCOMPARE(board()->child(8)->text(QAccessible::Name), next + QStringLiteral(" to move"));
}

void TestBoardAccessible::focusedPitIsTheFocusChild() {
    m_view->activateWindow();
    m_view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(m_view->hasFocus());
    QCOMPARE(board()->focusChild(), pit(0));
    QVERIFY(pit(0)->state().focused);
    QTest::keyClick(m_view, Qt::Key_Right);
    QCOMPARE(board()->focusChild(), pit(1));
    QVERIFY(pit(1)->state().focused);
    QVERIFY(!pit(0)->state().focused);
    // The focused pit also says the last move, where a screen reader listens. (Two people
    // here, so that the focus follows the turn to North's pits.)
    m_view->setInteractiveSides(true, true);
    Game game;
    m_view->playStory(play(game, PitB));
    QAccessibleInterface *focused = board()->focusChild();
    QVERIFY(focused);
    QCOMPARE(ownerOf(board()->indexOfChild(focused)), Side::North);
    QVERIFY(m_view->announcement().startsWith(QStringLiteral("Amina played pit B.")));
    QCOMPARE(focused->text(QAccessible::Description), m_view->announcement());
    QVERIFY(pit(0)->text(QAccessible::Description).isEmpty());
}

QTEST_MAIN(TestBoardAccessible)
#include "tst_board_accessible.moc"
