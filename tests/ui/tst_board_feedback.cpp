// SPDX-License-Identifier: GPL-3.0-or-later
// The board that explains itself: a click that cannot be played gets a bubble by the pit saying
// why (the status bar's words, in the current language, read to screen readers) and the pit
// shakes; the bubble goes at the next click or after a while, fits the board at every size and
// has a high-contrast look. Screenshots in English and Hindi (TIHBAT_SCREENSHOT_DIR).
#include "board/board_bubble.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "classroom/presentation_window.h"
#include "game/session/game_session.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/board_look_actions.h"
#include "play/main_window.h"
#include "screenshot_checks.h"
#include "text/isolated_text.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QTranslator>

using namespace tihbat;

namespace {

constexpr int NormalDropMs = 220;

GameSetup twoPeople() {
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    return setup;
}

// A person (South) against the computer (North).
GameSetup againstComputer() {
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QString()};
    setup.players[1] = {PlayerKind::Computer, Level::Beginner, QString()};
    return setup;
}

GameState stateOf(std::array<int, PitCount> pits, Side toMove, std::array<int, 2> captured) {
    GameState state;
    state.position.pits = pits;
    state.position.toMove = toMove;
    state.captured = captured;
    return state;
}

QPoint pitPoint(BoardView *board, int pit) {
    return board->mapFromScene(board->boardScene()->pitCentre(pit));
}

void clickPit(BoardView *board, int pit) {
    QTest::mouseClick(board->viewport(), Qt::LeftButton, {}, pitPoint(board, pit));
}

// South to move with pit A empty (and the other pits full), shown on the screen.
bool showWithEmptyPitA(MainWindow &window, const GameSetup &setup) {
    window.start({});
    window.model()->continueGame(setup,
                                 Game(setup.rules, stateOf({0, 5, 7, 7}, Side::South, {2, 7})));
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

} // namespace

class TestBoardFeedback : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void eachRefusalIsExplainedByThePit_data();
    void eachRefusalIsExplainedByThePit();
    void keysAreRefusedTheSameWay();
    void bubbleGoesAtTheNextClick();
    void bubbleGoesByItself();
    void noShakeAtTheInstantSpeed();
    void bubbleFitsTheBoardAtEverySize_data();
    void bubbleFitsTheBoardAtEverySize();
    void highContrastBubble();
    void explainIsForAnyPitAndText();
    void projectorBoardExplainsToo();
    void aBubbleNeverCoversACard();
    void screenshotsInEnglishAndHindi();
};

void TestBoardFeedback::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatFeedbackTest"));
}

void TestBoardFeedback::init() {
    QSettings().clear();
    Settings::setDropDuration(NormalDropMs);
}

void TestBoardFeedback::eachRefusalIsExplainedByThePit_data() {
    QTest::addColumn<GameSetup>("setup");
    QTest::addColumn<GameState>("state");
    QTest::addColumn<int>("pit");
    QTest::addColumn<QString>("reason");
    // 28 counters in each position, as in a game with 7 per pit.
    QTest::newRow("empty pit") << twoPeople() << stateOf({0, 5, 7, 7}, Side::South, {2, 7}) << 0
                               << "That pit is empty: choose a pit with counters.";
    QTest::newRow("the other player's pit, hot seat")
        << twoPeople() << stateOf({7, 7, 7, 7}, Side::South, {0, 0}) << 2
        << QStringLiteral("It is %1's turn: play a pit on your own side.")
               .arg(isolated(QStringLiteral("Amina")));
    QTest::newRow("the computer's pit")
        << againstComputer() << stateOf({7, 7, 7, 7}, Side::South, {0, 0}) << 3
        << "That pit is the computer's: play a pit on your side.";
    QTest::newRow("the computer's turn")
        << againstComputer() << stateOf({3, 7, 7, 5}, Side::North, {4, 2}) << 1
        << "Wait: it is the computer's turn.";
    QTest::newRow("game over") << twoPeople() << stateOf({0, 0, 0, 0}, Side::South, {16, 12}) << 0
                               << "The game is over. Start a new game to play again.";
}

