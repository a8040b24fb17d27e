// SPDX-License-Identifier: GPL-3.0-or-later
// The game window and game records, offscreen: Open, Save, Save As, Open Recent and Review This
// Game in the Game menu; records from the command line and dropped on the window open in the
// replay viewer; a bad file is reported with its place and leaves the game alone; "Play on from
// here" continues the replayed game in the main window.
#include "board/board_view.h"
#include "game/session/record_file.h"
#include "game/session/replay_model.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "replay/replay_window.h"
#include "screenshot_checks.h"
#include "shown_cards.h"
#include "text/isolated_text.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace tihbat;

namespace {

void rememberTwoPeople() {
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    QSettings settings;
    Settings::setNewGameSetup(setup);
}

QAction *action(const QWidget &window, const QString &name) {
    return window.findChild<QAction *>(name);
}

QMessageBox *fileProblem(const QWidget &window) {
    return window.findChild<QMessageBox *>(QStringLiteral("fileProblemMessage"));
}

void writeFile(const QString &path, const QByteArray &bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// Dropping the urls on the window as a file manager would: enter first, then drop.
bool drop(QWidget &window, const QList<QUrl> &urls) {
    QMimeData mime;
    mime.setUrls(urls);
    const QPoint centre = window.rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent dropped(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &dropped);
    return dropped.isAccepted();
}

} // namespace

class TestMainWindowRecords : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void actionsAndShortcuts();
    void savedGameOpensWithTheSameMoves();
    void saveWritesAgainToTheSameFile();
    void saveFailureNamesTheFile();
    void openRecentListsFilesNewestFirst();
    void openRecentDropsMissingFiles();
    void badFileIsReportedAndGameUntouched();
    void reviewShowsTheGameInProgress();
    void playOnContinuesTheReplayedGame();
    void droppedRecordOpensTheViewer();
    void commandLineRecordOpensTheViewer();
    void screenshots();

private:
    QString playAndSave(MainWindow &window, const QStringList &moves, const QString &name);
    QTemporaryDir m_dir;
};

void TestMainWindowRecords::initTestCase() {
    QVERIFY(m_dir.isValid());
    IsolatedSettings::forThisTest(QStringLiteral("TihbatRecordsTest"));
}

void TestMainWindowRecords::init() {
    QSettings().clear();
    Settings::setDropDuration(0); // instant: tests never wait for animation
    rememberTwoPeople();
}

