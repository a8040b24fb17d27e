// SPDX-License-Identifier: GPL-3.0-or-later
// Reference pictures: the main window, its toolbar, the New Game card, and the board in every
// look (wood, night on a dark desktop, high contrast) in every window that has one (game,
// projector, lesson, puzzle, replay, position editor), compared with the PNGs in
// tests/ui/references (tolerance and regeneration: tests/support/reference_picture.h and
// tests/README.md). The look is switched live, through the one application-wide BoardLook, with
// every window open: each picture is also the proof that the window followed. Fixed sizes, a
// fixed font, two people (no computer's randomness) and no animation make the pictures the same
// every run. Run with QT_SCALE_FACTOR=2 as well (tst_reference_pictures_200): the main window,
// the toolbar and the card at 200 %.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "classroom/position_editor.h"
#include "classroom/presentation_window.h"
#include "common/board_look.h"
#include "game/session/game_session.h"
#include "game/session/replay_model.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "learn/learn_window.h"
#include "play/main_window.h"
#include "play/new_game_card.h"
#include "puzzles/puzzle_window.h"
#include "reference_picture.h"
#include "replay/replay_window.h"
#include "shown_cards.h"

#include <QApplication>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolBar>

using namespace tihbat;

namespace {

const QString References = QStringLiteral(TIHBAT_REFERENCES_DIR);

QPalette darkPalette() {
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    return dark;
}

struct Look {
    const char *name;
    BoardPalette palette;
};
constexpr Look Looks[] = {{"wood", BoardPalette::Wood},
                          {"night", BoardPalette::Night},
                          {"contrast", BoardPalette::Projector}};

} // namespace

class TestReferencePictures : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void mainWindow();
    void toolBar();
    void newGameCard();
    void boardInEveryLook_data();
    void boardInEveryLook();
    void anotherLookFails();

private:
    void applyLook(BoardPalette palette);
    // The game every picture shows: two people, seven moves.
    void startGame(MainWindow &window);
    // That game in a main window of the pictures' size, shown.
    void showGame(MainWindow &window);
    QImage boardPicture(BoardView *board);

    QPalette m_lightPalette;
};

void TestReferencePictures::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatReferencePictures"));
    QSettings().clear();
    Settings::setDropDuration(0);
    GameSetup setup;
    setup.players[sideIndex(Side::North)].kind = PlayerKind::Human;
    Settings::setNewGameSetup(setup);
    // Fonts-noto-core's, whatever the machine's default.
    QApplication::setFont(QFont(QStringLiteral("Noto Sans"), 10));
    m_lightPalette = QApplication::palette();
}

void TestReferencePictures::cleanup() {
    applyLook(BoardPalette::Wood);
}

void TestReferencePictures::applyLook(BoardPalette palette) {
    BoardLook &look = BoardLook::shared();
    look.setHighContrast(palette == BoardPalette::Projector);
    QApplication::setPalette(palette == BoardPalette::Night ? darkPalette() : m_lightPalette);
    QCoreApplication::processEvents();
    QCOMPARE(look.palette(), palette);
}

void TestReferencePictures::startGame(MainWindow &window) {
    StartOptions options;
    options.playMoves = {"A", "b", "B", "a", "A", "b", "B"};
    window.start(options);
}

void TestReferencePictures::showGame(MainWindow &window) {
    startGame(window);
    window.resize(760, 560);
    window.show();
}

QImage TestReferencePictures::boardPicture(BoardView *board) {
    QCoreApplication::processEvents();
    return board->grab().toImage();
}