void TestBoardFeedback::eachRefusalIsExplainedByThePit() {
    QFETCH(GameSetup, setup);
    QFETCH(GameState, state);
    QFETCH(int, pit);
    QFETCH(QString, reason);
    MainWindow window;
    window.start({});
    // The computer waits while paused, so its turn lasts as long as the test needs.
    window.session()->setPaused(true);
    window.model()->continueGame(setup, Game(setup.rules, state));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardView *board = window.board();
    BoardScene *scene = board->boardScene();
    const int plies = window.model()->game().plies();

    clickPit(board, pit);

    // Nothing is played; the board says why, by the pit, in the status bar's words.
    QCOMPARE(window.model()->game().plies(), plies);
    QCOMPARE(board->explanation(), reason);
    QCOMPARE(board->explainedPit(), pit);
    QVERIFY(board->bubble()->isVisible());
    QCOMPARE(window.statusBar()->currentMessage(), reason);
    // Screen readers are told: the board's description is the reason.
    QCOMPARE(board->announcement(), reason);
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(board);
    QVERIFY(accessible);
    QCOMPARE(accessible->text(QAccessible::Description), reason);

    // The pit shakes: its items leave their places, then stand exactly where they were.
    QCOMPARE(scene->shakingPit(), pit);
    const QPointF rest = scene->pitCentre(pit);
    QTRY_VERIFY(qAbs(scene->shakeOffset()) > 1);
    QVERIFY(scene->pitItem(pit)->pos() != rest);
    QTRY_COMPARE(scene->shakingPit(), -1);
    QCOMPARE(scene->pitItem(pit)->pos(), rest);
    for (CounterItem *counter : scene->counters()) {
        if (counter->pit() == pit)
            QVERIFY(QLineF(counter->pos(), rest).length() < scene->pitItem(pit)->radius());
    }
    // The bubble outlasts the shake: there is time to read it.
    QCOMPARE(board->explanation(), reason);
}

void TestBoardFeedback::keysAreRefusedTheSameWay() {
    MainWindow window;
    QVERIFY(showWithEmptyPitA(window, twoPeople()));
    // A plays South's left pit, which is empty.
    QTest::keyClick(window.board(), Qt::Key_A);
    QCOMPARE(window.board()->explanation(),
             QStringLiteral("That pit is empty: choose a pit with counters."));
    QCOMPARE(window.board()->explainedPit(), 0);
    QCOMPARE(window.board()->boardScene()->shakingPit(), 0);
}

void TestBoardFeedback::bubbleGoesAtTheNextClick() {
    MainWindow window;
    QVERIFY(showWithEmptyPitA(window, twoPeople()));
    BoardView *board = window.board();
    const QString before = board->announcement();
    clickPit(board, 0);
    QVERIFY(board->bubble()->isVisible());
    QVERIFY(board->announcement() != before);
    // A click on the board away from the pits closes it; the board's description is what it
    // was before the bubble.
    QTest::mouseClick(board->viewport(), Qt::LeftButton, {}, QPoint(3, 3));
    QVERIFY(!board->bubble()->isVisible());
    QVERIFY(board->explanation().isEmpty());
    QCOMPARE(board->explainedPit(), -1);
    QCOMPARE(board->announcement(), before);
    // The next refused click brings it back; a legal one closes it and plays.
    clickPit(board, 2);
    QCOMPARE(board->explainedPit(), 2);
    clickPit(board, 1);
    QVERIFY(!board->bubble()->isVisible());
    QCOMPARE(window.model()->game().plies(), 1);
}

void TestBoardFeedback::bubbleGoesByItself() {
    MainWindow window;
    QVERIFY(showWithEmptyPitA(window, twoPeople()));
    BoardView *board = window.board();
    QElapsedTimer shown;
    shown.start();
    clickPit(board, 0);
    QVERIFY(board->bubble()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!board->bubble()->isVisible(), 15000);
    // Long enough to read a sentence, short enough not to linger.
    QVERIFY2(shown.elapsed() >= 3500, qPrintable(QString::number(shown.elapsed())));
    QVERIFY(board->explanation().isEmpty());
}

void TestBoardFeedback::noShakeAtTheInstantSpeed() {
    Settings::setDropDuration(0);
    MainWindow window;
    QVERIFY(showWithEmptyPitA(window, twoPeople()));
    clickPit(window.board(), 0);
    // Who asked for no animation gets none; the words still come.
    QCOMPARE(window.board()->boardScene()->shakingPit(), -1);
    QCOMPARE(window.board()->explanation(),
             QStringLiteral("That pit is empty: choose a pit with counters."));
    QVERIFY(window.board()->bubble()->isVisible());
}

void TestBoardFeedback::bubbleFitsTheBoardAtEverySize_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("flipped");
    QTest::newRow("small") << QSize(480, 360) << false;
    QTest::newRow("laptop") << QSize(1000, 720) << false;
    QTest::newRow("full HD, flipped") << QSize(1900, 1040) << true;
    QTest::newRow("tall and narrow") << QSize(420, 900) << false;
}