void TestMainWindowRecords::cleanup() {
    // Message boxes opened without blocking are closed by their window's end; nothing leaks.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

QString TestMainWindowRecords::playAndSave(MainWindow &window, const QStringList &moves,
                                           const QString &name) {
    StartOptions options;
    options.playMoves = moves;
    window.start(options);
    const QString path = m_dir.filePath(name);
    const QString error = window.saveGameTo(path);
    return error.isEmpty() ? path : QString();
}

void TestMainWindowRecords::actionsAndShortcuts() {
    MainWindow window;
    const std::pair<const char *, QKeySequence> expected[] = {
        {"openAction", QKeySequence(Qt::CTRL | Qt::Key_O)},
        {"saveAction", QKeySequence(Qt::CTRL | Qt::Key_S)},
        {"saveAsAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
        {"reviewAction", QKeySequence(Qt::CTRL | Qt::Key_R)},
    };
    auto *gameMenu = window.findChild<QMenu *>("gameMenu");
    QVERIFY(gameMenu);
    for (const auto &[name, keys] : expected) {
        QAction *a = action(window, name);
        QVERIFY2(a, name);
        QCOMPARE(a->shortcut(), keys);
        QVERIFY2(!a->text().isEmpty(), name);
        QVERIFY2(gameMenu->actions().contains(a), name);
    }
    auto *recent = window.findChild<QMenu *>("openRecentMenu");
    QVERIFY(recent);
    QVERIFY(gameMenu->actions().contains(recent->menuAction()));
    QCOMPARE(recent->title(), QStringLiteral("Open R&ecent"));
    QVERIFY(!recent->isEnabled()); // nothing opened yet
    QVERIFY(recent->actions().contains(action(window, "clearRecentAction")));
}

void TestMainWindowRecords::savedGameOpensWithTheSameMoves() {
    MainWindow window;
    const QString path = playAndSave(window, {"A", "a", "B"}, "three.tihbat");
    QVERIFY(!path.isEmpty());
    QVERIFY(QFile::exists(path));
    QCOMPARE(window.model()->game().plies(), 3);

    QString error;
    ReplayWindow *replay = window.openRecord(path, &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->isWindow());
    QVERIFY(replay->isVisible());
    QCOMPARE(replay->filePath(), path);
    QCOMPARE(replay->model()->game().moves(), window.model()->game().moves());
    QCOMPARE(replay->model()->game().options(), window.model()->game().options());
    const record::GameRecord &record = replay->model()->record();
    QCOMPARE(record.tag("South").value_or(""), std::string("Amina"));
    QCOMPARE(record.tag("North").value_or(""), std::string("Youssef"));

    // The same file again: the window showing it comes forward, no second one.
    QCOMPARE(window.openRecord(path), replay);
    QCOMPARE(window.replayWindows().size(), 1);
}

void TestMainWindowRecords::saveWritesAgainToTheSameFile() {
    MainWindow window;
    const QString path = playAndSave(window, {"A"}, "again.tihbat");
    QVERIFY(!path.isEmpty());
    QVERIFY(window.model()->playPit(2)); // a
    // Save knows the file now: no dialog, the record grows.
    QVERIFY(window.saveGame());
    const RecordFileResult loaded = loadRecordFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(loaded.games.size(), std::size_t(1));
    QCOMPARE(loaded.games.front().moves.size(), std::size_t(2));
}

void TestMainWindowRecords::saveFailureNamesTheFile() {
    MainWindow window;
    window.start({});
    const QString path = m_dir.filePath("missing-folder/game.tihbat");
    const QString error = window.saveGameTo(path);
    QCOMPARE(error, "Cannot save " + isolated(path) + ": no such file or folder");
    QVERIFY(window.recentFiles().isEmpty());
}

void TestMainWindowRecords::openRecentListsFilesNewestFirst() {
    MainWindow window;
    const QString first = playAndSave(window, {"A"}, "first.tihbat");
    const QString second = window.saveGameTo(m_dir.filePath("second.tihbat")).isEmpty()
                               ? m_dir.filePath("second.tihbat")
                               : QString();
    QVERIFY(!first.isEmpty() && !second.isEmpty());
    QCOMPARE(window.recentFiles(), (QStringList{second, first}));
    // Opening moves a file to the top.
    QVERIFY(window.openRecord(first));
    QCOMPARE(window.recentFiles(), (QStringList{first, second}));

    auto *recent = window.findChild<QMenu *>("openRecentMenu");
    QVERIFY(recent->isEnabled());
    QAction *top = action(window, "recentFileAction0");
    QVERIFY(top);
    QCOMPARE(top->data().toString(), first);
    QCOMPARE(top->text(), QStringLiteral("&1 first.tihbat"));
    QVERIFY(recent->actions().contains(top));

    // Triggering an entry opens the file in the viewer.
    action(window, "recentFileAction1")->trigger();
    QCOMPARE(window.replayWindows().size(), 2);
    QCOMPARE(window.replayWindows().last()->filePath(), second);

    // At most eight, the oldest dropped.
    for (int i = 0; i < 10; ++i)
        QVERIFY(
            window.saveGameTo(m_dir.filePath(QStringLiteral("many%1.tihbat").arg(i))).isEmpty());
    QCOMPARE(window.recentFiles().size(), 8);
    QCOMPARE(window.recentFiles().constFirst(), m_dir.filePath("many9.tihbat"));
    QVERIFY(!window.recentFiles().contains(first));
    QCOMPARE(recent->actions().size(), 8 + 2); // the files, a separator, Clear Menu

    // The list is remembered for the next start.
    MainWindow next;
    QCOMPARE(next.recentFiles(), window.recentFiles());
    QVERIFY(next.findChild<QMenu *>("openRecentMenu")->isEnabled());

    action(window, "clearRecentAction")->trigger();
    QVERIFY(window.recentFiles().isEmpty());
    QVERIFY(!recent->isEnabled());
    QCOMPARE(recent->actions(), QList<QAction *>{action(window, "clearRecentAction")});
}

void TestMainWindowRecords::openRecentDropsMissingFiles() {
    MainWindow window;
    const QString gone = playAndSave(window, {"A"}, "gone.tihbat");
    const QString kept = m_dir.filePath("kept.tihbat");
    QVERIFY(window.saveGameTo(kept).isEmpty());
    QVERIFY(QFile::remove(gone));
    QCOMPARE(action(window, "recentFileAction1")->data().toString(), gone);

    action(window, "recentFileAction1")->trigger();
    QCOMPARE(window.recentFiles(), QStringList{kept});
    QVERIFY(window.replayWindows().isEmpty());
    QMessageBox *box = fileProblem(window);
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QVERIFY2(box->text().contains("gone.tihbat"), qPrintable(box->text()));
    QVERIFY2(box->informativeText().contains("removed from the recent files"),
             qPrintable(box->informativeText()));
}

void TestMainWindowRecords::badFileIsReportedAndGameUntouched() {
    MainWindow window;
    StartOptions options;
    options.playMoves = {"A", "a"};
    window.start(options);
    const std::vector<int> movesBefore = window.model()->game().moves();
    const QString path = m_dir.filePath("bad.tihbat");
    writeFile(path, "[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. A 2. A *\n");

    QString error;
    QVERIFY(!window.openRecord(path, &error));
    QVERIFY2(error.startsWith("bad.tihbat: line 4, column 9: move 2 (A) is not legal"),
             qPrintable(error));
    QVERIFY(window.replayWindows().isEmpty());
    QCOMPARE(window.model()->game().moves(), movesBefore);
    QVERIFY(window.recentFiles().isEmpty()); // only files that opened are remembered

    // Through the menu's path the person sees the same words in a message box.
    window.openRecordOrReport(path);
    QMessageBox *box = fileProblem(window);
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QCOMPARE(box->text(), QStringLiteral("The game record could not be opened."));
    QCOMPARE(box->informativeText(), error);
    QCOMPARE(window.model()->game().moves(), movesBefore);

    // Not a record at all, and no file at all: the same, never a crash.
    writeFile(m_dir.filePath("binary.tihbat"), QByteArray("\x00\xff\x01[[[", 6));
    QVERIFY(!window.openRecord(m_dir.filePath("binary.tihbat"), &error));
    QVERIFY2(error.startsWith("binary.tihbat: "), qPrintable(error));
    QVERIFY(!window.openRecord(m_dir.filePath("nothing.tihbat"), &error));
    QCOMPARE(error, "Cannot open " + isolated(m_dir.filePath("nothing.tihbat")) +
                        ": no such file or folder");
    QVERIFY(window.replayWindows().isEmpty());
}

void TestMainWindowRecords::reviewShowsTheGameInProgress() {
    MainWindow window;
    StartOptions options;
    options.playMoves = {"A", "a", "B", "b"};
    window.start(options);
    window.model()->undo(); // what was taken back is not part of the game
    action(window, "reviewAction")->trigger();
    QCOMPARE(window.replayWindows().size(), 1);
    ReplayWindow *replay = window.replayWindows().constFirst();
    QVERIFY(replay->isVisible());
    QVERIFY(replay->filePath().isEmpty());
    QCOMPARE(replay->model()->game().moves(), window.model()->game().moves());
    QCOMPARE(replay->model()->moveCount(), 3);
    QCOMPARE(replay->model()->index(), 3); // at the position on the board

    // Again after another move: the same unsaved review window, brought up to date.
    QVERIFY(window.model()->playPit(3));
    QCOMPARE(window.reviewGame(), replay);
    QCOMPARE(window.replayWindows().size(), 1);
    QCOMPARE(replay->model()->moveCount(), 4);
}

void TestMainWindowRecords::playOnContinuesTheReplayedGame() {
    MainWindow window;
    window.show();
    const QString path = playAndSave(window, {"A", "a", "B", "b"}, "long.tihbat");
    QVERIFY(!path.isEmpty());
    const std::vector<int> recorded = window.model()->game().moves();
    window.model()->newGame(window.model()->setup());
    ReplayWindow *replay = window.openRecord(path);
    QVERIFY(replay);
    replay->model()->setIndex(2);

    // Who plays: the New Game card with the game's rules fixed; North becomes the computer
    // (South is to move, so nothing is played before the checks).
    bool asked = false;
    QTimer::singleShot(0, &window, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        QVERIFY(card);
        asked = true;
        QVERIFY(card->rulesFixed());
        QVERIFY(!card->findChild<QSpinBox *>("countersPerPit")->isEnabled());
        auto *kind = card->findChild<QComboBox *>("northKind");
        kind->setCurrentIndex(kind->findData(int(PlayerKind::Computer)));
        card->playButton()->click();
    });
    QVERIFY(replay->playOnButton()->isEnabled());
    QTest::mouseClick(replay->playOnButton(), Qt::LeftButton);
    QVERIFY(asked);

    const Game &game = window.model()->game();
    QCOMPARE(game.moves(), std::vector<int>(recorded.begin(), recorded.begin() + 2));
    QVERIFY(!game.canRedo());
    QCOMPARE(game.state(), replay->model()->stateAt(2));
    QCOMPARE(window.model()->player(Side::North).kind, PlayerKind::Computer);
    QCOMPARE(window.model()->position().toMove, Side::South);
    QCOMPARE(window.model()->setup().rules, replay->model()->game().options());
}

void TestMainWindowRecords::droppedRecordOpensTheViewer() {
    MainWindow window;
    const QString path = playAndSave(window, {"A", "a"}, "dropped.tihbat");
    QVERIFY(!path.isEmpty());
    writeFile(m_dir.filePath("notes.txt"), "not a game");

    QVERIFY(!drop(window, {QUrl::fromLocalFile(m_dir.filePath("notes.txt"))}));
    QVERIFY(!drop(window, {QUrl(QStringLiteral("https://example.org/game.tihbat"))}));
    QVERIFY(window.replayWindows().isEmpty());

    QVERIFY(drop(window, {QUrl::fromLocalFile(path)}));
    QCOMPARE(window.replayWindows().size(), 1);
    QCOMPARE(window.replayWindows().constFirst()->filePath(), path);
    QCOMPARE(window.replayWindows().constFirst()->model()->game().moves(),
             window.model()->game().moves());
}

void TestMainWindowRecords::commandLineRecordOpensTheViewer() {
    QString path;
    {
        MainWindow writer;
        path = playAndSave(writer, {"B", "b", "A"}, "argument.tihbat");
        QVERIFY(!path.isEmpty());
    }
    const QString bad = m_dir.filePath("argument-bad.tihbat");
    writeFile(bad, "[Game \"Tihbat\"]\n\n1. Z *\n");

    // What main() does with `tihbat argument.tihbat argument-bad.tihbat`.
    MainWindow window;
    StartOptions options;
    options.recordFiles = {path, bad};
    window.start(options);
    window.show();
    QTRY_COMPARE(window.replayWindows().size(), 1);
    QCOMPARE(window.replayWindows().constFirst()->filePath(), path);
    QCOMPARE(window.replayWindows().constFirst()->model()->moveCount(), 3);
    QCOMPARE(window.model()->game().plies(), 0); // the game itself starts as always
    QMessageBox *box = fileProblem(window);
    QVERIFY(box);
    QVERIFY2(box->informativeText().startsWith("argument-bad.tihbat: line 3"),
             qPrintable(box->informativeText()));
}

// The Game menu, Open Recent, the replay viewer, the play-on question and a file problem: always
// checked for content (and the viewer's board for its place), written as PNGs for people to look
// at when TIHBAT_SCREENSHOT_DIR is set.
void TestMainWindowRecords::screenshots() {
    const auto check = [](QWidget *w, const QString &name, int minColours = 8) {
        const QImage picture = w->grab().toImage();
        const QString problem = screenshots::contentProblem(picture, w, minColours);
        if (!problem.isEmpty())
            return name + QStringLiteral(": ") + problem;
        if (!screenshots::saveIfAsked(picture, name))
            return name + QStringLiteral(": could not be written");
        return QString();
    };
    MainWindow window;
    window.resize(900, 700);
    window.show();
    const QString path = playAndSave(window, {"A", "a", "B", "b", "A"}, "screenshot.tihbat");
    QVERIFY(!path.isEmpty());
    auto *gameMenu = window.findChild<QMenu *>("gameMenu");
    QVERIFY(gameMenu);
    gameMenu->popup(window.mapToGlobal(QPoint(0, 0)));
    QVERIFY(QTest::qWaitForWindowExposed(gameMenu));
    QString problem = check(gameMenu, "records-game-menu.png", 3);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    auto *recent = window.findChild<QMenu *>("openRecentMenu");
    QVERIFY(recent);
    recent->popup(window.mapToGlobal(QPoint(200, 40)));
    QVERIFY(QTest::qWaitForWindowExposed(recent));
    problem = check(recent, "records-open-recent.png", 3);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    recent->hide();
    gameMenu->hide();

    ReplayWindow *replay = window.openRecord(path);
    QVERIFY(replay);
    QVERIFY(QTest::qWaitForWindowExposed(replay));
    replay->model()->setIndex(3);
    problem = check(replay, "records-replay.png");
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    auto *board = replay->findChild<BoardView *>();
    QVERIFY(board);
    problem = screenshots::placeProblem(replay->grab().toImage(), replay, board);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    // Play On asks who plays on the New Game card, on the game window's board.
    QString dialogProblem = QStringLiteral("no play-on question");
    QTimer::singleShot(0, &window, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        if (!card)
            return;
        dialogProblem = check(&window, "records-play-on.png", 3);
        card->cancelButton()->click();
    });
    replay->playOnButton()->click();
    QVERIFY2(dialogProblem.isEmpty(), qPrintable(dialogProblem));
    window.openRecordOrReport(m_dir.filePath("nothing.tihbat"));
    QMessageBox *box = fileProblem(window);
    QVERIFY(box);
    QVERIFY(QTest::qWaitForWindowExposed(box));
    problem = check(box, "records-error.png", 3);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_MAIN(TestMainWindowRecords)
#include "tst_mainwindow_records.moc"