void TestReferencePictures::mainWindow() {
    MainWindow window;
    showGame(window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    const int percent = qRound(window.devicePixelRatioF() * 100);
    const QString name = QStringLiteral("main-window-%1").arg(percent);
    const QString problem = reference::mismatch(window.grab().toImage(), References, name);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// The toolbar alone: its buttons' size, pictures and words at this scale.
void TestReferencePictures::toolBar() {
    MainWindow window;
    showGame(window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    auto *bar = window.findChild<QToolBar *>("gameToolBar");
    QVERIFY(bar && bar->isVisible());
    const int percent = qRound(window.devicePixelRatioF() * 100);
    const QString name = QStringLiteral("toolbar-%1").arg(percent);
    const QString problem = reference::mismatch(bar->grab().toImage(), References, name);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// The New Game card on the board, as New Game shows it: its fields, words and the board around.
void TestReferencePictures::newGameCard() {
    MainWindow window;
    showGame(window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString problem = QStringLiteral("no New Game card was shown");
    QTimer::singleShot(0, &window, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        if (!card)
            return;
        QCoreApplication::processEvents();
        const int percent = qRound(window.devicePixelRatioF() * 100);
        const QString name = QStringLiteral("new-game-card-%1").arg(percent);
        problem = reference::mismatch(window.grab().toImage(), References, name);
        card->cancelButton()->click();
    });
    window.showNewGameDialog();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestReferencePictures::boardInEveryLook_data() {
    QTest::addColumn<QString>("window");
    for (const char *window : {"game", "projector", "lesson", "puzzle", "replay", "editor"})
        QTest::newRow(window) << QString::fromLatin1(window);
}

void TestReferencePictures::boardInEveryLook() {
    QFETCH(QString, window);
    if (qApp->devicePixelRatio() != 1.0)
        QSKIP("the boards are compared at 100 %");
    MainWindow main;
    startGame(main);
    main.resize(760, 560);
    BoardView *board = nullptr;
    QPointer<QWidget> shown;
    if (window == "game") {
        shown = &main;
        board = main.board();
    } else if (window == "projector") {
        auto *presentation = new PresentationWindow(&main);
        presentation->setAttribute(Qt::WA_DeleteOnClose);
        presentation->presentGame(main.session());
        presentation->resize(640, 400);
        shown = presentation;
        board = presentation->findChild<BoardView *>("presentationBoard");
    } else if (window == "lesson") {
        auto *learn = new LearnWindow(&main);
        learn->setWindowFlag(Qt::Window);
        learn->showLesson(1);
        learn->resize(800, 560);
        shown = learn;
        board = learn->board();
    } else if (window == "puzzle") {
        auto *puzzles = new PuzzleWindow(&main);
        puzzles->showPuzzle(1);
        puzzles->resize(700, 560);
        shown = puzzles;
        board = puzzles->findChild<BoardView *>("puzzleBoard");
    } else if (window == "replay") {
        ReplayWindow *replay = main.reviewGame();
        QVERIFY(replay);
        if (!replay->model()->isAnalysed()) {
            QSignalSpy analysed(replay->model(), &ReplayModel::analysisReady);
            QVERIFY(analysed.wait(20000));
        }
        replay->model()->setIndex(4);
        replay->resize(900, 600);
        shown = replay;
        board = replay->findChild<BoardView *>();
    } else if (window == "editor") {
        PositionEditor *editor = PositionEditor::openOn(main.session()->model(), &main);
        editor->resize(520, 560);
        shown = editor;
        board = editor->preview();
    }
    QVERIFY(shown && board);
    shown->show();
    QVERIFY(QTest::qWaitForWindowExposed(shown));
    for (const Look &look : Looks) {
        applyLook(look.palette);
        QCOMPARE(board->boardScene()->boardPalette(), look.palette);
        const QString name = window + QLatin1Char('-') + QLatin1String(look.name);
        const QString problem = reference::mismatch(boardPicture(board), References, name);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    if (shown != &main)
        delete shown.data();
}

// The tolerance still tells the looks apart: the game's board at night is not the wood.
void TestReferencePictures::anotherLookFails() {
    if (qApp->devicePixelRatio() != 1.0)
        QSKIP("the boards are compared at 100 %");
    MainWindow main;
    startGame(main);
    main.resize(760, 560);
    main.show();
    QVERIFY(QTest::qWaitForWindowExposed(&main));
    applyLook(BoardPalette::Night);
    const QImage night = boardPicture(main.board());
    const QImage wood(References + QStringLiteral("/game-wood.png"));
    QVERIFY(!wood.isNull());
    const reference::Difference d = reference::compare(night, wood, reference::Tolerance{});
    QVERIFY(!d.sizesDiffer);
    qInfo("night against the wood: %ld of %ld pixels differ", d.differing, d.total);
    QVERIFY(static_cast<double>(d.differing) > 0.5 * static_cast<double>(d.total));
}

QTEST_MAIN(TestReferencePictures)
#include "tst_reference_pictures.moc"