void TestBoardFeedback::bubbleFitsTheBoardAtEverySize() {
    QFETCH(QSize, size);
    QFETCH(bool, flipped);
    BoardView board;
    board.resize(size);
    board.setFlipped(flipped);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QString text =
        QStringLiteral("It is Amina's turn: play a pit on your own side, the row nearest to you.");
    const QFontMetrics appFont(QApplication::font());
    BoardScene *scene = board.boardScene();
    for (int pit = 0; pit < PitCount; ++pit) {
        board.explain(pit, text);
        BoardBubble *bubble = board.bubble();
        QVERIFY(bubble->isVisible());
        const QRect inside = board.viewport()->rect();
        QVERIFY2(inside.contains(bubble->geometry()),
                 qPrintable(QStringLiteral("pit %1: bubble %2,%3 %4x%5 outside %6x%7")
                                .arg(pit)
                                .arg(bubble->x())
                                .arg(bubble->y())
                                .arg(bubble->width())
                                .arg(bubble->height())
                                .arg(inside.width())
                                .arg(inside.height())));
        // At least the desktop's text size whatever the board's scale, growing with a large
        // board (a line a fifth of a pit's radius high), and the whole text in.
        const QFont shown = bubble->textFont();
        QVERIFY(QFontMetrics(shown).height() >= appFont.height());
        const qreal pitRadius = scene->pitItem(pit)->radius() * board.transform().m22();
        QVERIFY(QFontMetricsF(shown).height() >= pitRadius / 5 - 1);
        QVERIFY(bubble->textRect().height() >= appFont.height());
        const QRect needed = QFontMetrics(shown).boundingRect(
            QRect(QPoint(), bubble->textRect().size()), Qt::TextWordWrap | Qt::AlignCenter, text);
        QVERIFY(bubble->textRect().height() >= needed.height());
        QVERIFY(bubble->textRect().width() >= needed.width());
        // It points at its pit: the pit's centre is across from the bubble, not under it.
        const QPoint centre = pitPoint(&board, pit);
        QVERIFY(centre.x() >= bubble->geometry().left() &&
                centre.x() <= bubble->geometry().right());
        QVERIFY(!bubble->geometry().contains(centre));
        // Above a pit of the bottom row, below one of the top row.
        const bool bottomRow = ownerOf(pit) == board.boardScene()->bottomSide();
        QCOMPARE(bubble->isAbovePit(), bottomRow);
        if (pit == 1)
            QVERIFY(screenshots::saveIfAsked(
                board.grab().toImage(),
                QStringLiteral("feedback-bubble-%1x%2.png").arg(size.width()).arg(size.height())));
    }
}

void TestBoardFeedback::highContrastBubble() {
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardView *board = window.board();
    board->explain(0, QStringLiteral("That pit is empty: choose a pit with counters."));
    BoardBubble *bubble = board->bubble();
    QCOMPARE(bubble->look(), BoardBubble::Look::Paper);
    // Sampled inside the body, beside the text: light paper, then black.
    auto ground = [bubble] {
        const QImage picture = bubble->grab().toImage();
        const QRect text = bubble->textRect();
        const qreal dpr = bubble->devicePixelRatioF();
        return QColor(picture.pixel(QPoint(text.left() / 2, text.center().y()) * dpr));
    };
    QVERIFY2(ground().lightness() > 220, qPrintable(ground().name()));
    QAction *highContrast = window.findChild<BoardLookActions *>()->highContrastAction();
    highContrast->trigger();
    QCOMPARE(bubble->look(), BoardBubble::Look::HighContrast);
    QVERIFY2(ground().lightness() < 20, qPrintable(ground().name()));
    QVERIFY(screenshots::saveIfAsked(window.grab().toImage(),
                                     QStringLiteral("feedback-bubble-high-contrast.png")));
    highContrast->trigger();
    QCOMPARE(bubble->look(), BoardBubble::Look::Paper);
}

void TestBoardFeedback::explainIsForAnyPitAndText() {
    // Lessons and puzzles say other things by a pit; no shake, the same bubble.
    BoardView board;
    board.resize(900, 700);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    board.explain(3, QStringLiteral("Your last counter lands here."));
    QCOMPARE(board.explainedPit(), 3);
    QCOMPARE(board.explanation(), QStringLiteral("Your last counter lands here."));
    QCOMPARE(board.boardScene()->shakingPit(), -1);
    // A new state shown is a new board: what was said about the old one goes.
    board.showState(GameState{startPosition(RuleOptions{}), {}}, false);
    QVERIFY(board.explanation().isEmpty());
    QVERIFY(!board.bubble()->isVisible());
    // Nothing to point at, or nothing to say: no bubble.
    board.explain(-1, QStringLiteral("Nowhere"));
    QVERIFY(!board.bubble()->isVisible());
    board.explain(1, QString());
    QVERIFY(!board.bubble()->isVisible());
}

