// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the windows (the game, a replay of it, its presentation, the puzzles, the lessons) at
// fixed sizes to PNG files, for people to compare pictures before and after a change of the
// windows' code:
//   window_screenshots OUTPUT_DIR
// The game is the same every run: two people, seven moves, no animation, default settings.
#include "board/board_view.h"
#include "classroom/presentation_window.h"
#include "game/learn/tutorial.h"
#include "game/session/replay_model.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "learn/learn_window.h"
#include "play/main_window.h"
#include "puzzles/puzzle_window.h"
#include "replay/replay_window.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QKeyEvent>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <cstdio>

using namespace tihbat;

namespace {

void settle(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool save(QWidget *window, const QSize &size, const QString &path) {
    window->resize(size);
    settle(300);
    if (!window->grab().toImage().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv) {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatScreenshots"));
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: window_screenshots OUTPUT_DIR\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QSettings().clear();
    Settings::setDropDuration(0);
    GameSetup setup; // two people: no computer's randomness in the pictures
    setup.players[sideIndex(Side::North)].kind = PlayerKind::Human;
    Settings::setNewGameSetup(setup);

    MainWindow main;
    StartOptions options;
    options.playMoves = {"A", "b", "B", "a", "A", "b", "B"};
    main.start(options);
    main.show();
    bool ok = save(&main, QSize(1000, 760), out.filePath("main-1000x760.png"));

    ReplayWindow *replay = main.reviewGame();
    replay->model()->setIndex(4);
    settle(1500); // the solver's values
    ok = save(replay, QSize(1280, 800), out.filePath("replay-1280x800.png")) && ok;
    replay->close();

    auto *presentation = new PresentationWindow(&main);
    presentation->presentGame(main.session());
    presentation->show();
    ok = save(presentation, QSize(1280, 800), out.filePath("presentation-1280x800.png")) && ok;
    presentation->close();

    // The puzzle window at the first puzzle, then with its solution shown (worked out off the
    // GUI thread: given time to come).
    auto *puzzles = new PuzzleWindow(&main);
    puzzles->showPuzzle(1);
    puzzles->show();
    ok = save(puzzles, QSize(900, 760), out.filePath("puzzle-900x760.png")) && ok;
    puzzles->showSolution();
    settle(1500);
    ok = save(puzzles, QSize(900, 760), out.filePath("puzzle-shown-900x760.png")) && ok;
    puzzles->close();

    // Learn to Play: every lesson as it opens, then after the keys point at a pit and choose it
    // (Right, Enter, Enter), and the last lesson's Finish offering a first game.
    auto *learn = new LearnWindow;
    learn->show();
    const auto press = [learn](int key) {
        QKeyEvent event(QEvent::KeyPress, key, Qt::NoModifier);
        QApplication::sendEvent(learn->board(), &event);
    };
    for (int lesson = 0; lesson < Tutorial::lessonCount(); ++lesson) {
        learn->showLesson(lesson);
        const QString name = QStringLiteral("learn-%1").arg(lesson);
        ok = save(learn, QSize(1000, 720), out.filePath(name + "-1000x720.png")) && ok;
        for (int key : {Qt::Key_Right, Qt::Key_Return, Qt::Key_Return})
            press(key);
        settle(300);
        ok = save(learn, QSize(1000, 720), out.filePath(name + "-keys-1000x720.png")) && ok;
    }
    learn->findChild<QPushButton *>(QStringLiteral("lessonNext"))->click();
    ok = save(learn, QSize(1000, 720), out.filePath("learn-finish-1000x720.png")) && ok;
    delete learn;
    return ok ? 0 : 1;
}
