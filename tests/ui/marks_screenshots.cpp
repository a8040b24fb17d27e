// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the marks around the board to PNG files, for people to compare before and after a
// change (not a test): the main window mid-game against the computer with its reply marked and
// a hint's values shown, the hot-seat board after a move, and the presentation (F5) after a
// computer's capture. Run it with QT_SCALE_FACTOR=2 too for a scaled screen.
//   marks_screenshots OUTPUT_DIR
#include "board/board_scene.h"
#include "board/board_view.h"
#include "classroom/presentation_window.h"
#include "game/session/game_session.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <cstdio>

using namespace tihbat;

namespace {

void settle(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool save(QWidget *window, const QString &path) {
    settle(300);
    if (!window->grab().toImage().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    return true;
}

GameSetup players(PlayerKind south, PlayerKind north) {
    GameSetup setup;
    setup.players[sideIndex(Side::South)].kind = south;
    setup.players[sideIndex(Side::North)].kind = north;
    return setup;
}

void clickPit(BoardView *board, int pit) {
    QTest::mouseClick(board->viewport(), Qt::LeftButton, {},
                      board->mapFromScene(board->boardScene()->pitCentre(pit)));
}

// Plays one of the person's legal pits (by `choice`) and waits for the computer's answer; returns
// whether the answer captured.
bool playAndWaitForTheComputer(MainWindow &main, unsigned choice = 0) {
    GameModel *model = main.model();
    const auto legal = legalMoves(model->position());
    if (legal.empty() || model->isOver())
        return false;
    const int plies = model->game().plies();
    clickPit(main.board(), legal[choice % legal.size()]);
    for (int i = 0; i < 200 && !model->isOver() && model->game().plies() < plies + 2; ++i)
        settle(25);
    if (model->game().plies() < plies + 2) {
        return false;
    }
    return !model->game().stories().back().captures.empty();
}

} // namespace

int main(int argc, char **argv) {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatMarksScreenshots"));
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: marks_screenshots OUTPUT_DIR\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QSettings().clear();
    Settings::setDropDuration(0);
    bool ok = true;

    {
        // Against the computer: the person's move, the computer's marked reply, then a hint.
        Settings::setNewGameSetup(players(PlayerKind::Human, PlayerKind::Computer));
        MainWindow main;
        main.model()->setComputerSeed(3);
        main.start({});
        main.resize(1000, 760);
        main.show();
        settle(300);
        playAndWaitForTheComputer(main);
        playAndWaitForTheComputer(main);
        main.findChild<QAction *>("hintAction")->trigger();
        settle(1500);
        ok = save(&main, out.filePath("main-midgame.png")) && ok;
        // The focus ring after a click on the board, then after a key.
        main.board()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(main.board(), Qt::Key_Right);
        ok = save(&main, out.filePath("main-after-key.png")) && ok;
        QTest::mouseClick(main.board()->viewport(), Qt::LeftButton, {}, QPoint(5, 5));
        ok = save(&main, out.filePath("main-after-click.png")) && ok;
    }
    {
        // Hot seat: South plays B with the mouse; North looks at the board.
        Settings::setNewGameSetup(players(PlayerKind::Human, PlayerKind::Human));
        MainWindow main;
        main.start({});
        main.resize(1000, 760);
        main.show();
        settle(300);
        clickPit(main.board(), PitB);
        ok = save(&main, out.filePath("hotseat-after-move.png")) && ok;
    }
    {
        // F5 over a game against the computer, after a capture by the computer.
        Settings::setNewGameSetup(players(PlayerKind::Human, PlayerKind::Computer));
        MainWindow main;
        main.model()->setComputerSeed(5);
        main.start({});
        main.resize(1000, 760);
        main.show();
        settle(300);
        auto *presentation = new PresentationWindow(&main);
        presentation->setPace(0);
        presentation->presentGame(main.session());
        presentation->resize(1280, 800);
        presentation->show();
        bool captured = false;
        for (int game = 0; game < 20 && !captured; ++game) {
            for (int turn = 0; turn < 30 && !captured && !main.model()->isOver(); ++turn)
                captured = playAndWaitForTheComputer(main, unsigned(game * 7 + turn * 3) / 2);
            if (!captured)
                main.model()->newGame(players(PlayerKind::Human, PlayerKind::Computer));
        }
        if (!captured)
            std::fprintf(stderr, "no capture by the computer in 20 games\n");
        settle(500);
        ok = save(presentation, out.filePath("presentation-after-capture.png")) && ok;
        presentation->showValues();
        settle(1500);
        ok = save(presentation, out.filePath("presentation-values.png")) && ok;
        presentation->close();
    }
    return ok ? 0 : 1;
}