void TestBoardFeedback::projectorBoardExplainsToo() {
    MainWindow window;
    QVERIFY(showWithEmptyPitA(window, againstComputer()));
    window.findChild<QAction *>("presentAction")->trigger();
    auto *presentation = window.findChild<PresentationWindow *>();
    QVERIFY(presentation);
    QVERIFY(QTest::qWaitForWindowExposed(presentation));
    BoardView *board = presentation->board();
    clickPit(board, 0);
    QCOMPARE(board->explanation(),
             QStringLiteral("That pit is empty: choose a pit with counters."));
    QCOMPARE(board->bubble()->look(), BoardBubble::Look::HighContrast);
    QVERIFY(screenshots::saveIfAsked(presentation->grab().toImage(),
                                     QStringLiteral("feedback-bubble-presentation.png")));
    presentation->close();
}

// A pit clicked below a card on the board (the result, a question): the bubble says why, under
// the card, which stays whole on the screen.
void TestBoardFeedback::aBubbleNeverCoversACard() {
    BoardView board;
    board.resize(900, 700);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    auto *card = new QLabel(QStringLiteral("South wins\n16 against 12"), board.viewport());
    card->setObjectName("testCard");
    card->setAlignment(Qt::AlignCenter);
    card->setAutoFillBackground(true);
    QFont big = card->font();
    big.setPixelSize(40);
    card->setFont(big);
    const QRect room = board.viewport()->rect();
    card->setGeometry(
        room.adjusted(room.width() / 5, room.height() / 5, -room.width() / 5, -room.height() / 5));
    card->show();
    for (int pit = 0; pit < PitCount; ++pit) {
        board.explain(pit, QStringLiteral("The game is over. Start a new game to play again."));
        QVERIFY(board.bubble()->isVisible());
        QVERIFY(board.bubble()->geometry().intersects(card->geometry()));
        const QImage picture = board.grab().toImage();
        const QString problem = screenshots::placeProblem(picture, &board, card);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestBoardFeedback::screenshotsInEnglishAndHindi() {
    Settings::setDropDuration(0);
    MainWindow window;
    window.start({});
    const GameSetup setup = againstComputer();
    window.session()->setPaused(true);
    window.model()->continueGame(setup,
                                 Game(setup.rules, stateOf({0, 5, 7, 7}, Side::South, {2, 7})));
    window.resize(1000, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardView *board = window.board();
    QString english;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("hi")}) {
        QTranslator translator;
        if (language != "en") {
            QVERIFY(translator.load(":/i18n/tihbat_" + language + ".qm"));
            QVERIFY(QCoreApplication::installTranslator(&translator));
            QCoreApplication::processEvents();
        }
        const auto removeTranslator = qScopeGuard([&] {
            QCoreApplication::removeTranslator(&translator);
            QCoreApplication::processEvents();
        });
        for (const int pit : {0, 2}) {
            clickPit(board, pit);
            QVERIFY(board->bubble()->isVisible());
            if (language == "en" && pit == 0)
                english = board->explanation();
            if (language != "en" && pit == 0)
                QVERIFY2(board->explanation() != english, qPrintable(board->explanation()));
            QCOMPARE(window.statusBar()->currentMessage(), board->explanation());
            const QImage picture = window.grab().toImage();
            // The bubble's text is in the window's picture where the bubble is (its corners,
            // outside the rounded paper, show the board).
            BoardBubble *bubble = board->bubble();
            const qreal dpr = window.devicePixelRatioF();
            const QRect text = bubble->textRect();
            const QImage own =
                bubble->grab().toImage().copy(QRect(text.topLeft() * dpr, text.size() * dpr));
            const QImage there = picture.copy(
                QRect(bubble->mapTo(&window, text.topLeft()) * dpr, text.size() * dpr));
            QCOMPARE(there.convertToFormat(own.format()), own);
            QVERIFY(screenshots::distinctColours(own, own.rect()) >= 2);
            QVERIFY(screenshots::saveIfAsked(
                picture, QStringLiteral("feedback-bubble-%1-pit%2.png").arg(language).arg(pit)));
        }
    }
}

QTEST_MAIN(TestBoardFeedback)
#include "tst_board_feedback.moc"
